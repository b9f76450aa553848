import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Field, Select } from '@/components/admin-form/field';
import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n/use-t';
import type { ListFilterValues, ListFilters } from './list-state';

// The fields of a list's filter form, bound to its useListFilters state; each field's id is the
// list's prefix and the filter's name.

/** The filter form above a list: a search landmark that never submits (filters apply at once). */
export function FilterForm(props: { label: string; className: string; children: ReactNode }) {
  return (
    <form
      role="search"
      aria-label={props.label}
      className={props.className}
      onSubmit={(e) => e.preventDefault()}
    >
      {props.children}
    </form>
  );
}

/** The search box; the list applies it after a pause in typing. */
export function SearchField<F extends ListFilterValues>(props: {
  list: ListFilters<F>;
  label: string;
  placeholder?: string;
}) {
  const id = `${props.list.ids}-q`;
  return (
    <Field id={id} label={props.label} className="sm:col-span-2">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={props.list.search}
          onChange={(e) => props.list.setSearch(e.target.value)}
          className="pl-9"
          placeholder={props.placeholder}
        />
      </div>
    </Field>
  );
}

/** A choice among `children` (options; the empty value means any). */
export function SelectFilter<F extends ListFilterValues, K extends keyof F & string>(props: {
  list: ListFilters<F>;
  name: K;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const { list, name } = props;
  const id = `${list.ids}-${name}`;
  return (
    <Field id={id} label={props.label} className={props.className}>
      <Select
        id={id}
        value={(list.filters[name] as string | undefined) ?? ''}
        onChange={(e) => list.set({ [name]: e.target.value } as Partial<F>)}
      >
        {props.children}
      </Select>
    </Field>
  );
}

/** "From date" and "To date" (inclusive calendar days). */
export function DateRangeFilter<F extends ListFilterValues>({ list }: { list: ListFilters<F> }) {
  const { t } = useT();
  return (
    <>
      {(['from', 'to'] as const).map((k) => (
        <Field
          key={k}
          id={`${list.ids}-${k}`}
          label={t(k === 'from' ? 'admin.list.fromDate' : 'admin.list.toDate')}
        >
          <Input
            id={`${list.ids}-${k}`}
            type="date"
            value={list.filters[k] ?? ''}
            onChange={(e) => list.set({ [k]: e.target.value } as Partial<F>)}
          />
        </Field>
      ))}
    </>
  );
}
