import { z } from 'zod';
import {
  FORWARD_EVENT_KINDS,
  FORWARD_STATUSES,
  ForwardDrawdownSchema,
  ForwardQuoteSchema,
} from '@mizani/shared';
import type { AppDeps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { readJson, uuidParam } from '../../lib/validate.ts';
import {
  bookForward,
  getForward,
  listForwards,
  quoteForward,
} from '../../services/treasury/forwards.ts';
import { drawdownForward } from '../../services/treasury/forward-settle.ts';
import { cancelForward } from '../../services/treasury/forward-close.ts';
import { addMargin } from '../../services/treasury/forward-risk.ts';
import type { ApiOperation } from './api-operation.ts';
import { ledgerKey } from './operation-helpers.ts';
import { ApprovalSchema } from './schemas.ts';
import { actorOf, holderOf } from './treasury-operations.ts';

// /api/v1/forwards (issue 41 item 3, docs/treasury.md): the dashboard's forward contracts. Live
// keys only, as the rest of the treasury (the sandbox ledger has no treasury tables).

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const iso = z.iso.datetime({ offset: true });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const ForwardSchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    sellCurrency: z.string(),
    buyCurrency: z.string(),
    sellAmount: decimal,
    buyAmount: decimal,
    remainingSell: decimal.meta({ description: 'Left to settle after early drawdowns' }),
    spotRate: decimal,
    forwardRate: decimal.meta({ description: 'Buy per one sell, fixed at booking' }),
    valueDate: day,
    marginAmount: decimal.meta({ description: 'Margin held now, in the sell currency' }),
    status: z.enum(FORWARD_STATUSES),
    valuation: z
      .object({ amount: decimal, rate: decimal, on: day })
      .nullable()
      .meta({ description: 'Latest daily valuation: gain (+) or loss (−) in the sell currency' }),
    marginCall: z.object({ amount: decimal, deadline: iso }).nullable(),
    approvalId: z.uuid().nullable(),
    waitsForAdmin: z.boolean(),
    reasonText: z.string().nullable(),
    createdBy: z.string().nullable(),
    createdAt: iso,
    closedAt: iso.nullable(),
    events: z.array(
      z.object({
        kind: z.enum(FORWARD_EVENT_KINDS),
        at: iso,
        amount: decimal.nullable(),
        rate: decimal.nullable(),
        note: z.string().nullable(),
      }),
    ),
  })
  .meta({
    id: 'ForwardContract',
    description:
      'Sell sellAmount for buyAmount at forwardRate on valueDate; the margin is held until then',
  });

const QuoteSchema = z
  .object({
    sellCurrency: z.string(),
    buyCurrency: z.string(),
    sellAmount: decimal,
    buyAmount: decimal,
    spotRate: decimal,
    forwardRate: decimal,
    valueDate: day,
    days: z.number().int(),
    sellInterestPct: decimal,
    buyInterestPct: decimal,
    marginPct: decimal,
    marginAmount: decimal,
    needsApproval: z.boolean(),
  })
  .meta({ id: 'ForwardQuote', description: 'What booking would give; nothing is booked' });

const one = z.object({ forward: ForwardSchema });

