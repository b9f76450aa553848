import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  approvalsRequired,
  D,
  daysBetween,
  FORWARD_MAX_DAYS,
  forwardRateOf,
  MAX_OPEN_FORWARDS,
  minorUnits,
  type Forward,
  type ForwardCreate,
  type ForwardEventKind,
  type ForwardQuote,
  type ForwardStatus,
} from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { newReference } from '../../lib/reference.ts';
import { audit } from '../audit.ts';
import { emitWebhookEvent } from '../developer/webhooks.ts';
import { said } from '../i18n/refusals/index.ts';
import { requestHash } from '../ledger/idempotency.ts';
import { lockUser, postJournal } from '../ledger/ledger.ts';
import { readPlatformSettings } from '../platform-settings.ts';
import { assertMayMove } from '../verification/gate.ts';
import { readRules } from '../business/approvals/rules.ts';
import { requestWaits } from '../business/approvals/requests.ts';
import type { Actor } from '../business/members.ts';
import { assertTraded, pairOf } from './limit-orders.ts';
import { clientRateFor } from './pricing.ts';

// Forward contracts (issue 41 item 3, docs/treasury.md): the rate of a future conversion booked
// today. Booking holds the initial margin (client → pending, `forward_margin_hold`); a contract
// over the four-eyes setting waits for a second pair of eyes (a Mizani admin for a person, the
// business's approvers for a business) with its margin already held, as a limit order does.
// Settlement, valuation and close-out: forward-settle.ts and forward-risk.ts.

export type ForwardRow = {
  id: string;
  reference: string;
  holder_id: string;
  created_by: string | null;
  pair_id: string;
  sell_currency: string;
  buy_currency: string;
  sell_amount: string;
  remaining_sell: string;
  spot_rate: string;
  forward_rate: string;
  sell_interest_pct: string;
  buy_interest_pct: string;
  value_date: string;
  amount_usd: string;
  margin_amount: string;
  margin_pct: string;
  status: ForwardStatus;
  approval_id: string | null;
  admin_review: string | null;
  mtm_amount: string | null;
  mtm_rate: string | null;
  mtm_on: string | null;
  margin_call_amount: string | null;
  margin_call_deadline: Date | string | null;
  shortfall: string | null;
  reason_text: string | null;
  request_hash: string | null;
  created_at: Date | string;
  closed_at: Date | string | null;
};

const iso = (v: Date | string | null | undefined) => (v == null ? null : new Date(v).toISOString());
export const money = (v: string, currency: string) => new D(v).toFixed(minorUnits(currency));
/** Buy amount of a sell amount at a rate, rounded down to the buy currency's minor unit. */
export const buyOf = (sell: string, rate: string, currency: string) =>
  new D(sell).times(rate).toDecimalPlaces(minorUnits(currency), D.ROUND_DOWN).toFixed();
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

export async function forwardJson(db: DbOrTx, r: ForwardRow): Promise<Forward> {
  const events = await queryRows<{
    kind: ForwardEventKind;
    created_at: Date | string;
    amount: string | null;
    rate: string | null;
    note: string | null;
  }>(
    db,
    sql`select kind, created_at, amount::text, rate::text, note from treasury_forward_events
         where forward_id = ${r.id} order by created_at, id limit 400`,
  );
  return {
    id: r.id,
    reference: r.reference,
    sellCurrency: r.sell_currency,
    buyCurrency: r.buy_currency,
    sellAmount: money(r.sell_amount, r.sell_currency),
    buyAmount: buyOf(r.sell_amount, r.forward_rate, r.buy_currency),
    remainingSell: money(r.remaining_sell, r.sell_currency),
    spotRate: new D(r.spot_rate).toFixed(),
    forwardRate: new D(r.forward_rate).toFixed(),
    valueDate: r.value_date,
    marginAmount: money(r.margin_amount, r.sell_currency),
    status: r.status,
    valuation:
      r.mtm_amount == null
        ? null
        : {
            amount: money(r.mtm_amount, r.sell_currency),
            rate: new D(r.mtm_rate!).toFixed(),
            on: r.mtm_on!,
          },
    marginCall:
      r.margin_call_amount == null
        ? null
        : {
            amount: money(r.margin_call_amount, r.sell_currency),
            deadline: iso(r.margin_call_deadline)!,
          },
    approvalId: r.approval_id,
    waitsForAdmin: r.admin_review === 'waiting',
    reasonText: r.reason_text,
    createdBy: r.created_by,
    createdAt: iso(r.created_at)!,
    closedAt: iso(r.closed_at),
    events: events.map((e) => ({
      kind: e.kind,
      at: iso(e.created_at)!,
      amount: e.amount == null ? null : money(e.amount, r.sell_currency),
      rate: e.rate == null ? null : new D(e.rate).toFixed(),
      note: e.note,
    })),
  };
}

