// The developer API's two flows under load (issue 18): conversion orders placed through /api/v1
// (a firm quote then the order, each POST with its Idempotency-Key) by several clients at once,
// and the signed webhook deliveries those orders cause (order.filled) to a receiver on loopback.
// One server process (workers on) on the embedded database or PostgreSQL, the API key's limit
// raised so nothing is refused for rate.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/db/seed/index.ts';
import { startTree } from './footprint.ts';
import { percentile } from './lib.ts';
import { DEMO_CREDENTIALS } from './demo.ts';

export interface ApiFlowsFigures {
  database: string;
  orders: number;
  clients: number;
  ordersPerSec: number;
  filled: number;
  rejected: number;
  orderP50Ms: number;
  orderP99Ms: number;
  /** The same pairs through the dashboard's routes with a session, in the same run. */
  dashboardOrdersPerSec: number;
  dashboardP50Ms: number;
  delivered: number;
  duplicates: number;
  /** Deliveries not yet received when the last order answered. */
  backlogAtLastOrder: number;
  /** From the first order sent to the last delivery received. */
  endToEndSec: number;
  /** PostgreSQL: every delivery made due again at once, and the sender's pace on that backlog. */
  redeliveredBacklog: number | null;
  backlogDeliveriesPerSec: number | null;
}

/** A session cookie; `forwardedFor` makes it look like its own client behind a trusted proxy. */
export async function signIn(
  url: string,
  who: { email: string; password: string },
  forwardedFor?: string,
) {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: url,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * The minimum conversion and the tier limits lifted as an admin would (Admin › Settings), so the
 * run measures the API and the ledger, not the compliance refusals.
 */
export async function liftLimits(url: string) {
  const cookie = await signIn(url, DEMO_CREDENTIALS.admin);
  const res = await fetch(`${url}/api/admin/settings/platform`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: JSON.stringify({
      'compliance.minTransactionUsd': 0,
      'compliance.tier1DailyUsd': 10_000_000,
      'compliance.tier1MonthlyUsd': 100_000_000,
      'compliance.tier2DailyUsd': 10_000_000,
      'compliance.tier2MonthlyUsd': 100_000_000,
    }),
  });
  if (!res.ok) throw new Error(`settings answered ${res.status} ${await res.text()}`);
}

