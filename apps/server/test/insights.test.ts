import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  D,
  type BalanceHistory,
  type FirmQuote,
  type MonthlyVolumes,
  type Order,
} from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import {
  createTestServer,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { addMember, asBusiness, createBusiness, readyBusiness } from './business-helpers.ts';
import { fundWallet, placeOrder, walletBalances } from './wallet-helpers.ts';

// Issue 39 item 3: the figures behind the wallet's balance chart and the business home's
// monthly volumes (/api/insights). Points come from the ledger's entries, so they agree with the
// monthly statements; every read is the selected account's own.

let s: TestServer;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let viewer: TestUser;
let outsider: TestUser;
let bizId: string;

type Statement = {
  currencies: {
    currency: string;
    opening: string;
    closing: string;
    movements: { type: string; amount: string }[];
  }[];
};

const today = () => new Date().toISOString().slice(0, 10);
/** YYYY-MM-DD of the last day of the month `back` months ago (UTC). */
const monthEnd = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 0))
    .toISOString()
    .slice(0, 10);
};

/**
 * Moves a journal (and its entries) back in time, as if it had happened `days` days ago. The
 * ledger is append-only (a trigger refuses updates): the test lifts it for this one transaction.
 */
async function backdate(reference: string, days: number) {
  await s.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(
      sql`update ledger_entries set created_at = created_at - make_interval(days => ${days}::int)
           where journal_id in (select id from ledger_journals where reference = ${reference})`,
    );
    await tx.execute(
      sql`update ledger_journals set created_at = created_at - make_interval(days => ${days}::int)
           where reference = ${reference}`,
    );
  });
}

const history = (user: TestUser, query: string, headers: Record<string, string> = {}) =>
  s.request(`/api/insights/balance-history?${query}`, { cookie: user.cookie, headers });

beforeAll(async () => {
  s = await createTestServer({ seedContent: true, settings: NO_TRANSACTION_LIMITS });
  admin = await s.createUser({ role: 'admin' });
  alice = await s.createUser();
  bob = await s.createUser();
  viewer = await s.createUser();
  outsider = await s.createUser();
  // Alice: 1,000 USD two months ago, 250 USD more 20 days ago, 100 USD converted today.
  const first = await fundWallet(s, admin, alice, 'USD', '1000.00');
  const second = await fundWallet(s, admin, alice, 'USD', '250.00');
  const ref = async (id: string) =>
    (
      await queryRows<{ reference: string }>(
        s.database.db,
        sql`select reference from deposits where id = ${id}`,
      )
    )[0]!.reference;
  await backdate(await ref(first), 62);
  await backdate(await ref(second), 20);
  await placeOrder(
    s,
    alice,
    { sellCurrency: 'USD', buyCurrency: 'KES', amount: '100.00' },
    'insights-key-1',
  );

  // A business with a viewer: 1,000 USD in, one conversion, one payout paid.
  bizId = (await createBusiness(s, alice)).id;
  const payee = await readyBusiness(s, admin, alice, bizId, '1000.00');
  await addMember(s, alice, bizId, viewer, 'viewer');
  const { quote } = await readJson<{ quote: FirmQuote }>(
    asBusiness(s, alice, bizId, '/api/orders/quotes', {
      method: 'POST',
      json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '200.00' },
    }),
    201,
  );
  await readJson<{ order: Order }>(
    asBusiness(s, alice, bizId, '/api/orders', {
      method: 'POST',
      json: { quoteId: quote.id, idempotencyKey: 'insights-biz-key-1' },
    }),
    201,
  );
  const { withdrawal } = await readJson<{ withdrawal: { id: string } }>(
    asBusiness(s, alice, bizId, '/api/wallet/withdrawals', {
      method: 'POST',
      json: {
        beneficiaryId: payee,
        currency: 'USD',
        amount: '150.00',
        idempotencyKey: 'insights-wd-key-1',
      },
    }),
    201,
  );
  await readJson(
    s.request(`/api/admin/funding/withdrawals/${withdrawal.id}/approve`, {
      method: 'POST',
      cookie: admin.cookie,
      json: {},
    }),
  );
}, 120_000);
afterAll(async () => s?.close());

