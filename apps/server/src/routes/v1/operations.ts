import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  FirmQuoteRequestSchema,
  ORDER_REJECT_REASONS,
  BeneficiaryCreateSchema,
  OrderCreateSchema,
  RatesResponseSchema,
  RateHistoryQuerySchema,
  RateHistoryResponseSchema,
  WithdrawalRequestSchema,
  WebhookEndpointCreateSchema,
  SandboxSettleSchema,
  SandboxTopUpSchema,
  type ApiKeyMode,
  isoMonth,
  type ApiScope,
} from '@mizani/shared';
import type { AppBindings, AppDeps, ApiPrincipal } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { findOrder, listOrdersAfter } from '../../db/queries/orders.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { AppError } from '../../lib/errors.ts';
import { readJson, readQuery, uuidParam, validationError } from '../../lib/validate.ts';
import { ratesHub } from '../../services/rates/hub.ts';
import { findPair, loadHistory } from '../../services/rates/queries.ts';
import { createQuote, orderJson } from '../../services/trading/trading.ts';
import { placeOrderAs, requestWithdrawalAs } from './business-ops.ts';
import { walletAccounts } from '../../services/wallet/accounts.ts';
import { listTransactions } from '../../services/statements/statements.ts';
import { monthlyStatement, statementMonthList } from '../../services/statements/monthly.ts';
import { checkReceiverUrl } from '../../services/developer/ssrf.ts';
import { sandboxSettleWithdrawal, sandboxTopUp } from '../../services/sandbox/sandbox.ts';
import {
  createBeneficiary,
  listBeneficiariesPage,
} from '../../services/beneficiaries/beneficiaries.ts';
import { listWithdrawalsPage } from '../../services/withdrawals/withdrawals.ts';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
} from '../../services/developer/webhooks.ts';
import {
  ApprovalSchema,
  BalanceSchema,
  BeneficiarySchema,
  CursorQuerySchema,
  WithdrawalSchema,
  DeliverySchema,
  OrderSchema,
  QuoteSchema,
  SandboxTopUpResultSchema,
  StatementMonthSchema,
  StatementSchema,
  TransactionSchema,
  WebhookEndpointSchema,
  page,
} from './schemas.ts';

// Every operation of /api/v1 once: its path, scope, input and answer schemas and handler. The
// router (index.ts) and the OpenAPI document (openapi.ts) are both built from this list, so a
// route cannot exist without being documented. Handlers call the dashboard's own services.

export interface ApiOperation {
  method: 'get' | 'post' | 'delete';
  /** OpenAPI form: /orders/{id} */
  path: string;
  operationId: string;
  summary: string;
  tag: 'Rates' | 'Quotes' | 'Orders' | 'Wallet' | 'Statements' | 'Payouts' | 'Webhooks' | 'Sandbox';
  /** Any one of these scopes admits the call. */
  scopes: ApiScope[];
  /** Only keys of this mode may call it (the sandbox's own calls); any key when absent. */
  mode?: ApiKeyMode;
  body?: z.ZodType;
  query?: z.ZodType;
  responses: Record<number, { description: string; schema?: z.ZodType }>;
  /**
   * `db` is the request's database: live for live keys, the sandbox transaction for test keys
   * (services/sandbox). Handlers use it and no other handle, so a test key never reaches live rows.
   */
  handler: (c: Context<AppBindings>, p: ApiPrincipal, db: DbOrTx) => Promise<Response> | Response;
}

/**
 * The ledger's own idempotency key for an API POST: the Idempotency-Key hashed (it may be 255
 * characters; the ledger keeps 100), so the money function itself also never runs twice.
 */
const ledgerKey = (c: Context) =>
  `api:${createHash('sha256')
    .update(c.req.header('idempotency-key') ?? '')
    .digest('hex')}`;

const WithdrawalBody = WithdrawalRequestSchema.omit({ idempotencyKey: true });

const ORDER_TS = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ANY_ID = /^[0-9a-f-]{1,40}$/i;
const MONTH_ID = /^\d{4}-\d{2}$/;
/** The dashboard's month rule (YYYY-MM, 2000..2100) on the path. */
const StatementParams = z.object({ month: isoMonth() });

