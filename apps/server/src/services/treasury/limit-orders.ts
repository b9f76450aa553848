import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  approvalsRequired,
  D,
  LIMIT_ORDER_MAX_DAYS,
  MAX_OPEN_LIMIT_ORDERS,
  minorUnits,
  TREASURY_REASONS,
  type LimitOrder,
  type LimitOrderCreate,
  type LimitOrderStatus,
  type TreasuryReason,
} from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { newReference } from '../../lib/reference.ts';
import { audit } from '../audit.ts';
import { emitWebhookEvent } from '../developer/webhooks.ts';
import { said } from '../i18n/refusals/index.ts';
import { requestHash } from '../ledger/idempotency.ts';
import { lockUser, postJournal } from '../ledger/ledger.ts';
import { notifyClient } from '../notices/notices.ts';
import { readPlatformSettings } from '../platform-settings.ts';
import { assertMayMove } from '../verification/gate.ts';
import { readRules } from '../business/approvals/rules.ts';
import { requestWaits } from '../business/approvals/requests.ts';
import type { Actor } from '../business/members.ts';
import { limitClosedNotice } from './notices.ts';
import { clientRateFor, type PairPrice } from './pricing.ts';

// Convert at a target rate (issue 41, docs/treasury.md). Placed: the sell amount is held through
// the ledger (client → pending). A rate written that reaches the target marks the order
// `triggered` in the writer's transaction (triggerLimitOrders); the worker then executes it under
// the holder's lock and the order's row lock (SKIP LOCKED), with a firm quote, exactly once. A
// quote below the target (the rate came back) puts it back to `open`; a conversion the gate or
// ledger refuses cancels it with the reason. Every close releases the hold in the same
// transaction.

export type LimitRow = {
  id: string;
  reference: string;
  holder_id: string;
  created_by: string | null;
  pair_id: string;
  sell_currency: string;
  buy_currency: string;
  sell_amount: string;
  target_rate: string;
  expires_at: Date | string;
  status: LimitOrderStatus;
  reason: TreasuryReason | null;
  reason_text: string | null;
  request_hash: string | null;
  approval_id: string | null;
  order_id: string | null;
  filled_rate: string | null;
  created_at: Date | string;
  closed_at: Date | string | null;
  buy_amount?: string | null;
};

const iso = (v: Date | string | null | undefined) => (v == null ? null : new Date(v).toISOString());
export const money = (v: string, currency: string) => new D(v).toFixed(minorUnits(currency));

export function limitOrderJson(r: LimitRow): LimitOrder {
  return {
    id: r.id,
    reference: r.reference,
    sellCurrency: r.sell_currency,
    buyCurrency: r.buy_currency,
    sellAmount: money(r.sell_amount, r.sell_currency),
    targetRate: new D(r.target_rate).toFixed(),
    validUntil: iso(r.expires_at)!.slice(0, 10),
    status: r.status,
    reason: r.reason,
    reasonText: r.reason_text ?? (r.reason ? TREASURY_REASONS[r.reason] : null),
    filledRate: r.filled_rate == null ? null : new D(r.filled_rate).toFixed(),
    orderId: r.order_id,
    buyAmount: r.buy_amount == null ? null : money(r.buy_amount, r.buy_currency),
    approvalId: r.approval_id,
    createdBy: r.created_by,
    createdAt: iso(r.created_at)!,
    filledAt: r.status === 'filled' ? iso(r.closed_at) : null,
    closedAt: iso(r.closed_at),
  };
}

const SELECT = sql`select l.*, o.buy_amount::text as buy_amount
                     from treasury_limit_orders l left join trading_orders o on o.id = l.order_id`;

export async function listLimitOrders(db: DbOrTx, holderId: string) {
  const rows = await queryRows<LimitRow>(
    db,
    sql`${SELECT} where l.holder_id = ${holderId} order by l.created_at desc limit 200`,
  );
  return rows.map(limitOrderJson);
}

export async function getLimitOrder(db: DbOrTx, holderId: string, id: string) {
  const [row] = await queryRows<LimitRow>(
    db,
    sql`${SELECT} where l.id = ${id} and l.holder_id = ${holderId}`,
  );
  if (!row) throw notFound('Limit order');
  return limitOrderJson(row);
}

type PairRow = PairPrice & { id: string; is_active: boolean; rate_id: string | null };

/** The pair of two currencies with its latest bid/ask (either orientation). */
export async function pairOf(db: DbOrTx, a: string, b: string): Promise<PairRow | undefined> {
  const [row] = await queryRows<PairRow>(
    db,
    sql`select p.id, p.base_currency as base, p.quote_currency as quote, p.is_active,
               r.bid_rate::text as bid, r.ask_rate::text as ask, r.id::text as rate_id
          from currency_pairs p
          left join lateral (select * from fx_rates f where f.pair_id = p.id
                              order by f.created_at desc, f.id desc limit 1) r on true
         where (p.base_currency = ${a} and p.quote_currency = ${b})
            or (p.base_currency = ${b} and p.quote_currency = ${a})
         order by p.is_active desc limit 1`,
  );
  return row;
}

