import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';

export interface RateRule {
  /** window length in seconds */
  windowSec: number;
  max: number;
}

/**
 * Fixed-window counter in PostgreSQL, so limits hold across restarts and instances.
 * Returns false when the key is over any of its rules.
 */
export async function hitRateLimit(db: Db, key: string, rules: RateRule[]): Promise<boolean> {
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

export async function enforceRateLimit(db: Db, key: string, rules: RateRule[], message?: string) {
  if (!(await hitRateLimit(db, key, rules))) {
    throw new AppError(
      'RATE_LIMITED',
      message ?? 'Too many requests. Please wait a moment and try again.',
    );
  }
}

/** Old windows are useless; a periodic sweep keeps the table small. */
export async function sweepRateLimits(db: Db) {
  await db.execute(sql`delete from rate_limit_hits where window_start < now() - interval '2 days'`);
}
