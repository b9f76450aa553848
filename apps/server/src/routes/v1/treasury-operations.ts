import { z } from 'zod';
import {
  LIMIT_ORDER_STATUSES,
  LimitOrderApiSchema,
  RECURRING_FREQUENCIES,
  RECURRING_STATUSES,
  RecurringCreateSchema,
  TREASURY_REASONS,
} from '@mizani/shared';
import type { AppDeps, ApiPrincipal } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { findUserEmail } from '../../db/queries/users.ts';
import { readJson, uuidParam } from '../../lib/validate.ts';
import type { Actor } from '../../services/business/members.ts';
import {
  cancelLimitOrder,
  getLimitOrder,
  listLimitOrders,
  placeLimitOrder,
} from '../../services/treasury/limit-orders.ts';
import {
  createPlan,
  getPlan,
  listPlans,
  setPlanStatus,
} from '../../services/treasury/recurring.ts';
import type { ApiOperation } from './api-operation.ts';
import { ledgerKey } from './operation-helpers.ts';
import { ApprovalSchema } from './schemas.ts';

// /api/v1's treasury (issue 41, docs/treasury.md): limit orders and recurring conversions, the
// dashboard's services. Live keys only: the sandbox ledger (decision 016) has no treasury tables,
// so a test key is refused (403) rather than acting on live rows. A business key acts through the
// member who created it, so the business's approval rules apply (202 with the request).

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const iso = z.iso.datetime({ offset: true });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const reason = z.enum(Object.keys(TREASURY_REASONS) as [string, ...string[]]).nullable();

const LimitOrderSchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    sellCurrency: z.string(),
    buyCurrency: z.string(),
    sellAmount: decimal,
    targetRate: decimal.meta({
      description: 'Client rate (buy per one sell) at or above which it fills',
    }),
    validUntil: day.nullable(),
    status: z.enum(LIMIT_ORDER_STATUSES),
    reason,
    reasonText: z.string().nullable(),
    filledRate: decimal.nullable(),
    orderId: z.uuid().nullable(),
    buyAmount: decimal.nullable(),
    approvalId: z.uuid().nullable(),
    createdBy: z.string().nullable(),
    createdAt: iso,
    filledAt: iso.nullable(),
    closedAt: iso.nullable(),
  })
  .meta({
    id: 'LimitOrder',
    description:
      'Sell sellAmount once the client rate reaches targetRate, until validUntil (UTC, inclusive); the amount is held meanwhile',
  });

const RecurringSchema = z
  .object({
    id: z.uuid(),
    sellCurrency: z.string(),
    buyCurrency: z.string(),
    sellAmount: decimal,
    maxRate: decimal.meta({ description: 'Most sell currency paid per unit of buy currency' }),
    frequency: z.enum(RECURRING_FREQUENCIES),
    day: z.number().int(),
    nextRunOn: day.nullable(),
    status: z.enum(RECURRING_STATUSES),
    approvalId: z.uuid().nullable(),
    createdBy: z.string().nullable(),
    createdAt: iso,
    runs: z.array(
      z.object({
        id: z.uuid(),
        runOn: day,
        status: z.enum(['executed', 'skipped']),
        reason,
        reasonText: z.string().nullable(),
        orderId: z.uuid().nullable(),
        rate: decimal.nullable(),
        createdAt: iso,
      }),
    ),
  })
  .meta({
    id: 'RecurringConversion',
    description: 'A conversion every week or month, with its last runs',
  });

const LimitBody = LimitOrderApiSchema;
const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), next: z.null() });

export async function actorOf(db: DbOrTx, p: ApiPrincipal, ip: string): Promise<Actor> {
  if (p.business)
    return { id: p.business.actorId, email: p.business.actorEmail, role: p.business.role, ip };
  return { id: p.holderId, email: (await findUserEmail(db, p.holderId)) ?? '', role: 'owner', ip };
}
export const holderOf = (p: ApiPrincipal) => ({
  id: p.holderId,
  kind: p.business ? ('business' as const) : ('person' as const),
});

