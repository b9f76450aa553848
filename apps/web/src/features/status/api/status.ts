import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  AdminIncidentsResponse,
  IncidentCreateInput,
  IncidentEditInput,
  IncidentUpdateInput,
  StatusHistoryResponse,
  StatusResponse,
  UptimePeriod,
  Locale,
} from '@mizani/shared';
import { invalidateAdmin } from '@/lib/admin-cache';
import { api } from '@/lib/api';

// The status page's reads (public) and the admins' incident calls (/api/admin/status).

const STATUS_REFRESH_MS = 60_000;

export const statusQuery = () =>
  queryOptions({
    queryKey: ['status'],
    queryFn: () => api<StatusResponse>('/api/status'),
    refetchInterval: STATUS_REFRESH_MS,
    staleTime: 15_000,
  });

export const statusHistoryQuery = (period: UptimePeriod) =>
  queryOptions({
    queryKey: ['status', 'history', period],
    queryFn: () => api<StatusHistoryResponse>(`/api/status/history?period=${period}`),
    refetchInterval: STATUS_REFRESH_MS,
    staleTime: 30_000,
  });

/** The page's language (Content-Language) is the subscriber's: their mails' and links'. */
export const subscribeToStatus = (email: string, locale: Locale = 'en') =>
  api<{ message: string }>('/api/status/subscriptions', {
    method: 'POST',
    body: { email },
    headers: { 'content-language': locale },
  });

export const followStatusLink = (kind: 'confirm' | 'unsubscribe', token: string) =>
  api<{ state: 'confirmed' | 'unsubscribed' }>(`/api/status/subscriptions/${kind}`, {
    method: 'POST',
    body: { token },
  });

// ---------- Admin ----------

export const adminIncidentsKey = ['admin', 'status', 'incidents'] as const;

export const adminIncidentsQuery = () =>
  queryOptions({
    queryKey: adminIncidentsKey,
    queryFn: () => api<AdminIncidentsResponse>('/api/admin/status/incidents'),
  });

export const openIncident = (body: IncidentCreateInput) =>
  api<{ notified: number }>('/api/admin/status/incidents', { method: 'POST', body });

export const postIncidentUpdate = (id: string, body: IncidentUpdateInput) =>
  api<{ notified: number }>(`/api/admin/status/incidents/${id}/updates`, {
    method: 'POST',
    body,
  });

export const editIncident = (id: string, body: IncidentEditInput) =>
  api(`/api/admin/status/incidents/${id}`, { method: 'PATCH', body });

/** After a change: the admin list, the public status page and the audit log. */
export const incidentsChanged = (qc: QueryClient) =>
  invalidateAdmin(qc, adminIncidentsKey, statusQuery().queryKey);
