import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestServer, type TestServer, type TestUser } from './helpers.ts';
import { queryRows } from '../src/db/client.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type J = any;
let s: TestServer;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;

async function fund(user: TestUser, currency: string, amount: string) {
  const dep = await s.request('/api/wallet/deposits', {
    method: 'POST',
    cookie: user.cookie,
    json: { currency, method: 'bank_transfer' },
  });
  expect(dep.status).toBe(201);
  const { deposit } = (await dep.json()) as J;
  expect(deposit.reference).toMatch(/^DEP-/);
  const ok = await s.request(`/api/admin/funding/deposits/${deposit.id}/confirm`, {
    method: 'POST',
    cookie: admin.cookie,
    json: { receivedAmount: amount },
  });
  expect(ok.status).toBe(200);
  return deposit.id as string;
}
async function balances(user: TestUser) {
  const r = await s.request('/api/wallet/accounts', { cookie: user.cookie });
  const { accounts } = (await r.json()) as J;
  return Object.fromEntries(
    accounts.map((a: { currency: string; balance: string }) => [a.currency, a.balance]),
  );
}
async function invariants() {
  const bad = await queryRows(
    s.database.db,
    sql`select journal_id, currency from ledger_entries group by journal_id, currency having sum(amount) <> 0`,
  );
  expect(bad).toEqual([]);
  const drift = await queryRows(
    s.database.db,
    sql`select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id where a.kind = 'client' group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
  );
  expect(drift).toEqual([]);
  const totals = await queryRows<{ currency: string; t: string }>(
    s.database.db,
    sql`select currency, sum(balance)::text as t from ledger_account_balances group by currency`,
  );
  for (const t of totals) expect(Number(t.t)).toBe(0);
  const neg = await queryRows(
    s.database.db,
    sql`select id from ledger_accounts where kind = 'client' and balance < 0`,
  );
  expect(neg).toEqual([]);
}

beforeAll(async () => {
  s = await createTestServer({ seedContent: true });
  admin = await s.createUser({ role: 'admin' });
  alice = await s.createUser();
  bob = await s.createUser();
}, 60_000);
afterAll(async () => s?.close());

describe('wallet, quotes and orders', () => {
  it('funding credits the wallet only after an admin confirms, via a balanced journal', async () => {
    const dep = await s.request('/api/wallet/deposits', {
      method: 'POST',
      cookie: alice.cookie,
      json: { currency: 'USD', method: 'mobile_money', balance: '1000000' },
    });
    expect(dep.status).toBe(400); // unknown field refused
    expect(await balances(alice)).toEqual({});
    await fund(alice, 'USD', '1000.00');
    expect(await balances(alice)).toEqual({ USD: '1000.00' });
    const again = await s.request('/api/admin/funding', { cookie: admin.cookie });
    expect(((await again.json()) as J).deposits).toEqual([]);
    const client = await s.request('/api/admin/funding', { cookie: alice.cookie });
    expect(client.status).toBe(403);
    await invariants();
  });

  it('a firm quote, accepted once with an idempotency key, moves both legs', async () => {
    const q = await s.request('/api/orders/quotes', {
      method: 'POST',
      cookie: alice.cookie,
      json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '100.00' },
    });
    expect(q.status).toBe(201);
    const { quote } = (await q.json()) as J;
    expect(quote.sellAmount).toBe('100.00');
    expect(quote.validitySeconds).toBe(30);
    const o = await s.request('/api/orders', {
      method: 'POST',
      cookie: alice.cookie,
      json: { quoteId: quote.id, idempotencyKey: 'key-00000001' },
    });
    expect(o.status).toBe(201);
    const { order } = (await o.json()) as J;
    expect(order.status).toBe('filled');
    expect(await balances(alice)).toEqual({ KES: quote.buyAmount, USD: '900.00' });
    // same key, same body → same order, no second fill
    const r = await s.request('/api/orders', {
      method: 'POST',
      cookie: alice.cookie,
      json: { quoteId: quote.id, idempotencyKey: 'key-00000001' },
    });
    expect(r.status).toBe(200);
    expect(((await r.json()) as J).order.id).toBe(order.id);
    expect((await balances(alice)).USD).toBe('900.00');
    // reused quote with a new key → rejected, nothing written
    const reuse = await s.request('/api/orders', {
      method: 'POST',
      cookie: alice.cookie,
      json: { quoteId: quote.id, idempotencyKey: 'key-00000002' },
    });
    expect(reuse.status).toBe(422);
    expect(((await reuse.json()) as J).order.rejectReason).toBe('quote_used');
    // same key, different body → 409
    const q2: J = await (
      await s.request('/api/orders/quotes', {
        method: 'POST',
        cookie: alice.cookie,
        json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '5.00' },
      })
    ).json();
    const conflict = await s.request('/api/orders', {
      method: 'POST',
      cookie: alice.cookie,
      json: { quoteId: q2.quote.id, idempotencyKey: 'key-00000001' },
    });
    expect(conflict.status).toBe(409);
    expect((await balances(alice)).USD).toBe('900.00');
    await invariants();
  });

  it('refuses insufficient balance and expired quotes with nothing written to the ledger', async () => {
    const before = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from ledger_entries`,
    );
    const big: J = await (
      await s.request('/api/orders/quotes', {
        method: 'POST',
        cookie: alice.cookie,
        json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '5000.00' },
      })
    ).json();
    const r = await s.request('/api/orders', {
      method: 'POST',
      cookie: alice.cookie,
      json: { quoteId: big.quote.id, idempotencyKey: 'key-big-0001' },
    });
    expect(r.status).toBe(422);
    expect(((await r.json()) as J).error.message).toBe('Insufficient balance');
    const small: J = await (
      await s.request('/api/orders/quotes', {
        method: 'POST',
        cookie: alice.cookie,
        json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '1.00' },
      })
    ).json();
    await queryRows(
      s.database.db,
      sql`update fx_quotes set expires_at = now() - interval '1 second' where id = ${small.quote.id}`,
    );
    const e = await s.request('/api/orders', {
      method: 'POST',
      cookie: alice.cookie,
      json: { quoteId: small.quote.id, idempotencyKey: 'key-exp-0001' },
    });
    expect(e.status).toBe(422);
    expect(((await e.json()) as J).order.rejectReason).toBe('quote_expired');
    const after = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from ledger_entries`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
    expect((await balances(alice)).USD).toBe('900.00');
  });

  it('one client never sees or touches another client’s quotes, orders, beneficiaries or statements', async () => {
    const orders = (await (await s.request('/api/orders', { cookie: alice.cookie })).json()) as J;
    const id = orders.orders[0].id;
    expect((await s.request(`/api/orders/${id}`, { cookie: bob.cookie })).status).toBe(404);
    expect((await s.request(`/api/orders/${id}`, { cookie: alice.cookie })).status).toBe(200);
    const q: J = await (
      await s.request('/api/orders/quotes', {
        method: 'POST',
        cookie: alice.cookie,
        json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '1.00' },
      })
    ).json();
    expect(
      (
        await s.request('/api/orders', {
          method: 'POST',
          cookie: bob.cookie,
          json: { quoteId: q.quote.id, idempotencyKey: 'bob-key-001' },
        })
      ).status,
    ).toBe(404);
    const ben = await s.request('/api/wallet/beneficiaries', {
      method: 'POST',
      cookie: alice.cookie,
      json: {
        kind: 'mobile_money',
        name: 'Alice M',
        country: 'KE',
        currency: 'KES',
        phone: '+254712345678',
      },
    });
    expect(ben.status).toBe(201);
    const { beneficiary } = (await ben.json()) as J;
    const steal = await s.request('/api/wallet/withdrawals', {
      method: 'POST',
      cookie: bob.cookie,
      json: { beneficiaryId: beneficiary.id, currency: 'KES', amount: '1.00' },
    });
    expect(steal.status).toBe(404);
    expect(
      (
        await s.request(`/api/wallet/beneficiaries/${beneficiary.id}`, {
          method: 'DELETE',
          cookie: bob.cookie,
        })
      ).status,
    ).toBe(404);
    expect(
      ((await (await s.request('/api/wallet/accounts', { cookie: bob.cookie })).json()) as J)
        .accounts,
    ).toEqual([]);
    const st: J = await (
      await s.request('/api/reports/statement?month=2026-11', { cookie: bob.cookie })
    ).json();
    expect(st.currencies).toEqual([]);
  });

  it('withdrawals hold the amount; reject releases it, approve pays out; decisions are final', async () => {
    const bad = await s.request('/api/wallet/beneficiaries', {
      method: 'POST',
      cookie: alice.cookie,
      json: { kind: 'mobile_money', name: 'Alice', country: 'KE', currency: 'KES', phone: '0712' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as J).error.fields.phone).toMatch(/Kenya/);
    const { beneficiaries }: J = await (
      await s.request('/api/wallet/beneficiaries', { cookie: alice.cookie })
    ).json();
    const kes = (await balances(alice)).KES;
    const w = await s.request('/api/wallet/withdrawals', {
      method: 'POST',
      cookie: alice.cookie,
      json: {
        beneficiaryId: beneficiaries[0].id,
        currency: 'KES',
        amount: '100.00',
        idempotencyKey: 'wd-key-0001',
      },
    });
    expect(w.status).toBe(201);
    const { withdrawal } = (await w.json()) as J;
    const retry = await s.request('/api/wallet/withdrawals', {
      method: 'POST',
      cookie: alice.cookie,
      json: {
        beneficiaryId: beneficiaries[0].id,
        currency: 'KES',
        amount: '100.00',
        idempotencyKey: 'wd-key-0001',
      },
    });
    expect(retry.status).toBe(200);
    expect(Number((await balances(alice)).KES)).toBeCloseTo(Number(kes) - 100, 2);
    const rej = await s.request(`/api/admin/funding/withdrawals/${withdrawal.id}/reject`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { reason: 'Name mismatch' },
    });
    expect(rej.status).toBe(200);
    expect((await balances(alice)).KES).toBe(kes);
    const twice = await s.request(`/api/admin/funding/withdrawals/${withdrawal.id}/approve`, {
      method: 'POST',
      cookie: admin.cookie,
      json: {},
    });
    expect(twice.status).toBe(409);
    const tooMuch = await s.request('/api/wallet/withdrawals', {
      method: 'POST',
      cookie: alice.cookie,
      json: { beneficiaryId: beneficiaries[0].id, currency: 'KES', amount: '99999999.00' },
    });
    expect(tooMuch.status).toBe(422);
    const tx: J = await (
      await s.request('/api/wallet/transactions?currency=KES&pageSize=5', { cookie: alice.cookie })
    ).json();
    expect(tx.items.length).toBeGreaterThan(0);
    expect(tx.items.every((i: { currency: string }) => i.currency === 'KES')).toBe(true);
    await invariants();
  });

  it('statements and the orders export', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const st: J = await (
      await s.request(`/api/reports/statement?month=${month}`, { cookie: alice.cookie })
    ).json();
    const usd = st.currencies.find((c: { currency: string }) => c.currency === 'USD');
    expect(usd.opening).toBe('0.00');
    expect(usd.closing).toBe('900.00');
    const csv = await s.request(`/api/reports/statement?month=${month}&format=csv`, {
      cookie: alice.cookie,
    });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(await csv.text()).toContain('"Closing balance"');
    const oc = await s.request('/api/reports/orders.csv', { cookie: alice.cookie });
    expect((await oc.text()).split('\r\n')[0]).toContain('"Order"');
    const ov = (await (
      await s.request('/api/wallet/overview', { cookie: alice.cookie })
    ).json()) as J;
    expect(ov.recentTrades).toBe(1);
  });
});