/** A pair that is traded and priced now, or the same refusal a firm quote gives. */
export function assertTraded(pair: PairRow | undefined, sell: string, buy: string) {
  if (!pair || !pair.bid || !pair.ask)
    throw new AppError('UNPROCESSABLE', said('money.noRate', { sell, buy }), {
      buyCurrency: said('money.noRateField'),
    });
  if (!pair.is_active)
    throw new AppError('UNPROCESSABLE', said('money.pairInactive'), {
      buyCurrency: said('money.pairInactiveField'),
    });
  return pair;
}

/** End of the chosen UTC day; absent: LIMIT_ORDER_MAX_DAYS from today. Refused outside that. */
function expiryOf(validUntil: string | undefined, now = new Date()) {
  const today = now.toISOString().slice(0, 10);
  const last = new Date(`${today}T23:59:59.999Z`);
  last.setUTCDate(last.getUTCDate() + LIMIT_ORDER_MAX_DAYS);
  if (!validUntil) return last;
  const at = new Date(`${validUntil}T23:59:59.999Z`);
  if (validUntil < today || at > last)
    throw new AppError('VALIDATION', said('treasury.validUntil'), {
      validUntil: said('treasury.validUntil'),
    });
  return at;
}

const holdEntries = (r: { holder_id: string; sell_currency: string }, amount: string) => [
  { kind: 'client' as const, userId: r.holder_id, currency: r.sell_currency, amount: `-${amount}` },
  { kind: 'pending' as const, currency: r.sell_currency, amount },
];
export const releaseEntries = (r: { holder_id: string; sell_currency: string }, amount: string) => [
  { kind: 'pending' as const, currency: r.sell_currency, amount: `-${amount}` },
  { kind: 'client' as const, userId: r.holder_id, currency: r.sell_currency, amount },
];

/**
 * Places a limit order for the holder: validated, checked by the compliance gate, the money held;
 * in a business whose conversion rules ask for approvals, it waits for them (held meanwhile) as a
 * request of the approvals machinery. One per (holder, member, idempotency key).
 */
