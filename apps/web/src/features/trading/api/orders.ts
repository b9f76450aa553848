import { queryOptions } from '@tanstack/react-query';
import type { BusinessApproval, FirmQuote, FirmQuoteRequest, Order } from '@mizani/shared';
import { api } from '@/lib/api';
import { qs } from '@/lib/query-string';
import { withAccount } from '@/lib/account';
import { walletKeys } from '@/lib/queries/wallet';

// Orders sit under the wallet key: a trade changes balances and the order list together.

export const ordersQuery = (p: { status?: string; currency?: string; page: number }) =>
  queryOptions({
    queryKey: [...walletKeys.all, 'orders', p],
    queryFn: () =>
      api<{ orders: Order[]; total: number; page: number; pageSize: number }>(
        `/api/orders${qs(p)}`,
      ),
  });

export const orderDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...walletKeys.all, 'order', id],
    queryFn: () =>
      api<{ order: Order; quote: FirmQuote | null; timeline: { at: string; label: string }[] }>(
        `/api/orders/${id}`,
      ),
  });

/** POST /api/orders/quotes: a firm quote, valid for a few seconds. */
export const requestQuote = (body: FirmQuoteRequest) =>
  api<{ quote: FirmQuote }>('/api/orders/quotes', { method: 'POST', body });

/** POST /api/orders: accept a quote; the key makes a repeated accept one order. */
export const placeOrder = (quoteId: string, idempotencyKey: string) =>
  // A business's conversion over its approval threshold answers with the request instead (202).
  api<{ order: Order; approval?: never } | { approval: BusinessApproval; order?: never }>(
    '/api/orders',
    { method: 'POST', body: { quoteId, idempotencyKey } },
  );

/** The server-rendered PDF confirmation of an order. */
export const orderConfirmationUrl = (id: string) =>
  withAccount(`/api/orders/${id}/confirmation.pdf`);

/**
 * The business's open conversion requests (issue 34): the member's history shows their own as
 * "Awaiting approval" until approved and confirmed. Under the wallet key, so accepting refreshes it.
 */
export const awaitingConversionsQuery = (businessId: string) =>
  queryOptions({
    queryKey: [...walletKeys.all, 'awaiting-approval', businessId],
    queryFn: () =>
      api<{ approvals: BusinessApproval[] }>(`/api/business/${businessId}/approvals?status=open`),
  });
