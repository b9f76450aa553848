import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import {
  computeQuote,
  D,
  isStablecoinWallet,
  ORDER_REJECT_REASONS,
  minorUnits,
  orderReference,
  type FirmQuote,
  type Order,
  type FirmQuoteRequest,
  type Locale,
} from '@mizani/shared';
import { queryRows, type Database, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { readPlatformSettings } from '../platform-settings.ts';
import { requestHash } from '../ledger/idempotency.ts';
import { databaseError, ledgerCall } from '../ledger/ledger.ts';
import { noticeFields } from '../notices/notices.ts';
import { orderNotice } from '../notices/order-notice.ts';
import { mayMoveWith, readGateState, sqlGateParams } from '../verification/gate.ts';
import { QuoteCache } from './quote-cache.ts';
import { said } from '../i18n/refusals/index.ts';
import { provenSession, sessionEnded, type SessionProof } from '../auth/live-session.ts';

/** The quotes this instance issued (quote-cache.ts). */
const quoteCache = new QuoteCache<QuoteRow>();

type PairRow = {
  id: string;
  base_currency: string;
  quote_currency: string;
  is_active: boolean;
  bid: string | null;
  ask: string | null;
  rate_id: string | null;
};

async function findPair(db: DbOrTx, a: string, b: string): Promise<PairRow | undefined> {
  const [row] = await queryRows<PairRow>(
    db,
    sql`select p.id, p.base_currency, p.quote_currency, p.is_active,
               r.bid_rate::text as bid, r.ask_rate::text as ask, r.id::text as rate_id
          from currency_pairs p
          left join lateral (select * from fx_rates f where f.pair_id = p.id order by f.created_at desc, f.id desc limit 1) r on true
         where (p.base_currency = ${a} and p.quote_currency = ${b}) or (p.base_currency = ${b} and p.quote_currency = ${a})
         order by p.is_active desc limit 1`,
  );
  return row;
}

/**
 * The pair a conversion is priced on, and the key its spread setting is read by. A stablecoin
 * wallet is priced as the dollar it is pegged to (docs/stablecoins.md): USDC → KES on USD/KES's
 * own rate and spread; a stablecoin against USD or another stablecoin at par (1, no spread unless
 * `trading.spreadBpsByPair` sets one for it, e.g. "USDC-USD").
 */
async function pricedPair(db: DbOrTx, sell: string, buy: string) {
  const peg = (c: string) => (isStablecoinWallet(c) ? 'USD' : c);
  if (peg(sell) === peg(buy)) {
    const par: PairRow = {
      id: '',
      base_currency: sell,
      quote_currency: buy,
      is_active: true,
      bid: '1',
      ask: '1',
      rate_id: null,
    };
    return { pair: par, spreadKey: `${sell}-${buy}`, par: true };
  }
  const pair = await findPair(db, peg(sell), peg(buy));
  if (!pair) return { pair, spreadKey: '', par: false };
  const named = (c: string) => (c === peg(sell) ? sell : c === peg(buy) ? buy : c);
  return {
    pair: {
      ...pair,
      base_currency: named(pair.base_currency),
      quote_currency: named(pair.quote_currency),
    },
    spreadKey: `${pair.base_currency}-${pair.quote_currency}`,
    par: false,
  };
}

export type QuoteRow = {
  id: string;
  user_id: string;
  sell_currency: string;
  buy_currency: string;
  sell_amount: string;
  buy_amount: string;
  rate: string;
  market_rate: string;
  fee: string;
  fee_currency: string;
  spread_bps: string;
  fee_bps: string;
  expires_at: Date | string;
  used_at: Date | string | null;
  created_at: Date | string;
};
const iso = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());
/** A stored numeric(24,4) amount as the currency's minor units (e.g. "12.5000" → "12.50"). */
const amt = (v: string, currency: string) => new D(v).toFixed(minorUnits(currency));

export function quoteJson(q: QuoteRow, validitySeconds: number): FirmQuote {
  return {
    id: q.id,
    sellCurrency: q.sell_currency,
    buyCurrency: q.buy_currency,
    sellAmount: amt(q.sell_amount, q.sell_currency),
    buyAmount: amt(q.buy_amount, q.buy_currency),
    rate: new D(q.rate).toFixed(),
    marketRate: new D(q.market_rate).toFixed(),
    spreadBps: new D(q.spread_bps).toFixed(),
    fee: amt(q.fee, q.fee_currency),
    feeBps: new D(q.fee_bps).toFixed(),
    feeCurrency: q.fee_currency,
    expiresAt: iso(q.expires_at)!,
    validitySeconds,
  };
}

/**
 * A firm quote from the latest bid/ask plus the configured spread, stored for 30 s (setting).
 * With `session` (decision 024) the insert itself confirms the person's session: no row, no quote.
 */