describe('balance history', () => {
  it('one point a day, agreeing with the statements and ending at the balance now', async () => {
    const h = await readJson<BalanceHistory>(history(alice, 'currency=USD&range=3M'));
    expect(h.currency).toBe('USD');
    expect(h.range).toBe('3M');
    expect(h.to).toBe(today());
    expect(h.points.at(-1)!.date).toBe(today());
    // Daily points, consecutive, from three months back.
    const days = h.points.map((p) => p.date);
    for (let i = 1; i < days.length; i++)
      expect(Date.parse(days[i]!) - Date.parse(days[i - 1]!)).toBe(86_400_000);
    expect(days.length).toBeGreaterThanOrEqual(89);
    expect(days.length).toBeLessThanOrEqual(93);
    // Decimal strings, never numbers.
    for (const p of h.points) expect(p.balance).toMatch(/^-?\d+\.\d{2}$/);
    expect(h.points[0]!.balance).toBe('0.00');
    expect(h.points.at(-1)!.balance).toBe((await walletBalances(s, alice)).USD);
    expect(h.points.at(-1)!.balance).toBe('1150.00');
    expect(h.change).toBe('1150.00');
    // Each month's last day is that month's statement closing balance.
    for (const back of [1, 2]) {
      const end = monthEnd(back);
      const st = await readJson<Statement>(
        s.request(`/api/reports/statement?month=${end.slice(0, 7)}`, { cookie: alice.cookie }),
      );
      const closing = st.currencies.find((c) => c.currency === 'USD')?.closing ?? '0.00';
      expect(h.points.find((p) => p.date === end)?.balance, end).toBe(closing);
    }
    // The day of each movement steps by its amount.
    const at = (daysAgo: number) =>
      h.points.find(
        (p) => p.date === new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10),
      )!.balance;
    expect(new D(at(20)).minus(at(21)).toFixed(2)).toBe('250.00');
    expect(new D(at(62)).minus(at(63)).toFixed(2)).toBe('1000.00');
  });

  it('ranges 1M, 6M and 1Y; 3M by default; the other currency from its first movement', async () => {
    const len = async (range: string) =>
      (await readJson<BalanceHistory>(history(alice, `currency=USD&range=${range}`))).points.length;
    const [m1, m6, y1] = [await len('1M'), await len('6M'), await len('1Y')];
    expect(m1).toBeGreaterThanOrEqual(29);
    expect(m1).toBeLessThanOrEqual(32);
    expect(m6).toBeGreaterThanOrEqual(182);
    expect(m6).toBeLessThanOrEqual(185);
    expect(y1).toBeGreaterThanOrEqual(366);
    expect(y1).toBeLessThanOrEqual(367);
    const def = await readJson<BalanceHistory>(history(alice, 'currency=USD'));
    expect(def.range).toBe('3M');
    const kes = await readJson<BalanceHistory>(history(alice, 'currency=KES&range=1M'));
    expect(kes.points.at(-1)!.balance).toBe((await walletBalances(s, alice)).KES);
    expect(kes.points.at(-2)!.balance).toBe('0.00');
  });

  it('refuses what is not a range or a currency with field errors', async () => {
    for (const [q, field] of [
      ['currency=USD&range=2W', 'range'],
      ['currency=XXX&range=1M', 'currency'],
      ['range=1M', 'currency'],
    ] as const) {
      const r = await history(alice, q);
      expect(r.status, q).toBe(400);
      const body = (await r.json()) as { error: { fields: Record<string, string> } };
      expect(Object.keys(body.error.fields)).toContain(field);
    }
    const r = await history(alice, 'currency=USD&range=2W');
    expect(((await r.json()) as { error: { fields: { range: string } } }).error.fields.range).toBe(
      'Choose 1M, 3M, 6M or 1Y',
    );
  });

  it("is each account's own: another client, a business, a non-member, nobody", async () => {
    // Bob has no USD wallet: no points, not Alice's.
    const bobs = await readJson<BalanceHistory>(history(bob, 'currency=USD&range=1M'));
    expect(bobs.points).toEqual([]);
    expect(bobs.change).toBeNull();
    // The business's own wallet: 1,000 in, 200 converted, 150 paid out.
    const biz = await readJson<BalanceHistory>(
      history(viewer, 'currency=USD&range=1M', { 'x-mizani-account': bizId }),
    );
    expect(biz.points.at(-1)!.balance).toBe('650.00');
    // The viewer's personal account is not the business's.
    expect((await readJson<BalanceHistory>(history(viewer, 'currency=USD'))).points).toEqual([]);
    expect((await history(outsider, 'currency=USD', { 'x-mizani-account': bizId })).status).toBe(
      404,
    );
    expect((await s.request('/api/insights/balance-history?currency=USD')).status).toBe(401);
  });
});

