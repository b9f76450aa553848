import type { ReactNode } from 'react';
import { inputClasses } from './input';
import { Label } from './label';
import { useFormMessage } from '@/lib/i18n/messages';

export { selectClasses } from './input';

/** A labelled native select: accessible by its visible label on every device. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  children,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
  error?: string;
}) {
  const msg = useFormMessage();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={inputClasses}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {msg(error)}
        </p>
      )}
    </div>
  );
}

export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  inputMode,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  type?: string;
  inputMode?: 'decimal' | 'tel';
  placeholder?: string;
}) {
  const msg = useFormMessage();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        placeholder={placeholder}
        className={inputClasses}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {msg(error)}
        </p>
      )}
    </div>
  );
}
