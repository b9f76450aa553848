import { sql } from 'drizzle-orm';
import {
  approvalsRequired,
  D,
  dayAfter,
  MAX_RECURRING_PLANS,
  minorUnits,
  nextRunOn,
  TREASURY_REASONS,
  type RecurringCreate,
  type RecurringFrequency,
  type RecurringPlan,
  type RecurringStatus,
  type TreasuryReason,
} from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { audit } from '../audit.ts';
import { emitWebhookEvent } from '../developer/webhooks.ts';
import { said } from '../i18n/refusals/index.ts';
import { lockUser } from '../ledger/ledger.ts';
import { notifyClient } from '../notices/notices.ts';
import { createQuote, placeOrder } from '../trading/trading.ts';
import { assertMayMove } from '../verification/gate.ts';
import { readRules } from '../business/approvals/rules.ts';
import { requestWaits } from '../business/approvals/requests.ts';
import type { Actor } from '../business/members.ts';
import { assertTraded, closeApproval, pairOf } from './limit-orders.ts';
import { reasonOf } from './limit-execute.ts';
import { recurringSkippedNotice } from './notices.ts';

// Recurring conversions (issue 41, docs/treasury.md): a fixed sell amount every week or month on
// a day, at most `max_rate` of the sell currency per unit bought. The worker runs a due plan once
// per day: the run's row is unique on (plan, day) and taken under the plan's row lock (SKIP
// LOCKED) after the holder's lock, so several instances never run it twice. A run that does not
// convert is recorded as skipped with the reason, and the client is told.

type PlanRow = {
  id: string;
  holder_id: string;
  created_by: string | null;
  sell_currency: string;
  buy_currency: string;
  sell_amount: string;
  max_rate: string;
  frequency: RecurringFrequency;
  day: number;
  next_run_on: string | null;
  status: RecurringStatus;
  approval_id: string | null;
  created_at: Date | string;
};
type RunRow = {
  id: string;
  plan_id: string;
  run_on: string;
  status: 'executed' | 'skipped';
  reason: TreasuryReason | null;
  reason_text: string | null;
  order_id: string | null;
  rate: string | null;
  created_at: Date | string;
};

const iso = (v: Date | string) => new Date(v).toISOString();
const money = (v: string, c: string) => new D(v).toFixed(minorUnits(c));
const today = () => new Date().toISOString().slice(0, 10);

function planJson(p: PlanRow, runs: RunRow[]): RecurringPlan {
  return {
    id: p.id,
    sellCurrency: p.sell_currency,
    buyCurrency: p.buy_currency,
    sellAmount: money(p.sell_amount, p.sell_currency),
    maxRate: new D(p.max_rate).toFixed(),
    frequency: p.frequency,
    day: Number(p.day),
    nextRunOn: p.status === 'active' ? p.next_run_on : null,
    status: p.status,
    approvalId: p.approval_id,
    createdBy: p.created_by,
    createdAt: iso(p.created_at),
    runs: runs
      .filter((r) => r.plan_id === p.id)
      .map((r) => ({
        id: r.id,
        runOn: r.run_on,
        status: r.status,
        reason: r.reason,
        reasonText: r.reason_text ?? (r.reason ? TREASURY_REASONS[r.reason] : null),
        orderId: r.order_id,
        rate: r.rate == null ? null : new D(r.rate).toFixed(),
        createdAt: iso(r.created_at),
      })),
  };
}

export async function listPlans(db: DbOrTx, holderId: string, id?: string) {
  const plans = await queryRows<PlanRow>(
    db,
    sql`select id, holder_id, created_by, sell_currency, buy_currency, sell_amount::text, max_rate::text,
               frequency, day, next_run_on::text as next_run_on, status, approval_id, created_at
          from treasury_recurring_plans
         where holder_id = ${holderId} ${id ? sql`and id = ${id}` : sql``}
         order by created_at desc limit 100`,
  );
  if (!plans.length) return [];
  // The last 12 runs of each plan.
  const runs = await queryRows<RunRow>(
    db,
    sql`select r.id, r.plan_id, r.run_on::text as run_on, r.status, r.reason, r.reason_text, r.order_id,
               r.rate::text, r.created_at
          from treasury_recurring_plans p
          cross join lateral (select * from treasury_recurring_runs x where x.plan_id = p.id
                               order by x.run_on desc limit 12) r
         where p.holder_id = ${holderId} ${id ? sql`and p.id = ${id}` : sql``}`,
  );
  return plans.map((p) => planJson(p, runs));
}

export async function getPlan(db: DbOrTx, holderId: string, id: string) {
  const [plan] = await listPlans(db, holderId, id);
  if (!plan) throw notFound('Recurring conversion');
  return plan;
}

