import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FirmQuote } from '@mizani/shared';
import {
  createTestServer,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import type { BeneficiaryJson, DepositJson } from './wallet-helpers.ts';
import { queryRows } from '../src/db/client.ts';

// The order/withdrawal storm on PostgreSQL (pool of 12): 20 clients, 1,000 operations at once,
// some larger than the balance and 10% retries of the same key; then the ledger invariants.
const PG = !!process.env.DATABASE_URL;

let s: TestServer;
let admin: TestUser;
const clients: { user: TestUser; benKes: string }[] = [];

async function invariants(db: TestServer['database']['db']) {
  expect(
    await queryRows(
      db,
      sql`select journal_id, currency from ledger_entries group by journal_id, currency having sum(amount) <> 0`,
    ),
  ).toEqual([]);
  expect(
    await queryRows(
      db,
      sql`select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id where a.kind = 'client' group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
    ),
  ).toEqual([]);
  expect(
    await queryRows(
      db,
      sql`select currency from ledger_account_balances group by currency having sum(balance) <> 0`,
    ),
  ).toEqual([]);
  expect(
    await queryRows(db, sql`select id from ledger_accounts where kind = 'client' and balance < 0`),
  ).toEqual([]);
  // each key took effect at most once: one order row per key, at most one journal per order
  expect(
    await queryRows(
      db,
      sql`select user_id, idempotency_key from trading_orders group by 1, 2 having count(*) > 1`,
    ),
  ).toEqual([]);
  expect(
    await queryRows(
      db,
      sql`select quote_id from trading_orders where status = 'filled' group by 1 having count(*) > 1`,
    ),
  ).toEqual([]);
}

describe.skipIf(!PG)('ledger under concurrency (PostgreSQL)', () => {
  beforeAll(async () => {
    s = await createTestServer({ seedContent: true, settings: NO_TRANSACTION_LIMITS });
    admin = await s.createUser({ role: 'admin' });
    for (let i = 0; i < 20; i++) {
      const user = await s.createUser();
      const dep = await readJson<{ deposit: DepositJson }>(
        s.request('/api/wallet/deposits', {
          method: 'POST',
          cookie: user.cookie,
          json: { currency: 'USD', method: 'bank_transfer' },
        }),
        201,
      );
      await s.request(`/api/admin/funding/deposits/${dep.deposit.id}/confirm`, {
        method: 'POST',
        cookie: admin.cookie,
        json: { receivedAmount: '1000.00' },
      });
      const ben = await readJson<{ beneficiary: BeneficiaryJson }>(
        s.request('/api/wallet/beneficiaries', {
          method: 'POST',
          cookie: user.cookie,
          json: {
            kind: 'bank_account',
            name: 'Payee',
            country: 'US',
            currency: 'USD',
            bankName: 'Bank',
            accountNumber: '12345678',
          },
        }),
        201,
      );
      clients.push({ user, benKes: ben.beneficiary.id });
    }
  }, 120_000);
  afterAll(async () => s?.close());

  it('1,000 concurrent orders and withdrawals keep every invariant', async () => {
    const before = await queryRows<{ currency: string; t: string }>(
      s.database.db,
      sql`select currency, sum(balance)::text as t from ledger_account_balances group by currency order by 1`,
    );
    // Quotes first (cheap), then fire everything at once.
    const ops: (() => Promise<Response>)[] = [];
    for (let i = 0; i < 900; i++) {
      const c = clients[i % 20]!;
      const amount = i % 9 === 0 ? '5000.00' : `${(i % 50) + 1}.00`;
      const q = await readJson<{ quote: FirmQuote }>(
        s.request('/api/orders/quotes', {
          method: 'POST',
          cookie: c.user.cookie,
          json: { sellCurrency: 'USD', buyCurrency: 'KES', amount },
        }),
        201,
      );
      const body = { quoteId: q.quote.id, idempotencyKey: `k-${i}-${c.user.id.slice(0, 6)}` };
      ops.push(() =>
        s.request('/api/orders', { method: 'POST', cookie: c.user.cookie, json: body }),
      );
      if (i % 10 === 0)
        ops.push(() =>
          s.request('/api/orders', { method: 'POST', cookie: c.user.cookie, json: body }),
        );
    }
    // Quotes are firm for 30 s; on a loaded machine making 900 of them can take longer, and an
    // expired quote is only a rejection. Keep them valid so the storm exercises the ledger.
    await s.database.db.execute(sql`update fx_quotes set expires_at = now() + interval '1 hour'`);
    for (let i = 0; ops.length < 1000; i++) {
      const c = clients[i % 20]!;
      const body = {
        beneficiaryId: c.benKes,
        currency: 'USD',
        amount: i % 5 === 0 ? '9999.00' : '3.00',
        idempotencyKey: `w-${i}-${c.user.id.slice(0, 6)}`,
      };
      ops.push(() =>
        s.request('/api/wallet/withdrawals', { method: 'POST', cookie: c.user.cookie, json: body }),
      );
    }
    const results = await Promise.all(ops.map((f) => f()));
    const statuses = results.map((r) => r.status);
    expect(statuses.every((st) => [200, 201, 422].includes(st))).toBe(true);
    expect(statuses.filter((st) => st === 201).length).toBeGreaterThan(100);
    await invariants(s.database.db);
    const after = await queryRows<{ currency: string; t: string }>(
      s.database.db,
      sql`select currency, sum(balance)::text as t from ledger_account_balances group by currency order by 1`,
    );
    for (const row of [...before, ...after]) expect(Number(row.t)).toBe(0);
  }, 300_000);
  it('orders and withdrawals never wait on the shared house, fee and pending rows', async () => {
    // Another transaction holds every non-client account row the way an in-flight balance update
    // does (FOR NO KEY UPDATE). Before docs/decisions/004 each order locked and updated those
    // rows, so it queued behind the holder; now only the client's own rows are locked (the entry
    // inserts take only the foreign key's KEY SHARE lock), so both complete while it holds them.
    const c = clients[0]!;
    const dep = await readJson<{ deposit: DepositJson }>(
      s.request('/api/wallet/deposits', {
        method: 'POST',
        cookie: c.user.cookie,
        json: { currency: 'USD', method: 'bank_transfer' },
      }),
      201,
    );
    const confirmed = await s.request(`/api/admin/funding/deposits/${dep.deposit.id}/confirm`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { receivedAmount: '100.00' },
    });
    expect(confirmed.status).toBe(200);
    const order = async (key: string) => {
      const q = await readJson<{ quote: FirmQuote }>(
        s.request('/api/orders/quotes', {
          method: 'POST',
          cookie: c.user.cookie,
          json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '1.00' },
        }),
        201,
      );
      return s.request('/api/orders', {
        method: 'POST',
        cookie: c.user.cookie,
        json: { quoteId: q.quote.id, idempotencyKey: key },
      });
    };
    const withdraw = (key: string) =>
      s.request('/api/wallet/withdrawals', {
        method: 'POST',
        cookie: c.user.cookie,
        json: { beneficiaryId: c.benKes, currency: 'USD', amount: '1.00', idempotencyKey: key },
      });
    // The shared accounts exist (house in both currencies, fee, pending, external).
    expect((await order(`warm-order-${c.user.id}`)).status).toBe(201);
    expect((await withdraw(`warm-wd-${c.user.id}`)).status).toBe(201);
    const holder = await s.database.pool!.connect();
    try {
      await holder.query('begin');
      const held = await holder.query(
        `select id, kind from ledger_accounts where kind <> 'client' order by id for no key update`,
      );
      expect(new Set(held.rows.map((r) => r.kind))).toEqual(
        new Set([
          'house',
          'pending',
          'external',
          ...(held.rows.some((r) => r.kind === 'fee') ? ['fee'] : []),
        ]),
      );
      const holderPid = (await holder.query('select pg_backend_pid() as pid')).rows[0].pid;
      let done = false;
      const work = Promise.all([
        order(`held-order-${c.user.id}`),
        withdraw(`held-wd-${c.user.id}`),
      ]).finally(() => (done = true));
      // Until both answer, no backend may be blocked by the holder (that would be the old queue).
      while (!done) {
        const blocked = await holder.query(
          `select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid))`,
          [holderPid],
        );
        expect(blocked.rows).toEqual([]);
        await new Promise((r) => setImmediate(r));
      }
      const [placed, withdrawn] = await work;
      expect(placed.status).toBe(201);
      expect(withdrawn.status).toBe(201);
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    await invariants(s.database.db);
  });
});
