// The developer API's two flows under load (issue 18): conversion orders placed through /api/v1
// (a firm quote then the order, each POST with its Idempotency-Key) by several clients at once,
// and the signed webhook deliveries those orders cause (order.filled) to a receiver on loopback.
// Embedded database, one server process (workers on), the API key's limit raised so nothing is
// refused for rate.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { startTree } from './footprint.ts';
import { percentile } from './lib.ts';
import { DEMO_CREDENTIALS } from './demo.ts';

export interface ApiFlowsFigures {
  orders: number;
  clients: number;
  ordersPerSec: number;
  filled: number;
  rejected: number;
  orderP50Ms: number;
  orderP99Ms: number;
  delivered: number;
  duplicates: number;
  /** Deliveries a second while the backlog left after the last order drained. */
  drainPerSec: number;
  backlogAtLastOrder: number;
  /** From the first order sent to the last delivery received. */
  endToEndSec: number;
}

async function signedInKey(url: string, scopes: string[]) {
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(DEMO_CREDENTIALS.client),
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
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
  return ((await created.json()) as { secret: string }).secret;
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

export async function apiFlowsBench(ctx: { root: string; orders?: number; clients?: number }) {
  const before = os.loadavg();
  const server = await startTree(ctx.root, { RATE_FEED: 'manual', API_KEY_RATE_LIMIT: '1000000' });
  const hooks = await receiver();
  const total = ctx.orders ?? 300;
  const clients = ctx.clients ?? 10;
  try {
    const secret = await signedInKey(server.url, ['quotes:write', 'orders:write', 'webhooks:manage']);
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
      return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    const ep = await post('/webhook-endpoints', { url: hooks.url, events: ['order.filled'] });
    if (ep.status !== 201) throw new Error(`endpoint answered ${ep.status}`);

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
          const q = await post('/quotes', { sellCurrency: 'USD', buyCurrency: 'KES', amount: '1.00' });
          if (q.status !== 201) throw new Error(`quote answered ${q.status} ${JSON.stringify(q.body)}`);
          const o = await post('/orders', { quoteId: q.body.quote.id });
          if (o.status === 201) filled++;
          else if (o.status === 422) rejected++;
          else throw new Error(`order answered ${o.status} ${JSON.stringify(o.body)}`);
          latencies.push(performance.now() - s);
        }
      }),
    );
    const tOrders = performance.now();
    const backlogAtLastOrder = filled - hooks.seen.size;
    // Every filled order's event reaches the receiver (bounded wait: a stuck sender fails the run).
    while (hooks.seen.size < filled) {
      if (performance.now() - tOrders > 180_000)
        throw new Error(`only ${hooks.seen.size} of ${filled} deliveries after 3 minutes`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const last = Math.max(...hooks.seen.values());
    const drainSec = (last - tOrders) / 1000;
    return {
      loadAverage: { before, after: os.loadavg() },
      figures: {
        orders: total,
        clients,
        ordersPerSec: Math.round((total / ((tOrders - t0) / 1000)) * 10) / 10,
        filled,
        rejected,
        orderP50Ms: Math.round(percentile(latencies, 50)),
        orderP99Ms: Math.round(percentile(latencies, 99)),
        delivered: hooks.seen.size,
        duplicates: hooks.duplicates(),
        drainPerSec: drainSec > 0 ? Math.round((backlogAtLastOrder / drainSec) * 10) / 10 : 0,
        backlogAtLastOrder,
        endToEndSec: Math.round(((last - t0) / 1000) * 10) / 10,
      } satisfies ApiFlowsFigures,
    };
  } finally {
    await hooks.close();
    await server.stop();
  }
}