export function forwardOperations(deps: AppDeps): ApiOperation[] {
  const appUrl = deps.env.BETTER_AUTH_URL;
  const reads = ['orders:write', 'wallet:read'] as const;
  const base = { tag: 'Treasury', mode: 'live' } as const;
  return [
    {
      ...base,
      method: 'get',
      path: '/forwards',
      operationId: 'listForwards',
      summary: 'Your forward contracts, newest first (the last 200)',
      scopes: [...reads],
      responses: {
        200: {
          description: 'Forward contracts',
          schema: z.object({ data: z.array(ForwardSchema), next: z.null() }),
        },
      },
      handler: async (c, p, db) => c.json({ data: await listForwards(db, p.holderId), next: null }),
    },
    {
      ...base,
      method: 'post',
      path: '/forwards/quote',
      operationId: 'quoteForward',
      summary: 'The forward rate and margin for a value date, without booking',
      scopes: ['orders:write'],
      body: ForwardQuoteSchema,
      responses: {
        200: { description: 'The forward quote', schema: z.object({ quote: QuoteSchema }) },
        422: { description: 'No rate or interest rate for a currency, or over your limits' },
      },
      handler: async (c, p, db) => {
        const body = await readJson(c, ForwardQuoteSchema);
        return c.json({ quote: await quoteForward(db, holderOf(p), body) });
      },
    },
    {
      ...base,
      method: 'post',
      path: '/forwards',
      operationId: 'bookForward',
      summary: 'Book a forward contract: the margin is held from the balance until settlement',
      scopes: ['orders:write'],
      body: ForwardQuoteSchema,
      responses: {
        201: {
          description: 'Open',
          schema: z.object({ forward: ForwardSchema, approval: z.null() }),
        },
        202: {
          description: 'Over the four-eyes setting or a business rule: waits for approval (held)',
          schema: z.object({ forward: ForwardSchema, approval: ApprovalSchema.nullable() }),
        },
        422: { description: 'Insufficient balance for the margin, limits, or no rate' },
      },
      handler: async (c, p, db) => {
        const body = await readJson(c, ForwardQuoteSchema);
        const r = await bookForward(
          db as Db,
          holderOf(p),
          await actorOf(db, p, c.get('clientIp')),
          { ...body, idempotencyKey: ledgerKey(c) },
          appUrl,
        );
        const status = r.forward.status === 'pending_approval' ? 202 : 201;
        return c.json({ forward: r.forward, approval: r.approval }, status);
      },
    },
    {
      ...base,
      method: 'get',
      path: '/forwards/{id}',
      operationId: 'getForward',
      summary: 'One of your forward contracts with its valuation and timeline',
      scopes: [...reads],
      responses: {
        200: { description: 'The forward contract', schema: one },
        404: { description: 'No such forward contract of yours' },
      },
      handler: async (c, p, db) =>
        c.json({ forward: await getForward(db, p.holderId, uuidParam(c)) }),
    },
    {
      ...base,
      method: 'post',
      path: '/forwards/{id}/drawdown',
      operationId: 'drawdownForward',
      summary: 'Settle early at the contract rate: all that is left, or `amount` of it',
      scopes: ['orders:write'],
      body: ForwardDrawdownSchema,
      responses: {
        200: { description: 'The forward contract', schema: one },
        409: { description: 'No longer open (settled or closed)' },
        422: { description: 'Insufficient balance' },
      },
      handler: async (c, p, db) => {
        const id = uuidParam(c);
        const { amount } = await readJson(c, ForwardDrawdownSchema);
        const actor = await actorOf(db, p, c.get('clientIp'));
        return c.json({
          forward: await drawdownForward(db as Db, p.holderId, actor, id, amount, appUrl),
        });
      },
    },
    {
      ...base,
      method: 'post',
      path: '/forwards/{id}/margin',
      operationId: 'answerForwardMarginCall',
      summary: 'Answer a margin call: the amount asked is held as more margin',
      scopes: ['orders:write'],
      responses: {
        200: { description: 'The forward contract', schema: one },
        409: { description: 'No margin call to answer' },
      },
      handler: async (c, p, db) =>
        c.json({
          forward: await addMargin(
            db as Db,
            p.holderId,
            await actorOf(db, p, c.get('clientIp')),
            uuidParam(c),
          ),
        }),
    },
    {
      ...base,
      method: 'post',
      path: '/forwards/{id}/cancel',
      operationId: 'cancelForward',
      summary: 'Withdraw a contract still waiting for approval: its margin returns',
      scopes: ['orders:write'],
      responses: {
        200: { description: 'Cancelled', schema: one },
        409: { description: 'Not waiting for approval' },
      },
      handler: async (c, p, db) =>
        c.json({
          forward: await cancelForward(
            db as Db,
            p.holderId,
            await actorOf(db, p, c.get('clientIp')),
            uuidParam(c),
          ),
        }),
    },
  ];
}
