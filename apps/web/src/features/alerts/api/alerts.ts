import { queryOptions } from '@tanstack/react-query';
import type { Alert, AlertInput } from '@mizani/shared';
import { api } from '@/lib/api';
import { alertsKeys } from '@/lib/queries/alerts';

export const alertsQueryOptions = () =>
  queryOptions({
    queryKey: alertsKeys.all,
    queryFn: ({ signal }) => api<{ alerts: Alert[]; maxActive: number }>('/api/alerts', { signal }),
  });

/** POST /api/alerts, or PUT /api/alerts/:id when editing one. */
export const saveAlert = (body: AlertInput, id?: string) =>
  id
    ? api(`/api/alerts/${id}`, { method: 'PUT', body })
    : api('/api/alerts', { method: 'POST', body });

/** PATCH /api/alerts/:id/active: pause or resume. */
export const setAlertActive = (id: string, isActive: boolean) =>
  api(`/api/alerts/${id}/active`, { method: 'PATCH', body: { isActive } });

/** DELETE /api/alerts/:id. */
export const deleteAlert = (id: string) => api(`/api/alerts/${id}`, { method: 'DELETE' });
