import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startServer, type RunningServer } from '../support/server.ts';
import { postAs, sessionCookie } from '../support/session.ts';

// The storm again, with the server process killed (SIGKILL) halfway and restarted on the same
// PostgreSQL database; clients retry their keys. Sign-in is limited to 5 a minute per address,
// so this run uses 5 clients (the in-process PostgreSQL storm uses 20).
const PG_URL = process.env.MIZANI_TEST_PG_URL;
const CLIENT_PASSWORD = 'Correct-Horse-9!';

describe.skipIf(!PG_URL)('ledger survives SIGKILL mid-storm (PostgreSQL)', () => {
  let server: RunningServer | undefined;
  const dbName = `kill_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const dbUrl = (() => {
    const u = new URL(PG_URL ?? 'postgres://x/y');
    u.pathname = `/${dbName}`;
    return u.toString();
  })();
  afterAll(async () => {
    await server?.stop('SIGKILL');
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.end();
  });

  it('keeps every invariant and applies each key at most once', async () => {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const env = { DATABASE_URL: dbUrl, SEED_DEMO: 'false', RATE_FEED: 'manual' };
    const start = () => startServer({ env });
    server = await start();
    // Users and their funding straight through the server's own modules (migrated by the server).
    const { openDatabase } = await import('../../apps/server/src/db/client.ts');
    const { createVerifiedUser } = await import('../../apps/server/src/db/seed/users.ts');
    const { seedContent } = await import('../../apps/server/src/db/seed/index.ts');
    const { postJournal } = await import('../../apps/server/src/services/ledger/ledger.ts');
    const { markVerified } = await import('../../apps/server/src/db/seed/verification.ts');
    const database = await openDatabase({ databaseUrl: dbUrl, dataDir: '', poolSize: 4 });
    const db = database.db;
    await seedContent(db);
    // The storm is about the ledger: verified clients, no minimum, limits above its amounts.
    await database.pool!.query(
      `insert into platform_settings (key, value) values ('compliance.minTransactionUsd', '0'),
         ('compliance.tier1DailyUsd', '10000000'), ('compliance.tier1MonthlyUsd', '100000000')`,
    );
    const clients: { email: string; id: string; cookie: string }[] = [];
    for (let i = 0; i < 5; i++) {
      const email = `storm-${i}-${dbName}@example.com`;
      const id = await createVerifiedUser(db, {
        email,
        password: CLIENT_PASSWORD,
        firstName: 'Storm',
        lastName: 'Client',
        role: 'client',
      });
      await markVerified(db, id, 1, {
        fullLegalName: `Storm Client ${i}`,
        dateOfBirth: '1990-01-01',
        nationality: 'Kenya',
        country: 'Kenya',
      });
      await db.transaction((tx) =>
        postJournal(tx, { type: 'seed', userId: id, reference: `SEED-${i}` }, [
          { kind: 'external', currency: 'USD', amount: '-1000.00' },
          { kind: 'client', userId: id, currency: 'USD', amount: '1000.00' },
        ]),
      );
      const cookie = await sessionCookie(server.url, { email, password: CLIENT_PASSWORD });
      clients.push({ email, id, cookie });
    }

    const call = (url: string, path: string, cookie: string, body: unknown) =>
      postAs(cookie, `${url}${path}`, body);
    // Quotes before the storm; they stay valid for 30 s, long enough to retry after the restart.
    const work: {
      c: (typeof clients)[number];
      body: { quoteId: string; idempotencyKey: string };
    }[] = [];
    for (let i = 0; i < 200; i++) {
      const c = clients[i % 5]!;
      const amount = i % 9 === 0 ? '5000.00' : `${(i % 20) + 1}.00`;
      const q = (await (
        await call(server.url, '/api/orders/quotes', c.cookie, {
          sellCurrency: 'USD',
          buyCurrency: 'KES',
          amount,
        })
      ).json()) as { quote: { id: string } };
      work.push({ c, body: { quoteId: q.quote.id, idempotencyKey: `kill-key-${i}` } });
    }
    const first = server;
    const storm = Promise.allSettled(
      work.map((w) => call(first.url, '/api/orders', w.c.cookie, w.body)),
    );
    // Kill once part of the storm is committed.
    for (let n = 0; n < 40;) {
      await new Promise((r) => setTimeout(r, 5));
      n = (await database.pool!.query('select count(*)::int as n from trading_orders')).rows[0].n;
    }
    first.proc.kill('SIGKILL');
    await storm;
    await first.stop('SIGKILL').catch(() => {});
    // The kill landed mid-storm: some orders were committed, not all.
    const { rows: mid } = await database.pool!.query(
      'select count(*)::int as n from trading_orders',
    );
    console.log(`orders committed before SIGKILL: ${mid[0].n} of 200`);
    expect(mid[0].n).toBeGreaterThan(0);
    expect(mid[0].n).toBeLessThan(200);
    server = await start();
    // Sessions live in the database: the same cookies work on the restarted server; every key is retried.
    const retries = await Promise.all(
      work.map((w) => call(server!.url, '/api/orders', w.c.cookie, w.body).then((r) => r.status)),
    );
    expect(retries.every((st) => [200, 201, 422].includes(st))).toBe(true);

    const q = async (text: string) => (await database.pool!.query(text)).rows;
    expect(
      await q(`select 1 from ledger_entries group by journal_id, currency having sum(amount) <> 0`),
    ).toEqual([]);
    expect(
      await q(
        `select 1 from ledger_accounts a left join ledger_entries e on e.account_id = a.id where a.kind = 'client' group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
      ),
    ).toEqual([]);
    expect(
      await q(
        `select currency from ledger_account_balances group by currency having sum(balance) <> 0`,
      ),
    ).toEqual([]);
    expect(await q(`select 1 from ledger_accounts where kind = 'client' and balance < 0`)).toEqual(
      [],
    );
    expect(
      await q(`select 1 from trading_orders group by user_id, idempotency_key having count(*) > 1`),
    ).toEqual([]);
    const [orders] = await q(`select count(*)::int as n from trading_orders`);
    expect(orders.n).toBe(200);
    await database.close();
  }, 180_000);
});
