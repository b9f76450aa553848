import { sql } from 'drizzle-orm';
import {
  previousRate,
  rateChange,
  type RateCard,
  type RateRange,
  type HistoryPoint,
} from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';

type CardRow = {
  pair_id: string;
  base_currency: string;
  quote_currency: string;
  display_name: string;
  bid_rate: string | null;
  ask_rate: string | null;
  mid_rate: string | null;
  ts: string | Date | null;
  older_mid: string | null;
  older_at: string | Date | null;
  oldest_mid: string | null;
  oldest_at: string | Date | null;
};

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();
/** numeric(24,10) comes back padded with zeros; trim them so the API carries the number, not the column. */
export const trimDecimal = (v: string) =>
  v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v;

/**
 * Spec §7: Pairs (active, ordered by display_name), Latest rate (latest by created_at) and
 * Previous rate (latest older than 24 h, else the oldest) in one statement; each lateral join
 * reads one row through fx_rates_pair_created_idx.
 */
export async function loadRateCards(db: DbOrTx, now = new Date()): Promise<RateCard[]> {
  const cutoff = new Date(now.getTime() - 24 * 3600_000);
  const rows = await queryRows<CardRow>(
    db,
    sql`select p.id as pair_id, p.base_currency, p.quote_currency, p.display_name,
          l.bid_rate, l.ask_rate, l.mid_rate, l.timestamp as ts,
          o.mid_rate as older_mid, o.created_at as older_at,
          f.mid_rate as oldest_mid, f.created_at as oldest_at
        from currency_pairs p
        join lateral (select bid_rate, ask_rate, mid_rate, timestamp from fx_rates r
          where r.pair_id = p.id order by r.created_at desc, r.id desc limit 1) l on true
        left join lateral (select mid_rate, created_at from fx_rates r
          where r.pair_id = p.id and r.created_at < ${cutoff.toISOString()}::timestamptz
          order by r.created_at desc, r.id desc limit 1) o on true
        left join lateral (select mid_rate, created_at from fx_rates r
          where r.pair_id = p.id order by r.created_at asc, r.id asc limit 1) f on true
        where p.is_active
        order by p.display_name, p.id`,
  );
  return rows.map((r) => {
    const candidates = [
      ...(r.older_mid != null ? [{ mid: r.older_mid, createdAt: iso(r.older_at!) }] : []),
      ...(r.oldest_mid != null ? [{ mid: r.oldest_mid, createdAt: iso(r.oldest_at!) }] : []),
    ];
    const prev = previousRate(candidates, now);
    const mid = trimDecimal(r.mid_rate!);
    const previousMid = prev ? trimDecimal(prev.mid) : null;
    return {
      pairId: r.pair_id,
      base: r.base_currency,
      quote: r.quote_currency,
      displayName: r.display_name,
      bid: trimDecimal(r.bid_rate!),
      ask: trimDecimal(r.ask_rate!),
      mid,
      timestamp: iso(r.ts!),
      previousMid,
      ...rateChange(mid, previousMid),
    };
  });
}

export const RANGE_SECONDS: Record<RateRange, number> = {
  '1D': 86_400,
  '1W': 7 * 86_400,
  '1M': 30 * 86_400,
  '1Y': 365 * 86_400,
};
export const MAX_POINTS = 300;

/** The series of one pair over a range, down-sampled to at most MAX_POINTS (last rate per time bucket). */
export async function loadHistory(
  db: DbOrTx,
  pairId: string,
  range: RateRange,
  now = new Date(),
): Promise<HistoryPoint[]> {
  const span = RANGE_SECONDS[range];
  const bucket = Math.ceil(span / MAX_POINTS);
  const from = new Date(now.getTime() - span * 1000).toISOString();
  const rows = await queryRows<{
    ts: string | Date;
    bid_rate: string;
    ask_rate: string;
    mid_rate: string;
  }>(
    db,
    sql`select distinct on (b) b, ts, bid_rate, ask_rate, mid_rate from (
          select floor(extract(epoch from created_at) / ${bucket}) as b, created_at as ts, id, bid_rate, ask_rate, mid_rate
          from fx_rates where pair_id = ${pairId} and created_at >= ${from}::timestamptz) s
        order by b, ts desc, id desc`,
  );
  return rows.map((r) => ({
    time: iso(r.ts),
    bid: trimDecimal(r.bid_rate),
    ask: trimDecimal(r.ask_rate),
    mid: trimDecimal(r.mid_rate),
  }));
}

/** A pair by id or by its codes (USD-KES, USDKES, USD/KES). */
export async function findPair(db: DbOrTx, ref: string) {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);
  const codes = /^([A-Za-z]{3})[-/_]?([A-Za-z]{3})$/.exec(ref);
  if (!uuid && !codes) return null;
  const [row] = await queryRows<{ id: string; display_name: string; is_active: boolean }>(
    db,
    uuid
      ? sql`select id, display_name, is_active from currency_pairs where id = ${ref}`
      : sql`select id, display_name, is_active from currency_pairs where base_currency = ${codes![1]!.toUpperCase()} and quote_currency = ${codes![2]!.toUpperCase()}`,
  );
  return row ?? null;
}