export function apiOperations(deps: AppDeps): ApiOperation[] {
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
    {
      method: 'get',
      path: '/balances',
      operationId: 'listBalances',
      summary: 'Available and pending balance per currency',
      tag: 'Wallet',
      scopes: ['wallet:read'],
      responses: {
        200: { description: 'Balances', schema: z.object({ data: z.array(BalanceSchema) }) },
      },
      handler: async (c, p, db) => c.json({ data: await walletAccounts(db, p.holderId) }),
    },
    {
      method: 'get',
      path: '/transactions',
      operationId: 'listTransactions',
      summary: 'Every movement of your balances, newest first',
      tag: 'Wallet',
      scopes: ['wallet:read'],
      query: CursorQuerySchema,
      responses: {
        200: { description: 'A page of transactions', schema: page(TransactionSchema) },
      },
      handler: async (c, p, db) => {
        const q = readQuery(c, CursorQuerySchema);
        const res = await listTransactions(db, p.holderId, {
          page: 1,
          pageSize: q.limit,
          before: decodeCursor(q.cursor, ANY_ID),
        });
        // total counts every row after the cursor: more than a page means another follows.
        return c.json({
          data: res.items,
          next: res.total > q.limit && res.last ? encodeCursor(res.last) : null,
        });
      },
    },
    {
      method: 'get',
      path: '/statements',
      operationId: 'listStatements',
      summary: 'The months that have a statement (movements), newest first',
      tag: 'Statements',
      scopes: ['wallet:read'],
      query: CursorQuerySchema,
      responses: {
        200: { description: 'A page of months', schema: page(StatementMonthSchema) },
      },
      handler: async (c, p, db) => {
        const q = readQuery(c, CursorQuerySchema);
        const before = decodeCursor(q.cursor, MONTH_ID)?.id ?? null;
        const { months, more } = await statementMonthList(db, p.holderId, {
          before,
          limit: q.limit,
        });
        const last = months.at(-1);
        return c.json({
          data: months.map((month) => ({ month })),
          next: more && last ? encodeCursor({ ts: `${last}-01T00:00:00Z`, id: last }) : null,
        });
      },
    },
    {
      method: 'get',
      path: '/statements/{month}',
      operationId: 'getStatement',
      summary:
        "A month's statement (UTC): per currency the opening balance, every movement with the running balance, the closing balance",
      tag: 'Statements',
      scopes: ['wallet:read'],
      responses: {
        200: {
          description: 'The statement (the dashboard CSV and PDF show the same amounts)',
          schema: StatementSchema,
        },
      },
      handler: async (c, p, db) => {
        const parsed = StatementParams.safeParse({ month: c.req.param('month') });
        if (!parsed.success) throw validationError(parsed.error);
        return c.json(await monthlyStatement(db, p.holderId, parsed.data.month));
      },
    },
    {
      method: 'get',
      path: '/beneficiaries',
      operationId: 'listBeneficiaries',
      summary: 'Your beneficiaries (bank accounts and mobile money)',
      tag: 'Payouts',
      scopes: ['withdrawals:write', 'wallet:read'],
      query: CursorQuerySchema,
      responses: {
        200: { description: 'A page of beneficiaries', schema: page(BeneficiarySchema) },
      },
      handler: async (c, p, db) => {
        const q = readQuery(c, CursorQuerySchema);
        const before = decodeCursor(q.cursor);
        return c.json(await listBeneficiariesPage(db, p.holderId, { before, limit: q.limit }));
      },
    },
    {
      method: 'post',
      path: '/beneficiaries',
      operationId: 'createBeneficiary',
      summary: 'Add a beneficiary',
      tag: 'Payouts',
      scopes: ['withdrawals:write'],
      body: BeneficiaryCreateSchema,
      responses: {
        201: {
          description: 'The beneficiary',
          schema: z.object({ beneficiary: BeneficiarySchema }),
        },
      },
      handler: async (c, p, db) => {
        const body = await readJson(c, BeneficiaryCreateSchema);
        return c.json({ beneficiary: await createBeneficiary(db, p.holderId, body) }, 201);
      },
    },
    {
      method: 'get',
      path: '/withdrawals',
      operationId: 'listWithdrawals',
      summary: 'Your withdrawals, newest first',
      tag: 'Payouts',
      scopes: ['withdrawals:write', 'wallet:read'],
      query: CursorQuerySchema,
      responses: {
        200: { description: 'A page of withdrawals', schema: page(WithdrawalSchema) },
      },
      handler: async (c, p, db) => {
        const q = readQuery(c, CursorQuerySchema);
        const before = decodeCursor(q.cursor);
        return c.json(await listWithdrawalsPage(db, p.holderId, { before, limit: q.limit }));
      },
    },
    {
      method: 'post',
      path: '/withdrawals',
      operationId: 'requestWithdrawal',
      summary: 'Request a payout to a beneficiary: the amount is held until it is paid or rejected',
      tag: 'Payouts',
      scopes: ['withdrawals:write'],
      body: WithdrawalBody,
      responses: {
        201: {
          description: 'Requested (pending review)',
          schema: z.object({ withdrawal: WithdrawalSchema }),
        },
        202: {
          description:
            "A business key over one of the business's approval rules: the withdrawal waits for approval (nothing is held yet)",
          schema: z.object({ approval: ApprovalSchema }),
        },
        404: { description: 'No such beneficiary of yours' },
        422: { description: 'Insufficient balance, below the minimum or above your limits' },
      },
      handler: async (c, p, db) => {
        const body = await readJson(c, WithdrawalBody);
        const r = await requestWithdrawalAs(
          db,
          p,
          c.get('clientIp'),
          { ...body, idempotencyKey: ledgerKey(c) },
          deps.env.BETTER_AUTH_URL,
        );
        return r.kind === 'approval'
          ? c.json({ approval: r.approval }, 202)
          : c.json({ withdrawal: r.withdrawal }, 201);
      },
    },
    {
      method: 'get',
      path: '/webhook-endpoints',
      operationId: 'listWebhookEndpoints',
      summary: 'Your webhook endpoints',
      tag: 'Webhooks',
      scopes: ['webhooks:manage'],
      responses: {
        200: {
          description: 'Endpoints',
          schema: z.object({ data: z.array(WebhookEndpointSchema) }),
        },
      },
      handler: async (c, p, db) => c.json({ data: await listEndpoints(db, p.holderId, p.mode) }),
    },
    {
      method: 'post',
      path: '/webhook-endpoints',
      operationId: 'createWebhookEndpoint',
      summary: 'Add an endpoint; the signing secret is in this answer only',
      tag: 'Webhooks',
      scopes: ['webhooks:manage'],
      body: WebhookEndpointCreateSchema,
      responses: {
        201: {
          description: 'The endpoint and its secret',
          schema: z.object({ endpoint: WebhookEndpointSchema, secret: z.string() }),
        },
      },
      handler: async (c, p, db) => {
        const body = await readJson(c, WebhookEndpointCreateSchema);
        await checkReceiverUrl(body.url, deps.env.NODE_ENV === 'production');
        return c.json(
          await createEndpoint(db, deps.env.BETTER_AUTH_SECRET, p.holderId, body, p.mode),
          201,
        );
      },
    },
    {
      method: 'delete',
      path: '/webhook-endpoints/{id}',
      operationId: 'deleteWebhookEndpoint',
      summary: 'Remove an endpoint (its pending deliveries are dropped)',
      tag: 'Webhooks',
      scopes: ['webhooks:manage'],
      responses: { 204: { description: 'Removed' } },
      handler: async (c, p, db) => {
        await deleteEndpoint(db, p.holderId, uuidParam(c), p.mode);
        return c.body(null, 204);
      },
    },
    {
      method: 'get',
      path: '/webhook-endpoints/{id}/deliveries',
      operationId: 'listWebhookDeliveries',
      summary: "An endpoint's latest deliveries with every attempt",
      tag: 'Webhooks',
      scopes: ['webhooks:manage'],
      responses: {
        200: { description: 'Deliveries', schema: z.object({ data: z.array(DeliverySchema) }) },
      },
      handler: async (c, p, db) =>
        c.json({ data: await listDeliveries(db, p.holderId, uuidParam(c), p.mode) }),
    },
    {
      method: 'post',
      path: '/webhook-deliveries/{id}/redeliver',
      operationId: 'redeliverWebhook',
      summary: 'Send a delivered or failed event again',
      tag: 'Webhooks',
      scopes: ['webhooks:manage'],
      responses: {
        202: { description: 'Queued', schema: z.object({ delivery: z.object({ id: z.uuid() }) }) },
      },
      handler: async (c, p, db) =>
        c.json({ delivery: await redeliver(db, p.holderId, uuidParam(c), p.mode) }, 202),
    },
    {
      method: 'post',
      path: '/sandbox/top-ups',
      operationId: 'sandboxTopUp',
      summary:
        'Test keys only: add test money to a sandbox balance (a completed deposit; sends deposit.confirmed to test endpoints)',
      tag: 'Sandbox',
      scopes: ['wallet:read', 'withdrawals:write', 'orders:write'],
      mode: 'test',
      body: SandboxTopUpSchema,
      responses: {
        201: { description: 'Credited', schema: SandboxTopUpResultSchema },
        403: { description: 'A live key: the sandbox takes test keys only' },
      },
      handler: async (c, p, db) => {
        const body = await readJson(c, SandboxTopUpSchema);
        return c.json(await sandboxTopUp(db, p.holderId, body), 201);
      },
    },
    {
      method: 'post',
      path: '/sandbox/withdrawals/{id}/settle',
      operationId: 'sandboxSettleWithdrawal',
      summary:
        'Test keys only: settle a held sandbox withdrawal as paid or rejected (sends withdrawal.paid or withdrawal.rejected to test endpoints)',
      tag: 'Sandbox',
      scopes: ['withdrawals:write'],
      mode: 'test',
      body: SandboxSettleSchema,
      responses: {
        200: { description: 'Settled', schema: z.object({ withdrawal: WithdrawalSchema }) },
        403: { description: 'A live key: the sandbox takes test keys only' },
        404: { description: 'No such sandbox withdrawal of yours' },
        409: { description: 'Already settled' },
      },
      handler: async (c, p, db) => {
        const body = await readJson(c, SandboxSettleSchema);
        const withdrawal = await sandboxSettleWithdrawal(
          db,
          p.holderId,
          uuidParam(c),
          body,
          c.get('clientIp'),
        );
        return c.json({ withdrawal });
      },
    },
  ];
}
