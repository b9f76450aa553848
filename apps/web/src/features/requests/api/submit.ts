import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { RequestCreated } from '@mizani/shared';
import { api, ApiError } from '@/lib/api';

export type RequestKind = 'consultation' | 'quote' | 'inquiry' | 'application';

/** POST /api/requests/<kind> → 201 { id }. Notifications are the server's business, not ours. */
export function submitRequest(kind: RequestKind, body: unknown) {
  return api<RequestCreated>(`/api/requests/${kind}`, { method: 'POST', body });
}

/** Puts the server's per-field messages beside the fields they belong to. */
export function applyServerFieldErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  known: readonly string[],
) {
  if (!(err instanceof ApiError) || !err.fields) return;
  let first = true;
  for (const [name, message] of Object.entries(err.fields)) {
    if (!known.includes(name)) continue;
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
}

/** Spec §8: the error's message, or 'Please try again later.' */
export function failureDescription(err: unknown): string {
  return (err instanceof Error && err.message) || 'Please try again later.';
}
