import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Field, Select } from '@/components/admin-form/field';
import { Input } from '@/components/ui/input';

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

export function SearchField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
}) {
  return (
    <Field id={props.id} label={props.label} className="sm:col-span-2">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={props.id}
          type="search"
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          className="pl-9"
          placeholder={props.placeholder}
        />
      </div>
    </Field>
  );
}

export function SelectFilter(props: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (v: string) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Field id={props.id} label={props.label} className={props.className}>
      <Select
        id={props.id}
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.children}
      </Select>
    </Field>
  );
}

/** "From date" and "To date" (inclusive calendar days). */
export function DateRangeFilter(props: {
  idPrefix: string;
  from: string | undefined;
  to: string | undefined;
  onChange: (patch: { from?: string; to?: string }) => void;
}) {
  return (
    <>
      {(['from', 'to'] as const).map((k) => (
        <Field key={k} id={`${props.idPrefix}-${k}`} label={k === 'from' ? 'From date' : 'To date'}>
          <Input
            id={`${props.idPrefix}-${k}`}
            type="date"
            value={props[k] ?? ''}
            onChange={(e) => props.onChange({ [k]: e.target.value })}
          />
        </Field>
      ))}
    </>
  );
}
