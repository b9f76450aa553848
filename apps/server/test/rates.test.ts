import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RatesResponseSchema, type RateCard } from '@mizani/shared';
import { createTestServer, type TestServer, type TestUser } from './helpers.ts';
import { queryRows } from '../src/db/client.ts';
import { ratesHub } from '../src/services/rates/hub.ts';

let s: TestServer;
let admin: TestUser;
let client: TestUser;

beforeAll(async () => {
  s = await createTestServer({ seedContent: true });
  admin = await s.createUser({ role: 'admin' });
  client = await s.createUser();
});
afterAll(() => s?.close());

const rates = async () =>
  RatesResponseSchema.parse(await (await s.request('/api/rates')).json()).rates;
const card = async (name: string) => (await rates()).find((r) => r.displayName === name)!;
/** Waits until the cache shows the change (rebuilt on NOTIFY, coalesced within milliseconds). */
async function until<T>(fn: () => Promise<T | undefined | false>, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('GET /api/rates', () => {
  it('lists every active pair ordered by display name, with the contract shape', async () => {
    const list = await rates();
    expect(list.length).toBe(14);
    const names = list.map((r) => r.displayName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const kes = list.find((r) => r.displayName === 'USD/KES')!;
    expect(kes.mid).toBe('129.25');
    expect(Number(kes.bid)).toBeLessThan(Number(kes.ask));
    expect(kes.previousMid).not.toBeNull();
    expect(kes.change).not.toBeNull();
  });

  it('uses the latest rate older than 24 hours as the previous rate', async () => {
    const [pair] = await queryRows<{ id: string }>(
      s.database.db,
      sql`select id from currency_pairs where display_name = 'USD/KES'`,
    );
    const [expected] = await queryRows<{ mid_rate: string }>(
      s.database.db,
      sql`select mid_rate from fx_rates where pair_id = ${pair!.id} and created_at < now() - interval '24 hours' order by created_at desc limit 1`,
    );
    expect(Number((await card('USD/KES')).previousMid)).toBe(Number(expected!.mid_rate));
  });

  it('answers 304 to a matching If-None-Match and never queries the database per request', async () => {
    const first = await s.request('/api/rates');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"r-/);
    const again = await s.request('/api/rates', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('gzips the list for clients that accept it, as its own representation', async () => {
    const plain = await s.request('/api/rates');
    const text = await plain.text();
    const zipped = await s.request('/api/rates', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = new Uint8Array(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(text.length / 3);
    expect(gunzipSync(bytes).toString('utf8')).toBe(text);
    const etag = zipped.headers.get('etag')!;
    expect(etag).not.toBe(plain.headers.get('etag'));
    const again = await s.request('/api/rates', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('a client cannot post rates (403), signed out 401', async () => {
    const pair = await card('USD/KES');
    const asClient = await s.request(`/api/admin/rates/pairs/${pair.pairId}/rates`, {
      method: 'POST',
      cookie: client.cookie,
      json: { bid: '130', ask: '130.5' },
    });
    expect(asClient.status).toBe(403);
    const anon = await s.request(`/api/admin/rates/pairs/${pair.pairId}/rates`, {
      method: 'POST',
      json: { bid: '130', ask: '130.5' },
    });
    expect(anon.status).toBe(401);
    expect((await card('USD/KES')).mid).toBe('129.25');
  });

  it('an admin posts a rate: mid computed on the server, cache refreshed, ETag changes', async () => {
    const before = (await s.request('/api/rates')).headers.get('etag');
    const pair = await card('USD/KES');
    const res = await s.request(`/api/admin/rates/pairs/${pair.pairId}/rates`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { bid: '129.9', ask: '130.3' },
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { rate: { mid: string } };
    expect(body.rate.mid).toBe('130.1');
    const updated = await until(async () => {
      const c = await card('USD/KES');
      return c.mid === '130.1' && c;
    });
    expect(updated.bid).toBe('129.9');
    expect(updated.change).toBe(String(Number((130.1 - Number(updated.previousMid)).toFixed(10))));
    expect((await s.request('/api/rates')).headers.get('etag')).not.toBe(before);
    const [row] = await queryRows<{ created_by: string }>(
      s.database.db,
      sql`select created_by from fx_rates where pair_id = ${pair.pairId} order by id desc limit 1`,
    );
    expect(row!.created_by).toBe(admin.id);
    const [log] = await queryRows<{ actor_id: string; action: string }>(
      s.database.db,
      sql`select actor_id, action from audit_log where action = 'rate.post' order by created_at desc limit 1`,
    );
    expect(log).toEqual({ actor_id: admin.id, action: 'rate.post' });
  });

  it('refuses bid > ask, non-positive rates, and a >20 % move without confirmation', async () => {
    const pair = await card('USD/GHS');
    const post = (json: unknown) =>
      s.request(`/api/admin/rates/pairs/${pair.pairId}/rates`, {
        method: 'POST',
        cookie: admin.cookie,
        json,
      });
    const inverted = await post({ bid: '12', ask: '11.9' });
    expect(inverted.status).toBe(400);
    expect(
      ((await inverted.json()) as { error: { fields: Record<string, string> } }).error.fields.ask,
    ).toBe('Ask must be greater than or equal to bid');
    expect((await post({ bid: '0', ask: '1' })).status).toBe(400);
    const fat = await post({ bid: '118.5', ask: '118.6' });
    expect(fat.status).toBe(400);
    const err = ((await fat.json()) as { error: { fields: Record<string, string> } }).error;
    expect(err.fields.confirm).toMatch(/away from the last one/);
    expect((await post({ bid: '118.5', ask: '118.6', confirm: true })).status).toBe(201);
  });

  it('CSV import with one bad row changes nothing and names the line', async () => {
    const count = async () =>
      Number(
        (
          await queryRows<{ n: number }>(
            s.database.db,
            sql`select count(*)::int as n from fx_rates`,
          )
        )[0]!.n,
      );
    const before = await count();
    const csv = 'pair,bid,ask\nUSD/ZAR,17.40,17.45\nUSD/NGN,1460,1450\nUSD/ETB,152,152.5\n';
    const res = await s.request('/api/admin/rates/import', {
      method: 'POST',
      cookie: admin.cookie,
      json: { csv },
    });
    expect(res.status).toBe(400);
    const err = (
      (await res.json()) as { error: { message: string; fields: Record<string, string> } }
    ).error;
    expect(err.message).toMatch(/^Line 3: /);
    expect(await count()).toBe(before);
    const unknown = await s.request('/api/admin/rates/import', {
      method: 'POST',
      cookie: admin.cookie,
      json: { csv: 'USD/ZAR,17.40,17.45\nXXX/YYY,1,2' },
    });
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toMatch(
      /^Line 2: Unknown currency pair/,
    );
    expect(await count()).toBe(before);

    const ok = await s.request('/api/admin/rates/import', {
      method: 'POST',
      cookie: admin.cookie,
      json: { csv: 'pair,bid,ask\nUSD/ZAR,17.40,17.45\nUSD-ETB,152,152.5\n' },
    });
    expect(ok.status).toBe(201);
    expect(await count()).toBe(before + 2);
    await until(async () => (await card('USD/ZAR')).mid === '17.425');
  });

  it('adds, deactivates and reactivates a pair; inactive pairs leave the public list', async () => {
    const add = await s.request('/api/admin/rates/pairs', {
      method: 'POST',
      cookie: admin.cookie,
      json: { base: 'usd', quote: 'ugx' },
    });
    expect(add.status).toBe(201);
    const { pair } = (await add.json()) as { pair: { id: string; displayName: string } };
    expect(pair.displayName).toBe('USD/UGX');
    expect(
      (
        await s.request('/api/admin/rates/pairs', {
          method: 'POST',
          cookie: admin.cookie,
          json: { base: 'USD', quote: 'UGX' },
        })
      ).status,
    ).toBe(409);
    // No rate yet: not in the public list.
    expect((await rates()).some((r) => r.displayName === 'USD/UGX')).toBe(false);
    expect(
      (
        await s.request(`/api/admin/rates/pairs/${pair.id}/rates`, {
          method: 'POST',
          cookie: admin.cookie,
          json: { bid: '3700', ask: '3710' },
        })
      ).status,
    ).toBe(201);
    await until(async () => (await rates()).some((r) => r.displayName === 'USD/UGX'));
    const off = await s.request(`/api/admin/rates/pairs/${pair.id}/active`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { isActive: false },
    });
    expect(off.status).toBe(200);
    await until(async () => !(await rates()).some((r) => r.displayName === 'USD/UGX'));
    const list = (await (
      await s.request('/api/admin/rates/pairs', { cookie: admin.cookie })
    ).json()) as { pairs: { displayName: string; isActive: boolean }[] };
    expect(list.pairs.find((p) => p.displayName === 'USD/UGX')?.isActive).toBe(false);
    const hist = (await (
      await s.request(`/api/admin/rates/pairs/${pair.id}/history`, { cookie: admin.cookie })
    ).json()) as { rates: { createdByEmail: string }[] };
    expect(hist.rates[0]!.createdByEmail).toBe(admin.email);
  });

  it('history is down-sampled to at most ~300 points per range', async () => {
    const pair = await card('USD/TZS');
    for (const range of ['1D', '1W', '1M', '1Y']) {
      const res = await s.request(`/api/rates/${pair.pairId}/history?range=${range}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { points: { time: string; mid: string }[] };
      expect(body.points.length).toBeGreaterThan(0);
      expect(body.points.length).toBeLessThanOrEqual(301);
      const times = body.points.map((p) => Date.parse(p.time));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
    expect((await s.request('/api/rates/USD-TZS/history?range=1W')).status).toBe(200);
    expect((await s.request(`/api/rates/${pair.pairId}/history?range=5Y`)).status).toBe(400);
    expect((await s.request('/api/rates/XXX-YYY/history')).status).toBe(404);
  });

  it('the stream pushes a new rate to subscribers', async () => {
    const hub = ratesHub(s.deps);
    const got: string[] = [];
    const unsub = hub.subscribe({
      write: (b) => got.push(new TextDecoder().decode(b)),
      close() {},
    });
    const pair = await card('EUR/USD');
    await s.request(`/api/admin/rates/pairs/${pair.pairId}/rates`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { bid: '1.1610', ask: '1.1630' },
    });
    const msg = await until(async () => got.find((g) => g.includes('"displayName":"EUR/USD"')));
    unsub();
    expect(msg).toMatch(/^event: rate\ndata: /);
    const cardJson = JSON.parse(msg.split('data: ')[1]!) as RateCard;
    expect(cardJson.mid).toBe('1.162');
  });

  it('the SSE endpoint answers text/event-stream', async () => {
    const res = await s.request('/api/rates/stream');
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = res.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toContain('retry: 3000');
    await reader.cancel();
  });
});