export async function placeLimitOrder(
  db: Db,
  holder: { id: string; kind: 'person' | 'business' },
  actor: Actor,
  body: LimitOrderCreate,
  appUrl?: string,
) {
  const amount = money(body.amount, body.sellCurrency);
  const target = new D(body.targetRate).toFixed();
  const expiresAt = expiryOf(body.validUntil);
  const hash = requestHash({
    s: body.sellCurrency,
    b: body.buyCurrency,
    a: amount,
    t: target,
    v: body.validUntil ?? null,
  });
  return db.transaction(async (tx) => {
    await lockUser(tx, holder.id);
    const key = body.idempotencyKey ?? null;
    if (key) {
      const [earlier] = await queryRows<LimitRow>(
        tx,
        sql`${SELECT} where l.holder_id = ${holder.id} and l.created_by = ${actor.id} and l.idempotency_key = ${key}`,
      );
      if (earlier) {
        if (earlier.request_hash !== hash) throw conflict(said('common.idempotencyReused'));
        return { order: limitOrderJson(earlier), replayed: true, approval: null };
      }
    }
    const pair = assertTraded(
      await pairOf(tx, body.sellCurrency, body.buyCurrency),
      body.sellCurrency,
      body.buyCurrency,
    );
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from treasury_limit_orders
           where holder_id = ${holder.id} and status in ('open', 'triggered', 'pending_approval')`,
    );
    if (n >= MAX_OPEN_LIMIT_ORDERS)
      throw conflict(said('treasury.tooManyOrders', { max: MAX_OPEN_LIMIT_ORDERS }));
    // The gate now (tier, restriction, limits): an order that could never fill is refused at once;
    // it runs again, binding, when the order executes.
    const usd = await assertMayMove(tx, holder.id, 'convert', {
      amount,
      currency: body.sellCurrency,
    });
    const needed =
      holder.kind === 'business' && usd
        ? approvalsRequired(await readRules(tx, holder.id), 'convert', usd)
        : 0;
    const id = randomUUID();
    const reference = newReference('LMT');
    const row = { holder_id: holder.id, sell_currency: body.sellCurrency };
    await postJournal(
      tx,
      {
        type: 'limit_order_hold',
        userId: holder.id,
        reference,
        memo: `${body.sellCurrency}→${body.buyCurrency} at ${target}`,
      },
      holdEntries(row, amount),
    );
    const settings = await readPlatformSettings(tx);
    const reached = new D(clientRateFor(pair, body.sellCurrency, settings)).gte(target);
    // Already at the target: triggered at once, so the worker fills it without waiting for a rate.
    const status: LimitOrderStatus = needed ? 'pending_approval' : reached ? 'triggered' : 'open';
    await tx.execute(sql`
      insert into treasury_limit_orders (id, reference, holder_id, created_by, pair_id, sell_currency,
        buy_currency, sell_amount, target_rate, expires_at, status, idempotency_key, request_hash,
        triggered_at)
      values (${id}, ${reference}, ${holder.id}, ${actor.id}, ${pair.id}, ${body.sellCurrency},
        ${body.buyCurrency}, ${amount}, ${target}, ${expiresAt.toISOString()}::timestamptz, ${status},
        ${key}, ${hash}, ${status === 'triggered' ? sql`now()` : null})`);
    let approval = null;
    if (needed) {
      const [a] = await queryRows<{ id: string }>(
        tx,
        sql`insert into business_approvals (business_id, operation, requested_by, idempotency_key,
              request_hash, sell_currency, buy_currency, side, amount, amount_usd, approvals_required,
              limit_order_id)
            values (${holder.id}, 'convert', ${actor.id}, ${`limit-${id}`}, ${hash}, ${body.sellCurrency},
              ${body.buyCurrency}, 'sell', ${amount}, ${usd}, ${needed}, ${id}) returning id`,
      );
      await tx.execute(
        sql`update treasury_limit_orders set approval_id = ${a!.id} where id = ${id}`,
      );
      approval = await requestWaits(
        tx,
        { id: a!.id, businessId: holder.id, actor, appUrl },
        {
          operation: 'convert',
          kind: 'limit_order',
          amount,
          currency: body.sellCurrency,
          usd: usd!,
          needed,
        },
        { limitOrderId: id, targetRate: target },
      );
    }
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'treasury.limit_order.place',
      targetType: 'limit_order',
      targetId: id,
      after: { holderId: holder.id, reference, amount, target, status },
      ip: actor.ip,
    });
    return { order: await getLimitOrder(tx, holder.id, id), replayed: false, approval };
  });
}

/**
 * Closes an open (or waiting) order without converting: the hold released in the same
 * transaction, the client told (bell, mail) unless they closed it themselves, the webhook event.
 */
export async function closeLimitOrder(
  tx: DbOrTx,
  row: LimitRow,
  status: 'cancelled' | 'expired',
  reason: TreasuryReason,
  opts: { reasonText?: string | null; released?: boolean; notify?: boolean; appUrl?: string } = {},
) {
  const amount = money(row.sell_amount, row.sell_currency);
  if (!opts.released)
    await postJournal(
      tx,
      {
        type: 'limit_order_release',
        userId: row.holder_id,
        reference: row.reference,
        memo: TREASURY_REASONS[reason],
      },
      releaseEntries(row, amount),
    );
  await tx.execute(sql`
    update treasury_limit_orders set status = ${status}, reason = ${reason},
      reason_text = ${opts.reasonText ?? null}, closed_at = now(), updated_at = now()
     where id = ${row.id}`);
  const closed = await getLimitOrder(tx, row.holder_id, row.id);
  if (opts.notify !== false)
    await notifyClient(
      tx,
      row.holder_id,
      limitClosedNotice(
        {
          reference: row.reference,
          sellCurrency: row.sell_currency,
          buyCurrency: row.buy_currency,
          sellAmount: amount,
          targetRate: row.target_rate,
        },
        reason,
        opts.appUrl,
      ),
    );
  await emitWebhookEvent(tx, row.holder_id, 'limit_order.cancelled', { limitOrder: closed });
  return closed;
}

/** The client cancels an open or waiting order: the hold comes back at once. */
export async function cancelLimitOrder(db: Db, holderId: string, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    await lockUser(tx, holderId);
    const [row] = await queryRows<LimitRow>(
      tx,
      sql`select * from treasury_limit_orders where id = ${id} and holder_id = ${holderId} for update`,
    );
    if (!row) throw notFound('Limit order');
    if (row.status !== 'open' && row.status !== 'pending_approval')
      throw conflict(said('treasury.notOpen'));
    if (row.approval_id) await closeApproval(tx, row.approval_id, 'cancelled', actor.id);
    const order = await closeLimitOrder(tx, row, 'cancelled', 'client_cancelled', {
      notify: false,
    });
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'treasury.limit_order.cancel',
      targetType: 'limit_order',
      targetId: id,
      ip: actor.ip,
    });
    return order;
  });
}

/** A waiting approval request closed with its instruction (the timeline records who). */
export async function closeApproval(
  tx: DbOrTx,
  approvalId: string,
  status: 'cancelled' | 'rejected',
  actorId: string | null,
) {
  const [a] = await queryRows<{ id: string }>(
    tx,
    sql`update business_approvals set status = ${status}, updated_at = now()
         where id = ${approvalId} and status = 'pending' returning id`,
  );
  if (a)
    await tx.execute(sql`insert into business_approval_events (approval_id, kind, actor_id)
                         values (${approvalId}, ${status}, ${actorId})`);
}
