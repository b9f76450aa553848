import * as React from 'react';
import { cn } from '@/lib/utils';

export const inputClasses =
  'flex h-10 w-full min-w-0 rounded-lg border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs transition-[border-color,box-shadow] placeholder:text-slate-500 focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/20 disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60 aria-[invalid=true]:border-destructive aria-[invalid=true]:ring-destructive/20 sm:text-sm';

/**
 * Native select styled like the inputs (the shared input style hides the arrow). Here, not in
 * labelled-field.tsx, so a select without a field (the account switcher) does not bring the
 * field's label and validation messages into its page (decision 027).
 */
export const selectClasses = cn(inputClasses, 'appearance-auto');

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input type={type} data-slot="input" className={cn(inputClasses, className)} {...props} />;
}
