import type { RefObject } from 'react';
import { Search, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** A page's own search field (help centre, documentation) with its spoken result count. */
export function SearchBox({
  id,
  inputRef,
  label,
  placeholder,
  query,
  onQuery,
  status,
  className,
}: {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  placeholder: string;
  query: string;
  onQuery: (q: string) => void;
  /**
   * Read out to screen readers while a query is typed ("3 results"). Asked for only then: it is
   * a plural message, and the page's first plural starts Intl (40-76 ms on a slow phone), which
   * would otherwise run while the island hydrates.
   */
  status: () => string;
  className?: string;
}) {
  return (
    <div className={cn('max-w-2xl', className)}>
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-foreground">
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          ref={inputRef}
          id={id}
          type="search"
          value={query}
          onChange={(e) => onQuery(e.target.value)}
          placeholder={placeholder}
          className="h-12 pl-11 text-base"
          autoComplete="off"
        />
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {query.trim() ? status() : ''}
      </p>
    </div>
  );
}

/** What a search with no match shows: the title, the query (in `text`), and Clear Search. */
export function NoSearchResults({
  title,
  onClear,
  className,
  text,
  clearLabel,
}: {
  title: string;
  onClear: () => void;
  className?: string;
  /** The explanation and the button, in the page's language (each page words them its way). */
  text: string;
  clearLabel: string;
}) {
  return (
    <div
      className={cn(
        'mt-10 max-w-md rounded-2xl border border-border bg-card p-8 text-center',
        className,
      )}
    >
      <SearchX className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
      <h3 className="mt-4 text-lg font-semibold text-card-foreground">{title}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{text}</p>
      <Button variant="outline" className="mt-5" onClick={onClear}>
        {clearLabel}
      </Button>
    </div>
  );
}