export async function createPlan(
  db: Db,
  holder: { id: string; kind: 'person' | 'business' },
  actor: Actor,
  body: RecurringCreate,
  appUrl?: string,
) {
  const amount = money(body.amount, body.sellCurrency);
  const maxRate = new D(body.maxRate).toFixed();
  const day = Number(body.day);
  return db.transaction(async (tx) => {
    await lockUser(tx, holder.id);
    assertTraded(
      await pairOf(tx, body.sellCurrency, body.buyCurrency),
      body.sellCurrency,
      body.buyCurrency,
    );
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from treasury_recurring_plans
           where holder_id = ${holder.id} and status <> 'cancelled'`,
    );
    if (n >= MAX_RECURRING_PLANS)
      throw conflict(said('treasury.tooManyPlans', { max: MAX_RECURRING_PLANS }));
    const usd = await assertMayMove(tx, holder.id, 'convert', {
      amount,
      currency: body.sellCurrency,
    });
    const needed =
      holder.kind === 'business' && usd
        ? approvalsRequired(await readRules(tx, holder.id), 'convert', usd)
        : 0;
    const status: RecurringStatus = needed ? 'pending_approval' : 'active';
    // The first run is the first such day after today (a plan made today never runs in the hour).
    const first = nextRunOn(body.frequency, day, dayAfter(today()));
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into treasury_recurring_plans (holder_id, created_by, sell_currency, buy_currency,
            sell_amount, max_rate, frequency, day, next_run_on, status)
          values (${holder.id}, ${actor.id}, ${body.sellCurrency}, ${body.buyCurrency}, ${amount},
            ${maxRate}, ${body.frequency}, ${day}, ${first}, ${status}) returning id`,
    );
    const id = row!.id;
    let approval = null;
    if (needed) {
      const [a] = await queryRows<{ id: string }>(
        tx,
        sql`insert into business_approvals (business_id, operation, requested_by, idempotency_key,
              request_hash, sell_currency, buy_currency, side, amount, amount_usd, approvals_required,
              recurring_id)
            values (${holder.id}, 'convert', ${actor.id}, ${`recurring-${id}`}, ${id}, ${body.sellCurrency},
              ${body.buyCurrency}, 'sell', ${amount}, ${usd}, ${needed}, ${id}) returning id`,
      );
      await tx.execute(
        sql`update treasury_recurring_plans set approval_id = ${a!.id} where id = ${id}`,
      );
      approval = await requestWaits(
        tx,
        { id: a!.id, businessId: holder.id, actor, appUrl },
        {
          operation: 'convert',
          kind: 'recurring',
          amount,
          currency: body.sellCurrency,
          usd: usd!,
          needed,
        },
        { recurringId: id, maxRate },
      );
    }
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'treasury.recurring.create',
      targetType: 'recurring_conversion',
      targetId: id,
      after: { holderId: holder.id, amount, maxRate, frequency: body.frequency, day, status },
      ip: actor.ip,
    });
    return { plan: await getPlan(tx, holder.id, id), approval };
  });
}

/** Pause, resume or cancel (cancel is final). A plan waiting for approval can only be cancelled. */
export async function setPlanStatus(
  db: Db,
  holderId: string,
  actor: Actor,
  id: string,
  to: 'active' | 'paused' | 'cancelled',
) {
  return db.transaction(async (tx) => {
    await lockUser(tx, holderId);
    const [p] = await queryRows<PlanRow>(
      tx,
      sql`select id, status, frequency, day, approval_id from treasury_recurring_plans
           where id = ${id} and holder_id = ${holderId} for update`,
    );
    if (!p) throw notFound('Recurring conversion');
    const allowed =
      to === 'cancelled'
        ? p.status !== 'cancelled'
        : p.status === (to === 'active' ? 'paused' : 'active');
    if (!allowed) throw conflict(said('treasury.notOpen'));
    if (to === 'cancelled' && p.approval_id)
      await closeApproval(tx, p.approval_id, 'cancelled', actor.id);
    const next = to === 'active' ? nextRunOn(p.frequency, Number(p.day), dayAfter(today())) : null;
    await tx.execute(sql`update treasury_recurring_plans set status = ${to},
                         next_run_on = coalesce(${next}::date, next_run_on), updated_at = now()
                         where id = ${id}`);
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: `treasury.recurring.${to === 'active' ? 'resume' : to === 'paused' ? 'pause' : 'cancel'}`,
      targetType: 'recurring_conversion',
      targetId: id,
      ip: actor.ip,
    });
    return getPlan(tx, holderId, id);
  });
}

export type RunOutcome = 'executed' | 'skipped' | 'none';

