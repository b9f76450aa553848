import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatesResponse } from '@mizani/shared';
import { createTestServer, type TestServer, type TestUser } from './helpers.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { buildServer } from '../src/server.ts';
import { ratesHub } from '../src/services/rates/hub.ts';

// Several instances on one PostgreSQL: a rate written on one reaches the cache and the SSE
// subscribers of the other through LISTEN/NOTIFY. (PGlite is one process: nothing to fan out.)
describe.skipIf(!process.env.DATABASE_URL)('rates across two instances on one PostgreSQL', () => {
  let a: TestServer;
  let admin: TestUser;
  let bDb: Database;
  let b: Awaited<ReturnType<typeof buildServer>>;

  beforeAll(async () => {
    a = await createTestServer({ seedContent: true });
    admin = await a.createUser({ role: 'admin' });
    bDb = await openDatabase({
      databaseUrl: a.database.pool!.options.connectionString!,
      dataDir: '',
      poolSize: 4,
    });
    b = await buildServer(a.env, { database: bDb, workers: false });
  });
  afterAll(async () => {
    await b?.close();
    await bDb?.close();
    await a?.close();
  });

  it('a rate posted on instance A is served and streamed by instance B within a second', async () => {
    const list = (await (await b.app.request('/api/rates')).json()) as RatesResponse;
    const pair = list.rates.find((r) => r.displayName === 'USD/NGN')!;
    const hubB = ratesHub(b.deps);
    await hubB.ready;
    const got: string[] = [];
    const unsub = hubB.subscribe({
      write: (c) => got.push(new TextDecoder().decode(c)),
      close() {},
    });
    const t0 = Date.now();
    const res = await a.request(`/api/admin/rates/pairs/${pair.pairId}/rates`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { bid: '1465', ask: '1467' },
    });
    expect(res.status).toBe(201);
    while (!got.some((g) => g.includes('"mid":"1466"')) && Date.now() - t0 < 1000)
      await new Promise((r) => setTimeout(r, 10));
    unsub();
    expect(Date.now() - t0).toBeLessThan(1000);
    const after = (await (await b.app.request('/api/rates')).json()) as RatesResponse;
    expect(after.rates.find((r) => r.pairId === pair.pairId)!.mid).toBe('1466');
  });
});