export async function forwardEvent(
  tx: DbOrTx,
  forwardId: string,
  kind: ForwardEventKind,
  e: {
    amount?: string | null;
    rate?: string | null;
    note?: string | null;
    actorId?: string | null;
    day?: string;
  } = {},
) {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`insert into treasury_forward_events (forward_id, kind, day, amount, rate, note, actor_id)
        values (${forwardId}, ${kind}, ${e.day ?? null}, ${e.amount ?? null}, ${e.rate ?? null},
                ${e.note ?? null}, ${e.actorId ?? null})
        on conflict do nothing returning id`,
  );
  return rows.length > 0;
}

export async function listForwards(db: DbOrTx, holderId: string) {
  const rows = await queryRows<ForwardRow>(
    db,
    sql`select * from treasury_forwards where holder_id = ${holderId} order by created_at desc limit 200`,
  );
  return Promise.all(rows.map((r) => forwardJson(db, r)));
}

export async function forwardRow(db: DbOrTx, holderId: string, id: string, lock = false) {
  const [row] = await queryRows<ForwardRow>(
    db,
    sql`select * from treasury_forwards where id = ${id} and holder_id = ${holderId}
        ${lock ? sql`for update` : sql``}`,
  );
  if (!row) throw notFound('Forward contract');
  return row;
}

export const getForward = async (db: DbOrTx, holderId: string, id: string) =>
  forwardJson(db, await forwardRow(db, holderId, id));

type Rate = { ratePct: string; dayCount: number };
/** The admin's interest rates of both currencies; a currency without one is not offered. */
export async function carryRates(db: DbOrTx, sell: string, buy: string) {
  const rows = await queryRows<{ currency: string; rate_pct: string; day_count: number }>(
    db,
    sql`select currency, rate_pct::text, day_count from treasury_interest_rates
         where currency in (${sell}, ${buy})`,
  );
  const of = (c: string): Rate => {
    const r = rows.find((x) => x.currency === c);
    if (!r)
      throw new AppError('UNPROCESSABLE', said('forwards.noInterest', { currency: c }), {
        [c === sell ? 'sellCurrency' : 'buyCurrency']: said('forwards.noInterest', {
          currency: c,
        }),
      });
    return { ratePct: r.rate_pct, dayCount: Number(r.day_count) };
  };
  return { sell: of(sell), buy: of(buy) };
}

/** Days to the value date: tomorrow (1) to FORWARD_MAX_DAYS; refused outside. */
function daysTo(valueDate: string, now = new Date()) {
  const days = daysBetween(today(now), valueDate);
  if (!(days >= 1 && days <= FORWARD_MAX_DAYS))
    throw new AppError('VALIDATION', said('forwards.valueDate'), {
      valueDate: said('forwards.valueDate'),
    });
  return days;
}

