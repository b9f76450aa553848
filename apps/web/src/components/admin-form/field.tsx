import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Label } from '@/components/ui/label';
import { useFormMessage } from '@/lib/i18n/messages';
import { cn } from '@/lib/utils';

// The admin screens' labelled field and native select (the filter forms, dialogs and settings).

/** A native select styled like the inputs. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-50',
        'aria-[invalid=true]:border-destructive',
        className,
      )}
      {...props}
    />
  );
}

/** Label, control, hint and error; the control takes `id` and `invalid(id, error)`. */
export function Field(props: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const msg = useFormMessage();
  return (
    <div className={cn('space-y-1.5', props.className)}>
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.children}
      {props.hint ? <p className="text-xs text-muted-foreground">{props.hint}</p> : null}
      {props.error ? (
        <p id={`${props.id}-error`} className="text-sm font-medium text-destructive">
          {msg(props.error)}
        </p>
      ) : null}
    </div>
  );
}

/** The control's half of a Field's error wiring. */
export const invalid = (id: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

/** Issues of a failed zod parse as `{ field path: first message }`, for a form's error list. */
export function issuesByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  key: (path: readonly PropertyKey[]) => string = (p) => String(p[0]),
) {
  const f: Record<string, string> = {};
  for (const i of issues) f[key(i.path)] ??= i.message;
  return f;
}
