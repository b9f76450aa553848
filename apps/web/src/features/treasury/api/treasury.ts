import { queryOptions } from '@tanstack/react-query';
import type {
  AccountsResponse,
  LimitOrder,
  LimitOrderCreate,
  RecurringCreate,
  RecurringPlan,
} from '@mizani/shared';
import { api } from '@/lib/api';

// Treasury (issue 41): limit orders and recurring conversions of the selected account.
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

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: treasuryKeys.plans,
    queryFn: ({ signal }) => api<{ plans: RecurringPlan[] }>('/api/treasury/recurring', { signal }),
  });

/** The member's accounts and roles (GET /api/business): which forms the selected role may use. */
export const accountsQueryOptions = () =>
  queryOptions({
    queryKey: [...treasuryKeys.all, 'accounts'],
    queryFn: ({ signal }) => api<AccountsResponse>('/api/business', { signal }),
  });

export const placeLimitOrder = (body: LimitOrderCreate) =>
  api<{ limitOrder: LimitOrder }>('/api/treasury/limit-orders', { method: 'POST', body });
export const cancelLimitOrder = (id: string) =>
  api(`/api/treasury/limit-orders/${id}/cancel`, { method: 'POST', body: {} });
export const createPlan = (body: RecurringCreate) =>
  api<{ plan: RecurringPlan }>('/api/treasury/recurring', { method: 'POST', body });
export const setPlanActive = (id: string, active: boolean) =>
  api(`/api/treasury/recurring/${id}`, { method: 'PATCH', body: { active } });
export const cancelPlan = (id: string) =>
  api(`/api/treasury/recurring/${id}/cancel`, { method: 'POST', body: {} });
