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
export { limitOrdersQueryOptions, treasuryKeys } from '@/lib/queries/treasury';
import { treasuryKeys } from '@/lib/queries/treasury';

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
