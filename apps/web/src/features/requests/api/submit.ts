import type { RequestCreated } from '@mizani/shared';
import { api } from '@/lib/api';
import { errorText } from '@/lib/error-messages';

export type RequestKind = 'consultation' | 'quote' | 'inquiry' | 'application';

/** POST /api/requests/<kind> → 201 { id }. Notifications are the server's business, not ours. */
export function submitRequest(kind: RequestKind, body: unknown) {
  return api<RequestCreated>(`/api/requests/${kind}`, { method: 'POST', body });
}

/**
 * Spec §8: "the error's message": our words for it (lib/error-messages.ts), never the server's
 * text for a refusal; a closed position or a field rule keeps the server's product sentence.
 */
export function failureDescription(err: unknown): string {
  return errorText(err);
}
