// Rates benchmarks (issue 6):
//  1. GET /api/rates (served from the in-process cache) under autocannon, next to the bare
//     /api/health/live route in the same run: requests per second, p99 and the ratio (aim 0.8).
//  2. SSE fan-out: time from an admin posting a rate to 1,000 and to 5,000 open subscribers all
//     receiving it (real server process, embedded database, loopback).
//  3. Alert evaluation: one new rate against 100,000 active alerts of its pair (aim < 50 ms), on
//     the embedded database and on PostgreSQL when the runner passes { pgUrl }.
// Alone: node --import tsx bench/rates.ts [postgres://...]
import { sql } from 'drizzle-orm';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { createTestServer } from '../apps/server/test/helpers.ts';
import { queryRows } from '../apps/server/src/db/client.ts';
import { evaluateAlerts } from '../apps/server/src/services/rates/alert-eval.ts';
import { DEMO_CREDENTIALS } from './demo.ts';
import { load, median } from './lib.ts';
import { openSubscribers } from './sse.ts';

const round = (n: number) => Math.round(n * 10) / 10;

async function adminCookie(url: string) {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(DEMO_CREDENTIALS.admin),
  });
  if (!res.ok) throw new Error(`admin sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function cacheLoad(server: RunningServer, durationSec: number) {
  // Warm both routes first so neither pays for JIT warm-up inside its measured run.
  await load({ name: 'warm-up', url: server.url, path: '/api/health/live', durationSec: 1 });
  await load({ name: 'warm-up', url: server.url, path: '/api/rates', durationSec: 1 });
  const bare = await load({
    name: 'bare route',
    url: server.url,
    path: '/api/health/live',
    durationSec,
  });
  const rates = await load({
    name: 'GET /api/rates',
    url: server.url,
    path: '/api/rates',
    durationSec,
  });
  return {
    bare: { requestsPerSec: bare.requestsPerSec, p99Ms: bare.p99Ms },
    rates: {
      requestsPerSec: rates.requestsPerSec,
      p99Ms: rates.p99Ms,
      errors: rates.errors + rates.non2xx,
    },
    ratio: round(rates.requestsPerSec / bare.requestsPerSec / 0.1) / 10,
    aimRatio: 0.8,
  };
}

/** Opens n subscribers, posts one rate as the admin, and times until every subscriber has it. */
async function fanOut(
  server: RunningServer,
  cookie: string,
  pairId: string,
  baseMid: number,
  n: number,
  step: number,
) {
  const bid = (baseMid * (1 + step / 1000)).toFixed(2);
  const ask = (Number(bid) + 0.3).toFixed(2);
  const mid = String(Number(((Number(bid) + Number(ask)) / 2).toFixed(4)));
  const needle = `"mid":"${mid}"`;
  const got = new Uint8Array(n);
  let count = 0;
  let resolveAll!: () => void;
  const all = new Promise<void>((r) => (resolveAll = r));
  const subs = await openSubscribers(`${server.url}/api/rates/stream`, n, (i, data) => {
    if (!got[i] && data.includes(needle)) {
      got[i] = 1;
      if (++count === n) resolveAll();
    }
  });
  try {
    await new Promise((r) => setTimeout(r, 500)); // let every stream send its first bytes
    const t0 = performance.now();
    const res = await fetch(`${server.url}/api/admin/rates/pairs/${pairId}/rates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie },
      body: JSON.stringify({ bid, ask }),
    });
    if (res.status !== 201) throw new Error(`post rate → ${res.status} ${await res.text()}`);
    const postMs = performance.now() - t0;
    const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 15_000));
    const outcome = await Promise.race([all, timeout]);
    return {
      subscribers: n,
      postResponseMs: round(postMs),
      allReceivedMs: outcome === 'timeout' ? null : round(performance.now() - t0),
      received: count,
    };
  } finally {
    subs.closeAll();
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function alertEvaluation(label: string, pgUrl?: string) {
  const saved = process.env.DATABASE_URL;
  if (pgUrl) process.env.DATABASE_URL = pgUrl;
  else delete process.env.DATABASE_URL;
  const s = await createTestServer({ seedContent: true });
  if (saved === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved;
  try {
    const db = s.database.db;
    const [pair] = await queryRows<{ id: string; mid: string }>(
      db,
      sql`select p.id, (select mid_rate from fx_rates r where r.pair_id = p.id order by created_at desc limit 1) as mid
          from currency_pairs p where display_name = 'USD/KES'`,
    );
    const mid = Number(pair!.mid);
    const users = 2000;
    const alerts = 100_000;
    const t0 = performance.now();
    await db.execute(sql`insert into "user" (id, name, email, email_verified)
      select 'bench-' || g, 'Bench ' || g, 'bench' || g || '@example.com', true from generate_series(1, ${users}) g`);
    // 50 active alerts per client, targets spread over ±10 % of the mid, armed as the current mid implies.
    await db.execute(sql`insert into rate_alerts (user_id, pair_id, direction, target_rate, armed)
      select 'bench-' || ((g % ${users}) + 1), ${pair!.id}::uuid, d, t,
        case when d = 'above' then t >= ${mid}::numeric else t <= ${mid}::numeric end
      from (select g, case when g % 2 = 0 then 'above' else 'below' end as d,
              round((${mid}::numeric * (0.9 + (g % 20000) / 100000.0)), 4) as t
            from generate_series(1, ${alerts}) g) s`);
    await db.execute(sql`analyze rate_alerts`);
    const fillMs = Math.round(performance.now() - t0);
    // A walk of small moves (±0.1 %), as a live feed produces; each evaluated in its own transaction.
    const runs: { ms: number; fired: number; rearmed: number }[] = [];
    let m = mid;
    for (let i = 0; i < 12; i++) {
      m = m * (1 + (i % 4 < 2 ? 0.001 : -0.001));
      const t = performance.now();
      const r = await db.transaction((tx) =>
        evaluateAlerts(tx, {
          pairId: pair!.id,
          displayName: 'USD/KES',
          mid: m.toFixed(6),
          at: new Date(),
        }),
      );
      runs.push({ ms: performance.now() - t, ...r });
    }
    const times = runs.map((r) => r.ms);
    return {
      database: label,
      activeAlerts: alerts,
      fillMs,
      evaluations: runs.length,
      medianMs: round(median(times)),
      maxMs: round(Math.max(...times)),
      medianFired: median(runs.map((r) => r.fired)),
      medianRearmed: median(runs.map((r) => r.rearmed)),
      aimMs: 50,
    };
  } finally {
    await s.close();
  }
}

export async function ratesBench(ctx: { pgUrl?: string; quick?: boolean } = {}) {
  const server = await startServer({
    env: { RATE_FEED: 'manual', DATABASE_URL: undefined } as unknown as Record<string, string>,
  });
  let http: unknown;
  let sse: unknown[] = [];
  try {
    http = await cacheLoad(server, ctx.quick ? 3 : 8);
    const cookie = await adminCookie(server.url);
    const list = (await (await fetch(`${server.url}/api/rates`)).json()) as {
      rates: { pairId: string; displayName: string; mid: string }[];
    };
    const kes = list.rates.find((r) => r.displayName === 'USD/KES')!;
    sse = [
      await fanOut(server, cookie, kes.pairId, Number(kes.mid), 1000, 1),
      await fanOut(server, cookie, kes.pairId, Number(kes.mid), 5000, 2),
    ];
  } finally {
    await server.stop();
  }
  const evaluation = [await alertEvaluation('embedded (PGlite)')];
  if (ctx.pgUrl) evaluation.push(await alertEvaluation('PostgreSQL', ctx.pgUrl));
  return { getRates: http, sseFanOut: sse, alertEvaluation: evaluation };
}
export default ratesBench;

if (import.meta.url === `file://${process.argv[1]}`) {
  ratesBench({ pgUrl: process.argv[2], quick: process.argv.includes('--quick') })
    .then((r) => console.log(JSON.stringify(r, null, 2)))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
