import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  computeQuote,
  D,
  PLATFORM_SETTINGS_DEFAULTS,
  type AdminDashboard,
  type AdminSettingsResponse,
  type ApiErrorBody,
  type FirmQuote,
  type Order,
  type PlatformSettings,
} from '@mizani/shared';
import {
  createTestServerWithUsers,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { fundWallet, walletBalances } from './wallet-helpers.ts';
import { queryRows } from '../src/db/client.ts';

// Conversion pricing (issue 7): rate from the latest bid/ask plus the spread, a fee shown
// separately, and a ledger journal that moves exactly the quoted figures.

type Quoted = { quote: FirmQuote };
type Ordered = { order: Order };
let s: TestServer;
let admin: TestUser;
let carol: TestUser;
/** Sell amount and fee of every order filled here (USD), for the admin dashboard check. */
const filled: { sell: string; fee: string }[] = [];

/** A POST's status and JSON body (T: the body of the answer the caller expects). */
async function post<T = ApiErrorBody>(path: string, cookie: string, json: unknown) {
  const r = await s.request(path, { method: 'POST', cookie, json });
  return { status: r.status, body: (await r.json()) as T };
}

async function latestRate(base: string, quote: string) {
  const [row] = await queryRows<{ bid: string; ask: string }>(
    s.database.db,
    sql`select r.bid_rate::text as bid, r.ask_rate::text as ask from fx_rates r
          join currency_pairs p on p.id = r.pair_id
         where p.base_currency = ${base} and p.quote_currency = ${quote}
         order by r.created_at desc, r.id desc limit 1`,
  );
  return row!;
}

/** The entries of an order's journal as "kind currency amount" lines, owner-aware. */
async function journalOf(orderId: string) {
  return queryRows<{ kind: string; user_id: string | null; currency: string; amount: string }>(
    s.database.db,
    sql`select a.kind, a.user_id, e.currency, e.amount::text as amount
          from trading_orders o
          join ledger_entries e on e.journal_id = o.journal_id
          join ledger_accounts a on a.id = e.account_id
         where o.id = ${orderId}
         order by e.currency, a.kind`,
  );
}

beforeAll(async () => {
  const users = await createTestServerWithUsers({
    seedContent: true,
    clients: 1,
    settings: NO_TRANSACTION_LIMITS,
  });
  ({ server: s, admin } = users);
  carol = users.clients[0]!;
  await fundWallet(s, admin, carol, 'USD', '5000.00');
}, 60_000);
afterAll(async () => s?.close());

describe('conversion spread and fee', () => {
  it('the default fee is a platform setting, applied at quote time and shown in the quote', async () => {
    const settings = await readJson<AdminSettingsResponse>(
      s.request('/api/admin/settings', { cookie: admin.cookie }),
    );
    expect(settings.platform['trading.feeBps']).toBe(PLATFORM_SETTINGS_DEFAULTS['trading.feeBps']);
    expect(PLATFORM_SETTINGS_DEFAULTS['trading.feeBps']).toBeGreaterThan(0);
    const { status, body } = await post<Quoted>('/api/orders/quotes', carol.cookie, {
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      amount: '1000.00',
    });
    expect(status).toBe(201);
    const rate = await latestRate('USD', 'KES');
    const expected = computeQuote({
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      sellAmount: '1000.00',
      baseCurrency: 'USD',
      quoteCurrency: 'KES',
      bid: rate.bid,
      ask: rate.ask,
      spreadBps: PLATFORM_SETTINGS_DEFAULTS['trading.spreadBps'],
      feeBps: PLATFORM_SETTINGS_DEFAULTS['trading.feeBps'],
    });
    expect(body.quote).toMatchObject({
      sellAmount: '1000.00',
      fee: expected.fee,
      feeCurrency: 'USD',
      feeBps: String(PLATFORM_SETTINGS_DEFAULTS['trading.feeBps']),
      spreadBps: String(PLATFORM_SETTINGS_DEFAULTS['trading.spreadBps']),
      buyAmount: expected.buyAmount,
    });
    expect(new D(body.quote.rate).eq(expected.rate)).toBe(true);
    expect(new D(body.quote.fee).gt(0)).toBe(true);
  });

  it('an admin edit of the fee is validated, audited and prices the next quote; the ledger matches the quote exactly', async () => {
    const bad = await s.request('/api/admin/settings/platform', {
      method: 'PUT',
      cookie: admin.cookie,
      json: { 'trading.feeBps': 2.5 },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ApiErrorBody).error.fields!['trading.feeBps']).toBe(
      'Whole basis points only',
    );
    const denied = await s.request('/api/admin/settings/platform', {
      method: 'PUT',
      cookie: carol.cookie,
      json: { 'trading.feeBps': 0 },
    });
    expect(denied.status).toBe(403);
    const put = await s.request('/api/admin/settings/platform', {
      method: 'PUT',
      cookie: admin.cookie,
      json: { 'trading.feeBps': 37, 'trading.spreadBpsByPair': { 'USD-KES': 20 } },
    });
    expect(put.status).toBe(200);
    const [entry] = await queryRows<{ after: Partial<PlatformSettings> }>(
      s.database.db,
      sql`select after from audit_log where action = 'settings.platform' order by id desc limit 1`,
    );
    expect(entry!.after['trading.feeBps']).toBe(37);
    // The published terms (the documentation's worked example) follow the setting at once.
    const pricing = await s.request('/api/rates/terms');
    expect(await pricing.json()).toMatchObject({
      feeBps: 37,
      spreadBps: 50,
      quoteValiditySeconds: 30,
    });

    // An amount whose fee does not fall on a cent: 1234.57 × 0.37 % = 4.567909 → 4.57 (up).
    const q = await post<Quoted>('/api/orders/quotes', carol.cookie, {
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      amount: '1234.57',
    });
    expect(q.status).toBe(201);
    const quote = q.body.quote;
    expect(quote.fee).toBe('4.57');
    expect(quote.feeBps).toBe('37');
    expect(quote.spreadBps).toBe('20');
    // proceeds on the amount after the fee, rounded down to the cent
    expect(quote.buyAmount).toBe(
      new D('1234.57').minus('4.57').times(quote.rate).toDecimalPlaces(2, D.ROUND_DOWN).toFixed(2),
    );

    const o = await post<Ordered>('/api/orders', carol.cookie, {
      quoteId: quote.id,
      idempotencyKey: 'fee-order-0001',
    });
    expect(o.status).toBe(201);
    expect(o.body.order).toMatchObject({
      status: 'filled',
      sellAmount: quote.sellAmount,
      buyAmount: quote.buyAmount,
      fee: quote.fee,
      rate: quote.rate,
    });
    filled.push({ sell: quote.sellAmount, fee: quote.fee });
    const entries = await journalOf(o.body.order.id);
    const norm = entries.map((e) => ({
      kind: e.kind,
      mine: e.user_id === carol.id,
      currency: e.currency,
      amount: new D(e.amount).toFixed(2),
    }));
    expect(norm).toEqual([
      { kind: 'client', mine: true, currency: 'KES', amount: quote.buyAmount },
      { kind: 'house', mine: false, currency: 'KES', amount: `-${quote.buyAmount}` },
      { kind: 'client', mine: true, currency: 'USD', amount: '-1234.57' },
      { kind: 'fee', mine: false, currency: 'USD', amount: '4.57' },
      { kind: 'house', mine: false, currency: 'USD', amount: '1230.00' },
    ]);
    expect(await walletBalances(s, carol)).toEqual({ USD: '3765.43', KES: quote.buyAmount });

    // the order detail shows the same quote, rate and fee the client confirmed
    const detail = await readJson<{ quote: FirmQuote }>(
      s.request(`/api/orders/${o.body.order.id}`, { cookie: carol.cookie }),
    );
    expect(detail.quote).toMatchObject({ id: quote.id, fee: '4.57', feeBps: '37' });
  });

  it('an amount on the buy side: the client receives exactly the amount asked, fee on top', async () => {
    const q = await post<Quoted>('/api/orders/quotes', carol.cookie, {
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      side: 'buy',
      amount: '10000.00',
    });
    expect(q.status).toBe(201);
    const quote = q.body.quote;
    expect(quote.buyAmount).toBe('10000.00');
    const net = new D(quote.sellAmount).minus(quote.fee);
    expect(net.times(quote.rate).gte('10000')).toBe(true);
    expect(new D(quote.fee).gte(new D(quote.sellAmount).times(37).div(10000))).toBe(true);
    const o = await post<Ordered>('/api/orders', carol.cookie, {
      quoteId: quote.id,
      idempotencyKey: 'fee-order-0002',
    });
    expect(o.status).toBe(201);
    filled.push({ sell: quote.sellAmount, fee: quote.fee });
    const entries = await journalOf(o.body.order.id);
    const fee = entries.find((e) => e.kind === 'fee')!;
    expect(new D(fee.amount).toFixed(2)).toBe(quote.fee);
    const sums = new Map<string, InstanceType<typeof D>>();
    for (const e of entries)
      sums.set(e.currency, (sums.get(e.currency) ?? new D(0)).plus(e.amount));
    for (const v of sums.values()) expect(v.isZero()).toBe(true);
  });

  it('the admin dashboard shows the 30-day volume and the fees earned per currency', async () => {
    const d = await readJson<AdminDashboard>(
      s.request('/api/admin/dashboard', { cookie: admin.cookie }),
    );
    const usd = d.conversionVolume.find((v) => v.currency === 'USD');
    expect(filled).toHaveLength(2);
    expect(usd).toEqual({
      currency: 'USD',
      count: 2,
      amount: filled.reduce((t, f) => t.plus(f.sell), new D(0)).toFixed(2),
      fees: filled.reduce((t, f) => t.plus(f.fee), new D(0)).toFixed(2),
    });
    // the fee account holds exactly the fees charged (its balance is the sum of its entries)
    const [acc] = await queryRows<{ balance: string }>(
      s.database.db,
      sql`select balance::text as balance from ledger_account_balances where kind = 'fee' and currency = 'USD'`,
    );
    expect(new D(acc!.balance).toFixed(2)).toBe(usd!.fees);
  });

  it('a client cannot set the fee, rate, status or owner in a request body', async () => {
    const count = async () =>
      (
        await queryRows<{ q: number; o: number; e: number }>(
          s.database.db,
          sql`select (select count(*)::int from fx_quotes) as q, (select count(*)::int from trading_orders) as o,
                     (select count(*)::int from ledger_entries) as e`,
        )
      )[0]!;
    const before = await count();
    for (const extra of [{ fee: '0' }, { feeBps: 0 }, { rate: '500' }, { userId: admin.id }]) {
      const r = await post('/api/orders/quotes', carol.cookie, {
        sellCurrency: 'USD',
        buyCurrency: 'KES',
        amount: '10.00',
        ...extra,
      });
      expect(r.status).toBe(400);
    }
    const q = await post<Quoted>('/api/orders/quotes', carol.cookie, {
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      amount: '10.00',
    });
    for (const extra of [{ status: 'filled' }, { userId: admin.id }, { fee: '0' }]) {
      const r = await post('/api/orders', carol.cookie, {
        quoteId: q.body.quote.id,
        idempotencyKey: 'tamper-0001',
        ...extra,
      });
      expect(r.status).toBe(400);
    }
    const after = await count();
    expect(after).toEqual({ ...before, q: before.q + 1 });
  });

  it('an amount too small to pay its fee is refused with a field error and nothing stored', async () => {
    const r = await post('/api/orders/quotes', carol.cookie, {
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      amount: '0.01',
    });
    expect(r.status).toBe(422);
    expect(r.body.error.fields!.amount).toBe('Amount too small');
  });

  it('the audit log and the ledger are append-only in the database itself', async () => {
    for (const stmt of [
      sql`update audit_log set action = 'x'`,
      sql`delete from audit_log`,
      sql`update ledger_entries set amount = 0`,
      sql`delete from ledger_journals`,
    ]) {
      const err = await queryRows(s.database.db, stmt).then(
        () => null,
        (e: { cause?: { code?: string; message?: string } }) => e.cause,
      );
      expect(err?.code).toBe('42501');
      expect(err?.message).toMatch(/append-only/);
    }
    const [n] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from audit_log`,
    );
    expect(n!.n).toBeGreaterThan(0);
  });
});
