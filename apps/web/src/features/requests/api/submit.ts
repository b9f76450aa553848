import type { RequestCreated } from '@mizani/shared';
import { api } from '@/lib/api';

export type RequestKind = 'consultation' | 'quote' | 'inquiry' | 'application';

/** POST /api/requests/<kind> → 201 { id }. Notifications are the server's business, not ours. */
export function submitRequest(kind: RequestKind, body: unknown) {
  return api<RequestCreated>(`/api/requests/${kind}`, { method: 'POST', body });
}

/** Spec §8: the error's message, or 'Please try again later.' */
export function failureDescription(err: unknown): string {
  return (err instanceof Error && err.message) || 'Please try again later.';
}
