import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { sweepLockouts } from './auth/lockout.ts';
import { said } from './i18n/refusals/index.ts';

export interface RateRule {
  /** window length in seconds */
  windowSec: number;
  max: number;
}

/**
 * Sliding-window counters in PostgreSQL, so limits hold across restarts and instances. Each key
 * keeps one row per fixed window; a hit is judged on the current window's count plus the previous
 * window's, weighted by how much of it still overlaps the last `windowSec` seconds. A plain fixed
 * window forgets everything at its boundary (twice the limit in a burst across it); this does not.
 */
interface SlidingCount {
  slot: RateReservation;
  current: number;
  previous: number;
  elapsedMs: number;
}

/** Counts `n` hits at once (an API key's batch, services/developer/rate-lease.ts); usually 1. */
export async function countHit(db: DbOrTx, key: string, rule: RateRule, now: number, n = 1) {
  const windowMs = rule.windowSec * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  const slot = { key: `${key}:${rule.windowSec}`, windowStart: new Date(start).toISOString() };
  const previousStart = new Date(start - windowMs).toISOString();
  const [row] = await queryRows<{ current: number; previous: number }>(
    db,
    sql`
    with hit as (
      insert into rate_limit_hits (key, window_start, count)
      values (${slot.key}, ${slot.windowStart}, ${n})
      on conflict (key, window_start) do update set count = rate_limit_hits.count + ${n}
      returning count)
    select hit.count as current,
      coalesce((select r.count from rate_limit_hits r
                where r.key = ${slot.key} and r.window_start = ${previousStart}), 0) as previous
    from hit`,
  );
  return {
    slot,
    current: Number(row?.current ?? 0),
    previous: Number(row?.previous ?? 0),
    elapsedMs: now - start,
  } satisfies SlidingCount;
}

/** The sliding estimate: this window's hits plus the still-overlapping share of the last one's. */
export function slidingEstimate(rule: RateRule, c: Omit<SlidingCount, 'slot'>) {
  const windowMs = rule.windowSec * 1000;
  return c.current + c.previous * (1 - c.elapsedMs / windowMs);
}

/**
 * Seconds until the estimate is back within the limit when no further hit comes: either the
 * previous window's weight fades enough during this one, or (when this window alone is over)
 * this window's own weight fades during the next.
 */
export function slidingRetryAfterSec(rule: RateRule, c: Omit<SlidingCount, 'slot'>) {
  const windowMs = rule.windowSec * 1000;
  let waitMs: number;
  if (c.current > rule.max) {
    waitMs = windowMs - c.elapsedMs + windowMs * (1 - rule.max / c.current);
  } else if (c.previous > 0) {
    const fadeAt = windowMs * (1 - (rule.max - c.current) / c.previous);
    waitMs = fadeAt - c.elapsedMs;
  } else {
    waitMs = 0;
  }
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/** Counts one hit on every rule; ok is false when the key is over any of them (the hit still counts). */
export async function hitRateLimit(
  db: DbOrTx,
  key: string,
  rules: RateRule[],
): Promise<{ ok: boolean; retryAfterSec: number }> {
  const now = Date.now();
  let ok = true;
  let retryAfterSec = 0;
  for (const rule of rules) {
    const counted = await countHit(db, key, rule, now);
    if (slidingEstimate(rule, counted) > rule.max) {
      ok = false;
      retryAfterSec = Math.max(retryAfterSec, slidingRetryAfterSec(rule, counted));
    }
  }
  return { ok, retryAfterSec };
}

export async function enforceRateLimit(
  db: DbOrTx,
  key: string,
  rules: RateRule[],
  message?: string,
) {
  const hit = await hitRateLimit(db, key, rules);
  if (!hit.ok) {
    throw new AppError('RATE_LIMITED', message ?? said('common.rateLimited')).withRetryAfter(
      hit.retryAfterSec,
    );
  }
}

/** A slot taken by reserveRateLimit, to give back when the attempt turns out not to count. */
export interface RateReservation {
  key: string;
  windowStart: string;
}

/**
 * Takes one slot before the work is done, so concurrent attempts from several instances cannot
 * all pass a check made before any of them is counted. Returns the slot (give it back with
 * refundRateLimit when the attempt must not count, e.g. a successful sign-in) or, when the limit
 * is reached, the seconds until a slot frees.
 */
export async function reserveRateLimit(
  db: Db,
  key: string,
  rule: RateRule,
): Promise<{ ok: true; slot: RateReservation } | { ok: false; retryAfterSec: number }> {
  const counted = await countHit(db, key, rule, Date.now());
  if (slidingEstimate(rule, counted) <= rule.max) return { ok: true, slot: counted.slot };
  await refundRateLimit(db, counted.slot); // a refused attempt does not use a slot
  return {
    ok: false,
    retryAfterSec: slidingRetryAfterSec(rule, { ...counted, current: counted.current - 1 }),
  };
}

export async function refundRateLimit(db: Db, slot: RateReservation) {
  await db.execute(sql`
    update rate_limit_hits set count = greatest(count - 1, 0)
    where key = ${slot.key} and window_start = ${slot.windowStart}`);
}

/** Old windows are useless; a periodic sweep keeps the table small. */
export async function sweepRateLimits(db: Db) {
  await db.execute(sql`delete from rate_limit_hits where window_start < now() - interval '2 days'`);
  await sweepLockouts(db);
}
