import type { RequestCreated } from '@mizani/shared';
import { api } from '@/lib/api';

export type RequestKind = 'consultation' | 'quote' | 'inquiry';

/** POST /api/requests/<kind> → 201 { id }. Notifications are the server's business, not ours. */
export function submitRequest(kind: RequestKind, body: unknown) {
  return api<RequestCreated>(`/api/requests/${kind}`, { method: 'POST', body });
}
