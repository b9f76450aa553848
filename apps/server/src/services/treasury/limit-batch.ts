import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { computeQuote, D, orderReference } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { emitWebhookEvent } from '../developer/webhooks.ts';
import { requestHash } from '../ledger/idempotency.ts';
import { databaseError, ledgerCall, pgArray } from '../ledger/ledger.ts';
import { readPlatformSettings } from '../platform-settings.ts';
import { recipientLanguages } from '../notices/notices.ts';
import { orderJson, outcomeNotices, type QuoteRow } from '../trading/trading.ts';
import { sqlGateParams } from '../verification/gate.ts';
import { getLimitOrder, money, pairOf, type LimitRow } from './limit-orders.ts';

// Triggered limit orders filled in batches (issue 41, "Measured"; migration 0048). One pair and
// sell currency per batch, so one price prices every order; each order still goes through the
// ledger's own functions (its release journal, mizani_place_order's gate, journal, volume, notice
// and webhook) inside the SQL function mizani_fill_limit_orders, in one transaction and one call
// instead of one transaction and a dozen round trips per order. Only what fills cleanly fills
// here: an order past its validity, under its target at this price, or whose holder another
// worker holds is left `triggered`, and a batch the gate or the ledger refuses is split in two
// and tried again, down to single orders, which limit-execute.ts executes one by one (closing
// each refused order with its reason).

/** Below this, a refused batch is not split again: its orders go one by one. */
const SMALLEST = 4;

/**
 * Fills what it can of `ids` (triggered orders of one pair and sell currency); returns the ids
 * filled. The rest are still `triggered` (or were taken by another worker meanwhile).
 */
export async function fillInBatches(
  db: Db,
  ids: readonly string[],
  opts: { appUrl?: string } = {},
): Promise<Set<string>> {
  const filled = new Set<string>();
  const attempt = async (part: readonly string[]) => {
    const done = await fillBatch(db, part, opts);
    if (done) for (const id of done) filled.add(id);
    else if (part.length > SMALLEST) {
      const half = Math.ceil(part.length / 2);
      await attempt(part.slice(0, half));
      await attempt(part.slice(half));
    }
  };
  await attempt(ids);
  return filled;
}

/**
 * One batch in one transaction; undefined when the gate or the ledger refused one of its orders
 * (everything of the batch rolled back).
 */
