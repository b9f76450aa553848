import type { RequestCreated } from '@mizani/shared';
import { api } from '@/lib/api';

/** POST /api/requests/application → 201 { id }: an application to a job, or an open one. */
export function submitApplication(body: unknown) {
  return api<RequestCreated>('/api/requests/application', { method: 'POST', body });
}
