import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import {
  createTestServerWithUsers,
  NO_TRANSACTION_LIMITS,
  readJson,
  TEST_ORIGIN,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { fundWallet, walletBalances } from './wallet-helpers.ts';
import {
  apiClient,
  createApiKey,
  expectAnswersMatch,
  newKey,
  type Recorded,
} from './developer-helpers.ts';

// The developer API (issue 18): keys from the dashboard, /api/v1 with Bearer keys (scopes,
// revocation, expiry, IP allow-list, idempotency, rate limits, problem details, ownership,
// cursor pages), and the contract: every route documented, every answer valid against it.

let s: TestServer;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
const recorded: Recorded[] = [];
let call: ReturnType<typeof apiClient>;
let full: string;

const ALL = [
  'rates:read',
  'quotes:write',
  'orders:write',
  'wallet:read',
  'withdrawals:write',
  'webhooks:manage',
] as const;

beforeAll(async () => {
  const users = await createTestServerWithUsers({
    seedContent: true,
    clients: ['Alice', 'Bob'],
    settings: NO_TRANSACTION_LIMITS,
  });
  s = users.server;
  admin = users.admin;
  [alice, bob] = users.clients as [TestUser, TestUser];
  call = apiClient(s, recorded);
  await fundWallet(s, admin, alice, 'USD', '1000.00');
  full = (await createApiKey(s, alice, { scopes: [...ALL] })).secret;
}, 60_000);
afterAll(async () => s?.close());

const problemShape = (body: Record<string, unknown>, status: number) => {
  expect(body).toMatchObject({ status, title: expect.any(String), detail: expect.any(String) });
  // Problem types live under the configured public URL's /api/v1 (issue 34)
  expect(body.type).toMatch(new RegExp(`^${TEST_ORIGIN}/api/v1/problems/[a-z-]+$`));
  expect(body.instance).toMatch(/^urn:request:/);
};

async function quoteAndOrder(secret: string, amount = '10.00', idem = newKey()) {
  const q = await call(secret, 'POST', '/quotes', {
    json: { sellCurrency: 'USD', buyCurrency: 'KES', amount },
    idem: newKey(),
  });
  expect(q.status).toBe(201);
  const o = await call(secret, 'POST', '/orders', { json: { quoteId: q.body.quote.id }, idem });
  return { quote: q.body.quote, order: o };
}

describe('API keys from the dashboard', () => {
  it('checks a password sent with it, shows the secret once and keeps only a prefix', async () => {
    const base = { name: 'CI', scopes: ['rates:read'], ipAllowlist: '', expiresIn: '30' };
    // Without a password the step-up rule decides (Alice signed in moments ago: fresh enough,
    // step-up.test.ts covers the stale session); a password sent along is always checked.
    const wrong = await s.request('/api/developers/keys', {
      method: 'POST',
      cookie: alice.cookie,
      json: { ...base, password: 'not-the-password-1' },
    });
    expect(wrong.status).toBe(400);
    const bad = await s.request('/api/developers/keys', {
      method: 'POST',
      cookie: alice.cookie,
      json: { ...base, scopes: [], ipAllowlist: 'not-an-ip', password: alice.password },
    });
    const badBody = (await bad.json()) as { error: { fields: Record<string, string> } };
    expect(bad.status).toBe(400);
    expect(Object.keys(badBody.error.fields)).toEqual(
      expect.arrayContaining(['scopes', 'ipAllowlist']),
    );

    const created = await createApiKey(s, alice, { scopes: ['rates:read'], name: 'Shown once' });
    expect(created.secret).toMatch(/^mz_live_[A-Za-z0-9_-]{40,}$/);
    expect(created.secret.startsWith(created.key.start)).toBe(true);
    const list = await readJson<{ keys: Record<string, unknown>[] }>(
      s.request('/api/developers/keys', { cookie: alice.cookie }),
    );
    expect(JSON.stringify(list)).not.toContain(created.secret);
    const [row] = await queryRows<{ key: string }>(
      s.database.db,
      sql`select key from apikey where id = ${created.key.id}`,
    );
    expect(row!.key).not.toContain(created.secret.slice(8, 20));
    // Bob sees none of Alice's keys and cannot revoke them.
    const bobs = await readJson<{ keys: unknown[] }>(
      s.request('/api/developers/keys', { cookie: bob.cookie }),
    );
    expect(bobs.keys).toEqual([]);
    const steal = await s.request(`/api/developers/keys/${created.key.id}/revoke`, {
      method: 'POST',
      cookie: bob.cookie,
      json: {},
    });
    expect(steal.status).toBe(404);
  });
});

describe('/api/v1 authentication', () => {
  it('answers 401 problem details without a key or with a made-up one', async () => {
    const none = await call(null, 'GET', '/rates');
    expect(none.status).toBe(401);
    expect(none.res.headers.get('content-type')).toContain('application/problem+json');
    problemShape(none.body, 401);
    const fake = await call('mz_live_' + 'x'.repeat(48), 'GET', '/rates');
    expect(fake.status).toBe(401);
  });

  it('reads rates with RateLimit headers and records last use (time and address)', async () => {
    const { secret, key } = await createApiKey(s, alice, { scopes: ['rates:read'] });
    const r = await call(secret, 'GET', '/rates', { ip: '203.0.113.9' });
    expect(r.status).toBe(200);
    expect(r.body.rates.length).toBeGreaterThan(0);
    expect(r.res.headers.get('ratelimit-limit')).toBe('600');
    expect(Number(r.res.headers.get('ratelimit-remaining'))).toBeLessThan(600);
    expect(r.res.headers.get('ratelimit-reset')).toMatch(/^\d+$/);
    const { keys } = await readJson<{
      keys: { id: string; lastUsedAt: string; lastUsedIp: string }[];
    }>(s.request('/api/developers/keys', { cookie: alice.cookie }));
    const mine = keys.find((k) => k.id === key.id)!;
    expect(mine.lastUsedIp).toBe('203.0.113.9');
    expect(mine.lastUsedAt).not.toBeNull();
    // A pair's history, named by its codes.
    const week = await call(secret, 'GET', '/rates/{pair}/history', {
      params: { pair: 'USD-KES' },
      query: 'range=1W',
    });
    expect(week.status).toBe(200);
    expect(week.body).toMatchObject({ displayName: 'USD/KES', range: '1W' });
    expect(week.body.points.length).toBeGreaterThan(0);
    expect(
      (await call(secret, 'GET', '/rates/{pair}/history', { params: { pair: 'USD-XYZ' } })).status,
    ).toBe(404);
    expect(
      (
        await call(secret, 'GET', '/rates/{pair}/history', {
          params: { pair: 'USD-KES' },
          query: 'range=5Y',
        })
      ).status,
    ).toBe(400);
  });

  it('a rates:read key cannot quote or place orders (403) and moves nothing', async () => {
    const { secret } = await createApiKey(s, alice, { scopes: ['rates:read'] });
    const before = await walletBalances(s, alice);
    const q = await call(secret, 'POST', '/quotes', {
      json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '10.00' },
      idem: newKey(),
    });
    expect(q.status).toBe(403);
    problemShape(q.body, 403);
    const o = await call(secret, 'POST', '/orders', {
      json: { quoteId: '00000000-0000-4000-8000-000000000000' },
      idem: newKey(),
    });
    expect(o.status).toBe(403);
    const bal = await call(secret, 'GET', '/balances');
    expect(bal.status).toBe(403);
    expect(await walletBalances(s, alice)).toEqual(before);
  });

  it('revoked and expired keys answer 401 at once', async () => {
    const revoked = await createApiKey(s, alice, { scopes: ['rates:read'] });
    expect((await call(revoked.secret, 'GET', '/rates')).status).toBe(200);
    await readJson(
      s.request(`/api/developers/keys/${revoked.key.id}/revoke`, {
        method: 'POST',
        cookie: alice.cookie,
        json: {},
      }),
    );
    expect((await call(revoked.secret, 'GET', '/rates')).status).toBe(401);

    const expiring = await createApiKey(s, alice, { scopes: ['rates:read'], expiresIn: '30' });
    await s.database.db.execute(
      sql`update apikey set expires_at = now() - interval '1 second' where id = ${expiring.key.id}`,
    );
    expect((await call(expiring.secret, 'GET', '/rates')).status).toBe(401);
  });

  it('an IP allow-list admits its ranges only', async () => {
    const { secret } = await createApiKey(s, alice, {
      scopes: ['rates:read'],
      ipAllowlist: '203.0.113.0/24\n2001:db8::1',
    });
    expect((await call(secret, 'GET', '/rates', { ip: '203.0.113.77' })).status).toBe(200);
    expect((await call(secret, 'GET', '/rates', { ip: '2001:db8::1' })).status).toBe(200);
    const refused = await call(secret, 'GET', '/rates', { ip: '198.51.100.1' });
    expect(refused.status).toBe(403);
    problemShape(refused.body, 403);
  });

  it('answers 429 with Retry-After past the key limit', async () => {
    const { secret, key } = await createApiKey(s, alice, { scopes: ['rates:read'] });
    await s.database.db.execute(sql`update apikey set rate_limit_max = 3 where id = ${key.id}`);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 5; i++) {
      last = await call(secret, 'GET', '/rates');
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    expect(Number(last!.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last!.res.headers.get('ratelimit-remaining')).toBe('0');
    problemShape(last!.body, 429);
  });
});

describe('/api/v1 money routes', () => {
  it('places an order from a quote; the same Idempotency-Key replays, another body is 409', async () => {
    const idem = newKey();
    const { quote, order } = await quoteAndOrder(full, '10.00', idem);
    expect(order.status).toBe(201);
    expect(order.body.order.status).toBe('filled');
    const again = await call(full, 'POST', '/orders', { json: { quoteId: quote.id }, idem });
    expect(again.status).toBe(201);
    expect(again.res.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(order.body);
    const other = await call(full, 'POST', '/orders', {
      json: { quoteId: '00000000-0000-4000-8000-000000000000' },
      idem,
    });
    expect(other.status).toBe(409);
    problemShape(other.body, 409);
    const missing = await call(full, 'POST', '/orders', { json: { quoteId: quote.id } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('Idempotency-Key');
    const [{ n }] = (await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from trading_orders where quote_id = ${quote.id}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('a rejected order is a 422 problem carrying the order; validation errors name fields', async () => {
    const big = await quoteAndOrder(full, '999999.00');
    expect(big.order.status).toBe(422);
    problemShape(big.order.body, 422);
    expect(big.order.body.order.rejectReason).toBe('insufficient_balance');
    const invalid = await call(full, 'POST', '/quotes', {
      json: { sellCurrency: 'USD', buyCurrency: 'USD', amount: '1.234' },
      idem: newKey(),
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors)).toEqual(expect.arrayContaining(['amount']));
  });

  it('lists orders and transactions in cursor pages', async () => {
    for (let i = 0; i < 2; i++) await quoteAndOrder(full, '5.00');
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await call(full, 'GET', '/orders', {
        query: `limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      });
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((o: { id: string }) => o.id));
      cursor = page.body.next;
      pages++;
    } while (cursor && pages < 10);
    const [{ n }] = (await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from trading_orders where user_id = ${alice.id}`,
    )) as [{ n: number }];
    expect(seen.length).toBe(n);
    expect(new Set(seen).size).toBe(n);
    expect(pages).toBe(Math.ceil(n / 2));

    const tx: string[] = [];
    cursor = null;
    pages = 0;
    do {
      const page = await call(full, 'GET', '/transactions', {
        query: `limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      });
      expect(page.status).toBe(200);
      tx.push(...page.body.data.map((t: { id: string }) => t.id));
      cursor = page.body.next;
      pages++;
    } while (cursor && pages < 20);
    expect(new Set(tx).size).toBe(tx.length);
    expect(tx.length).toBeGreaterThan(3);
    const bad = await call(full, 'GET', '/orders', { query: 'cursor=garbage' });
    expect(bad.status).toBe(400);
    const balances = await call(full, 'GET', '/balances');
    expect(balances.body.data.find((b: { currency: string }) => b.currency === 'USD')).toBeTruthy();
  });

  it('serves statements as the dashboard does, months in cursor pages (one rule set, two doors)', async () => {
    const months: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await call(full, 'GET', '/statements', {
        query: `limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      });
      expect(page.status).toBe(200);
      months.push(...page.body.data.map((m: { month: string }) => m.month));
      cursor = page.body.next;
      pages++;
    } while (cursor && pages < 10);
    const dashboard = await readJson<{ months: string[] }>(
      s.request('/api/reports/months', { cookie: alice.cookie }),
    );
    expect(months).toEqual(dashboard.months);
    expect(months.length).toBeGreaterThan(0);
    const month = months[0]!;
    const st = await call(full, 'GET', '/statements/{month}', { params: { month } });
    expect(st.status).toBe(200);
    const sameOnDashboard = await readJson<Record<string, unknown>>(
      s.request(`/api/reports/statement?month=${month}`, { cookie: alice.cookie }),
    );
    expect(st.body).toEqual(sameOnDashboard);
    const usd = st.body.currencies.find((c: { currency: string }) => c.currency === 'USD');
    expect(usd.movements.length).toBeGreaterThan(0);
    // The dashboard's month rule: field errors, never a 500.
    const bad = await call(full, 'GET', '/statements/{month}', { params: { month: '2026-13' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.month).toBeTruthy();
    // Scope: a key without wallet:read is refused; another account's statement is its own (empty).
    const ratesOnly = (await createApiKey(s, bob, { scopes: ['rates:read'] })).secret;
    expect((await call(ratesOnly, 'GET', '/statements')).status).toBe(403);
    expect(
      (await call(ratesOnly, 'GET', '/statements/{month}', { params: { month } })).status,
    ).toBe(403);
    const bobRead = (await createApiKey(s, bob, { scopes: ['wallet:read'] })).secret;
    expect((await call(bobRead, 'GET', '/statements')).body.data).toEqual([]);
    expect(
      (await call(bobRead, 'GET', '/statements/{month}', { params: { month } })).body.currencies,
    ).toEqual([]);
  });

  it('another account sees none of it (ownership with two accounts)', async () => {
    const { order } = await quoteAndOrder(full, '5.00');
    const bobKey = (await createApiKey(s, bob, { scopes: [...ALL] })).secret;
    const steal = await call(bobKey, 'GET', '/orders/{id}', {
      params: { id: order.body.order.id },
    });
    expect(steal.status).toBe(404);
    problemShape(steal.body, 404);
    const own = await call(full, 'GET', '/orders/{id}', { params: { id: order.body.order.id } });
    expect(own.status).toBe(200);
    const bobsOrders = await call(bobKey, 'GET', '/orders');
    expect(bobsOrders.body.data).toEqual([]);
    // Idempotency keys are per account: Bob's use of Alice's key text runs his own request.
    const endpoint = await call(full, 'POST', '/webhook-endpoints', {
      json: { url: 'http://127.0.0.1:65535/hook', events: ['order.filled'] },
      idem: newKey(),
    });
    expect(endpoint.status).toBe(201);
    const id = endpoint.body.endpoint.id as string;
    expect(
      (await call(bobKey, 'DELETE', '/webhook-endpoints/{id}', { params: { id } })).status,
    ).toBe(404);
    expect(
      (await call(bobKey, 'GET', '/webhook-endpoints/{id}/deliveries', { params: { id } })).status,
    ).toBe(404);
    expect((await call(bobKey, 'GET', '/webhook-endpoints')).body.data).toEqual([]);
    expect((await call(full, 'DELETE', '/webhook-endpoints/{id}', { params: { id } })).status).toBe(
      204,
    );
  });
});

describe('/api/v1 payouts', () => {
  it('adds a beneficiary and requests a withdrawal once; other scopes and accounts cannot', async () => {
    const ben = await call(full, 'POST', '/beneficiaries', {
      json: {
        kind: 'mobile_money',
        name: 'Alice Mobile',
        country: 'KE',
        currency: 'KES',
        phone: '+254712000111',
        network: 'mpesa',
      },
      idem: newKey(),
    });
    expect(ben.status, JSON.stringify(ben.body)).toBe(201);
    const usdBen = await call(full, 'POST', '/beneficiaries', {
      json: {
        kind: 'bank_account',
        name: 'Alice Bank',
        country: 'KE',
        currency: 'USD',
        bankName: 'Equity Bank',
        accountNumber: '0123456789',
      },
      idem: newKey(),
    });
    expect(usdBen.status, JSON.stringify(usdBen.body)).toBe(201);
    const before = await walletBalances(s, alice);
    const idem = newKey();
    const body = { beneficiaryId: usdBen.body.beneficiary.id, currency: 'USD', amount: '150.00' };
    const w = await call(full, 'POST', '/withdrawals', { json: body, idem });
    expect(w.status, JSON.stringify(w.body)).toBe(201);
    const again = await call(full, 'POST', '/withdrawals', { json: body, idem });
    expect(again.body).toEqual(w.body);
    const after = await walletBalances(s, alice);
    expect(Number(before.USD) - Number(after.USD)).toBe(150);
    expect((await call(full, 'GET', '/withdrawals')).body.data).toHaveLength(1);
    expect((await call(full, 'GET', '/beneficiaries')).body.data).toHaveLength(2);

    // (Alice has made many keys in this file; the password check allows 10 per 10 minutes.)
    const readOnly = (await createApiKey(s, bob, { scopes: ['wallet:read'] })).secret;
    expect(
      (await call(readOnly, 'POST', '/withdrawals', { json: body, idem: newKey() })).status,
    ).toBe(403);
    expect((await call(readOnly, 'GET', '/withdrawals')).status).toBe(200);
    // Bob cannot pay out to Alice's beneficiary: it is not his (404).
    const bobKey = (await createApiKey(s, bob, { scopes: ['withdrawals:write'] })).secret;
    const steal = await call(bobKey, 'POST', '/withdrawals', { json: body, idem: newKey() });
    expect(steal.status).toBe(404);
    expect((await call(bobKey, 'GET', '/beneficiaries')).body.data).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('names every operation and webhook once, and serves the configured public URL', async () => {
    const doc = (await (await s.request('/api/v1/openapi.json')).json()) as {
      servers: { url: string }[];
      paths: Record<string, Record<string, { operationId?: string }>>;
      webhooks: Record<string, Record<string, { operationId?: string }>>;
    };
    const ops = [...Object.values(doc.paths), ...Object.values(doc.webhooks)].flatMap((o) =>
      Object.values(o),
    );
    const ids = ops.map((o) => o.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.webhooks['order.filled']!.post!.operationId).toBe('orderFilledWebhook');
    expect(doc.servers).toEqual([{ url: `${TEST_ORIGIN}/api/v1` }]);
    expect(JSON.stringify(doc)).not.toMatch(/example\.(com|org)|mizani\.africa/);
  });

  it("words a refusal for a program, not the form's words, under the public URL", async () => {
    const res = await call(full, 'POST', '/orders', { json: { quoteId: 'nope' }, idem: newKey() });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      type: `${TEST_ORIGIN}/api/v1/problems/validation`,
      detail: 'quoteId unknown or expired',
      errors: { quoteId: 'unknown or expired' },
    });
    const unknownField = await call(full, 'POST', '/quotes', {
      json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '10.00', colour: 'red' },
      idem: newKey(),
    });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.detail).toBe('colour unknown field');
    expect(unknownField.body.detail).not.toMatch(/Please check the form/);
  });

  it('is public, lists every /api/v1 route and every recorded answer validates', async () => {
    const res = await s.request('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const routes = s.app.routes
      .filter((r) => r.path.startsWith('/api/v1/') && r.method !== 'ALL' && !r.path.endsWith('*'))
      .filter((r) => r.path !== '/api/v1/openapi.json')
      .map(
        (r) =>
          `${r.method.toLowerCase()} ${r.path.slice('/api/v1'.length).replace(/:(\w+)/g, '{$1}')}`,
      );
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m} ${p}`),
    );
    expect(routes.length).toBeGreaterThan(8);
    expect(routes.filter((r) => !documented.includes(r))).toEqual([]);
    expect(documented.filter((d) => !routes.includes(d))).toEqual([]);
    expect(recorded.length).toBeGreaterThan(30);
    expectAnswersMatch(doc, recorded);
  });
});
