// Treasury (issue 41, "Measured"): 10,000 open limit orders (100 clients × 100, the cap per
// account), then one rate written that crosses 1,000 of them. Measured: from the rate write (which
// marks the crossed orders `triggered` in its own transaction) until the worker's passes
// (`executeTriggered` on the worker's lanes: batches of one pair, limit-batch.ts) have executed
// every one. Beside it, in the same run and database: a second rate crossing 1,000 more, executed
// one by one (`executeLimitOrder`, the path before batches and still the path of a refused
// order), and the bare conversion (createQuote + placeOrder) for one client. Each order once:
// filled orders = conversions with the `limit-<id>` key, none twice; the pending account holds
// exactly what the orders still open hold. PostgreSQL when the runner passes { pgUrl }, else
// embedded. Alone: node --import tsx bench/treasury.ts [postgres://...]
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { D } from '@mizani/shared';
import { createTestServer, NO_TRANSACTION_LIMITS } from '../apps/server/test/helpers.ts';
import { queryRows, type Db } from '../apps/server/src/db/client.ts';
import { newReference, postJournal } from '../apps/server/src/services/ledger/ledger.ts';
import { readPlatformSettings } from '../apps/server/src/services/platform-settings.ts';
import { writeRates } from '../apps/server/src/services/rates/write.ts';
import { inLanes } from '../apps/server/src/lib/lanes.ts';
import {
  executeLimitOrder,
  executeTriggered,
} from '../apps/server/src/services/treasury/limit-execute.ts';
import { clientRateFor } from '../apps/server/src/services/treasury/pricing.ts';
import { createQuote, placeOrder } from '../apps/server/src/services/trading/trading.ts';

const HOLDERS = Number(process.env.BENCH_TREASURY_HOLDERS ?? 100);
const PER_HOLDER = 100;
const AMOUNT = '150.00';
const REFERENCE_CONVERSIONS = 200;
const round = (n: number) => Math.round(n * 10) / 10;

const writeBid = (db: Db, pairId: string, bid: string) =>
  writeRates(db, [{ pairId, bid, ask: new D(bid).plus('0.5').toFixed(), confirm: true }], {
    source: 'manual',
  });

async function fund(db: Db, userId: string, currency: string, amount: string) {
  await db.transaction((tx) =>
    postJournal(tx, { type: 'deposit', userId, reference: newReference('DEP'), memo: 'bench' }, [
      { kind: 'external', currency, amount: `-${amount}` },
      { kind: 'client', userId, currency, amount },
    ]),
  );
}