/** The forward rate of today for a value date: the client spot rate carried by CIP. */
export async function priceForward(
  db: DbOrTx,
  sell: string,
  buy: string,
  valueDate: string,
  now = new Date(),
) {
  const days = daysTo(valueDate, now);
  const pair = assertTraded(await pairOf(db, sell, buy), sell, buy);
  const settings = await readPlatformSettings(db);
  const spot = clientRateFor(pair, sell, settings);
  const rates = await carryRates(db, sell, buy);
  return { pair, settings, spot, rates, days, rate: forwardRateOf({ spot, days, ...rates }) };
}

/** What booking would give, nothing written (the review screen). */
export async function quoteForward(
  db: DbOrTx,
  holder: { id: string; kind: 'person' | 'business' },
  body: Omit<ForwardCreate, 'idempotencyKey'>,
): Promise<ForwardQuote> {
  const amount = money(body.amount, body.sellCurrency);
  const p = await priceForward(db, body.sellCurrency, body.buyCurrency, body.valueDate);
  const usd = await assertMayMove(db, holder.id, 'convert', {
    amount,
    currency: body.sellCurrency,
  });
  const marginPct = p.settings['forwards.marginPct'];
  return {
    sellCurrency: body.sellCurrency,
    buyCurrency: body.buyCurrency,
    sellAmount: amount,
    buyAmount: buyOf(amount, p.rate, body.buyCurrency),
    spotRate: p.spot,
    forwardRate: p.rate,
    valueDate: body.valueDate,
    days: p.days,
    sellInterestPct: new D(p.rates.sell.ratePct).toFixed(),
    buyInterestPct: new D(p.rates.buy.ratePct).toFixed(),
    marginPct: String(marginPct),
    marginAmount: marginOf(amount, marginPct, body.sellCurrency),
    needsApproval: (await approvalsNeeded(db, holder, usd, p.settings['forwards.fourEyesUsd'])) > 0,
  };
}

export const marginOf = (amount: string, pct: number | string, currency: string) =>
  new D(amount)
    .times(pct)
    .div(100)
    .toDecimalPlaces(minorUnits(currency), D.ROUND_UP)
    .toFixed(minorUnits(currency));

/** Approvals a booking needs: the business's convert rule, and at least one above four eyes. */
async function approvalsNeeded(
  db: DbOrTx,
  holder: { id: string; kind: 'person' | 'business' },
  usd: string | null,
  fourEyesUsd: number,
) {
  const above = usd != null && new D(usd).gt(fourEyesUsd);
  if (holder.kind !== 'business') return above ? 1 : 0;
  const rule = usd ? approvalsRequired(await readRules(db, holder.id), 'convert', usd) : 0;
  return Math.max(rule, above ? 1 : 0);
}

export const marginHold = (holderId: string, currency: string, amount: string) => [
  { kind: 'client' as const, userId: holderId, currency, amount: `-${amount}` },
  { kind: 'pending' as const, currency, amount },
];
export const marginRelease = (holderId: string, currency: string, amount: string) => [
  { kind: 'pending' as const, currency, amount: `-${amount}` },
  { kind: 'client' as const, userId: holderId, currency, amount },
];

/**
 * Books a forward for the holder: priced, gated (tier, restriction, limits on the notional),
 * margin held; above four eyes it waits (person: an admin; business: its approvers).
 */
