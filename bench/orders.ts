// Orders storm benchmark (issue 7): 20 clients fire 1,000 orders and withdrawals at once
// (some larger than the balance, 10 % same-key retries) through the real Hono app in process,
// on the embedded database and on PostgreSQL (pool of 12) when the runner passes { pgUrl }.
// Reports operations per second, p50/p99 latency and whether the ledger invariants held.
// Alone: node --import tsx bench/orders.ts [postgres://...]
import { sql } from 'drizzle-orm';
import {
  createTestServer,
  NO_TRANSACTION_LIMITS,
  type TestServer,
  type TestUser,
} from '../apps/server/test/helpers.ts';
import { queryRows } from '../apps/server/src/db/client.ts';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
};

// Client balances are stored and must equal their entries; house, fee, pending and external
// balances are derived from entries (docs/decisions/004), so each currency sums to zero over the view.
async function invariantsHold(s: TestServer) {
  const db = s.database.db;
  const checks = await Promise.all([
    queryRows(
      db,
      sql`select 1 from ledger_entries group by journal_id, currency having sum(amount) <> 0`,
    ),
    queryRows(
      db,
      sql`select 1 from ledger_accounts a left join ledger_entries e on e.account_id = a.id where a.kind = 'client' group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
    ),
    queryRows(
      db,
      sql`select 1 from ledger_account_balances group by currency having sum(balance) <> 0`,
    ),
    queryRows(db, sql`select 1 from ledger_accounts where kind = 'client' and balance < 0`),
    queryRows(
      db,
      sql`select 1 from trading_orders group by user_id, idempotency_key having count(*) > 1`,
    ),
  ]);
  return checks.every((r) => r.length === 0);
}

async function storm(label: string, pgUrl?: string) {
  // The test helper signs 21 users in from distinct loopback peers; the server honours that
  // header only under VITEST, so the bench sets it for its own in-process app.
  const savedVitest = process.env.VITEST;
  process.env.VITEST = savedVitest ?? 'bench';
  const saved = process.env.DATABASE_URL;
  if (pgUrl) process.env.DATABASE_URL = pgUrl;
  else delete process.env.DATABASE_URL;
  const s = await createTestServer({ seedContent: true, settings: NO_TRANSACTION_LIMITS });
  if (saved === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved;
  try {
    const admin = await s.createUser({ role: 'admin' });
    const clients: { user: TestUser; ben: string }[] = [];
    for (let i = 0; i < 20; i++) {
      const user = await s.createUser();
      const dep = await (
        await s.request('/api/wallet/deposits', {
          method: 'POST',
          cookie: user.cookie,
          json: { currency: 'USD', method: 'bank_transfer' },
        })
      ).json();
      await s.request(`/api/admin/funding/deposits/${dep.deposit.id}/confirm`, {
        method: 'POST',
        cookie: admin.cookie,
        json: { receivedAmount: '1000.00' },
      });
      const ben = await (
        await s.request('/api/wallet/beneficiaries', {
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
        })
      ).json();
      clients.push({ user, ben: ben.beneficiary.id });
    }
    const ops: (() => Promise<Response>)[] = [];
    for (let i = 0; i < 900; i++) {
      const c = clients[i % 20]!;
      const amount = i % 9 === 0 ? '5000.00' : `${(i % 50) + 1}.00`;
      const q = await (
        await s.request('/api/orders/quotes', {
          method: 'POST',
          cookie: c.user.cookie,
          json: { sellCurrency: 'USD', buyCurrency: 'KES', amount },
        })
      ).json();
      const body = { quoteId: q.quote.id, idempotencyKey: `order-key-${i}` };
      ops.push(() =>
        s.request('/api/orders', { method: 'POST', cookie: c.user.cookie, json: body }),
      );
      if (i % 10 === 0)
        ops.push(() =>
          s.request('/api/orders', { method: 'POST', cookie: c.user.cookie, json: body }),
        );
    }
    for (let i = 0; ops.length < 1000; i++) {
      const c = clients[i % 20]!;
      ops.push(() =>
        s.request('/api/wallet/withdrawals', {
          method: 'POST',
          cookie: c.user.cookie,
          json: {
            beneficiaryId: c.ben,
            currency: 'USD',
            amount: '3.00',
            idempotencyKey: `withdrawal-key-${i}`,
          },
        }),
      );
    }
    const latencies: number[] = [];
    const statuses: Record<number, number> = {};
    const t0 = performance.now();
    await Promise.all(
      ops.map(async (f) => {
        const t = performance.now();
        const r = await f();
        latencies.push(performance.now() - t);
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    return {
      database: label,
      operations: ops.length,
      opsPerSec: Math.round(ops.length / seconds),
      p50Ms: pct(latencies, 50),
      p99Ms: pct(latencies, 99),
      statuses,
      invariantsHold: await invariantsHold(s),
    };
  } finally {
    await s.close();
    if (savedVitest === undefined) delete process.env.VITEST;
  }
}

export async function ordersBench(ctx: { pgUrl?: string } = {}) {
  const results = [await storm('embedded (PGlite)')];
  if (ctx.pgUrl) results.push(await storm('PostgreSQL (pool 12)', ctx.pgUrl));
  return results;
}
export default ordersBench;

if (import.meta.url === `file://${process.argv[1]}`) {
  ordersBench({ pgUrl: process.argv[2] })
    .then((r) => {
      console.log(JSON.stringify(r, null, 2));
      process.exit(0);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
