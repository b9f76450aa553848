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
import {
  ACCOUNT,
  addMember,
  asBusiness,
  createBusiness,
  readyBusiness,
} from './business-helpers.ts';
import { queryRows } from '../src/db/client.ts';

// The order/withdrawal storm on PostgreSQL (pool of 12): 20 clients and 4 businesses (each
// acting through two members at once, issue 17), 1,000 operations at once, some larger than the
// balance and 10% retries of the same key, while two approvers approve each business's waiting
// withdrawals at the same moment; then the ledger invariants.
const PG = !!process.env.DATABASE_URL;

let s: TestServer;
let admin: TestUser;
/** Who acts: a person on their own money, or a member on their business's (the switcher's header). */
interface Actor {
  user: TestUser;
  benKes: string;
  headers: Record<string, string>;
}
const clients: Actor[] = [];
const businesses: { id: string; approvers: [TestUser, TestUser]; waiting: string[] }[] = [];

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
      clients.push({ user, benKes: ben.beneficiary.id, headers: {} });
    }
    // Verified businesses (KYB through the queue) with 1,000 USD, acting through an owner and an
    // initiator; withdrawals over 300 USD wait for one approver.
    for (let i = 0; i < 4; i++) {
      const owner = await s.createUser();
      const biz = await createBusiness(s, owner);
      const payee = await readyBusiness(s, admin, owner, biz.id, '1000.00');
      const initiator = await s.createUser();
      const approver = await s.createUser();
      await addMember(s, owner, biz.id, initiator, 'initiator');
      await addMember(s, owner, biz.id, approver, 'approver');
      await readJson(
        s.request(`/api/business/${biz.id}/rules`, {
          method: 'PUT',
          cookie: owner.cookie,
          json: { rules: [{ operation: 'withdraw', overUsd: '300', approvals: 1 }] },
        }),
      );
      const waiting: string[] = [];
      for (const amount of ['350.00', '400.00']) {
        const r = await asBusiness(s, initiator, biz.id, '/api/wallet/withdrawals', {
          method: 'POST',
          json: { beneficiaryId: payee, currency: 'USD', amount },
        });
        expect(r.status).toBe(202);
        waiting.push(((await r.json()) as { approval: { id: string } }).approval.id);
      }
      businesses.push({ id: biz.id, approvers: [owner, approver], waiting });
      for (const user of [owner, initiator])
        clients.push({ user, benKes: payee, headers: { [ACCOUNT]: biz.id } });
    }
  }, 300_000);
  afterAll(async () => s?.close());

  it('1,000 concurrent orders and withdrawals keep every invariant', async () => {
    const before = await queryRows<{ currency: string; t: string }>(
      s.database.db,
      sql`select currency, sum(balance)::text as t from ledger_account_balances group by currency order by 1`,
    );
    // Quotes first (cheap), then fire everything at once.
    const ops: (() => Promise<Response>)[] = [];
    const n = clients.length;
    const as = (c: Actor, path: string, json: unknown) =>
      s.request(path, { method: 'POST', cookie: c.user.cookie, headers: c.headers, json });
    for (let i = 0; i < 900; i++) {
      const c = clients[i % n]!;
      const amount = i % 9 === 0 ? '5000.00' : `${(i % 50) + 1}.00`;
      const q = await readJson<{ quote: FirmQuote }>(
        as(c, '/api/orders/quotes', { sellCurrency: 'USD', buyCurrency: 'KES', amount }),
        201,
      );
      const body = { quoteId: q.quote.id, idempotencyKey: `k-${i}-${c.user.id.slice(0, 6)}` };
      ops.push(() => as(c, '/api/orders', body));
      if (i % 10 === 0) ops.push(() => as(c, '/api/orders', body));
    }
    // Each business's waiting withdrawals, approved by both of its approvers at the same moment.
    const approvals = businesses.flatMap((b) =>
      b.waiting.flatMap((id) =>
        b.approvers.map(
          (u) => () =>
            s.request(`/api/business/${b.id}/approvals/${id}/decision`, {
              method: 'POST',
              cookie: u.cookie,
              json: { decision: 'approve' },
            }),
        ),
      ),
    );
    // Quotes are firm for 30 s; on a loaded machine making 900 of them can take longer, and an
    // expired quote is only a rejection. Keep them valid so the storm exercises the ledger.
    await s.database.db.execute(sql`update fx_quotes set expires_at = now() + interval '1 hour'`);
    for (let i = 0; ops.length + approvals.length < 1000; i++) {
      const c = clients[i % n]!;
      const body = {
        beneficiaryId: c.benKes,
        currency: 'USD',
        amount: i % 5 === 0 ? '9999.00' : '3.00',
        idempotencyKey: `w-${i}-${c.user.id.slice(0, 6)}`,
      };
      ops.push(() => as(c, '/api/wallet/withdrawals', body));
    }
    // Approvals go in the middle of the storm, not before or after it.
    ops.splice(ops.length / 2, 0, ...approvals);
    const results = await Promise.all(ops.map((f) => f()));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((st) => ![200, 201, 409, 422].includes(st))).toEqual([]);
    expect(statuses.filter((st) => st === 201).length).toBeGreaterThan(100);
    // Each waiting request was decided by exactly one of its two approvers (the other got 409).
    expect(statuses.filter((st) => st === 409).length).toBe(approvals.length / 2);
    await invariants(s.database.db);
    // Every business moved money in the storm, and no request executed twice.
    const holders = await queryRows<{ user_id: string }>(
      s.database.db,
      sql`select distinct user_id from trading_orders where status = 'filled'`,
    );
    for (const b of businesses) expect(holders.map((h) => h.user_id)).toContain(b.id);
    expect(
      await queryRows(
        s.database.db,
        sql`select id from business_approvals where status not in ('executed', 'failed')
             and id in (${sql.join(
               businesses.flatMap((b) => b.waiting.map((w) => sql`${w}::uuid`)),
               sql`, `,
             )})`,
      ),
    ).toEqual([]);
    expect(
      await queryRows(
        s.database.db,
        sql`select e.approval_id from business_approval_events e where e.kind = 'executed'
             group by 1 having count(*) > 1`,
      ),
    ).toEqual([]);
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