/**
 * Runs one due plan once: the holder's lock, then the plan's row (SKIP LOCKED) still active and
 * due, then its run row for the day (unique: a second instance finds it and does nothing).
 */
export async function runPlan(
  db: Db,
  id: string,
  holderId: string,
  opts: { appUrl?: string; on?: string } = {},
): Promise<RunOutcome> {
  const on = opts.on ?? today();
  return db.transaction(async (tx) => {
    await lockUser(tx, holderId);
    const [p] = await queryRows<PlanRow>(
      tx,
      sql`select id, holder_id, created_by, sell_currency, buy_currency, sell_amount::text, max_rate::text,
                 frequency, day, next_run_on::text as next_run_on, status, approval_id, created_at
            from treasury_recurring_plans
           where id = ${id} and status = 'active' and next_run_on <= ${on}::date
           for update skip locked`,
    );
    if (!p) return 'none';
    const runOn = p.next_run_on!;
    // Missed days (an outage) are not caught up one by one: the next run is after today.
    const next = nextRunOn(p.frequency, Number(p.day), dayAfter(on));
    await tx.execute(sql`update treasury_recurring_plans set next_run_on = ${next}, updated_at = now()
                         where id = ${id}`);
    const [run] = await queryRows<{ id: string }>(
      tx,
      sql`insert into treasury_recurring_runs (plan_id, run_on, status)
          values (${id}, ${runOn}, 'skipped') on conflict do nothing returning id`,
    );
    if (!run) return 'none';
    const amount = money(p.sell_amount, p.sell_currency);
    const skip = async (reason: TreasuryReason, text: string | null, rate: string | null) => {
      await tx.execute(sql`update treasury_recurring_runs set reason = ${reason}, reason_text = ${text},
                           rate = ${rate} where id = ${run.id}`);
      await notifyClient(
        tx,
        holderId,
        recurringSkippedNotice(
          {
            sellCurrency: p.sell_currency,
            buyCurrency: p.buy_currency,
            sellAmount: amount,
            maxRate: p.max_rate,
            runOn,
          },
          reason,
          opts.appUrl,
        ),
      );
      const [plan] = await listPlans(tx, holderId, id);
      await emitWebhookEvent(tx, holderId, 'recurring_conversion.skipped', {
        recurringConversion: plan,
        run: plan!.runs.find((r) => r.id === run.id),
      });
      return 'skipped' as const;
    };
    let quote;
    try {
      quote = await tx.transaction((sp) =>
        createQuote(sp as unknown as Db, holderId, {
          sellCurrency: p.sell_currency as never,
          buyCurrency: p.buy_currency as never,
          side: 'sell',
          amount,
        }),
      );
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      return skip(reasonOf(err), err.message, null);
    }
    // The price paid: sell currency per unit bought (1 / client rate).
    if (new D(1).div(quote.rate).gt(p.max_rate)) return skip('rate_above_max', null, quote.rate);
    let placed;
    try {
      placed = await tx.transaction((sp) =>
        placeOrder(
          sp,
          holderId,
          { quoteId: quote.id, idempotencyKey: `recurring-${id}-${runOn}` },
          { appUrl: opts.appUrl },
        ),
      );
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      return skip(reasonOf(err), err.message, quote.rate);
    }
    if (placed.order.status !== 'filled')
      return skip(
        placed.order.rejectReason === 'pair_inactive' ? 'pair_inactive' : 'insufficient_balance',
        null,
        quote.rate,
      );
    await tx.execute(sql`update trading_orders set placed_by = ${p.created_by}
                         where id = ${placed.order.id} and placed_by is null`);
    await tx.execute(sql`update treasury_recurring_runs set status = 'executed', order_id = ${placed.order.id},
                         rate = ${quote.rate} where id = ${run.id}`);
    const [plan] = await listPlans(tx, holderId, id);
    await emitWebhookEvent(tx, holderId, 'recurring_conversion.executed', {
      recurringConversion: plan,
      order: placed.order,
    });
    return 'executed';
  });
}

/** The worker's pass: every active plan due today or before. */
export async function runDuePlans(db: Db, opts: { appUrl?: string; on?: string } = {}) {
  const on = opts.on ?? today();
  const due = await queryRows<{ id: string; holder_id: string }>(
    db,
    sql`select id, holder_id from treasury_recurring_plans
         where status = 'active' and next_run_on <= ${on}::date order by next_run_on limit 500`,
  );
  const counts: Partial<Record<RunOutcome, number>> = {};
  for (const p of due) {
    const r = await runPlan(db, p.id, p.holder_id, { ...opts, on });
    counts[r] = (counts[r] ?? 0) + 1;
  }
  return counts;
}
