import type { FieldValues, Path, UseFormGetValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api';

/**
 * Puts the server's field errors (400 { error: { fields } }) on the matching form fields, so a
 * rule only the server knows (a country's phone format, a balance, a wrong password) shows next
 * to its field. Only fields the form has (or those in `known`) are used; the first one gets focus.
 * Returns whether any field error was placed, so the caller can fall back to a toast.
 */
export function setServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T>; getValues: UseFormGetValues<T> },
  err: unknown,
  known: readonly string[] = Object.keys(form.getValues()),
) {
  if (!(err instanceof ApiError) || !err.fields) return false;
  let placed = false;
  for (const [field, message] of Object.entries(err.fields)) {
    if (!known.includes(field)) continue;
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
