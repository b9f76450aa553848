import type { DbOrTx } from '../../db/client.ts';
import { countHit, slidingEstimate, slidingRetryAfterSec, type RateRule } from '../rate-limit.ts';

/**
 * The per-key limit of /api/v1 without a database write per request (decision 017). An instance
 * takes a small batch of hits from the key's shared sliding-window counter in one statement
 * (1/20 of the limit, at least 1 and at most 100) and spends it in memory; the next statement comes when the
 * batch is spent or the window turns. The hits are counted before they are used, so several
 * instances together never admit more than the limit; a batch an instance does not finish by the
 * end of its window still counts (at most 1/20 of the limit per instance: refused a little early,
 * never late). With a limit of 20 or fewer every request is counted one by one, as before.
 */

interface Lease {
  windowStart: number;
  /** Hits taken and not yet spent. */
  left: number;
  /** This window's shared count when the batch was taken (including the whole batch). */
  current: number;
  previous: number;
}

export interface LeaseAnswer {
  over: boolean;
  /** The sliding estimate of hits used, for RateLimit-Remaining. */
  used: number;
  resetSec: number;
}

const MAX_LEASES = 10_000;
/** However large the limit, one statement per this many hits at most. */
const MAX_BATCH = 100;

export class RateLeases {
  private leases = new Map<string, Lease>();

  async hit(db: DbOrTx, key: string, rule: RateRule, now = Date.now()): Promise<LeaseAnswer> {
    const windowMs = rule.windowSec * 1000;
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const elapsedMs = now - windowStart;
    let lease = this.leases.get(key);
    if (!lease || lease.windowStart !== windowStart || lease.left <= 0) {
      const batch = Math.min(MAX_BATCH, Math.max(1, Math.floor(rule.max / 20)));
      const counted = await countHit(db, key, rule, now, batch);
      // Only the part of the batch that fits under the limit may be spent.
      const before = counted.current - batch + counted.previous * (1 - elapsedMs / windowMs);
      const fits = Math.max(0, Math.min(batch, Math.floor(rule.max - before)));
      lease = { windowStart, left: fits, current: counted.current, previous: counted.previous };
      if (this.leases.size >= MAX_LEASES) this.leases.clear();
      this.leases.set(key, lease);
      if (fits === 0) {
        const c = { current: counted.current, previous: counted.previous, elapsedMs };
        return {
          over: true,
          used: slidingEstimate(rule, c),
          resetSec: slidingRetryAfterSec(rule, c),
        };
      }
    }
    lease.left--;
    const used = slidingEstimate(rule, {
      current: lease.current - lease.left,
      previous: lease.previous,
      elapsedMs,
    });
    return {
      over: false,
      used,
      resetSec: Math.max(1, Math.ceil((windowMs - elapsedMs) / 1000)),
    };
  }
}
