import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ApiErrorBody, FirmQuote, Order } from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import {
  createTestServerWithUsers,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { expectLedgerInvariants, fundWallet, walletBalances } from './wallet-helpers.ts';

// Quotes and orders (/api/orders): a firm quote, taken once, moves both legs in one journal.

let s: TestServer;
let alice: TestUser;

const quote = (amount: string) =>
  readJson<{ quote: FirmQuote }>(
    s.request('/api/orders/quotes', {
      method: 'POST',
      cookie: alice.cookie,
      json: { sellCurrency: 'USD', buyCurrency: 'KES', amount },
    }),
    201,
  );

beforeAll(async () => {
  const users = await createTestServerWithUsers({
    seedContent: true,
    clients: 1,
    settings: NO_TRANSACTION_LIMITS,
  });
  s = users.server;
  alice = users.clients[0]!;
  await fundWallet(s, users.admin, alice, 'USD', '1000.00');
}, 60_000);
afterAll(async () => s?.close());

describe('quotes and orders', () => {
  it('a firm quote, accepted once with an idempotency key, moves both legs', async () => {
    const q = await s.request('/api/orders/quotes', {
      method: 'POST',
      cookie: alice.cookie,
      json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '100.00' },
    });
    expect(q.status).toBe(201);
    const { quote: firm } = (await q.json()) as { quote: FirmQuote };
    expect(firm.sellAmount).toBe('100.00');
    expect(firm.validitySeconds).toBe(30);
    const o = await s.request('/api/orders', {
      method: 'POST',
      cookie: alice.cookie,
      json: { quoteId: firm.id, idempotencyKey: 'key-00000001' },
    });
    expect(o.status).toBe(201);
    const { order } = (await o.json()) as { order: Order };
    expect(order.status).toBe('filled');
    expect(await walletBalances(s, alice)).toEqual({ KES: firm.buyAmount, USD: '900.00' });
    // same key, same body → same order, no second fill
    const r = await s.request('/api/orders', {
      method: 'POST',
      cookie: alice.cookie,
      json: { quoteId: firm.id, idempotencyKey: 'key-00000001' },
    });
    expect(r.status).toBe(200);
    expect(((await r.json()) as { order: Order }).order.id).toBe(order.id);
    expect((await walletBalances(s, alice)).USD).toBe('900.00');
    // reused quote with a new key → rejected, nothing written
    const reuse = await s.request('/api/orders', {
      method: 'POST',
      cookie: alice.cookie,
      json: { quoteId: firm.id, idempotencyKey: 'key-00000002' },
    });
    expect(reuse.status).toBe(422);
    expect(((await reuse.json()) as { order: Order }).order.rejectReason).toBe('quote_used');
    // same key, different body → 409
    const q2 = await quote('5.00');
    const conflict = await s.request('/api/orders', {
      method: 'POST',
      cookie: alice.cookie,
      json: { quoteId: q2.quote.id, idempotencyKey: 'key-00000001' },
    });
    expect(conflict.status).toBe(409);
    expect((await walletBalances(s, alice)).USD).toBe('900.00');
    await expectLedgerInvariants(s);
  });

  it('refuses insufficient balance and expired quotes with nothing written to the ledger', async () => {
    const before = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from ledger_entries`,
    );
    const big = await quote('5000.00');
    const r = await s.request('/api/orders', {
      method: 'POST',
      cookie: alice.cookie,
      json: { quoteId: big.quote.id, idempotencyKey: 'key-big-0001' },
    });
    expect(r.status).toBe(422);
    expect(((await r.json()) as ApiErrorBody).error.message).toBe('Insufficient balance');
    const small = await quote('1.00');
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
    expect(((await e.json()) as { order: Order }).order.rejectReason).toBe('quote_expired');
    const after = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from ledger_entries`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
    expect((await walletBalances(s, alice)).USD).toBe('900.00');
  });
});
