// Treasury reads that more than one feature uses (treasury, alerts' chart): the limit orders.
import { queryOptions } from '@tanstack/react-query';
import type { LimitOrder } from '@mizani/shared';
import { api } from '../api';

export const treasuryKeys = {
  all: ['treasury'] as const,
  limits: ['treasury', 'limit-orders'] as const,
  plans: ['treasury', 'recurring'] as const,
};

export const limitOrdersQueryOptions = () =>
  queryOptions({
    queryKey: treasuryKeys.limits,
    queryFn: ({ signal }) =>
      api<{ limitOrders: LimitOrder[] }>('/api/treasury/limit-orders', { signal }),
    // A triggered order fills within a second: look again while one is waiting.
    refetchInterval: (q) =>
      q.state.data?.limitOrders.some((o) => o.status === 'triggered') ? 2_000 : 30_000,
  });
