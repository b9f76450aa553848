import type { Locale, RequestCreated } from '@mizani/shared';
import { api } from '@/lib/api';

/**
 * POST /api/requests/application → 201 { id }: an application to a job, or an open one. The
 * page's language (Content-Language) is the acknowledgement mail's.
 */
export function submitApplication(body: unknown, locale: Locale = 'en') {
  return api<RequestCreated>('/api/requests/application', {
    method: 'POST',
    body,
    headers: { 'content-language': locale },
  });
}
