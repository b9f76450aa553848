// Alert keys and the active-alerts count, read by more than one feature (alerts, the overview
// card, the notification bell). Everything about alerts lives under alertsKeys.all, so one
// invalidation after an alert change refreshes the list and the overview count alike.
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../api';

export const alertsKeys = { all: ['alerts'] as const, summary: ['alerts', 'summary'] as const };

/** Spec overview card Active Alerts; a server without alerts (404) counts none. */
export const alertsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: alertsKeys.summary,
    queryFn: async ({ signal }) => {
      try {
        return await api<{ active: number }>('/api/alerts/summary', { signal });
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return { active: 0 };
        throw e;
      }
    },
  });