export async function bookForward(
  db: Db,
  holder: { id: string; kind: 'person' | 'business' },
  actor: Actor,
  body: ForwardCreate,
  appUrl?: string,
) {
  const amount = money(body.amount, body.sellCurrency);
  const hash = requestHash({
    s: body.sellCurrency,
    b: body.buyCurrency,
    a: amount,
    v: body.valueDate,
  });
  return db.transaction(async (tx) => {
    await lockUser(tx, holder.id);
    const key = body.idempotencyKey ?? null;
    if (key) {
      const [earlier] = await queryRows<ForwardRow>(
        tx,
        sql`select * from treasury_forwards where holder_id = ${holder.id}
             and created_by = ${actor.id} and idempotency_key = ${key}`,
      );
      if (earlier) {
        if (earlier.request_hash !== hash) throw conflict(said('common.idempotencyReused'));
        return { forward: await forwardJson(tx, earlier), replayed: true, approval: null };
      }
    }
    const p = await priceForward(tx, body.sellCurrency, body.buyCurrency, body.valueDate);
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from treasury_forwards
           where holder_id = ${holder.id} and status in ('open', 'pending_approval')`,
    );
    if (n >= MAX_OPEN_FORWARDS)
      throw conflict(said('forwards.tooMany', { max: MAX_OPEN_FORWARDS }));
    const usd = await assertMayMove(tx, holder.id, 'convert', {
      amount,
      currency: body.sellCurrency,
    });
    const needed = await approvalsNeeded(tx, holder, usd, p.settings['forwards.fourEyesUsd']);
    const marginPct = p.settings['forwards.marginPct'];
    const margin = marginOf(amount, marginPct, body.sellCurrency);
    const id = randomUUID();
    const reference = newReference('FWD');
    if (new D(margin).gt(0))
      await postJournal(
        tx,
        {
          type: 'forward_margin_hold',
          userId: holder.id,
          reference,
          memo: `${body.sellCurrency}→${body.buyCurrency} ${body.valueDate}`,
        },
        marginHold(holder.id, body.sellCurrency, margin),
      );
    const status: ForwardStatus = needed ? 'pending_approval' : 'open';
    await tx.execute(sql`
      insert into treasury_forwards (id, reference, holder_id, created_by, pair_id, sell_currency,
        buy_currency, sell_amount, remaining_sell, spot_rate, forward_rate, sell_interest_pct,
        buy_interest_pct, value_date, amount_usd, margin_amount, margin_pct, status, admin_review,
        idempotency_key, request_hash)
      values (${id}, ${reference}, ${holder.id}, ${actor.id}, ${p.pair.id}, ${body.sellCurrency},
        ${body.buyCurrency}, ${amount}, ${amount}, ${p.spot}, ${p.rate}, ${p.rates.sell.ratePct},
        ${p.rates.buy.ratePct}, ${body.valueDate}, ${usd ?? '0'}, ${margin}, ${marginPct}, ${status},
        ${needed && holder.kind === 'person' ? 'waiting' : null}, ${key}, ${hash})`);
    await forwardEvent(tx, id, 'booked', { amount: margin, rate: p.rate, actorId: actor.id });
    let approval = null;
    if (needed) {
      await forwardEvent(tx, id, 'waiting', { actorId: actor.id });
      if (holder.kind === 'business') {
        const [a] = await queryRows<{ id: string }>(
          tx,
          sql`insert into business_approvals (business_id, operation, requested_by, idempotency_key,
                request_hash, sell_currency, buy_currency, side, amount, amount_usd, approvals_required,
                forward_id)
              values (${holder.id}, 'convert', ${actor.id}, ${`forward-${id}`}, ${hash}, ${body.sellCurrency},
                ${body.buyCurrency}, 'sell', ${amount}, ${usd ?? '0'}, ${needed}, ${id}) returning id`,
        );
        await tx.execute(sql`update treasury_forwards set approval_id = ${a!.id} where id = ${id}`);
        approval = await requestWaits(
          tx,
          { id: a!.id, businessId: holder.id, actor, appUrl },
          {
            operation: 'convert',
            kind: 'forward',
            amount,
            currency: body.sellCurrency,
            usd: usd ?? '0',
            needed,
          },
          {},
        );
      }
    }
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'treasury.forward.book',
      targetType: 'forward',
      targetId: id,
      after: { holderId: holder.id, reference, amount, rate: p.rate, margin, status },
      ip: actor.ip,
    });
    const forward = await getForward(tx, holder.id, id);
    if (status === 'open') await emitWebhookEvent(tx, holder.id, 'forward.booked', { forward });
    return { forward, replayed: false, approval };
  });
}
