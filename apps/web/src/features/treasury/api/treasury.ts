import { queryOptions } from '@tanstack/react-query';
import type {
  Forward,
  ForwardCreate,
  ForwardQuote,
  LimitOrder,
  LimitOrderCreate,
  RecurringCreate,
  RecurringPlan,
} from '@mizani/shared';
import { withAccount } from '@/lib/account';
import { api } from '@/lib/api';

// Treasury (issue 41): limit orders and recurring conversions of the selected account.
export { limitOrdersQueryOptions, treasuryKeys } from '@/lib/queries/treasury';
import { treasuryKeys } from '@/lib/queries/treasury';

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: treasuryKeys.plans,
    queryFn: ({ signal }) => api<{ plans: RecurringPlan[] }>('/api/treasury/recurring', { signal }),
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

// Forward contracts (issue 41 item 3).
export const forwardsKey = [...treasuryKeys.all, 'forwards'] as const;
export const forwardsQueryOptions = () =>
  queryOptions({
    queryKey: forwardsKey,
    queryFn: ({ signal }) => api<{ forwards: Forward[] }>('/api/treasury/forwards', { signal }),
  });
export const forwardQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...forwardsKey, id],
    queryFn: ({ signal }) => api<{ forward: Forward }>(`/api/treasury/forwards/${id}`, { signal }),
  });
export const quoteForward = (body: Omit<ForwardCreate, 'idempotencyKey'>) =>
  api<{ quote: ForwardQuote }>('/api/treasury/forwards/quote', { method: 'POST', body });
export const bookForward = (body: ForwardCreate) =>
  api<{ forward: Forward }>('/api/treasury/forwards', { method: 'POST', body });
export const drawdownForward = (id: string, amount?: string) =>
  api<{ forward: Forward }>(`/api/treasury/forwards/${id}/drawdown`, {
    method: 'POST',
    body: amount ? { amount } : {},
  });
export const addForwardMargin = (id: string) =>
  api<{ forward: Forward }>(`/api/treasury/forwards/${id}/margin`, { method: 'POST', body: {} });
export const cancelForward = (id: string) =>
  api<{ forward: Forward }>(`/api/treasury/forwards/${id}/cancel`, { method: 'POST', body: {} });
/** The contract note's address (a download: the browser sends the session cookie). */
export const forwardNoteUrl = (id: string) => withAccount(`/api/treasury/forwards/${id}/note.pdf`);