export function treasuryOperations(deps: AppDeps): ApiOperation[] {
  const appUrl = deps.env.BETTER_AUTH_URL;
  const reads = ['orders:write', 'wallet:read'] as const;
  return [
    {
      method: 'get',
      path: '/limit-orders',
      operationId: 'listLimitOrders',
      summary: 'Your limit orders, newest first (the last 200)',
      tag: 'Treasury',
      scopes: [...reads],
      mode: 'live',
      responses: { 200: { description: 'Limit orders', schema: list(LimitOrderSchema) } },
      handler: async (c, p, db) =>
        c.json({ data: await listLimitOrders(db, p.holderId), next: null }),
    },
    {
      method: 'post',
      path: '/limit-orders',
      operationId: 'placeLimitOrder',
      summary:
        'Convert at a target rate: the sell amount is held until it fills, closes or expires',
      tag: 'Treasury',
      scopes: ['orders:write'],
      mode: 'live',
      body: LimitBody,
      responses: {
        201: {
          description: 'Open (or already reached)',
          schema: z.object({ limitOrder: LimitOrderSchema, approval: z.null() }),
        },
        202: {
          description:
            "A business key over one of the business's conversion rules: waits for approval (held)",
          schema: z.object({ limitOrder: LimitOrderSchema, approval: ApprovalSchema }),
        },
        422: { description: 'Insufficient balance, limits, or no rate for the pair' },
      },
      handler: async (c, p, db) => {
        const body = await readJson(c, LimitBody);
        const r = await placeLimitOrder(
          db as Db,
          holderOf(p),
          await actorOf(db, p, c.get('clientIp')),
          { ...body, idempotencyKey: ledgerKey(c) },
          appUrl,
        );
        const status = r.order.status === 'pending_approval' ? 202 : 201;
        return c.json({ limitOrder: r.order, approval: r.approval }, status);
      },
    },
    {
      method: 'get',
      path: '/limit-orders/{id}',
      operationId: 'getLimitOrder',
      summary: 'One of your limit orders',
      tag: 'Treasury',
      scopes: [...reads],
      mode: 'live',
      responses: {
        200: { description: 'The limit order', schema: z.object({ limitOrder: LimitOrderSchema }) },
        404: { description: 'No such limit order of yours' },
      },
      handler: async (c, p, db) =>
        c.json({ limitOrder: await getLimitOrder(db, p.holderId, uuidParam(c)) }),
    },
    {
      method: 'post',
      path: '/limit-orders/{id}/cancel',
      operationId: 'cancelLimitOrder',
      summary: 'Cancel an open limit order: the held amount returns to the balance',
      tag: 'Treasury',
      scopes: ['orders:write'],
      mode: 'live',
      responses: {
        200: { description: 'Cancelled', schema: z.object({ limitOrder: LimitOrderSchema }) },
        409: { description: 'No longer open (filled, closed or executing)' },
      },
      handler: async (c, p, db) =>
        c.json({
          limitOrder: await cancelLimitOrder(
            db as Db,
            p.holderId,
            await actorOf(db, p, c.get('clientIp')),
            uuidParam(c),
          ),
        }),
    },
    {
      method: 'get',
      path: '/recurring-conversions',
      operationId: 'listRecurringConversions',
      summary: 'Your recurring conversions with their last runs',
      tag: 'Treasury',
      scopes: [...reads],
      mode: 'live',
      responses: { 200: { description: 'Plans', schema: list(RecurringSchema) } },
      handler: async (c, p, db) => c.json({ data: await listPlans(db, p.holderId), next: null }),
    },
    {
      method: 'post',
      path: '/recurring-conversions',
      operationId: 'createRecurringConversion',
      summary: 'Convert a fixed amount every week or month on a day, at most a maximum rate',
      tag: 'Treasury',
      scopes: ['orders:write'],
      mode: 'live',
      body: RecurringCreateSchema,
      responses: {
        201: {
          description: 'Active',
          schema: z.object({ plan: RecurringSchema, approval: z.null() }),
        },
        202: {
          description: 'Waits for the business’s approvers',
          schema: z.object({ plan: RecurringSchema, approval: ApprovalSchema }),
        },
      },
      handler: async (c, p, db) => {
        const body = await readJson(c, RecurringCreateSchema);
        const r = await createPlan(
          db as Db,
          holderOf(p),
          await actorOf(db, p, c.get('clientIp')),
          body,
          appUrl,
        );
        return c.json(r, r.plan.status === 'pending_approval' ? 202 : 201);
      },
    },
    {
      method: 'get',
      path: '/recurring-conversions/{id}',
      operationId: 'getRecurringConversion',
      summary: 'One recurring conversion and its last runs (skipped ones say why)',
      tag: 'Treasury',
      scopes: [...reads],
      mode: 'live',
      responses: {
        200: { description: 'The plan', schema: z.object({ plan: RecurringSchema }) },
        404: { description: 'No such plan of yours' },
      },
      handler: async (c, p, db) => c.json({ plan: await getPlan(db, p.holderId, uuidParam(c)) }),
    },
    ...(['pause', 'resume', 'cancel'] as const).map((action): ApiOperation => ({
      method: 'post',
      path: `/recurring-conversions/{id}/${action}`,
      operationId: `${action}RecurringConversion`,
      summary:
        action === 'cancel'
          ? 'Cancel a recurring conversion (final)'
          : action === 'pause'
            ? 'Pause a recurring conversion'
            : 'Resume a paused recurring conversion from its next day',
      tag: 'Treasury',
      scopes: ['orders:write'],
      mode: 'live',
      responses: {
        200: { description: 'The plan', schema: z.object({ plan: RecurringSchema }) },
        409: { description: 'Not in a state that allows it' },
      },
      handler: async (c, p, db) =>
        c.json({
          plan: await setPlanStatus(
            db as Db,
            p.holderId,
            await actorOf(db, p, c.get('clientIp')),
            uuidParam(c),
            action === 'cancel' ? 'cancelled' : action === 'pause' ? 'paused' : 'active',
          ),
        }),
    })),
  ];
}
