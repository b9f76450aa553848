import { z } from 'zod';
import {
  FirmQuoteRequestSchema,
  ORDER_REJECT_REASONS,
  OrderCreateSchema,
  RatesResponseSchema,
  RateHistoryQuerySchema,
  RateHistoryResponseSchema,
} from '@mizani/shared';
import type { AppDeps } from '../../context.ts';
import { findOrder, listOrdersAfter } from '../../db/queries/orders.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { AppError } from '../../lib/errors.ts';
import { readJson, readQuery, uuidParam } from '../../lib/validate.ts';
import { ratesHub } from '../../services/rates/hub.ts';
import { findPair, loadHistory } from '../../services/rates/queries.ts';
import { createQuote, orderJson } from '../../services/trading/trading.ts';
import { placeOrderAs } from './business-ops.ts';
import { ApprovalSchema, CursorQuerySchema, OrderSchema, QuoteSchema, page } from './schemas.ts';
import type { ApiOperation } from './api-operation.ts';
import { ledgerKey, ORDER_TS } from './operation-helpers.ts';

// /api/v1's market: rates, firm quotes and the orders that fill them (operations.ts).
export function marketOperations(deps: AppDeps): ApiOperation[] {
  const hub = () => ratesHub(deps);
  return [
    {
      method: 'get',
      path: '/rates',
      operationId: 'listRates',
      summary: 'Live bid, ask and mid rates of every active pair',
      tag: 'Rates',
      scopes: ['rates:read'],
      responses: { 200: { description: 'The rates', schema: RatesResponseSchema } },
      handler: async (c) => {
        const h = hub();
        await h.ready;
        c.header('Content-Type', 'application/json; charset=UTF-8');
        return c.body(h.snapshot.body);
      },
    },
    {
      method: 'get',
      path: '/rates/{pair}/history',
      operationId: 'getRateHistory',
      summary: "A pair's bid, ask and mid over 1D, 1W, 1M or 1Y (pair as USD-KES or its id)",
      tag: 'Rates',
      scopes: ['rates:read'],
      query: RateHistoryQuerySchema,
      responses: {
        200: { description: 'The history, oldest first', schema: RateHistoryResponseSchema },
        404: { description: 'No such active pair' },
      },
      handler: async (c, _p, db) => {
        const { range } = readQuery(c, RateHistoryQuerySchema);
        const pair = await findPair(db, c.req.param('pair') ?? '');
        if (!pair || !pair.is_active) throw new AppError('NOT_FOUND', 'Currency pair not found');
        const points = await loadHistory(db, pair.id, range);
        return c.json({ pairId: pair.id, displayName: pair.display_name, range, points });
      },
    },
    {
      method: 'post',
      path: '/quotes',
      operationId: 'createQuote',
      summary: 'A firm quote, valid for a few seconds',
      tag: 'Quotes',
      scopes: ['quotes:write', 'orders:write'],
      body: FirmQuoteRequestSchema,
      responses: {
        201: { description: 'The quote', schema: z.object({ quote: QuoteSchema }) },
        422: { description: 'Below the minimum or above your limits (the detail says which)' },
      },
      handler: async (c, p, db) => {
        const body = await readJson(c, FirmQuoteRequestSchema);
        return c.json({ quote: await createQuote(db, p.holderId, body) }, 201);
      },
    },
    {
      method: 'post',
      path: '/orders',
      operationId: 'placeOrder',
      summary: 'Accept a quote: the conversion fills at its rate or is rejected (422)',
      tag: 'Orders',
      scopes: ['orders:write'],
      body: OrderCreateSchema.pick({ quoteId: true }),
      responses: {
        201: { description: 'Filled', schema: z.object({ order: OrderSchema }) },
        202: {
          description:
            "A business key over one of the business's approval rules: the conversion waits for approval",
          schema: z.object({ approval: ApprovalSchema }),
        },
        404: { description: 'No such quote of yours (in this mode)' },
        422: { description: 'Rejected: the problem carries the rejected order' },
      },
      handler: async (c, p, db) => {
        const { quoteId } = await readJson(c, OrderCreateSchema.pick({ quoteId: true }));
        const placed = await placeOrderAs(
          db,
          p,
          c.get('clientIp'),
          { quoteId, idempotencyKey: ledgerKey(c) },
          deps.env.BETTER_AUTH_URL,
        );
        if (placed.kind === 'approval') return c.json({ approval: placed.approval }, 202);
        const { order } = placed;
        if (order.status === 'rejected') {
          const reason =
            ORDER_REJECT_REASONS[order.rejectReason as keyof typeof ORDER_REJECT_REASONS] ??
            'Order rejected';
          throw new AppError('UNPROCESSABLE', reason).withExtra({ order });
        }
        return c.json({ order }, 201);
      },
    },
    {
      method: 'get',
      path: '/orders',
      operationId: 'listOrders',
      summary: 'Your orders, newest first',
      tag: 'Orders',
      scopes: ['orders:write', 'wallet:read'],
      query: CursorQuerySchema,
      responses: { 200: { description: 'A page of orders', schema: page(OrderSchema) } },
      handler: async (c, p, db) => {
        const q = readQuery(c, CursorQuerySchema);
        const before = decodeCursor(q.cursor, ORDER_TS);
        const rows = await listOrdersAfter(db, { userId: p.holderId, before, limit: q.limit });
        const shown = rows.slice(0, q.limit);
        const last = shown.at(-1);
        return c.json({
          data: shown.map(orderJson),
          next:
            rows.length > q.limit && last
              ? encodeCursor({ ts: last.cursor_ts, id: last.id })
              : null,
        });
      },
    },
    {
      method: 'get',
      path: '/orders/{id}',
      operationId: 'getOrder',
      summary: 'One of your orders',
      tag: 'Orders',
      scopes: ['orders:write', 'wallet:read'],
      responses: { 200: { description: 'The order', schema: z.object({ order: OrderSchema }) } },
      handler: async (c, p, db) => {
        const row = await findOrder(db, { userId: p.holderId, id: uuidParam(c) });
        if (!row) throw new AppError('NOT_FOUND', 'Order not found');
        return c.json({ order: orderJson(row) });
      },
    },
  ];
}
