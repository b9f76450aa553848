import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FirmQuote } from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import { createTestServerWithUsers, readJson, type TestServer, type TestUser } from './helpers.ts';
import { expectLedgerInvariants, fundWallet, placeOrder } from './wallet-helpers.ts';

// Issue 22: the minimum transaction and the daily/monthly limits in USD equivalent, checked on
// the server under the user lock: 50 conversions fired at once near the limit never exceed it
// (this file runs on PGlite and on PostgreSQL with a pool of 12).
let s: TestServer;
let admin: TestUser;

beforeAll(async () => {
  const made = await createTestServerWithUsers({
    seedContent: true,
    clients: 0,
    // Both limits at 10,000 so the monthly one binds (the example).
    settings: { 'compliance.tier1DailyUsd': 10_000, 'compliance.tier1MonthlyUsd': 10_000 },
  });
  s = made.server;
  admin = made.admin;
}, 60_000);
afterAll(async () => {
  await s?.close();
});

const quote = (u: TestUser, sellCurrency: string, amount: string, buyCurrency = 'KES') =>
  s.request('/api/orders/quotes', {
    method: 'POST',
    cookie: u.cookie,
    json: { sellCurrency, buyCurrency, amount },
  });
const order = (u: TestUser, quoteId: string) =>
  s.request('/api/orders', {
    method: 'POST',
    cookie: u.cookie,
    json: { quoteId, idempotencyKey: randomUUID() },
  });
const errorOf = async (res: Response | Promise<Response>) => {
  const r = await res;
  return {
    status: r.status,
    ...((await r.json()) as { error: { code: string; message: string } }).error,
  };
};
const volume = async (userId: string) =>
  (
    await queryRows<{ t: string }>(
      s.database.db,
      sql`select coalesce(sum(usd_amount), 0)::text as t from compliance_volume where user_id = ${userId}`,
    )
  )[0]!.t;

describe('minimum transaction', () => {
  it('refuses conversions and withdrawals under 100 USD equivalent, in any currency', async () => {
    const c = await s.createUser();
    await fundWallet(s, admin, c, 'USD', '1000.00');
    await fundWallet(s, admin, c, 'KES', '100000.00');
    expect(await errorOf(quote(c, 'USD', '99.99'))).toMatchObject({
      status: 422,
      code: 'BELOW_MINIMUM',
      message: 'The minimum conversion is 100.00 USD equivalent; this one is 99.99 USD',
    });
    // 5,000 KES at the seeded USD/KES rate is well under 100 USD.
    const kes = await errorOf(quote(c, 'KES', '5000.00', 'USD'));
    expect(kes.code).toBe('BELOW_MINIMUM');
    expect(kes.message).toMatch(
      /^The minimum conversion is 100\.00 USD equivalent; this one is \d+\.\d{2} USD$/,
    );
    expect((await quote(c, 'USD', '100.00')).status).toBe(201);
    const { beneficiary } = await readJson<{ beneficiary: { id: string } }>(
      s.request('/api/wallet/beneficiaries', {
        method: 'POST',
        cookie: c.cookie,
        json: {
          kind: 'mobile_money',
          name: 'Min Test',
          country: 'KE',
          currency: 'KES',
          phone: '+254712000222',
          network: 'mpesa',
        },
      }),
      201,
    );
    const wd = await errorOf(
      s.request('/api/wallet/withdrawals', {
        method: 'POST',
        cookie: c.cookie,
        json: { beneficiaryId: beneficiary.id, currency: 'KES', amount: '500.00' },
      }),
    );
    expect(wd).toMatchObject({ status: 422, code: 'BELOW_MINIMUM' });
    expect(wd.message).toMatch(/^The minimum withdrawal is 100\.00 USD equivalent/);
  });
});

