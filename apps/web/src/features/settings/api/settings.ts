import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AdminSettingsResponse, NotificationPrefs, PlatformSettings } from '@mizani/shared';
import { invalidateAdmin } from '@/lib/admin-cache';
import { api } from '@/lib/api';

// Admin settings (/api/admin/settings): the admin's own email notifications and the platform's
// trading and form limits.

export const settingsKey = ['admin', 'settings'] as const;

export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: () => api<AdminSettingsResponse>('/api/admin/settings'),
  });

export const saveNotificationPrefs = (body: NotificationPrefs) =>
  api('/api/admin/settings/notifications', { method: 'PUT', body });

export const savePlatformSettings = (body: PlatformSettings) =>
  api('/api/admin/settings/platform', { method: 'PUT', body });

export const settingsChanged = (qc: QueryClient) => invalidateAdmin(qc, settingsKey);
