import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  computeQuote,
  D,
  minorUnits,
  orderReference,
  type FirmQuote,
  type Order,
  type FirmQuoteRequest,
} from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { readPlatformSettings } from '../platform-settings.ts';
import { requestHash } from '../ledger/idempotency.ts';
import { ledgerCall, lockUser } from '../ledger/ledger.ts';
import { notifyClient, orderNotice } from '../notices/notices.ts';
import { emitWebhookEvent } from '../developer/webhooks.ts';
import { assertMayMove, recordVolume } from '../verification/gate.ts';

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

type QuoteRow = {
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

/** A firm quote from the latest bid/ask plus the configured spread, stored for 30 s (setting). */
export async function createQuote(
  db: Db,
  userId: string,
  req: FirmQuoteRequest,
): Promise<FirmQuote> {
  const pair = await findPair(db, req.sellCurrency, req.buyCurrency);
  if (!pair || !pair.bid || !pair.ask)
    throw new AppError(
      'UNPROCESSABLE',
      `No rate is available for ${req.sellCurrency}/${req.buyCurrency}`,
      { buyCurrency: 'No rate for this pair' },
    );
  if (!pair.is_active)
    throw new AppError('UNPROCESSABLE', 'This currency pair is not active', {
      buyCurrency: 'Pair inactive',
    });
  const settings = await readPlatformSettings(db);
  const pairKey = `${pair.base_currency}-${pair.quote_currency}`;
  const spreadBps = settings['trading.spreadBpsByPair'][pairKey] ?? settings['trading.spreadBps'];
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
    throw new AppError('UNPROCESSABLE', 'The amount is too small to convert', {
      amount: 'Amount too small',
    });
  // Early answer (tier, restriction, minimum, limits); placeOrder makes the binding check.
  await assertMayMove(db, userId, 'convert', { amount: q.sellAmount, currency: req.sellCurrency });
  const [row] = await queryRows<QuoteRow>(
    db,
    sql`insert into fx_quotes (user_id, sell_currency, buy_currency, sell_amount, buy_amount, rate, market_rate, spread_bps, fee, fee_bps, fee_currency, fx_rate_id, side, expires_at)
        values (${userId}, ${req.sellCurrency}, ${req.buyCurrency}, ${q.sellAmount}, ${q.buyAmount}, ${q.rate}, ${q.marketRate}, ${String(spreadBps)}, ${q.fee}, ${String(feeBps)}, ${q.feeCurrency}, ${pair.rate_id}, ${req.side ?? 'sell'},
                now() + make_interval(secs => ${validity}))
        returning *`,
  );
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
    throw new AppError(
      'CONFLICT',
      'This idempotency key was already used with a different request.',
    );
  return { order: orderJson(existing), replayed: true };
}

/**
 * Places an order for a firm quote, exactly once per (user, idempotency key). Both legs are one
 * journal: the client pays the sell amount to the house, the house pays the buy amount to the
 * client. Rejections (expired, used, inactive pair, insufficient balance) are recorded as rejected
 * orders and write nothing to the ledger.
 *
 * Round trips (docs/decisions/004): begin, the user lock, one read of what the compliance gate
 * needs (is this a new order of a quote that would fill?), the gate, the SQL function
 * mizani_place_order (migration 0014: the key's earlier order, the quote, its pair and the
 * balance, the journal, the order with its quote marked used, atomically; its own user lock is
 * already held), the compliance volume, the client's notice (bell + outbox), commit. The user
 * lock serialises this user's money operations, so what the read sees cannot change before the
 * function writes; nothing shared is locked.
 */
export async function placeOrder(
  db: DbOrTx,
  userId: string,
  body: { quoteId: string; idempotencyKey: string },
  opts: { appUrl?: string } = {},
) {
  const hash = requestHash({ quoteId: body.quoteId });
  const orderId = randomUUID();
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    // Would this order fill? Only then does the compliance gate judge it (a replay, or a quote
    // that is used, expired, on an inactive pair or beyond the balance, is answered as before).
    const [would] = await queryRows<{ sell_amount: string; sell_currency: string }>(
      tx,
      sql`select q.sell_amount::text as sell_amount, q.sell_currency
            from fx_quotes q
           where q.id = ${body.quoteId} and q.user_id = ${userId}
             and q.used_at is null and q.expires_at > now()
             and not exists (select 1 from trading_orders o
                              where o.user_id = ${userId} and o.idempotency_key = ${body.idempotencyKey})
             and exists (select 1 from currency_pairs p where p.is_active
                          and ((p.base_currency = q.sell_currency and p.quote_currency = q.buy_currency)
                            or (p.base_currency = q.buy_currency and p.quote_currency = q.sell_currency)))
             and coalesce((select a.balance from ledger_accounts a
                            where a.kind = 'client' and a.user_id = ${userId}
                              and a.currency = q.sell_currency), 0) >= q.sell_amount`,
    );
    // Compliance gate under the user lock (verification/gate.ts): a refusal writes nothing.
    const usd = would
      ? await assertMayMove(tx, userId, 'convert', {
          amount: would.sell_amount,
          currency: would.sell_currency,
        })
      : null;
    const [order] = await ledgerCall<OrderRow>(
      tx,
      sql`select * from mizani_place_order(${userId}, ${body.idempotencyKey}, ${hash},
            ${body.quoteId}::uuid, ${orderId}::uuid, ${randomUUID()}::uuid,
            ${orderReference(orderId)})`,
    );
    if (order!.id !== orderId) return replay(order!, hash);
    if (usd && order!.status === 'filled')
      await recordVolume(tx, { userId, operation: 'convert', refId: orderId, usdAmount: usd });
    const json = orderJson(order!);
    // The bell and the mail (issue 16): one more statement, in this transaction.
    await notifyClient(tx, userId, orderNotice(json, orderReference(orderId), opts.appUrl));
    // The API client's webhook (issue 18): in this transaction too, so it exists iff the order does.
    await emitWebhookEvent(
      tx,
      userId,
      json.status === 'filled' ? 'order.filled' : 'order.rejected',
      {
        order: json,
      },
    );
    return { order: json, replayed: false };
  });
}
