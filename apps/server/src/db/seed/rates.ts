import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { currencyPairs, fxRates } from '../schema/index.ts';
import { D } from '@mizani/shared';

// Demo pairs with plausible late-2026 mid rates and typical bid/ask spreads (in basis points).
export const SEED_PAIRS = [
  { base: 'USD', quote: 'KES', mid: '129.25', spreadBp: 40 },
  { base: 'USD', quote: 'TZS', mid: '2455.00', spreadBp: 60 },
  { base: 'USD', quote: 'GHS', mid: '11.85', spreadBp: 60 },
  { base: 'USD', quote: 'NGN', mid: '1462.50', spreadBp: 80 },
  { base: 'USD', quote: 'ZAR', mid: '17.42', spreadBp: 30 },
  { base: 'USD', quote: 'ETB', mid: '152.40', spreadBp: 90 },
  { base: 'USD', quote: 'ZMW', mid: '22.60', spreadBp: 70 },
  { base: 'USD', quote: 'MZN', mid: '63.90', spreadBp: 70 },
  { base: 'EUR', quote: 'USD', mid: '1.1620', spreadBp: 10 },
  { base: 'GBP', quote: 'USD', mid: '1.3340', spreadBp: 10 },
  { base: 'EUR', quote: 'KES', mid: '150.20', spreadBp: 50 },
  { base: 'GBP', quote: 'KES', mid: '172.40', spreadBp: 50 },
  { base: 'GBP', quote: 'NGN', mid: '1951.00', spreadBp: 90 },
  { base: 'KES', quote: 'TZS', mid: '18.99', spreadBp: 80 },
] as const;

/** Deterministic PRNG so the demo history is the same on every machine. */
function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Pairs plus 30 days of hourly rates ending now (a random walk around each mid). */
export async function seedRates(db: Db, now = new Date(), days = 30) {
  const rand = mulberry32(20261122);
  const hours = days * 24;
  for (const p of SEED_PAIRS) {
    const [pair] = await db
      .insert(currencyPairs)
      .values({ baseCurrency: p.base, quoteCurrency: p.quote, displayName: `${p.base}/${p.quote}` })
      .returning({ id: currencyPairs.id });
    // Walk backwards from today's mid so the latest rate is the listed one.
    const mids: InstanceType<typeof D>[] = [new D(p.mid)];
    for (let i = 1; i <= hours; i++) {
      const step = new D(rand() - 0.5).times('0.0016'); // ±0.08 % an hour
      mids.push(mids[i - 1]!.times(new D(1).minus(step)));
    }
    mids.reverse();
    const rows = mids.map((mid, i) => {
      const half = mid.times(p.spreadBp).div(20000);
      const at = new Date(now.getTime() - (hours - i) * 3600_000);
      return {
        pairId: pair!.id,
        bidRate: mid.minus(half).toFixed(6),
        askRate: mid.plus(half).toFixed(6),
        midRate: mid.toFixed(6),
        source: 'seed',
        createdAt: at,
        timestamp: at,
      };
    });
    // One statement per pair, rows as JSON: drizzle inserts of 500 rows each were most of a
    // fresh start's seed (decision 006).
    await db.execute(sql`
      insert into ${fxRates} (pair_id, bid_rate, ask_rate, mid_rate, source, created_at, timestamp)
      select "pairId", "bidRate", "askRate", "midRate", source, "createdAt", timestamp
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r("pairId" uuid,
        "bidRate" numeric, "askRate" numeric, "midRate" numeric, source text,
        "createdAt" timestamptz, timestamp timestamptz)`);
  }
}
