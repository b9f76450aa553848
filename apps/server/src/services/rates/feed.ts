import { sql } from 'drizzle-orm';
import { D } from '@mizani/shared';
import type { AppDeps } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import { writeRates } from './write.ts';

/**
 * A source of rates. Built in: "manual" (admins post rates on the rates desk; nothing runs) and
 * "simulated" (a demo random walk). A real provider is one more adapter with the same shape: it
 * calls writeRates, so validation, alerts, the cache and SSE fan-out all follow.
 */
export interface RateFeedAdapter {
  readonly name: string;
  start(deps: AppDeps): void;
  stop(): void;
}

export const manualFeed: RateFeedAdapter = { name: 'manual', start() {}, stop() {} };

/** auto = simulated on the embedded demo database, manual when DATABASE_URL is set. */
export function resolveFeed(env: {
  RATE_FEED: 'auto' | 'simulated' | 'manual';
  DATABASE_URL?: string;
}): 'simulated' | 'manual' {
  if (env.RATE_FEED === 'auto') return env.DATABASE_URL ? 'manual' : 'simulated';
  return env.RATE_FEED;
}

const SIM_LOCK = 727_274_061;

/**
 * Moves each active pair's last mid by a small random step (±0.05 % at most) every interval,
 * keeping its spread. On PostgreSQL with several instances, a transaction-scoped advisory lock
 * lets one instance tick at a time.
 */
export function simulatedFeed(
  intervalMs = 5_000,
  rand: () => number = Math.random,
): RateFeedAdapter {
  let timer: NodeJS.Timeout | null = null;
  let busy = false;
  return {
    name: 'simulated',
    start(deps) {
      const tick = async () => {
        if (busy) return;
        busy = true;
        try {
          await deps.database.db.transaction(async (tx) => {
            const [lock] = await queryRows<{ ok: boolean }>(
              tx,
              sql`select pg_try_advisory_xact_lock(${SIM_LOCK}) as ok`,
            );
            if (!lock?.ok) return;
            const last = await queryRows<{
              pair_id: string;
              bid_rate: string;
              ask_rate: string;
              mid_rate: string;
            }>(
              tx,
              sql`select distinct on (r.pair_id) r.pair_id, r.bid_rate, r.ask_rate, r.mid_rate
                  from fx_rates r join currency_pairs p on p.id = r.pair_id and p.is_active
                  order by r.pair_id, r.created_at desc, r.id desc`,
            );
            // Not every pair moves every tick, as on a real market.
            const moving = last.filter(() => rand() < 0.6);
            if (!moving.length) return;
            const rates = moving.map((r) => {
              const mid = new D(r.mid_rate);
              const next = mid.times(new D(1).plus(new D(rand() - 0.5).times('0.001')));
              const half = new D(r.ask_rate).minus(r.bid_rate).div(2);
              const places = Math.max(4, 8 - next.toFixed(0).length);
              return {
                pairId: r.pair_id,
                bid: next.minus(half).toDecimalPlaces(places).toFixed(),
                ask: next.plus(half).toDecimalPlaces(places).toFixed(),
              };
            });
            await writeRates(tx, rates, { source: 'simulated', appUrl: deps.env.BETTER_AUTH_URL });
          });
        } catch (err) {
          deps.logger.warn({ err }, 'simulated rate feed tick failed');
        } finally {
          busy = false;
        }
      };
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