async function signedInKey(url: string, scopes: string[]) {
  const cookie = await signIn(url, DEMO_CREDENTIALS.client);
  const created = await fetch(`${url}/api/developers/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: JSON.stringify({
      name: 'Bench flows',
      scopes,
      ipAllowlist: '',
      expiresIn: '30',
      password: DEMO_CREDENTIALS.client.password,
    }),
  });
  if (created.status !== 201) throw new Error(`key creation answered ${created.status}`);
  return { cookie, secret: ((await created.json()) as { secret: string }).secret };
}

type Answer = { status: number; body: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** `total` quote + order pairs from `clients` concurrent clients; `post` is the door used. */
async function placeMany(
  total: number,
  clients: number,
  post: (path: 'quote' | 'order', body: unknown) => Promise<Answer>,
) {
  const latencies: number[] = [];
  let next = 0;
  let filled = 0;
  let rejected = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        next++;
        const s = performance.now();
        const q = await post('quote', { sellCurrency: 'USD', buyCurrency: 'KES', amount: '1.00' });
        if (q.status !== 201)
          throw new Error(`quote answered ${q.status} ${JSON.stringify(q.body)}`);
        const o = await post('order', { quoteId: q.body.quote.id });
        if (o.status === 201) filled++;
        else if (o.status === 422) rejected++;
        else throw new Error(`order answered ${o.status} ${JSON.stringify(o.body)}`);
        latencies.push(performance.now() - s);
      }
    }),
  );
  const t1 = performance.now();
  return {
    t0,
    t1,
    filled,
    rejected,
    perSec: Math.round((total / ((t1 - t0) / 1000)) * 10) / 10,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
  };
}

/** A loopback receiver: answers 204 and notes each webhook-id and when it came. */
async function receiver() {
  const seen = new Map<string, number>();
  let duplicates = 0;
  const server = http.createServer((req, res) => {
    const id = String(req.headers['webhook-id'] ?? '');
    req.resume();
    req.on('end', () => {
      if (seen.has(id)) duplicates++;
      else seen.set(id, performance.now());
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    seen,
    duplicates: () => duplicates,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Waits (bounded) until the receiver has `n` distinct deliveries; answers the last one's time. */
async function allReceived(seen: Map<string, number>, n: number, since: number) {
  while (seen.size < n) {
    if (performance.now() - since > 180_000)
      throw new Error(`only ${seen.size} of ${n} deliveries after 3 minutes`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Math.max(...seen.values());
}

/**
 * The sender alone on a backlog (PostgreSQL only: the bench reaches the database): every
 * delivery of the run made due again at once, as a mass redelivery would, and timed until the
 * receiver has them all.
 */
async function drainBacklog(pgUrl: string, hooks: Awaited<ReturnType<typeof receiver>>) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    hooks.seen.clear();
    const t0 = performance.now();
    const { rowCount } = await client.query(
      `update webhook_deliveries set status = 'pending', next_attempt_at = now()`,
    );
    const last = await allReceived(hooks.seen, rowCount ?? 0, t0);
    return {
      backlog: rowCount ?? 0,
      perSec: Math.round(((rowCount ?? 0) / ((last - t0) / 1000)) * 10) / 10,
    };
  } finally {
    await client.end();
  }
}

export async function apiFlowsBench(ctx: {
  root: string;
  pgUrl?: string;
  orders?: number;
  clients?: number;
}) {
  const before = os.loadavg();
  const server = await startTree(ctx.root, {
    RATE_FEED: 'manual',
    API_KEY_RATE_LIMIT: '1000000',
    ...(ctx.pgUrl ? { DATABASE_URL: ctx.pgUrl, SEED_DEMO: 'true' } : {}),
  });
  // The server seeds the demo only on its embedded database; on PostgreSQL the bench does.
  if (ctx.pgUrl) {
    const database = await openDatabase({ databaseUrl: ctx.pgUrl, dataDir: '' });
    await seedDemo(database.db).finally(() => database.close());
  }
  const hooks = await receiver();
  const total = ctx.orders ?? 300;
  const clients = ctx.clients ?? 10;
  try {
    await liftLimits(server.url);
    const { cookie, secret } = await signedInKey(server.url, [
      'quotes:write',
      'orders:write',
      'webhooks:manage',
    ]);
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${server.url}/api/v1${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${secret}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Answer['body'] };
    };
    // The same flow through the dashboard's routes first (session cookie, before the endpoint
    // exists, so no webhook rows): the API's own cost is the difference.
    const dashboard = await placeMany(total, clients, async (what, body) => {
      const res = await fetch(
        `${server.url}${what === 'quote' ? '/api/orders/quotes' : '/api/orders'}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url, cookie },
          body: JSON.stringify(
            what === 'order' ? { ...(body as object), idempotencyKey: randomUUID() } : body,
          ),
        },
      );
      return { status: res.status, body: (await res.json()) as Answer['body'] };
    });
    const ep = await post('/webhook-endpoints', { url: hooks.url, events: ['order.filled'] });
    if (ep.status !== 201) throw new Error(`endpoint answered ${ep.status}`);
    const api = await placeMany(total, clients, (what, body) =>
      post(what === 'quote' ? '/quotes' : '/orders', body),
    );
    const { t0, filled, rejected } = api;
    const tOrders = api.t1;
    const backlogAtLastOrder = filled - hooks.seen.size;
    // Every filled order's event reaches the receiver (bounded wait: a stuck sender fails the run).
    const last = await allReceived(hooks.seen, filled, tOrders);
    const delivered = hooks.seen.size;
    const duplicates = hooks.duplicates();
    const drain = ctx.pgUrl ? await drainBacklog(ctx.pgUrl, hooks) : null;
    return {
      loadAverage: { before, after: os.loadavg() },
      figures: {
        database: ctx.pgUrl ? 'PostgreSQL' : 'embedded PGlite',
        orders: total,
        clients,
        ordersPerSec: api.perSec,
        filled,
        rejected,
        orderP50Ms: api.p50,
        orderP99Ms: api.p99,
        dashboardOrdersPerSec: dashboard.perSec,
        dashboardP50Ms: dashboard.p50,
        delivered,
        duplicates,
        backlogAtLastOrder,
        endToEndSec: Math.round(((last - t0) / 1000) * 10) / 10,
        redeliveredBacklog: drain?.backlog ?? null,
        backlogDeliveriesPerSec: drain?.perSec ?? null,
      } satisfies ApiFlowsFigures,
    };
  } finally {
    await hooks.close();
    await server.stop();
  }
}
