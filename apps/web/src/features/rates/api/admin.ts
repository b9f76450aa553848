import { queryOptions } from '@tanstack/react-query';
import type { AdminPair, AdminRateRow } from '@mizani/shared';
import { api } from '@/lib/api';

export const adminRatesKeys = {
  pairs: ['admin', 'rates', 'pairs'] as const,
  history: (pairId: string) => ['admin', 'rates', 'history', pairId] as const,
};

export const adminPairsQueryOptions = () =>
  queryOptions({
    queryKey: adminRatesKeys.pairs,
    queryFn: ({ signal }) => api<{ pairs: AdminPair[] }>('/api/admin/rates/pairs', { signal }),
  });

export const adminPairHistoryQueryOptions = (pairId: string) =>
  queryOptions({
    queryKey: adminRatesKeys.history(pairId),
    queryFn: ({ signal }) =>
      api<{ rates: AdminRateRow[] }>(`/api/admin/rates/pairs/${pairId}/history?limit=20`, {
        signal,
      }),
    enabled: !!pairId,
  });
