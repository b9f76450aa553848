import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres } from '../support/postgres.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { sessionCookie } from '../support/session.ts';
import { startSmtp } from '../support/smtp.ts';

// Issue 42: PostgreSQL stopped with `-m immediate` under signed-in traffic and an outbox drain,
// two instances on it, then started again. Always our own throwaway cluster (this test stops it).
const CLIENTS = 4;
const PASSWORD = 'Correct-Horse-9!';
const MAILS = 120;
const OUTAGE_MS = 3_000;

interface Seen {
  what: string;
  status: number;
  retryAfter: string | null;
  phase: Phase;
}
type Phase = 'before' | 'outage' | 'after';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls pred until it holds; a generous bound so a busy machine never fails it by time alone. */
async function until(what: string, pred: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await pred().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe('production: PostgreSQL restarts under two instances and signed-in traffic', () => {
  let cluster: Awaited<ReturnType<typeof startThrowawayPostgres>> | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let a: RunningServer | undefined;
  let b: RunningServer | undefined;
  let dbUrl = '';
  const clients: { id: string; cookie: string; beneficiaryId: string }[] = [];

  beforeAll(async () => {
    const t0 = Date.now();
    cluster = await startThrowawayPostgres();
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database outage');
    await admin.end();
    dbUrl = cluster.url.replace(/\/postgres$/, '/outage');
    smtp = await startSmtp();
    const env = {
      DATABASE_URL: dbUrl,
      DATABASE_POOL_SIZE: '6',
      SMTP_URL: smtp.url,
      SEED_DEMO: 'true', // content only (currency pairs) on PostgreSQL
      RATE_FEED: 'manual',
    };
    // One after the other: B starts on a migrated database (multi-instance.test.ts covers the
    // start together), and on a busy machine neither waits for the other's compile.
    a = await startServer({ env });
    b = await startServer({ env });
    const upAt = Date.now();

    // Verified, funded clients, straight through the server's own modules (as ledger-kill does).
    const { openDatabase } = await import('../../apps/server/src/db/client.ts');
    const { createVerifiedUser } = await import('../../apps/server/src/db/seed/users.ts');
    const { markVerified } = await import('../../apps/server/src/db/seed/verification.ts');
    const { postJournal } = await import('../../apps/server/src/services/ledger/ledger.ts');
    const database = await openDatabase({ databaseUrl: dbUrl, dataDir: '', poolSize: 2 });
    await database.pool!.query(
      `insert into platform_settings (key, value) values ('compliance.minTransactionUsd', '0'),
         ('compliance.tier1DailyUsd', '10000000'), ('compliance.tier1MonthlyUsd', '100000000')
       on conflict (key) do update set value = excluded.value`,
    );
    for (let i = 0; i < CLIENTS; i++) {
      const email = `outage-${i}@example.com`;
      const id = await createVerifiedUser(database.db, {
        email,
        password: PASSWORD,
        firstName: 'Outage',
        lastName: 'Client',
        role: 'client',
      });
      await markVerified(database.db, id, 1, {
        fullLegalName: `Outage Client ${i}`,
        dateOfBirth: '1990-01-01',
        nationality: 'Kenya',
        country: 'Kenya',
      });
      await database.db.transaction((tx) =>
        postJournal(tx, { type: 'seed', userId: id, reference: `SEED-${i}` }, [
          { kind: 'external', currency: 'USD', amount: '-100000.00' },
          { kind: 'client', userId: id, currency: 'USD', amount: '100000.00' },
          { kind: 'external', currency: 'KES', amount: '-1000000.00' },
          { kind: 'client', userId: id, currency: 'KES', amount: '1000000.00' },
        ]),
      );
      // Signed in on one instance; the session lives in PostgreSQL, so both accept it.
      const cookie = await sessionCookie((i % 2 ? b : a)!.url, { email, password: PASSWORD });
      const ben = await post(a!.url, '/api/wallet/beneficiaries', cookie, {
        kind: 'mobile_money',
        name: `Payee ${i}`,
        country: 'KE',
        currency: 'KES',
        phone: `+25471234560${i}`,
        // Not M-Pesa: these payouts stay for the admin, so the outage test is about the database.
        network: 'airtel_money',
      });
      expect(ben.status, await ben.clone().text()).toBe(201);
      const { beneficiary } = (await ben.json()) as { beneficiary: { id: string } };
      clients.push({ id, cookie, beneficiaryId: beneficiary.id });
    }
    await database.close();
    console.log(`db-outage setup: ${Date.now() - t0} ms (instances up after ${upAt - t0} ms)`);
    // Two server starts (a TypeScript compile each) on a busy CI machine: bounded, generously.
  }, 360_000);

  afterAll(async () => {
    await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
    await smtp?.close();
    cluster?.stop();
  });

  function post(base: string, path: string, cookie: string, body: unknown) {
    return fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  }

  it('no 401, no 500, no exit; ready again soon after; every acknowledged write kept once', async () => {
    const servers = [a!, b!];
    const seen: Seen[] = [];
    let phase: Phase = 'before';
    let running = true;
    const ackedOrders = new Set<string>();
    const ackedWithdrawals = new Set<string>();
    /** Writes answered 503: the client retries them later with the same key. */
    const unanswered: { base: string; path: string; cookie: string; body: unknown }[] = [];

    const note = (what: string, r: Response) =>
      seen.push({ what, status: r.status, retryAfter: r.headers.get('retry-after'), phase });

    /** One write; a 2xx is acknowledged, a 503 is kept for a retry with the same key. */
    async function write(base: string, path: string, cookie: string, body: unknown) {
      const r = await post(base, path, cookie, body);
      note(path, r);
      if (r.status === 503) unanswered.push({ base, path, cookie, body });
      return r;
    }
    function ack(path: string, json: unknown) {
      const j = json as { order?: { id: string }; withdrawal?: { id: string } };
      if (path === '/api/orders' && j.order) ackedOrders.add(j.order.id);
      if (path === '/api/wallet/withdrawals' && j.withdrawal) ackedWithdrawals.add(j.withdrawal.id);
    }

    async function traffic(i: number) {
      const c = clients[i]!;
      for (let n = 0; running; n++) {
        const base = servers[(i + n) % 2]!.url;
        try {
          const read = await fetch(`${base}/api/wallet/accounts`, {
            headers: { cookie: c.cookie },
            signal: AbortSignal.timeout(30_000),
          });
          note('/api/wallet/accounts', read);
          const quote = await post(base, '/api/orders/quotes', c.cookie, {
            sellCurrency: 'USD',
            buyCurrency: 'KES',
            amount: `${(n % 20) + 1}.00`,
          });
          note('/api/orders/quotes', quote);
          if (quote.status === 201) {
            const { quote: q } = (await quote.json()) as { quote: { id: string } };
            const body = { quoteId: q.id, idempotencyKey: `order-${i}-${n}-${randomUUID()}` };
            const r = await write(servers[(i + n + 1) % 2]!.url, '/api/orders', c.cookie, body);
            if (r.ok) ack('/api/orders', await r.json());
          }
          const body = {
            beneficiaryId: c.beneficiaryId,
            currency: 'KES',
            amount: '100.00',
            idempotencyKey: `wd-${i}-${n}-${randomUUID()}`,
          };
          const w = await write(base, '/api/wallet/withdrawals', c.cookie, body);
          if (w.ok) ack('/api/wallet/withdrawals', await w.json());
        } catch (err) {
          // An instance that exited or hung: what this test exists to rule out.
          const e = err as Error & { cause?: { message?: string; code?: string } };
          const why = `${e.message} ${e.cause?.code ?? ''} ${e.cause?.message ?? ''}`;
          seen.push({ what: `error ${why}`, status: 0, retryAfter: null, phase });
        }
        await sleep(50);
      }
    }

    // An outbox to drain: the workers of both instances send it while PostgreSQL goes away.
    const check = new pg.Pool({ connectionString: dbUrl, max: 2 });
    check.on('error', () => {});
    await check.query(
      `insert into mail_outbox (kind, to_address, subject, text_body)
       select 'outage_test', 'outage-' || n || '@example.com', 'Outage mail ' || n, 'Hello'
         from generate_series(1, $1::int) n`,
      [MAILS],
    );
    await check.end();

    const load = Promise.all(clients.map((_, i) => traffic(i)));
    await until('part of the outbox to be sent', async () => smtp.received.length >= 10, 30_000);
    await sleep(300);

    phase = 'outage';
    cluster!.crash();
    await sleep(OUTAGE_MS);
    cluster!.restart();
    const back = Date.now();
    phase = 'after';
    // Both alive and ready again without a restart of their own.
    await until(
      'both instances ready',
      async () => {
        const r = await Promise.all(servers.map((s) => fetch(`${s.url}/api/ready`)));
        return r.every((x) => x.status === 200);
      },
      60_000,
    );
    const readyMs = Date.now() - back;
    console.log(`db-outage: both instances ready ${readyMs} ms after PostgreSQL was back`);
    await sleep(1_500);
    running = false;
    await load;

    // The client retries what was answered 503, with the same key, until it has an answer.
    for (const w of unanswered) {
      for (let attempt = 0; ; attempt++) {
        const r = await post(w.base, w.path, w.cookie, w.body);
        note(`${w.path} retry`, r);
        if (r.status !== 503 || attempt > 50) {
          if (r.ok) ack(w.path, await r.json());
          break;
        }
        await sleep(200);
      }
    }

    const byStatus = (ph: Phase) =>
      seen
        .filter((s) => s.phase === ph)
        .reduce<Record<number, number>>(
          (m, s) => ({ ...m, [s.status]: (m[s.status] ?? 0) + 1 }),
          {},
        );
    console.log(
      `db-outage: before ${JSON.stringify(byStatus('before'))}, outage ${JSON.stringify(byStatus('outage'))}, after ${JSON.stringify(byStatus('after'))}; ${ackedOrders.size} orders and ${ackedWithdrawals.size} withdrawals acknowledged, ${unanswered.length} writes retried`,
    );

    // The outage was real (answers of 503), and nobody was signed out or met a 500.
    expect(seen.filter((s) => s.phase === 'outage' && s.status === 503).length).toBeGreaterThan(0);
    expect(seen.filter((s) => s.status === 401)).toEqual([]);
    expect(seen.filter((s) => s.status >= 500 && s.status !== 503)).toEqual([]);
    if (seen.some((s) => s.status === 0))
      console.log(
        servers
          .flatMap((s) => s.logs.join('').split('\n'))
          .filter((l) => /"level":(50|60)/.test(l) && !/worker failed/.test(l))
          .join('\n'),
      );
    expect(seen.filter((s) => s.status === 0)).toEqual([]);
    expect(seen.filter((s) => s.status === 503 && !s.retryAfter)).toEqual([]);
    // Both processes lived through it, with no uncaught error.
    for (const s of servers) {
      expect(s.proc.exitCode).toBeNull();
      expect(s.logs.join('')).not.toMatch(/uncaught exception|unhandled rejection/);
    }

    const db = new pg.Pool({ connectionString: dbUrl, max: 2 });
    db.on('error', () => {});
    const q = async (text: string, values?: unknown[]) => (await db.query(text, values)).rows;
    try {
      // Every acknowledged write is there.
      expect(ackedOrders.size).toBeGreaterThan(0);
      const orders = await q('select id from trading_orders where id = any($1::uuid[])', [
        [...ackedOrders],
      ]);
      expect(orders.length).toBe(ackedOrders.size);
      const wds = await q('select id from withdrawals where id = any($1::uuid[])', [
        [...ackedWithdrawals],
      ]);
      expect(wds.length).toBe(ackedWithdrawals.size);
      // The ledger: journals balance, balances equal their entries, nothing negative, one effect
      // per key.
      expect(
        await q(
          'select 1 from ledger_entries group by journal_id, currency having sum(amount) <> 0',
        ),
      ).toEqual([]);
      expect(
        await q(
          `select 1 from ledger_accounts a left join ledger_entries e on e.account_id = a.id
            where a.kind = 'client' group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
        ),
      ).toEqual([]);
      expect(
        await q(
          'select currency from ledger_account_balances group by currency having sum(balance) <> 0',
        ),
      ).toEqual([]);
      expect(
        await q(`select 1 from ledger_accounts where kind = 'client' and balance < 0`),
      ).toEqual([]);
      expect(
        await q(
          'select 1 from trading_orders group by user_id, idempotency_key having count(*) > 1',
        ),
      ).toEqual([]);

      // The outbox: every message sent, each delivered exactly once.
      await until(
        'the outbox to drain',
        async () =>
          Number(
            (
              await q(
                `select count(*) as n from mail_outbox where kind = 'outage_test' and status <> 'sent'`,
              )
            )[0].n,
          ) === 0,
        // A claim whose answer the crash cut off waits out its 2-minute lease.
        150_000,
      );
      await sleep(1_000); // room for a duplicate to arrive
      const counts = new Map<string, number>();
      for (const m of smtp.received)
        if (m.subject.startsWith('Outage mail '))
          counts.set(m.subject, (counts.get(m.subject) ?? 0) + 1);
      expect(counts.size).toBe(MAILS);
      expect([...counts.values()].filter((n) => n !== 1)).toEqual([]);
    } finally {
      await db.end();
    }
  }, 240_000);
});
