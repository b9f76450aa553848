import { useEffect, useId, useState } from 'react';

/** Cursor pages: a stack of the cursors that led here, so Previous works without offsets. */
export function useCursorPages() {
  const [stack, setStack] = useState<(string | null)[]>([null]);
  const cursor = stack[stack.length - 1] ?? null;
  return {
    cursor,
    page: stack.length,
    next: (c: string | null) => c && setStack((s) => [...s, c]),
    prev: () => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)),
    reset: () => setStack([null]),
  };
}
export type CursorPages = ReturnType<typeof useCursorPages>;

/**
 * A filtered, cursor-paged list's state: the filters, the search box (applied after a pause in
 * typing, so each key press is not a request) and the pages; any change starts again at page 1.
 */
export function useListFilters<F extends ListFilterValues>(): ListFilters<F> {
  const ids = useId();
  const [filters, setFilters] = useState<F>({} as F);
  const [search, setSearch] = useState('');
  const pages = useCursorPages();
  useEffect(() => {
    const t = setTimeout(() => {
      const q = search.trim() || undefined;
      setFilters((f) => (f.q === q ? f : { ...f, q }));
      pages.reset();
    }, 300);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  const set = (patch: Partial<F>) => {
    setFilters((f) => ({ ...f, ...patch }));
    pages.reset();
  };
  return { ids, filters, set, search, setSearch, pages };
}

export type ListFilterValues = { q?: string; from?: string; to?: string };

export interface ListFilters<F extends ListFilterValues> {
  /** Prefix of the filter fields' ids. */
  ids: string;
  filters: F;
  set: (patch: Partial<F>) => void;
  search: string;
  setSearch: (v: string) => void;
  pages: CursorPages;
}
