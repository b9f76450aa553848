import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SANDBOX_DEMO_BALANCES } from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import { deliverWebhooks } from '../src/services/developer/delivery.ts';
import {
  createTestServerWithUsers,
  NO_TRANSACTION_LIMITS,
  readJson,
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

// The sandbox (issue 18, decision 016): test keys act on the sandbox schema's copy of the ledger
// with demo balances and self top-ups; a test key never moves or reads live money, a live key
// never sees sandbox data, webhook events and endpoints are per mode, and the sandbox copies keep
// the live tables' structure.

let s: TestServer;
let alice: TestUser;
let bob: TestUser;
const recorded: Recorded[] = [];
let call: ReturnType<typeof apiClient>;
let live: string;
let test: string;

const ALL = [
  'rates:read',
  'quotes:write',
  'orders:write',
  'wallet:read',
  'withdrawals:write',
  'webhooks:manage',
] as const;

/** Rows of the holder's money tables, live (public) and sandbox, for before/after comparisons. */
async function counts(holder: string) {
  const tables = [
    'ledger_journals',
    'trading_orders',
    'fx_quotes',
    'withdrawals',
    'beneficiaries',
    'deposits',
    'notifications',
  ];
  const out: Record<string, number> = {};
  for (const schema of ['public', 'sandbox'])
    for (const t of tables) {
      const [row] = await queryRows<{ n: number }>(
        s.database.db,
        sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(t)} where user_id = ${holder}`,
      );
      out[`${schema}.${t}`] = row!.n;
    }
  return out;
}

const liveMail = async () =>
  (
    await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from public.mail_outbox`,
    )
  )[0]!.n;

beforeAll(async () => {
  const users = await createTestServerWithUsers({
    seedContent: true,
    clients: ['Alice', 'Bob'],
    settings: NO_TRANSACTION_LIMITS,
  });
  s = users.server;
  [alice, bob] = users.clients as [TestUser, TestUser];
  call = apiClient(s, recorded);
  await fundWallet(s, users.admin, alice, 'USD', '1000.00');
  live = (await createApiKey(s, alice, { scopes: [...ALL], name: 'Live system' })).secret;
  const created = await createApiKey(s, alice, {
    scopes: [...ALL],
    name: 'Sandbox system',
    mode: 'test',
  });
  test = created.secret;
  expect(created.key.mode).toBe('test');
}, 60_000);
afterAll(async () => s?.close());

async function quoteAndOrder(secret: string, amount: string) {
  const q = await call(secret, 'POST', '/quotes', {
    json: { sellCurrency: 'USD', buyCurrency: 'KES', amount },
    idem: newKey(),
  });
  expect(q.status, JSON.stringify(q.body)).toBe(201);
  const o = await call(secret, 'POST', '/orders', {
    json: { quoteId: q.body.quote.id },
    idem: newKey(),
  });
  expect(o.status, JSON.stringify(o.body)).toBe(201);
  return { quote: q.body.quote, order: o.body.order };
}

describe('test keys', () => {
  it('are created from the dashboard with the mz_test_ prefix and listed as test', async () => {
    expect(test).toMatch(/^mz_test_/);
    expect(live).toMatch(/^mz_live_/);
    const { keys } = await readJson<{ keys: { name: string; mode: string; start: string }[] }>(
      s.request('/api/developers/keys', { cookie: alice.cookie }),
    );
    expect(keys.find((k) => k.name === 'Sandbox system')).toMatchObject({ mode: 'test' });
    expect(keys.find((k) => k.name === 'Sandbox system')!.start).toMatch(/^mz_test_/);
    expect(keys.find((k) => k.name === 'Live system')).toMatchObject({ mode: 'live' });
  });
});

describe('sandbox isolation', () => {
  let sandboxOrderId: string;
  let sandboxQuoteId: string;

  it('a test key starts with demo balances, trades, pays out and tops up without moving a live balance', async () => {
    const liveBefore = await walletBalances(s, alice);
    const rowsBefore = await counts(alice.id);
    const mailBefore = await liveMail();

    const bal = await call(test, 'GET', '/balances');
    expect(bal.status).toBe(200);
    const demo = Object.fromEntries(
      (bal.body.data as { currency: string; balance: string }[]).map((b) => [
        b.currency,
        b.balance,
      ]),
    );
    expect(demo).toEqual(SANDBOX_DEMO_BALANCES);

    const { order, quote } = await quoteAndOrder(test, '100.00');
    expect(order.status).toBe('filled');
    sandboxOrderId = order.id;
    sandboxQuoteId = quote.id;

    const ben = await call(test, 'POST', '/beneficiaries', {
      json: {
        kind: 'bank_account',
        name: 'Sandbox Bank',
        country: 'KE',
        currency: 'USD',
        bankName: 'Equity Bank',
        accountNumber: '0123456789',
      },
      idem: newKey(),
    });
    expect(ben.status, JSON.stringify(ben.body)).toBe(201);
    const w = await call(test, 'POST', '/withdrawals', {
      json: { beneficiaryId: ben.body.beneficiary.id, currency: 'USD', amount: '250.00' },
      idem: newKey(),
    });
    expect(w.status, JSON.stringify(w.body)).toBe(201);

    const top = await call(test, 'POST', '/sandbox/top-ups', {
      json: { currency: 'USD', amount: '500.00' },
      idem: newKey(),
    });
    expect(top.status, JSON.stringify(top.body)).toBe(201);
    expect(top.body.deposit).toMatchObject({ method: 'sandbox', status: 'completed' });
    // 10,000 − 100 (the order, fee included) − 250 (held) + 500.
    expect(top.body.balance.balance).toBe('10150.00');

    // Live: the same balances, not one row more in a live money table, no live mail.
    expect(await walletBalances(s, alice)).toEqual(liveBefore);
    const rowsAfter = await counts(alice.id);
    for (const t of Object.keys(rowsBefore).filter((k) => k.startsWith('public.')))
      expect(rowsAfter[t], t).toBe(rowsBefore[t]);
    expect(await liveMail()).toBe(mailBefore);
    // The sandbox holds all of it: the demo journal, the conversion, the hold, the top-up.
    expect(rowsAfter['sandbox.ledger_journals']).toBe(rowsBefore['sandbox.ledger_journals']! + 4);
    expect(rowsAfter['sandbox.trading_orders']).toBe(1);
    expect(rowsAfter['sandbox.withdrawals']).toBe(1);
    expect(rowsAfter['sandbox.deposits']).toBe(1);
  });

  it('a live key never sees sandbox data, and a test key never sees live data', async () => {
    const liveOrders = await call(live, 'GET', '/orders');
    expect(liveOrders.body.data.map((o: { id: string }) => o.id)).not.toContain(sandboxOrderId);
    expect(
      (await call(live, 'GET', '/orders/{id}', { params: { id: sandboxOrderId } })).status,
    ).toBe(404);
    const reuse = await call(live, 'POST', '/orders', {
      json: { quoteId: sandboxQuoteId },
      idem: newKey(),
    });
    expect(reuse.status).toBe(404);
    expect((await call(live, 'GET', '/beneficiaries')).body.data).toEqual([]);
    expect((await call(live, 'GET', '/withdrawals')).body.data).toEqual([]);
    const liveBal = await call(live, 'GET', '/balances');
    expect(liveBal.body.data).toEqual([
      expect.objectContaining({ currency: 'USD', balance: '1000.00' }),
    ]);

    const liveOrder = await quoteAndOrder(live, '10.00');
    expect(
      (await call(test, 'GET', '/orders/{id}', { params: { id: liveOrder.order.id } })).status,
    ).toBe(404);
    const testTx = await call(test, 'GET', '/transactions');
    expect(JSON.stringify(testTx.body)).not.toContain(liveOrder.order.id);
    expect((await call(test, 'GET', '/orders')).body.data).toHaveLength(1);
  });

  it('live and sandbox requests at once never cross (SET LOCAL ends with its transaction)', async () => {
    const before = await walletBalances(s, alice);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0 ? quoteAndOrder(test, '5.00') : call(live, 'GET', '/balances'),
      ),
    );
    const asMap = (data: { currency: string; balance: string }[]) =>
      Object.fromEntries(data.map((b) => [b.currency, b.balance]));
    for (const a of answers)
      if ('body' in a)
        expect(asMap(a.body.data as { currency: string; balance: string }[])).toEqual(before);
    expect(await walletBalances(s, alice)).toEqual(before);
    expect((await call(test, 'GET', '/orders')).body.data).toHaveLength(4);
  });

  it('another holder has a sandbox of their own', async () => {
    const bobTest = (
      await createApiKey(s, bob, { scopes: ['wallet:read', 'orders:write'], mode: 'test' })
    ).secret;
    expect((await call(bobTest, 'GET', '/orders')).body.data).toEqual([]);
    expect(
      (await call(bobTest, 'GET', '/orders/{id}', { params: { id: sandboxOrderId } })).status,
    ).toBe(404);
    const bal = await call(bobTest, 'GET', '/balances');
    expect(bal.body.data.find((b: { currency: string }) => b.currency === 'USD').balance).toBe(
      SANDBOX_DEMO_BALANCES.USD,
    );
  });
});