describe('daily and monthly limits', () => {
  it('says how much remains, exactly as the issue words it, and the order-time check binds', async () => {
    const c = await s.createUser();
    await fundWallet(s, admin, c, 'USD', '20000.00');
    await placeOrder(
      s,
      c,
      { sellCurrency: 'USD', buyCurrency: 'KES', amount: '7650.00' },
      randomUUID(),
    );
    expect(await volume(c.id)).toBe('7650.00');
    expect(await errorOf(quote(c, 'USD', '2400.00'))).toMatchObject({
      status: 422,
      code: 'LIMIT_EXCEEDED',
      message:
        'This conversion would exceed your monthly limit of 10,000.00 USD; 2,350.00 USD remains',
    });
    // Two quotes that each fit; once the first fills, the second would not: refused at the
    // order, and nothing is written for it.
    const q1 = (await readJson<{ quote: FirmQuote }>(quote(c, 'USD', '2000.00'), 201)).quote;
    const q2 = (await readJson<{ quote: FirmQuote }>(quote(c, 'USD', '2000.00'), 201)).quote;
    expect((await order(c, q1.id)).status).toBe(201);
    expect(await errorOf(order(c, q2.id))).toMatchObject({
      status: 422,
      code: 'LIMIT_EXCEEDED',
      message:
        'This conversion would exceed your monthly limit of 10,000.00 USD; 350.00 USD remains',
    });
    const rows = await queryRows(
      s.database.db,
      sql`select id from trading_orders where quote_id = ${q2.id}`,
    );
    expect(rows).toEqual([]);
    expect(await volume(c.id)).toBe('9650.00');
    await expectLedgerInvariants(s);
  });

  it('counts withdrawals too, and a rejected withdrawal no longer counts', async () => {
    const c = await s.createUser();
    await fundWallet(s, admin, c, 'USD', '12000.00');
    const { beneficiary } = await readJson<{ beneficiary: { id: string } }>(
      s.request('/api/wallet/beneficiaries', {
        method: 'POST',
        cookie: c.cookie,
        json: {
          kind: 'bank_account',
          name: 'Limit Test',
          country: 'US',
          currency: 'USD',
          accountNumber: '000123456789',
          bankName: 'Test Bank',
        },
      }),
      201,
    );
    const wd = (amount: string) =>
      s.request('/api/wallet/withdrawals', {
        method: 'POST',
        cookie: c.cookie,
        json: { beneficiaryId: beneficiary.id, currency: 'USD', amount },
      });
    const first = await readJson<{ withdrawal: { id: string } }>(wd('9000.00'), 201);
    expect((await errorOf(wd('1500.00'))).message).toBe(
      'This withdrawal would exceed your monthly limit of 10,000.00 USD; 1,000.00 USD remains',
    );
    expect(
      (
        await s.request(`/api/admin/funding/withdrawals/${first.withdrawal.id}/reject`, {
          method: 'POST',
          cookie: admin.cookie,
          json: { reason: 'Beneficiary name mismatch' },
        })
      ).status,
    ).toBe(200);
    expect((await wd('1500.00')).status).toBe(201);
  });

  it('holds under 50 conversions fired at once near the limit: never exceeded', async () => {
    const c = await s.createUser();
    await fundWallet(s, admin, c, 'USD', '20000.00');
    await placeOrder(
      s,
      c,
      { sellCurrency: 'USD', buyCurrency: 'KES', amount: '8000.00' },
      randomUUID(),
    );
    // 50 quotes of 100 USD each fit alone; together they are 5,000 over a remainder of 2,000.
    const quotes: string[] = [];
    for (let i = 0; i < 50; i++)
      quotes.push((await readJson<{ quote: FirmQuote }>(quote(c, 'USD', '100.00'), 201)).quote.id);
    const answers = await Promise.all(quotes.map((id) => order(c, id)));
    const statuses = answers.map((r) => r.status);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as {
      error?: { code: string };
    }[];
    expect(statuses.filter((st) => st === 201).length).toBe(20);
    expect(statuses.filter((st) => st === 422).length).toBe(30);
    expect(bodies.filter((b) => b.error?.code === 'LIMIT_EXCEEDED').length).toBe(30);
    expect(await volume(c.id)).toBe('10000.00');
    const [filled] = await queryRows<{ t: string }>(
      s.database.db,
      sql`select sum(sell_amount)::numeric(24,2)::text as t from trading_orders where user_id = ${c.id} and status = 'filled'`,
    );
    expect(filled!.t).toBe('10000.00');
    await expectLedgerInvariants(s);
  });
});