async function fillBatch(
  db: Db,
  ids: readonly string[],
  opts: { appUrl?: string },
): Promise<string[] | undefined> {
  try {
    return await db.transaction(async (tx) => {
      // The orders still triggered and not taken by another worker, then their holders' locks,
      // neither waiting: a holder busy with another operation keeps its orders for the next pass.
      const claimed = await queryRows<LimitRow>(
        tx,
        sql`select * from treasury_limit_orders
             where id = any(${pgArray([...ids])}::uuid[]) and status = 'triggered'
             order by triggered_at for update skip locked`,
      );
      if (!claimed.length) return [];
      const locked = new Set(
        (
          await queryRows<{ id: string }>(
            tx,
            sql`select id from account_holders
                 where id = any(${pgArray([...new Set(claimed.map((r) => r.holder_id))])}::text[])
                 order by id for no key update skip locked`,
          )
        ).map((r) => r.id),
      );
      const first = claimed[0]!;
      const pair = await pairOf(tx, first.sell_currency, first.buy_currency);
      if (!pair?.bid || !pair.ask || !pair.is_active) return [];
      const settings = await readPlatformSettings(tx);
      const spreadBps =
        settings['trading.spreadBpsByPair'][`${pair.base}-${pair.quote}`] ??
        settings['trading.spreadBps'];
      const feeBps = settings['trading.feeBps'];
      const now = Date.now();
      const rows = claimed.filter(
        (r) =>
          locked.has(r.holder_id) &&
          new Date(r.expires_at).getTime() > now &&
          r.sell_currency === first.sell_currency &&
          r.buy_currency === first.buy_currency,
      );
      const languages = await recipientLanguages(tx, [...new Set(rows.map((r) => r.holder_id))]);
      const items = [];
      for (const r of rows) {
        const q = computeQuote({
          sellCurrency: r.sell_currency,
          buyCurrency: r.buy_currency,
          sellAmount: money(r.sell_amount, r.sell_currency),
          baseCurrency: pair.base,
          quoteCurrency: pair.quote,
          bid: pair.bid,
          ask: pair.ask,
          spreadBps,
          feeBps,
        });
        // Under the target at this price (the rate came back): executeLimitOrder reopens it.
        if (new D(q.rate).lt(r.target_rate) || !new D(q.buyAmount).gt(0)) continue;
        const quoteId = randomUUID();
        const orderId = randomUUID();
        const quote: QuoteRow = {
          id: quoteId,
          user_id: r.holder_id,
          sell_currency: r.sell_currency,
          buy_currency: r.buy_currency,
          sell_amount: q.sellAmount,
          buy_amount: q.buyAmount,
          rate: q.rate,
          market_rate: q.marketRate,
          fee: q.fee,
          fee_currency: q.feeCurrency,
          spread_bps: String(spreadBps),
          fee_bps: String(feeBps),
          expires_at: new Date(now),
          used_at: null,
          created_at: new Date(now),
        };
        items.push({
          id: r.id,
          holder: r.holder_id,
          sell: r.sell_currency,
          buy: r.buy_currency,
          sell_amount: q.sellAmount,
          buy_amount: q.buyAmount,
          rate: q.rate,
          market_rate: q.marketRate,
          spread_bps: String(spreadBps),
          fee: q.fee,
          fee_bps: String(feeBps),
          fee_currency: q.feeCurrency,
          rate_id: pair.rate_id,
          reference: r.reference,
          release: randomUUID(),
          quote: quoteId,
          order: orderId,
          journal: randomUUID(),
          order_reference: orderReference(orderId),
          hash: requestHash({ quoteId }),
          // Only the filled outcome's notice: any other outcome refuses the batch (MZ428).
          notices: outcomeNotices(
            quote,
            orderId,
            ['filled'],
            opts.appUrl,
            languages.get(r.holder_id),
          ),
          quoteRow: quote,
        });
      }
      if (!items.length) return [];
      const placed = await ledgerCall<{
        r_limit: string;
        r_order: string;
        r_created: Date;
        r_filled: Date;
      }>(
        tx,
        sql`select * from mizani_fill_limit_orders(
              ${JSON.stringify(items.map(({ quoteRow: _q, ...item }) => item))}::jsonb,
              ${JSON.stringify(sqlGateParams('convert'))}::jsonb,
              ${settings['trading.quoteValiditySeconds']})`,
      );
      await tellApiClients(tx, items, placed);
      return placed.map((p) => p.r_limit);
    });
  } catch (err) {
    // A refusal of the gate (MZ403) or the ledger (MZ422, a negative balance), an outcome other
    // than filled (MZ428), an order no longer triggered (MZ409): nothing of the batch was written.
    if (err instanceof AppError || databaseError(err)) return undefined;
    throw err;
  }
}

/** The `limit_order.filled` event for holders with a webhook endpoint (API clients). */
async function tellApiClients(
  tx: DbOrTx,
  items: { id: string; holder: string; quoteRow: QuoteRow; order: string }[],
  placed: { r_limit: string; r_order: string; r_created: Date; r_filled: Date }[],
) {
  const hooked = new Set(
    (
      await queryRows<{ holder_id: string }>(
        tx,
        sql`select distinct holder_id from webhook_endpoints
             where holder_id = any(${pgArray([...new Set(items.map((i) => i.holder))])}::text[])
               and status = 'enabled' and 'limit_order.filled' = any(events)`,
      )
    ).map((r) => r.holder_id),
  );
  if (!hooked.size) return;
  const times = new Map(placed.map((p) => [p.r_limit, p]));
  for (const item of items) {
    if (!hooked.has(item.holder)) continue;
    const t = times.get(item.id)!;
    const order = orderJson({
      ...item.quoteRow,
      id: item.order,
      quote_id: item.quoteRow.id,
      status: 'filled',
      reject_reason: null,
      created_at: t.r_created,
      filled_at: t.r_filled,
      request_hash: '',
    });
    await emitWebhookEvent(tx, item.holder, 'limit_order.filled', {
      limitOrder: await getLimitOrder(tx, item.holder, item.id),
      order,
    });
  }
}