describe('sandbox top-ups', () => {
  it('refuse live keys (403) and bad input (400 with field errors); replays by Idempotency-Key', async () => {
    const refused = await call(live, 'POST', '/sandbox/top-ups', {
      json: { currency: 'USD', amount: '10.00' },
      idem: newKey(),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/test key/);
    const bad = await call(test, 'POST', '/sandbox/top-ups', {
      json: { currency: 'XXX', amount: '2000000.00' },
      idem: newKey(),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amount', 'currency']);
    const idem = newKey();
    const first = await call(test, 'POST', '/sandbox/top-ups', {
      json: { currency: 'KES', amount: '1000.00' },
      idem,
    });
    const again = await call(test, 'POST', '/sandbox/top-ups', {
      json: { currency: 'KES', amount: '1000.00' },
      idem,
    });
    expect(again.res.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    // The same key with a live key is another request (idempotency is per mode).
    const liveSame = await call(live, 'POST', '/beneficiaries', {
      json: {
        kind: 'mobile_money',
        name: 'Alice Mobile',
        country: 'KE',
        currency: 'KES',
        phone: '+254712000111',
        network: 'mpesa',
      },
      idem,
    });
    expect(liveSame.status).toBe(201);
  });
});

describe('sandbox payouts', () => {
  it('a test key settles its held withdrawals as paid or rejected; live keys and others cannot', async () => {
    const ben = (await call(test, 'GET', '/beneficiaries')).body.data[0] as { id: string };
    const hold = async () =>
      (
        await call(test, 'POST', '/withdrawals', {
          json: { beneficiaryId: ben.id, currency: 'USD', amount: '40.00' },
          idem: newKey(),
        })
      ).body.withdrawal as { id: string; status: string };
    const [a, b] = [await hold(), await hold()];
    const usd = async () =>
      (
        (await call(test, 'GET', '/balances')).body.data as { currency: string; balance: string }[]
      ).find((x) => x.currency === 'USD')!.balance;
    const liveBefore = await walletBalances(s, alice);
    const settle = (secret: string, id: string, json: unknown) =>
      call(secret, 'POST', '/sandbox/withdrawals/{id}/settle', {
        params: { id },
        json,
        idem: newKey(),
      });

    expect((await settle(live, a!.id, { outcome: 'paid' })).status).toBe(403);
    const bobTest = (
      await createApiKey(s, bob, { scopes: ['withdrawals:write'], mode: 'test', name: 'Bob test' })
    ).secret;
    expect((await settle(bobTest, a!.id, { outcome: 'paid' })).status).toBe(404);
    expect((await settle(test, a!.id, { outcome: 'lost' })).status).toBe(400);

    const paid = await settle(test, a!.id, { outcome: 'paid' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.withdrawal).toMatchObject({ id: a!.id, status: 'completed' });
    expect((await settle(test, a!.id, { outcome: 'rejected' })).status).toBe(409);

    const held = await usd();
    const rejected = await settle(test, b!.id, { outcome: 'rejected', reason: 'Test rejection' });
    expect(rejected.body.withdrawal).toMatchObject({
      status: 'rejected',
      reason: 'Test rejection',
    });
    // A rejection releases the hold back to the sandbox balance.
    expect(Number(await usd()) - Number(held)).toBe(40);
    expect(await walletBalances(s, alice)).toEqual(liveBefore);
    expect((await call(live, 'GET', '/withdrawals')).body.data).toEqual([]);
  });
});

describe('sandbox webhooks', () => {
  it('endpoints are per mode and sandbox events go to test endpoints only, marked test', async () => {
    const testEp = await call(test, 'POST', '/webhook-endpoints', {
      json: {
        url: 'http://127.0.0.1:65535/sandbox',
        events: ['deposit.confirmed', 'order.filled'],
      },
      idem: newKey(),
    });
    expect(testEp.status).toBe(201);
    expect(testEp.body.endpoint.mode).toBe('test');
    const liveEp = await call(live, 'POST', '/webhook-endpoints', {
      json: { url: 'http://127.0.0.1:65535/live', events: ['deposit.confirmed', 'order.filled'] },
      idem: newKey(),
    });
    expect(liveEp.body.endpoint.mode).toBe('live');
    const ids = (r: { body: Record<string, unknown> }) =>
      (r.body.data as { id: string }[]).map((e) => e.id);
    expect(ids(await call(live, 'GET', '/webhook-endpoints'))).toEqual([liveEp.body.endpoint.id]);
    expect(ids(await call(test, 'GET', '/webhook-endpoints'))).toEqual([testEp.body.endpoint.id]);
    // A test key cannot remove or read a live endpoint.
    expect(
      (
        await call(test, 'DELETE', '/webhook-endpoints/{id}', {
          params: { id: liveEp.body.endpoint.id },
        })
      ).status,
    ).toBe(404);

    await call(test, 'POST', '/sandbox/top-ups', {
      json: { currency: 'USD', amount: '20.00' },
      idem: newKey(),
    });
    const rows = await queryRows<{ mode: string; endpoint_id: string; type: string }>(
      s.database.db,
      sql`select e.mode, d.endpoint_id, e.type from webhook_events e join webhook_deliveries d on d.event_id = e.id
           where e.holder_id = ${alice.id}`,
    );
    expect(rows).toEqual([
      { mode: 'test', endpoint_id: testEp.body.endpoint.id, type: 'deposit.confirmed' },
    ]);
    const bodies: string[] = [];
    await deliverWebhooks(s.database.db, {
      serverSecret: s.env.BETTER_AUTH_SECRET,
      production: false,
      fetchImpl: async (_url, init) => {
        bodies.push(String(init?.body));
        return new Response('ok');
      },
    });
    expect(bodies).toHaveLength(1);
    expect(JSON.parse(bodies[0]!)).toMatchObject({
      type: 'deposit.confirmed',
      mode: 'test',
      data: { deposit: { method: 'sandbox', receivedAmount: '20.00' } },
    });
  });
});

describe('the sandbox schema', () => {
  it('mirrors every live table it copies, column for column in order', async () => {
    const cols = await queryRows<{ schema: string; t: string; cols: string }>(
      s.database.db,
      sql`select n.nspname as schema, c.relname as t,
                 string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || case when a.attnotnull then ' not null' else '' end, ', ' order by a.attnum) as cols
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
            join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
           where n.nspname in ('public', 'sandbox') and c.relname = any(mizani_sandbox_tables())
             and c.relkind = 'r'
           group by n.nspname, c.relname`,
    );
    const of = (schema: string) =>
      Object.fromEntries(cols.filter((c) => c.schema === schema).map((c) => [c.t, c.cols]));
    expect(Object.keys(of('public')).length).toBeGreaterThanOrEqual(14);
    expect(of('sandbox')).toEqual(of('public'));
  });

  it('documents the top-up and every sandbox answer validates against the document', async () => {
    const doc = (await (await s.request('/api/v1/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(doc.paths['/sandbox/top-ups']).toBeDefined();
    expect(recorded.length).toBeGreaterThan(20);
    expectAnswersMatch(doc, recorded);
  });
});
