import { queryOptions } from '@tanstack/react-query';
import type { Alert } from '@mizani/shared';
import { api } from '@/lib/api';

export const alertsKeys = { all: ['alerts'] as const, summary: ['alerts', 'summary'] as const };

export const alertsQueryOptions = () =>
  queryOptions({
    queryKey: alertsKeys.all,
    queryFn: ({ signal }) => api<{ alerts: Alert[]; maxActive: number }>('/api/alerts', { signal }),
  });

/** Spec overview card Active Alerts. */
export const alertsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: alertsKeys.summary,
    queryFn: ({ signal }) => api<{ active: number }>('/api/alerts/summary', { signal }),
  });