async function oneRun(label: string, pgUrl?: string) {
  if (pgUrl) process.env.DATABASE_URL = pgUrl;
  else delete process.env.DATABASE_URL;
  const s = await createTestServer({
    settings: NO_TRANSACTION_LIMITS,
    seedContent: true,
    env: { LOG_LEVEL: 'silent' },
  });
  try {
    const db = s.database.db;
    const [pair] = await queryRows<{ id: string }>(
      db,
      sql`select id from currency_pairs where base_currency = 'USD' and quote_currency = 'KES'`,
    );
    const pairId = pair!.id;
    await writeBid(db, pairId, '120.00');
    const settings = await readPlatformSettings(db);
    const rateAt = (bid: string) =>
      clientRateFor(
        { base: 'USD', quote: 'KES', bid, ask: new D(bid).plus('0.5').toFixed() },
        'USD',
        settings,
      );
    // A tenth just below the client rate at 125 (they fill at the first rate), a tenth between
    // that and the client rate at 126 (the reference's orders), the rest well above (they wait).
    const first = new D(rateAt('125.00')).minus('0.01').toFixed(4);
    const second = new D(rateAt('126.00')).minus('0.01').toFixed(4);
    const waits = new D(rateAt('126.00')).times('1.2').toFixed(4);

    // Setup: 100 clients, each funded, one hold journal for its 100 orders (the worker releases
    // them one by one), the orders inserted in one statement per client.
    let t = performance.now();
    for (let h = 0; h < HOLDERS; h++) {
      const u = await s.createUser();
      const held = new D(AMOUNT).times(PER_HOLDER).toFixed(2);
      await fund(db, u.id, 'USD', new D(held).plus('1000').toFixed(2));
      await db.transaction(async (tx) => {
        await postJournal(
          tx,
          { type: 'limit_order_hold', userId: u.id, reference: newReference('LMT'), memo: 'bench' },
          [
            { kind: 'client', userId: u.id, currency: 'USD', amount: `-${held}` },
            { kind: 'pending', currency: 'USD', amount: held },
          ],
        );
        await tx.execute(sql`
          insert into treasury_limit_orders (reference, holder_id, created_by, pair_id, sell_currency,
            buy_currency, sell_amount, target_rate, expires_at, status)
          select 'LMT-BENCH-' || ${h}::int || '-' || i, ${u.id}, ${u.id}, ${pairId}, 'USD', 'KES', ${AMOUNT}::numeric,
                 case i % 10 when 0 then ${first}::numeric when 1 then ${second}::numeric else ${waits}::numeric end,
                 now() + interval '30 days', 'open'
            from generate_series(0, ${PER_HOLDER - 1}::int) i`);
      });
    }
    const setupMs = Math.round(performance.now() - t);
    const triggeredNow = async () =>
      (
        await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from treasury_limit_orders where status = 'triggered'`,
        )
      )[0]!.n;
    const lanes = pgUrl ? 4 : 1; // workers.ts: four holders side by side on PostgreSQL's pool
    const outcomes: Record<string, number> = {};
    const count = (counts: Partial<Record<string, number>>) => {
      let n = 0;
      for (const [k, v] of Object.entries(counts)) {
        outcomes[k] = (outcomes[k] ?? 0) + (v ?? 0);
        n += v ?? 0;
      }
      return n;
    };

    // The measured part: the rate posted, then the worker's passes until nothing is triggered.
    t = performance.now();
    await writeBid(db, pairId, '125.00');
    const writeMs = performance.now() - t;
    const triggered = await triggeredNow();
    let passes = 0;
    while (count(await executeTriggered(db, { lanes }))) passes++;
    const totalMs = performance.now() - t;

    // Reference, same run: the next 1,000 crossed, executed one by one (no batches).
    await writeBid(db, pairId, '126.00');
    const triggered2 = await triggeredNow();
    const due = await queryRows<{ id: string; holder_id: string }>(
      db,
      sql`select id, holder_id from treasury_limit_orders where status = 'triggered' order by triggered_at`,
    );
    const t2 = performance.now();
    await inLanes(
      due,
      (o) => o.holder_id,
      lanes,
      async (o) => void count({ [await executeLimitOrder(db, o.id, o.holder_id)]: 1 }),
    );
    const oneByOneMs = performance.now() - t2;

    // Each once, and the money where it should be.
    const [check] = await queryRows<{
      filled: number;
      open: number;
      conversions: number;
      twice: number;
      open_held: string;
      pending: string;
    }>(
      db,
      sql`select
            (select count(*)::int from treasury_limit_orders where status = 'filled') as filled,
            (select count(*)::int from treasury_limit_orders where status = 'open') as open,
            (select count(*)::int from trading_orders where idempotency_key like 'limit-%') as conversions,
            (select count(*)::int from (select order_id from treasury_limit_orders where order_id is not null
               group by order_id having count(*) > 1) d) as twice,
            (select coalesce(sum(sell_amount), 0)::text from treasury_limit_orders where status = 'open') as open_held,
            (select coalesce(sum(e.amount), 0)::text from ledger_entries e
               join ledger_accounts a on a.id = e.account_id
              where a.kind = 'pending' and a.currency = 'USD') as pending`,
    );

    // Reference, same run and database: the bare conversion, one client, one at a time.
    const ref = await s.createUser();
    await fund(db, ref.id, 'USD', '100000.00');
    t = performance.now();
    for (let i = 0; i < REFERENCE_CONVERSIONS; i++) {
      const quote = await createQuote(db, ref.id, {
        sellCurrency: 'USD',
        buyCurrency: 'KES',
        side: 'sell',
        amount: AMOUNT,
      } as never);
      await placeOrder(db, ref.id, { quoteId: quote.id, idempotencyKey: `bench-${i}` });
    }
    const conversionMs = (performance.now() - t) / REFERENCE_CONVERSIONS;
    const crossed = triggered + triggered2;
    return {
      database: label,
      openOrders: HOLDERS * PER_HOLDER,
      setupMs,
      triggered,
      outcomes,
      passes,
      lanes,
      rateWriteMs: round(writeMs),
      rateToAllExecutedMs: Math.round(totalMs),
      perOrderMs: round((totalMs - writeMs) / Math.max(triggered, 1)),
      ordersPerSec: round((triggered / (totalMs - writeMs)) * 1000),
      eachOnce:
        check!.filled === crossed &&
        check!.conversions === crossed &&
        check!.twice === 0 &&
        new D(check!.pending).eq(check!.open_held),
      stillOpen: check!.open,
      reference: {
        oneByOne: {
          orders: triggered2,
          executeAllMs: Math.round(oneByOneMs),
          perOrderMs: round(oneByOneMs / Math.max(triggered2, 1)),
        },
        bareConversionMs: round(conversionMs),
        bareConversionsPerSec: round(1000 / conversionMs),
      },
      goal: 'the issue: a rate crossing 1,000 of 10,000, all executed within 2,000 ms',
      goalMet: totalMs < 2000 && triggered >= 1000,
    };
  } finally {
    await s.close();
  }
}

export async function treasuryBench(ctx: { pgUrl?: string } = {}) {
  const runs = [await oneRun('embedded (PGlite)')];
  if (ctx.pgUrl) runs.push(await oneRun('PostgreSQL', ctx.pgUrl));
  return runs;
}
export default treasuryBench;

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await treasuryBench({ pgUrl: process.argv[2] }), null, 2));
