import { sql } from 'drizzle-orm';
import type { CheckOutcome, StatusComponentId } from '@mizani/shared';
import type { AppDeps } from '../../context.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { resolveFeed } from '../rates/feed.ts';

// The status page's own checks (docs/public-site.md "System status"). Every instance runs each
// check once a minute and adds what it saw to that minute's row; nothing here is hand-set.

export interface CheckResult {
  component: StatusComponentId;
  outcome: CheckOutcome;
  latencyMs: number;
  detail: string | null;
}

/** What a probe answers; a probe that throws or takes longer than the timeout is down. */
export interface ProbeAnswer {
  outcome: CheckOutcome;
  detail?: string;
}
export type Probe = () => Promise<ProbeAnswer>;

/** A check slower than this is degraded; one slower than the timeout is down. */
export const CHECK_SLOW_MS = 2_000;
export const CHECK_TIMEOUT_MS = 10_000;

export async function runProbe(
  component: StatusComponentId,
  probe: Probe,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const answer = await Promise.race([
      probe(),
      new Promise<ProbeAnswer>((resolve) => {
        timer = setTimeout(
          () => resolve({ outcome: 'down', detail: `no answer within ${timeoutMs} ms` }),
          timeoutMs,
        );
      }),
    ]);
    const latencyMs = Math.round(performance.now() - started);
    const slow = answer.outcome === 'up' && latencyMs > CHECK_SLOW_MS;
    return {
      component,
      outcome: slow ? 'degraded' : answer.outcome,
      latencyMs,
      detail: slow ? `slow: ${latencyMs} ms` : (answer.detail ?? null),
    };
  } catch (err) {
    return {
      component,
      outcome: 'down',
      latencyMs: Math.round(performance.now() - started),
      detail: (err instanceof Error ? err.message : String(err)).slice(0, 300),
    };
  } finally {
    clearTimeout(timer);
  }
}

/** How old the newest rate may be, per feed, before the rates feed counts as degraded or down. */
export const RATE_AGE_LIMITS = {
  // The simulated feed ticks every 5 s.
  simulated: { degradedAfterSec: 60, downAfterSec: 15 * 60 },
  // Admins post rates on the rates desk: a working day's rates are current, a weekend's are not yet stale.
  manual: { degradedAfterSec: 24 * 3600, downAfterSec: 72 * 3600 },
} as const;

/** Outbox mail waiting this long after a failed delivery makes mail degraded; twice this, down. */
export const MAIL_STUCK_SEC = 10 * 60;

/** Requests through the app itself, as a visitor's would go (every middleware and handler). */
export type AppFetch = (request: Request) => Response | Promise<Response>;

/** The five probes of this instance. */
export function defaultProbes(deps: AppDeps, appFetch: AppFetch): Record<StatusComponentId, Probe> {
  const { db } = deps.database;
  const base = deps.env.BETTER_AUTH_URL;
  const get = async (path: string) => {
    const res = await appFetch(new Request(new URL(path, base), { headers: { accept: '*/*' } }));
    return { status: res.status, text: await res.text() };
  };
  return {
    website: async () => {
      const { status, text } = await get('/');
      if (status !== 200) return { outcome: 'down', detail: `home page answered ${status}` };
      return text.includes('<h1')
        ? { outcome: 'up' }
        : { outcome: 'degraded', detail: 'home page rendered without its heading' };
    },
    api: async () => {
      const { status } = await get('/api/ready');
      return status === 200
        ? { outcome: 'up' }
        : { outcome: 'down', detail: `/api/ready answered ${status}` };
    },
    database: async () => {
      await db.execute(sql`select 1`);
      return { outcome: 'up' };
    },
    rates: () => rateFeedProbe(db, resolveFeed(deps.env)),
    mail: () =>
      mailProbe(db, { smtp: !!deps.env.SMTP_URL, production: deps.env.NODE_ENV === 'production' }),
  };
}

export async function rateFeedProbe(db: Db, feed: 'simulated' | 'manual'): Promise<ProbeAnswer> {
  const [row] = await queryRows<{ age: string | number | null }>(
    db,
    sql`select extract(epoch from now() - max(created_at)) as age from fx_rates`,
  );
  if (row?.age == null) return { outcome: 'down', detail: 'no rate has ever been written' };
  const age = Number(row.age);
  const limits = RATE_AGE_LIMITS[feed];
  if (age > limits.downAfterSec)
    return { outcome: 'down', detail: `newest rate ${Math.round(age)} s old` };
  if (age > limits.degradedAfterSec)
    return { outcome: 'degraded', detail: `newest rate ${Math.round(age)} s old` };
  return { outcome: 'up' };
}