export async function createQuote(
  db: Db,
  userId: string,
  req: FirmQuoteRequest,
  opts: { session?: SessionProof } = {},
): Promise<FirmQuote> {
  // The pair, the settings and the gate's state in one round trip (three statements at once).
  const [{ pair, spreadKey, par }, settings, gateState] = await Promise.all([
    pricedPair(db, req.sellCurrency, req.buyCurrency),
    readPlatformSettings(db),
    readGateState(db, userId, req.sellCurrency),
  ]);
  if (!pair || !pair.bid || !pair.ask)
    throw new AppError(
      'UNPROCESSABLE',
      said('money.noRate', { sell: req.sellCurrency, buy: req.buyCurrency }),
      { buyCurrency: said('money.noRateField') },
    );
  if (!pair.is_active)
    throw new AppError('UNPROCESSABLE', said('money.pairInactive'), {
      buyCurrency: said('money.pairInactiveField'),
    });
  const spreadBps =
    settings['trading.spreadBpsByPair'][spreadKey] ?? (par ? 0 : settings['trading.spreadBps']);
  const feeBps = settings['trading.feeBps'];
  const validity = settings['trading.quoteValiditySeconds'];
  const q = computeQuote({
    sellCurrency: req.sellCurrency,
    buyCurrency: req.buyCurrency,
    ...(req.side === 'buy' ? { buyAmount: req.amount } : { sellAmount: req.amount }),
    baseCurrency: pair.base_currency,
    quoteCurrency: pair.quote_currency,
    bid: pair.bid,
    ask: pair.ask,
    spreadBps,
    feeBps,
  });
  if (!new D(q.buyAmount).gt(0) || !new D(q.sellAmount).gt(0))
    throw new AppError('UNPROCESSABLE', said('money.tooSmall'), {
      amount: said('money.tooSmallField'),
    });
  // Early answer (tier, restriction, minimum, limits); placeOrder makes the binding check.
  mayMoveWith(gateState, settings, 'convert', {
    amount: q.sellAmount,
    currency: req.sellCurrency,
  });
  const values = sql`${userId}, ${req.sellCurrency}, ${req.buyCurrency}, ${q.sellAmount}, ${q.buyAmount}, ${q.rate}, ${q.marketRate}, ${String(spreadBps)}, ${q.fee}, ${String(feeBps)}, ${q.feeCurrency}, ${pair.rate_id}, ${req.side ?? 'sell'},
                now() + make_interval(secs => ${validity})`;
  const [row] = await queryRows<QuoteRow>(
    db,
    sql`insert into fx_quotes (user_id, sell_currency, buy_currency, sell_amount, buy_amount, rate, market_rate, spread_bps, fee, fee_bps, fee_currency, fx_rate_id, side, expires_at)
        ${opts.session ? sql`select ${values} from ${provenSession(opts.session)} s` : sql`values (${values})`}
        returning *`,
  );
  if (!row) throw sessionEnded();
  quoteCache.put(row!.id, userId, row!, row!.expires_at);
  return quoteJson(row!, validity);
}

type OrderRow = {
  id: string;
  quote_id: string | null;
  sell_currency: string;
  buy_currency: string;
  sell_amount: string;
  buy_amount: string;
  rate: string;
  fee: string;
  status: Order['status'];
  reject_reason: string | null;
  created_at: Date | string;
  filled_at: Date | string | null;
  request_hash: string;
};
export function orderJson(o: OrderRow): Order {
  return {
    id: o.id,
    quoteId: o.quote_id,
    sellCurrency: o.sell_currency,
    buyCurrency: o.buy_currency,
    sellAmount: amt(o.sell_amount, o.sell_currency),
    buyAmount: amt(o.buy_amount, o.buy_currency),
    rate: new D(o.rate).toFixed(),
    fee: amt(o.fee, o.sell_currency),
    status: o.status,
    rejectReason: o.reject_reason,
    createdAt: iso(o.created_at)!,
    filledAt: iso(o.filled_at),
  };
}

function replay(existing: OrderRow, hash: string) {
  if (existing.request_hash !== hash)
    throw new AppError('CONFLICT', said('common.idempotencyReused'));
  return { order: orderJson(existing), replayed: true };
}

export type Outcome = 'filled' | keyof typeof ORDER_REJECT_REASONS;
const OUTCOMES = ['filled', ...Object.keys(ORDER_REJECT_REASONS)] as Outcome[];

/**
 * What the order function writes beside each outcome it may reach: the client's notice (bell and
 * mail, rendered here from the quote) and the API's order object for the webhook event (the
 * function adds the row's times).
 */
