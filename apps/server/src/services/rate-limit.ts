import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { sweepLockouts } from './auth/lockout.ts';

export interface RateRule {
  /** window length in seconds */
  windowSec: number;
  max: number;
}

/**
 * Fixed-window counter in PostgreSQL, so limits hold across restarts and instances.
 * Returns false when the key is over any of its rules.
 */
export async function hitRateLimit(db: DbOrTx, key: string, rules: RateRule[]): Promise<boolean> {
  let ok = true;
  const now = Date.now();
  for (const rule of rules) {
    const windowStart = new Date(Math.floor(now / (rule.windowSec * 1000)) * rule.windowSec * 1000);
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`
      insert into rate_limit_hits (key, window_start, count)
      values (${`${key}:${rule.windowSec}`}, ${windowStart.toISOString()}, 1)
      on conflict (key, window_start) do update set count = rate_limit_hits.count + 1
      returning count`,
    );
    const count = Number(row?.count ?? 0);
    if (count > rule.max) ok = false;
  }
  return ok;
}

/** Seconds until the current fixed window of this length ends (when a refused caller may retry). */
export function windowRemainingSec(windowSec: number, now = Date.now()) {
  const windowMs = windowSec * 1000;
  return Math.ceil((Math.floor(now / windowMs) * windowMs + windowMs - now) / 1000);
}

export async function enforceRateLimit(
  db: DbOrTx,
  key: string,
  rules: RateRule[],
  message?: string,
) {
  if (!(await hitRateLimit(db, key, rules))) {
    const longest = Math.max(...rules.map((r) => r.windowSec));
    throw new AppError(
      'RATE_LIMITED',
      message ?? 'Too many requests. Please wait a moment and try again.',
    ).withRetryAfter(windowRemainingSec(longest));
  }
}

/** A slot taken by reserveRateLimit, to give back when the attempt turns out not to count. */
export interface RateReservation {
  key: string;
  windowStart: string;
}

/**
 * Takes one slot of a fixed window before the work is done, so concurrent attempts from several
 * instances cannot all pass a check made before any of them is counted. Returns the slot (give it
 * back with refundRateLimit when the attempt must not count, e.g. a successful sign-in) or, when
 * the window is full, the seconds until it ends.
 */
export async function reserveRateLimit(
  db: Db,
  key: string,
  rule: RateRule,
): Promise<{ ok: true; slot: RateReservation } | { ok: false; retryAfterSec: number }> {
  const now = Date.now();
  const windowMs = rule.windowSec * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  const slot = { key: `${key}:${rule.windowSec}`, windowStart: new Date(start).toISOString() };
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`
    insert into rate_limit_hits (key, window_start, count)
    values (${slot.key}, ${slot.windowStart}, 1)
    on conflict (key, window_start) do update set count = rate_limit_hits.count + 1
    returning count`,
  );
  if (Number(row?.count ?? 0) <= rule.max) return { ok: true, slot };
  await refundRateLimit(db, slot); // a refused attempt does not use a slot
  return { ok: false, retryAfterSec: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
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