/**
 * Mail is up while the outbox drains. Without SMTP (development, the demo) mail is kept in the
 * outbox on purpose, which is up outside production and degraded in production.
 */
export async function mailProbe(
  db: Db,
  opts: { smtp: boolean; production: boolean },
): Promise<ProbeAnswer> {
  if (!opts.smtp)
    return opts.production
      ? { outcome: 'degraded', detail: 'SMTP_URL not set: mail is kept in the outbox' }
      : { outcome: 'up' };
  const [row] = await queryRows<{ stuck: string | number | null; failed: string | number }>(
    db,
    sql`select
      extract(epoch from now() - min(created_at) filter (
        where status in ('pending', 'sending') and attempts > 0 and last_error is not null)) as stuck,
      count(*) filter (where status = 'failed' and created_at > now() - interval '1 hour') as failed
    from mail_outbox where status <> 'sent'`,
  );
  const stuck = row?.stuck == null ? 0 : Number(row.stuck);
  if (stuck > 2 * MAIL_STUCK_SEC)
    return {
      outcome: 'down',
      detail: `mail waiting ${Math.round(stuck)} s after failed deliveries`,
    };
  if (stuck > MAIL_STUCK_SEC || Number(row?.failed ?? 0) > 0)
    return { outcome: 'degraded', detail: 'deliveries failing' };
  return { outcome: 'up' };
}

/**
 * Adds this instance's results to the current minute's rows (the database's clock, so every
 * instance counts the same minute). Concurrent writers only ever add: no result is lost.
 */
export async function recordChecks(db: Db, results: CheckResult[]) {
  if (!results.length) return;
  const rows = results.map(
    (r) =>
      sql`(${r.component}, ${r.outcome === 'up' ? 1 : 0}::int, ${r.outcome === 'degraded' ? 1 : 0}::int,
        ${r.outcome === 'down' ? 1 : 0}::int, ${r.latencyMs}::int, ${r.detail}::text)`,
  );
  await db.execute(sql`
    insert into status_checks as s
      (component, minute, up_count, degraded_count, down_count, max_latency_ms, detail)
    select v.component, date_trunc('minute', now()), v.up, v.degraded, v.down, v.latency, v.detail
    from (values ${sql.join(rows, sql`, `)}) as v(component, up, degraded, down, latency, detail)
    on conflict (component, minute) do update set
      up_count = s.up_count + excluded.up_count,
      degraded_count = s.degraded_count + excluded.degraded_count,
      down_count = s.down_count + excluded.down_count,
      max_latency_ms = greatest(s.max_latency_ms, excluded.max_latency_ms),
      detail = coalesce(excluded.detail, s.detail),
      updated_at = now()`);
}

/** Rows older than the longest period shown (90 days) plus a day are useless. */
export async function sweepStatusChecks(db: Db) {
  await db.execute(sql`delete from status_checks where minute < now() - interval '91 days'`);
}

/** One round: every probe at once, then one write. */
export async function checkAndRecord(db: Db, probes: Record<StatusComponentId, Probe>) {
  const results = await Promise.all(
    (Object.keys(probes) as StatusComponentId[]).map((c) => runProbe(c, probes[c])),
  );
  await recordChecks(db, results);
  return results;
}

/**
 * The check loop of this instance: a round a few seconds into every minute (so each instance
 * observes each minute once), and the retention sweep once an hour.
 */
export function startStatusChecks(deps: AppDeps, appFetch: AppFetch) {
  const probes = defaultProbes(deps, appFetch);
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let rounds = 0;
  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(run, delayMs);
    timer.unref();
  };
  const run = async () => {
    try {
      await checkAndRecord(deps.database.db, probes);
      if (rounds++ % 60 === 0) await sweepStatusChecks(deps.database.db);
    } catch (err) {
      deps.logger.error({ err, worker: 'status-checks' }, 'worker failed');
    }
    // Next round 5 s into the next minute.
    schedule(60_000 - (Date.now() % 60_000) + 5_000);
  };
  schedule(3_000);
  deps.services.onStop(() => {
    stopped = true;
    if (timer) clearTimeout(timer);
  });
}