describe('monthly volumes', () => {
  it('twelve months, conversions and payouts of the business, for every member role', async () => {
    const v = await readJson<MonthlyVolumes>(
      asBusiness(s, viewer, bizId, '/api/insights/monthly-volumes'),
    );
    expect(v.months).toHaveLength(12);
    expect(v.months.at(-1)!.month).toBe(today().slice(0, 7));
    expect(v.months.map((m) => m.month)).toEqual([...v.months.map((m) => m.month)].sort());
    const now = v.months.at(-1)!;
    expect(now.conversions.count).toBe(1);
    expect(now.conversions.amounts).toEqual([{ currency: 'USD', amount: '200.00' }]);
    expect(now.conversions.usd).toBe('200.00');
    expect(now.payouts.count).toBe(1);
    expect(now.payouts.amounts).toEqual([{ currency: 'USD', amount: '150.00' }]);
    expect(now.payouts.usd).toBe('150.00');
    for (const m of v.months.slice(0, -1)) {
      expect(m.conversions).toEqual({ count: 0, usd: '0.00', amounts: [] });
      expect(m.payouts).toEqual({ count: 0, usd: '0.00', amounts: [] });
    }
    // The conversions agree with the statement's conversion movements.
    const st = await readJson<Statement>(
      asBusiness(s, viewer, bizId, `/api/reports/statement?month=${now.month}`),
    );
    const converted = st.currencies
      .find((c) => c.currency === 'USD')!
      .movements.filter((m) => m.type === 'conversion')
      .reduce((sum, m) => sum.minus(m.amount), new D(0));
    expect(converted.toFixed(2)).toBe(now.conversions.amounts[0]!.amount);
    // The owner sees the same; someone outside the business nothing of it.
    expect(
      await readJson<MonthlyVolumes>(asBusiness(s, alice, bizId, '/api/insights/monthly-volumes')),
    ).toEqual(v);
    expect((await asBusiness(s, outsider, bizId, '/api/insights/monthly-volumes')).status).toBe(
      404,
    );
    expect((await s.request('/api/insights/monthly-volumes')).status).toBe(401);
  });

  it("a person's own volumes are their own: Alice's one conversion, Bob's none", async () => {
    const a = await readJson<MonthlyVolumes>(
      s.request('/api/insights/monthly-volumes', { cookie: alice.cookie }),
    );
    expect(a.months.at(-1)!.conversions.count).toBe(1);
    expect(a.months.at(-1)!.conversions.amounts).toEqual([{ currency: 'USD', amount: '100.00' }]);
    expect(a.months.at(-1)!.payouts.count).toBe(0);
    const b = await readJson<MonthlyVolumes>(
      s.request('/api/insights/monthly-volumes', { cookie: bob.cookie }),
    );
    expect(b.months.every((m) => m.conversions.count === 0 && m.payouts.count === 0)).toBe(true);
  });
});
