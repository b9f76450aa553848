import { queryOptions } from '@tanstack/react-query';
import type {
  NoticePreference,
  NoticePreferencesUpdate,
  NotificationsResponse,
} from '@mizani/shared';
import { api } from '@/lib/api';
import { notificationsKeys } from '@/lib/queries/notifications';

export { notificationsKeys };

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

export const noticePreferencesQuery = () =>
  queryOptions({
    queryKey: [...notificationsKeys.all, 'preferences'],
    queryFn: () => api<{ preferences: NoticePreference[] }>('/api/notifications/preferences'),
  });

/** PUT /api/notifications/preferences: mail on or off for the kinds given. */
export const saveNoticePreferences = (body: NoticePreferencesUpdate) =>
  api<{ preferences: NoticePreference[] }>('/api/notifications/preferences', {
    method: 'PUT',
    body,
  });
