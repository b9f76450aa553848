import { queryOptions } from '@tanstack/react-query';
import type { NotificationsResponse } from '@mizani/shared';
import { api } from '@/lib/api';

export const notificationsKeys = { all: ['notifications'] as const };

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.all,
    queryFn: ({ signal }) => api<NotificationsResponse>('/api/notifications?limit=30', { signal }),
    refetchInterval: 30_000,
    staleTime: 5_000,
  });

/** POST /api/notifications/:id/read. */
export const markNotificationRead = (id: string) =>
  api(`/api/notifications/${id}/read`, { method: 'POST' });

/** POST /api/notifications/read-all. */
export const markAllNotificationsRead = () =>
  api('/api/notifications/read-all', { method: 'POST' });