export function outcomeNotices(
  q: QuoteRow,
  orderId: string,
  outcomes: Outcome[],
  appUrl: string | undefined,
  languages: readonly Locale[] | undefined,
) {
  const out: Record<string, unknown> = {};
  // The amounts are the quote's whatever the outcome: formatted once.
  const base = orderJson({
    ...q,
    id: orderId,
    quote_id: q.id,
    status: 'filled',
    reject_reason: null,
    filled_at: null,
    request_hash: '',
  });
  for (const outcome of outcomes) {
    const filled = outcome === 'filled';
    const json: Order = {
      ...base,
      status: filled ? 'filled' : 'rejected',
      rejectReason: filled ? null : outcome,
    };
    const { createdAt: _c, filledAt: _f, ...order } = json;
    out[outcome] = {
      ...noticeFields(orderNotice(json, orderReference(orderId), appUrl, languages)),
      order,
    };
  }
  return out;
}

async function quoteFor(db: DbOrTx, userId: string, quoteId: string) {
  const cached = quoteCache.get(quoteId, userId);
  if (cached) return cached;
  const [row] = await queryRows<QuoteRow>(
    db,
    sql`select * from fx_quotes where id = ${quoteId} and user_id = ${userId}`,
  );
  if (!row) return undefined;
  return { userId, row, expiresAt: new Date(row.expires_at).getTime(), used: row.used_at != null };
}

/**
 * Places an order for a firm quote, exactly once per (user, idempotency key). Both legs are one
 * journal: the client pays the sell amount to the house, the house pays the buy amount to the
 * client. Rejections (expired, used, inactive pair, insufficient balance) are recorded as rejected
 * orders and write nothing to the ledger.
 *
 * One database call (docs/decisions/004 and 015): the SQL function mizani_place_order (migration
 * 0024) takes the holder lock, answers a replay with the key's earlier order, judges the quote,
 * runs the compliance gate for an order that would fill (a refusal, MZ403, writes nothing and is
 * answered exactly as verification/gate.ts words it: ledger.ts ledgerCall), posts the journal, counts the volume,
 * and writes the order, the client's notice and the webhook event, atomically. The notices are
 * rendered here beforehand for the likely outcomes; for another one the function writes nothing
 * and names it (MZ428), and the call is made again with it. Inside a caller's transaction (a
 * business approval) every outcome is rendered, so the call is never repeated there.
 */
export async function placeOrder(
  db: DbOrTx,
  userId: string,
  body: { quoteId: string; idempotencyKey: string },
  opts: {
    appUrl?: string;
    /** The recipients' languages when known (a person's own order: theirs); else all three. */
    languages?: readonly Locale[];
    /** The person's cached session, confirmed by the order's own statement (decision 024). */
    session?: SessionProof;
    /**
     * The database's named statements (decision 029): outside a caller's transaction the order's
     * statement is then parsed and planned once per connection instead of on every order.
     */
    statement?: Database['statement'];
  } = {},
) {
  const hash = requestHash({ quoteId: body.quoteId });
  const orderId = randomUUID();
  const quote = await quoteFor(db, userId, body.quoteId);
  const outcomes: Outcome[] =
    db instanceof PgTransaction ? OUTCOMES : ['filled', 'insufficient_balance'];
  if (quote && !(db instanceof PgTransaction)) {
    if (quote.expiresAt <= Date.now() + 1000) outcomes.push('quote_expired');
    if (quote.used) outcomes.push('quote_used');
  }
  for (;;) {
    const notices = quote
      ? outcomeNotices(quote.row, orderId, outcomes, opts.appUrl, opts.languages)
      : {};
    try {
      const call = (holder: SQL) =>
        sql`mizani_place_order(${holder}, ${body.idempotencyKey}, ${hash},
              ${body.quoteId}::uuid, ${orderId}::uuid, ${randomUUID()}::uuid,
              ${orderReference(orderId)}, ${JSON.stringify(sqlGateParams('convert'))}::jsonb,
              ${JSON.stringify(notices)}::jsonb)`;
      // With a session to confirm, the function is called only for its live row (LATERAL on
      // the session's user id): an ended session calls nothing and returns no row.
      const named = db instanceof PgTransaction ? undefined : opts.statement;
      const [order] = await ledgerCall<OrderRow>(
        db,
        opts.session
          ? sql`select o.* from ${provenSession(opts.session)} s
                  cross join lateral ${call(sql`s.user_id`)} o`
          : sql`select * from ${call(sql`${userId}`)}`,
        named && ((q) => named<OrderRow>(opts.session ? 'order_in_session' : 'order', q)),
      );
      if (!order) throw sessionEnded();
      if (order.id !== orderId) return replay(order, hash);
      if (quote && order.status === 'filled') quote.used = true;
      return { order: orderJson(order), replayed: false };
    } catch (err) {
      const e = databaseError(err);
      const missing = e?.code === 'MZ428' ? (e.detail as Outcome) : undefined;
      if (!missing || outcomes.includes(missing) || !OUTCOMES.includes(missing)) throw err;
      outcomes.push(missing);
    }
  }
}
