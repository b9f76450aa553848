import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FirmQuote } from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import {
  createTestServerWithUsers,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { expectLedgerInvariants, fundWallet, walletBalances } from './wallet-helpers.ts';

// Decision 024: a person's quote and order confirm their cached session in the statement that
// writes, not in a query before it. An ended session must still write nothing and answer 401,
// whatever else is wrong with the request, and the cache must forget it.

let s: TestServer;
let admin: TestUser;

beforeAll(async () => {
  const users = await createTestServerWithUsers({
    seedContent: true,
    clients: 0,
    settings: NO_TRANSACTION_LIMITS,
  });
  s = users.server;
  admin = users.admin;
}, 60_000);
afterAll(async () => s?.close());

const quote = (u: TestUser, amount = '10.00') =>
  s.request('/api/orders/quotes', {
    method: 'POST',
    cookie: u.cookie,
    json: { sellCurrency: 'USD', buyCurrency: 'KES', amount },
  });
const order = (u: TestUser, json: unknown) =>
  s.request('/api/orders', { method: 'POST', cookie: u.cookie, json });
const count = async (table: 'fx_quotes' | 'trading_orders', userId: string) =>
  Number(
    (
      await queryRows<{ n: string }>(
        s.database.db,
        sql`select count(*) as n from ${sql.raw(table)} where user_id = ${userId}`,
      )
    )[0]!.n,
  );

/** Ends the user's sessions with the cache not told (a lost notification), then runs `fn`. */
async function sessionEndedUntold(u: TestUser, fn: () => Promise<void>) {
  const trigger = (on: boolean) =>
    s.database.db.execute(
      sql.raw(`alter table session ${on ? 'enable' : 'disable'} trigger session_changed_notify`),
    );
  // A read puts the session in the cache.
  expect((await s.request('/api/wallet/accounts', { cookie: u.cookie })).status).toBe(200);
  await trigger(false);
  try {
    await s.database.db.execute(sql`delete from session where user_id = ${u.id}`);
    await fn();
  } finally {
    await trigger(true);
  }
}

describe('a quote and an order confirm the session in their own statement', () => {
  it('with a live session they write as before (and a replay answers the same order)', async () => {
    const u = await s.createUser();
    await fundWallet(s, admin, u, 'USD', '100.00');
    const { quote: q } = await readJson<{ quote: FirmQuote }>(quote(u), 201);
    const body = { quoteId: q.id, idempotencyKey: 'live-key-0001' };
    expect((await order(u, body)).status).toBe(201);
    expect((await order(u, body)).status).toBe(200);
    expect(await walletBalances(s, u)).toEqual({ KES: q.buyAmount, USD: '90.00' });
  });

  it('an ended session places no order, even with a valid quote, and is forgotten', async () => {
    const u = await s.createUser();
    await fundWallet(s, admin, u, 'USD', '100.00');
    const { quote: q } = await readJson<{ quote: FirmQuote }>(quote(u), 201);
    await sessionEndedUntold(u, async () => {
      const res = await order(u, { quoteId: q.id, idempotencyKey: 'ended-key-0001' });
      expect(res.status).toBe(401);
      expect(await count('trading_orders', u.id)).toBe(0);
      // The cache dropped the entry: even a read now answers 401.
      expect((await s.request('/api/wallet/accounts', { cookie: u.cookie })).status).toBe(401);
    });
    const [row] = await queryRows<{ n: string }>(
      s.database.db,
      sql`select count(*) as n from ledger_entries e join ledger_accounts a on a.id = e.account_id
           where a.user_id = ${u.id} and a.currency = 'KES'`,
    );
    expect(Number(row!.n)).toBe(0);
    await expectLedgerInvariants(s);
  });

  it('an ended session makes no quote', async () => {
    const u = await s.createUser();
    await sessionEndedUntold(u, async () => {
      expect((await quote(u)).status).toBe(401);
      expect(await count('fx_quotes', u.id)).toBe(0);
    });
  });

  it('an ended session answers 401 before any other refusal (bad body, unknown quote)', async () => {
    const u = await s.createUser();
    await sessionEndedUntold(u, async () => {
      expect((await order(u, { quoteId: 'not-a-uuid' })).status).toBe(401);
    });
    const v = await s.createUser();
    await sessionEndedUntold(v, async () => {
      const unknown = { quoteId: '00000000-0000-4000-8000-000000000000', idempotencyKey: 'k-0001' };
      expect((await order(v, unknown)).status).toBe(401);
    });
    const w = await s.createUser();
    await sessionEndedUntold(w, async () => {
      expect((await quote(w, '-5')).status).toBe(401);
    });
  });
});
