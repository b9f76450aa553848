import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { orderReference, type FirmQuote, type Order } from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import { orderNotice } from '../src/services/notices/order-notice.ts';
import {
  createTestServerWithUsers,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { expectLedgerInvariants, fundWallet, walletBalances } from './wallet-helpers.ts';

// Issue 14 (decision 015): an order is one call of mizani_place_order, which runs the compliance
// gate, the volume, the client's notice and the webhook event itself. These are the paths that
// call opened: the gate refusing inside the function answers exactly as the app's gate does (the
// quote route still runs that one), an outcome whose notice was not rendered beforehand is
// rendered and written, a quote this instance did not issue is read, and the webhook's order is
// the API's order. Runs on PGlite and on PostgreSQL.
let s: TestServer;
let admin: TestUser;

beforeAll(async () => {
  const made = await createTestServerWithUsers({
    seedContent: true,
    clients: 0,
    settings: NO_TRANSACTION_LIMITS,
  });
  s = made.server;
  admin = made.admin;
}, 60_000);
afterAll(async () => {
  await s?.close();
});

const quote = (u: TestUser, amount = '100.00') =>
  s.request('/api/orders/quotes', {
    method: 'POST',
    cookie: u.cookie,
    json: { sellCurrency: 'USD', buyCurrency: 'KES', amount },
  });
const order = (u: TestUser, quoteId: string, idempotencyKey = randomUUID()) =>
  s.request('/api/orders', { method: 'POST', cookie: u.cookie, json: { quoteId, idempotencyKey } });
const answer = async (res: Response | Promise<Response>) => {
  const r = await res;
  const body = (await r.json()) as { error?: { code: string; message: string } };
  return { status: r.status, code: body.error?.code, message: body.error?.message };
};
const count = async (
  table: 'trading_orders' | 'notifications' | 'compliance_volume',
  user: string,
) =>
  Number(
    (
      await queryRows<{ n: string }>(
        s.database.db,
        sql`select count(*)::text as n from ${sql.identifier(table)} where user_id = ${user}`,
      )
    )[0]!.n,
  );
const written = async (u: TestUser) => ({
  orders: await count('trading_orders', u.id),
  notices: await count('notifications', u.id),
  volume: await count('compliance_volume', u.id),
  balances: await walletBalances(s, u),
});

describe('the compliance gate inside the order function', () => {
  it('answers a restriction or a missing tier at order time as the quote route does, writing nothing', async () => {
    const c = await s.createUser();
    await fundWallet(s, admin, c, 'USD', '1000.00');
    const states = [
      sql`update kyc_profiles set restriction = 'review' where user_id = ${c.id}`,
      sql`update kyc_profiles set restriction = 'frozen' where user_id = ${c.id}`,
      sql`update kyc_profiles set restriction = 'clear', tier = 0 where user_id = ${c.id}`,
    ];
    const codes: string[] = [];
    for (const state of states) {
      const q = (await readJson<{ quote: FirmQuote }>(quote(c), 201)).quote;
      const before = await written(c);
      await s.database.db.execute(state);
      const atOrder = await answer(order(c, q.id));
      // The app's own gate (verification/gate.ts) answers the quote route for the same state.
      expect(atOrder).toEqual(await answer(quote(c)));
      expect(atOrder.status).toBe(403);
      codes.push(atOrder.code!);
      expect(await written(c)).toEqual(before);
      await s.database.db.execute(
        sql`update kyc_profiles set restriction = 'clear', tier = 1 where user_id = ${c.id}`,
      );
    }
    expect(codes).toEqual(['ACCOUNT_RESTRICTED', 'ACCOUNT_RESTRICTED', 'VERIFICATION_REQUIRED']);
    await expectLedgerInvariants(s);
  });
});

describe('the compliance gate inside the withdrawal function', () => {
  it('refuses a client without a tier before the balance, writing nothing', async () => {
    const c = await s.createUser();
    await fundWallet(s, admin, c, 'USD', '1000.00');
    const { beneficiary } = await readJson<{ beneficiary: { id: string } }>(
      s.request('/api/wallet/beneficiaries', {
        method: 'POST',
        cookie: c.cookie,
        json: {
          kind: 'bank_account',
          name: 'Gate Test',
          country: 'US',
          currency: 'USD',
          accountNumber: '000123456789',
          bankName: 'Test Bank',
        },
      }),
      201,
    );
    await s.database.db.execute(sql`update kyc_profiles set tier = 0 where user_id = ${c.id}`);
    const before = await written(c);
    // More than the balance: the gate answers first, as it did before the fold.
    const res = await answer(
      s.request('/api/wallet/withdrawals', {
        method: 'POST',
        cookie: c.cookie,
        json: { beneficiaryId: beneficiary.id, currency: 'USD', amount: '5000.00' },
      }),
    );
    expect(res).toEqual({
      status: 403,
      code: 'VERIFICATION_REQUIRED',
      message: 'Verify your identity to withdraw funds',
    });
    expect(await written(c)).toEqual(before);
    const rows = await queryRows(
      s.database.db,
      sql`select id from withdrawals where user_id = ${c.id}`,
    );
    expect(rows).toEqual([]);
  });
});

describe('notices and events written by the order function', () => {
  it('writes the notice of an outcome it did not expect (an inactive pair)', async () => {
    const c = await s.createUser();
    await fundWallet(s, admin, c, 'USD', '1000.00');
    const q = (await readJson<{ quote: FirmQuote }>(quote(c), 201)).quote;
    const pair = sql`(base_currency = 'USD' and quote_currency = 'KES')`;
    await s.database.db.execute(sql`update currency_pairs set is_active = false where ${pair}`);
    try {
      const res = await order(c, q.id);
      expect(res.status).toBe(422);
      const { order: o } = (await res.json()) as { order: Order };
      expect(o).toMatchObject({ status: 'rejected', rejectReason: 'pair_inactive' });
    } finally {
      await s.database.db.execute(sql`update currency_pairs set is_active = true where ${pair}`);
    }
    const [bell] = await queryRows<{ kind: string; body: string }>(
      s.database.db,
      sql`select kind, body from notifications where user_id = ${c.id} and kind like 'order%'`,
    );
    expect(bell).toEqual({
      kind: 'order_rejected',
      body: 'Reason: Pair inactive. Nothing left your wallet.',
    });
    const mails = await queryRows<{ subject: string }>(
      s.database.db,
      sql`select subject from mail_outbox where kind = 'order_rejected' and to_address = ${c.email}`,
    );
    expect(mails).toHaveLength(1);
  });

  it('fills a quote this instance did not issue, and the webhook carries the API order', async () => {
    const c = await s.createUser();
    await fundWallet(s, admin, c, 'USD', '1000.00');
    const q = (await readJson<{ quote: FirmQuote }>(quote(c), 201)).quote;
    // Another instance's quote: the same figures under an id this instance never saw.
    const [copy] = await queryRows<{ id: string }>(
      s.database.db,
      sql`insert into fx_quotes (user_id, sell_currency, buy_currency, sell_amount, buy_amount, rate,
            market_rate, spread_bps, fee, fee_bps, fee_currency, fx_rate_id, side, expires_at)
          select user_id, sell_currency, buy_currency, sell_amount, buy_amount, rate, market_rate,
                 spread_bps, fee, fee_bps, fee_currency, fx_rate_id, side, expires_at
            from fx_quotes where id = ${q.id} returning id::text`,
    );
    await s.database.db.execute(
      sql`insert into webhook_endpoints (holder_id, mode, url, events, secret)
          values (${c.id}, 'live', 'https://hooks.example.com/mizani', ${'{order.filled}'}::text[], 'sealed')`,
    );
    const key = randomUUID();
    const { order: o } = await readJson<{ order: Order }>(order(c, copy!.id, key), 201);
    expect(o).toMatchObject({ status: 'filled', sellAmount: '100.00', sellCurrency: 'USD' });
    const events = await queryRows<{ type: string; payload: { order: Order } }>(
      s.database.db,
      sql`select type, payload from webhook_events where holder_id = ${c.id}`,
    );
    expect(events).toEqual([{ type: 'order.filled', payload: { order: o } }]);
    const [bell] = await queryRows<{ title: string }>(
      s.database.db,
      sql`select title from notifications where user_id = ${c.id} and kind = 'order_filled'`,
    );
    expect(bell!.title).toBe(orderNotice(o, orderReference(o.id)).title);
    // A replay of the key answers the same order and writes nothing more.
    const before = await written(c);
    const again = await readJson<{ order: Order }>(order(c, copy!.id, key), 200);
    expect(again.order).toEqual(o);
    expect(await written(c)).toEqual(before);
    await expectLedgerInvariants(s);
  });
});
