import { queryOptions } from '@tanstack/react-query';
import type { AdminPair, AdminRateRow, CreatePairInput, PostRateInput } from '@mizani/shared';
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

// The desk's changes: each one is recorded with the admin's account on the server.

export const postRate = (pairId: string, body: PostRateInput) =>
  api<{ rate: { mid: string }; alertsFired: number }>(`/api/admin/rates/pairs/${pairId}/rates`, {
    method: 'POST',
    body,
  });

export const createPair = (body: CreatePairInput) =>
  api('/api/admin/rates/pairs', {
    method: 'POST',
    body: { ...body, displayName: body.displayName || undefined },
  });

export const setPairActive = (pair: AdminPair, isActive: boolean) =>
  api(`/api/admin/rates/pairs/${pair.id}/active`, { method: 'PATCH', body: { isActive } });

/** All rows or none: one bad row and the server applies nothing. */
export const importRates = (csv: string, confirm: boolean) =>
  api<{ imported: number }>('/api/admin/rates/import', { method: 'POST', body: { csv, confirm } });
