import { sql } from 'drizzle-orm';
import { D, type PlatformSettings, type TreasuryReason } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { inLanes, laneOf } from '../../lib/lanes.ts';
import { emitWebhookEvent } from '../developer/webhooks.ts';
import { lockUser, postJournal } from '../ledger/ledger.ts';
import { createQuote, placeOrder } from '../trading/trading.ts';
import { fillInBatches } from './limit-batch.ts';
import { clientRateFor, type PairPrice } from './pricing.ts';
import {
  closeApproval,
  closeLimitOrder,
  getLimitOrder,
  money,
  releaseEntries,
  type LimitRow,
} from './limit-orders.ts';

// Limit orders after placement (issue 41, docs/treasury.md): marked `triggered` by the rate
// writer, executed once by the worker with a firm quote, expired at the end of their day.
// Split from limit-orders.ts (placement, reads, closing), which it uses.

/**
 * Inside the rate writer's transaction (services/rates/write.ts), for each rate written: the open
 * orders of the pair whose target the client rate now reaches become `triggered`. One statement
 * over the partial index; the worker executes them after the commit.
 */
export async function triggerLimitOrders(
  tx: DbOrTx,
  p: PairPrice & { id: string },
  settings: PlatformSettings,
) {
  const sellBase = clientRateFor(p, p.base, settings);
  const sellQuote = clientRateFor(p, p.quote, settings);
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update treasury_limit_orders set status = 'triggered', triggered_at = now(), updated_at = now()
         where pair_id = ${p.id} and status = 'open'
           and ((sell_currency = ${p.base} and target_rate <= ${sellBase}::numeric)
             or (sell_currency = ${p.quote} and target_rate <= ${sellQuote}::numeric))
         returning id`,
  );
  return rows.length;
}

/** What the client reads for a refusal of the gate, the ledger or the pair at execution. */
export function reasonOf(err: AppError): TreasuryReason {
  if (err.code === 'ACCOUNT_RESTRICTED' || err.code === 'VERIFICATION_REQUIRED')
    return 'not_allowed';
  if (/insufficient/i.test(err.message)) return 'insufficient_balance';
  if (err.fields?.buyCurrency === 'Pair inactive') return 'pair_inactive';
  if (err.fields?.buyCurrency) return 'no_rate';
  return 'limit_exceeded';
}

const REJECT_REASON: Record<string, TreasuryReason> = {
  insufficient_balance: 'insufficient_balance',
  pair_inactive: 'pair_inactive',
};

export type ExecOutcome = 'filled' | 'cancelled' | 'expired' | 'reopened' | 'skipped';

/**
 * Executes one triggered order: under the holder's lock, then the order's row lock taken with
 * SKIP LOCKED and its status checked again, so two workers (instances) never both execute it.
 */
export async function executeLimitOrder(
  db: Db,
  id: string,
  holderId: string,
  appUrl?: string,
): Promise<ExecOutcome> {
  return db.transaction(async (tx) => {
    await lockUser(tx, holderId);
    const [row] = await queryRows<LimitRow>(
      tx,
      sql`select * from treasury_limit_orders where id = ${id} and status = 'triggered'
           for update skip locked`,
    );
    if (!row) return 'skipped';
    if (new Date(row.expires_at).getTime() <= Date.now()) {
      await closeLimitOrder(tx, row, 'expired', 'expired', { appUrl });
      return 'expired';
    }
    const amount = money(row.sell_amount, row.sell_currency);
    let quote;
    try {
      quote = await tx.transaction((sp) =>
        createQuote(sp as unknown as Db, holderId, {
          sellCurrency: row.sell_currency as never,
          buyCurrency: row.buy_currency as never,
          side: 'sell',
          amount,
        }),
      );
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      await closeLimitOrder(tx, row, 'cancelled', reasonOf(err), {
        reasonText: err.message,
        appUrl,
      });
      return 'cancelled';
    }
    if (new D(quote.rate).lt(row.target_rate)) {
      // The rate came back before the worker got here: never filled below the target.
      await tx.execute(sql`update treasury_limit_orders set status = 'open', triggered_at = null,
                           updated_at = now() where id = ${id}`);
      return 'reopened';
    }
    // The hold goes back to the wallet and the conversion takes it, in this one transaction.
    await postJournal(
      tx,
      { type: 'limit_order_release', userId: holderId, reference: row.reference, memo: 'fill' },
      releaseEntries(row, amount),
    );
    let placed;
    try {
      placed = await tx.transaction((sp) =>
        placeOrder(sp, holderId, { quoteId: quote.id, idempotencyKey: `limit-${id}` }, { appUrl }),
      );
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      await closeLimitOrder(tx, row, 'cancelled', reasonOf(err), {
        reasonText: err.message,
        released: true,
        appUrl,
      });
      return 'cancelled';
    }
    const { order } = placed;
    if (order.status !== 'filled') {
      const reason = REJECT_REASON[order.rejectReason ?? ''] ?? 'insufficient_balance';
      await closeLimitOrder(tx, row, 'cancelled', reason, { released: true, appUrl });
      return 'cancelled';
    }
    await tx.execute(sql`update trading_orders set placed_by = ${row.created_by}
                         where id = ${order.id} and placed_by is null`);
    await tx.execute(sql`
      update treasury_limit_orders set status = 'filled', order_id = ${order.id},
        filled_rate = ${quote.rate}, closed_at = now(), updated_at = now()
       where id = ${id}`);
    const filled = await getLimitOrder(tx, holderId, id);
    await emitWebhookEvent(tx, holderId, 'limit_order.filled', { limitOrder: filled, order });
    return 'filled';
  });
}

/** Orders filled in one transaction at most (limit-batch.ts). */
const BATCH = 250;

/**
 * The worker's pass: every triggered order, oldest trigger first. First in batches of one pair and
 * sell currency (limit-batch.ts: one transaction and one call per batch); what a batch leaves
 * (validity ended, the rate came back, a refusal, a holder busy elsewhere) one by one, where
 * each outcome is decided and told. One holder's orders run in sequence (each takes the holder's
 * lock); `lanes` holders run side by side, each on a connection of its own (PostgreSQL's pool;
 * PGlite has one connection, so one lane).
 */
export async function executeTriggered(
  db: Db,
  opts: { appUrl?: string; max?: number; lanes?: number } = {},
) {
  const due = await queryRows<{
    id: string;
    holder_id: string;
    pair_id: string;
    sell_currency: string;
  }>(
    db,
    sql`select id, holder_id, pair_id, sell_currency from treasury_limit_orders
         where status = 'triggered' order by triggered_at limit ${opts.max ?? 1000}`,
  );
  const counts: Partial<Record<ExecOutcome, number>> = {};
  // Batches of one pair and sell currency; on several lanes, each holder's orders in one lane
  // (lanes never wait for each other's holder locks), the lanes' batches side by side.
  const lanes = Math.max(1, opts.lanes ?? 1);
  const batches = new Map<string, string[]>();
  for (const o of due) {
    const key = `${laneOf(o.holder_id, lanes)} ${o.pair_id} ${o.sell_currency}`;
    batches.set(key, [...(batches.get(key) ?? []), o.id]);
  }
  const filled = new Set<string>();
  await inLanes(
    [...batches].flatMap(([key, ids]) => {
      const parts = [];
      for (let i = 0; i < ids.length; i += BATCH) parts.push({ key, ids: ids.slice(i, i + BATCH) });
      return parts;
    }),
    (b) => b.key.split(' ')[0]!,
    lanes,
    async (b) => {
      for (const id of await fillInBatches(db, b.ids, opts)) filled.add(id);
    },
  );
  if (filled.size) counts.filled = filled.size;
  await inLanes(
    due.filter((o) => !filled.has(o.id)),
    (o) => o.holder_id,
    opts.lanes ?? 1,
    async (o) => {
      const r = await executeLimitOrder(db, o.id, o.holder_id, opts.appUrl);
      counts[r] = (counts[r] ?? 0) + 1;
    },
  );
  return counts;
}

/** Orders whose validity ended without reaching the target: expired, hold released, told. */
export async function expireLimitOrders(db: Db, opts: { appUrl?: string } = {}) {
  const due = await queryRows<{ id: string; holder_id: string }>(
    db,
    sql`select id, holder_id from treasury_limit_orders
         where status in ('open', 'pending_approval') and expires_at <= now()
         order by expires_at limit 500`,
  );
  let n = 0;
  for (const o of due)
    await db.transaction(async (tx) => {
      await lockUser(tx, o.holder_id);
      const [row] = await queryRows<LimitRow>(
        tx,
        sql`select * from treasury_limit_orders where id = ${o.id}
             and status in ('open', 'pending_approval') and expires_at <= now() for update skip locked`,
      );
      if (!row) return;
      if (row.approval_id) await closeApproval(tx, row.approval_id, 'cancelled', null);
      await closeLimitOrder(tx, row, 'expired', 'expired', opts);
      n++;
    });
  return n;
}
