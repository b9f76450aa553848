import type { Locale, RequestCreated } from '@mizani/shared';
import { api } from '@/lib/api';

export type RequestKind = 'consultation' | 'quote' | 'inquiry';

/**
 * POST /api/requests/<kind> → 201 { id }. Notifications are the server's business, not ours; the
 * page's language (Content-Language) is the requester's acknowledgement mail's.
 */
export function submitRequest(kind: RequestKind, body: unknown, locale: Locale = 'en') {
  return api<RequestCreated>(`/api/requests/${kind}`, {
    method: 'POST',
    body,
    headers: { 'content-language': locale },
  });
}
