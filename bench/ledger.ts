// Ledger throughput (issue 14, item 1): the orders-and-withdrawals storm on one throwaway
// PostgreSQL, measured two ways so the HTTP overhead shows as a ratio:
//   reference  the ledger service functions (placeOrder, requestWithdrawal) called directly on a
//              pool of 12: the bare ledger SQL the app sends, no HTTP, no session, no JSON;
//   HTTP       the real server process (pool 12), 20 clients signed in over HTTP with cookies,
//              as users are.
// Each runs the same 1,000 operations (900 orders, 10 % of them retried with the same key, one in
// nine larger than the balance; the rest withdrawals) in two shapes:
//   burst      all 1,000 fired at once (the original storm: latency is mostly queueing);
//   20 clients each client sends its next operation when the previous one answered.
//   pairs      20 clients, each a firm quote then its order, 30 times (600 conversions as the
//              dashboard makes them; figures are per pair).
// Every run checks the ledger invariants afterwards.
// `npm run bench -- ledger` runs only this (and writes its section of bench/report.md);
// LEDGER_ROOT=<a checkout> measures another tree's code (the "before" column) with this harness;
// LEDGER_CPU_PROF=<dir> profiles the server process (see startTreeServer);
// LEDGER_SHAPES=clients (or burst) runs one shape, LEDGER_HTTP_ONLY=1 skips the reference (for
// profiling; the report's part always runs both).
import { spawn } from 'node:child_process';
import nodeHttp from 'node:http';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, ROOT } from '../e2e/support/server.ts';
import { HttpSession } from './support/http-client.ts';

type Op = { kind: 'order' | 'withdrawal' | 'pair'; client: number; body: Record<string, string> };
type Shape = 'burst' | 'clients' | 'pairs';
/** A conversion as users meet it: a firm quote, then the order (20 clients, 30 each). */
const PAIRS_PER_CLIENT = 30;
const pairOps = (): Op[] =>
  Array.from({ length: CLIENTS * PAIRS_PER_CLIENT }, (_, i) => ({
    kind: 'pair',
    client: i % CLIENTS,
    body: { amount: `${(i % 20) + 1}.00`, idempotencyKey: `pair-key-${i}` },
  }));
type Client = {
  userId: string;
  email: string;
  cookie: string;
  ben: string;
  /** The client's own keep-alive connections (bench/support/http-client.ts). */
  session?: HttpSession;
};
const PASSWORD = 'Bench-ledger-2026!';
const CLIENTS = 20;
/**
 * Each storm is measured warm (decision 031): the same storm by 20 other clients runs first on
 * the same server (or pool), so the figures are the steady rate of a running server, not its
 * first second (V8 compiling the order path, new connections' caches). The warm-up's own rate is
 * reported as the cold figure. LEDGER_WARMUP=0 skips it.
 */
const WARM_UP = process.env.LEDGER_WARMUP !== '0';
/** Connections in the reference's and the server's pool (LEDGER_POOL, for experiments; 12). */
const POOL = Number(process.env.LEDGER_POOL ?? 12);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
};

/** CPU time (user + system, ms; Linux /proc) of one process, its reaped children included or not. */
function procCpuMs(pid: number, children = false) {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const own = Number(f[11]) + Number(f[12]);
    return ((children ? own + Number(f[13]) + Number(f[14]) : own) * 1000) / 100; // 1/100 s ticks
  } catch {
    return 0; // the process has ended: its time is in the postmaster's reaped-children total
  }
}

/**
 * A reader of the CPU the whole PostgreSQL cluster has used so far (ms): the postmaster, its
 * live children (backends, WAL writer, checkpointer...) and the children it has reaped. The
 * difference over the storm is the database's own work, which the machine's load barely moves.
 */
async function databaseCpu(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const backend = (await c.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
  const status = readFileSync(`/proc/${backend}/status`, 'utf8'); // read while the backend lives
  await c.end();
  const postmaster = Number(/PPid:\s+(\d+)/.exec(status)![1]);
  /** CPU ms by kind of process: backends, WAL writer, checkpointer, autovacuum, reaped... */
  const byKind = () => {
    const kinds: Record<string, number> = { 'reaped and postmaster': procCpuMs(postmaster, true) };
    for (const d of readdirSync('/proc')) {
      if (!/^\d+$/.test(d)) continue;
      try {
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ');
        if (Number(stat[1]) !== postmaster) continue;
        const title = readFileSync(`/proc/${d}/cmdline`, 'utf8').replace(/\0/g, ' ');
        const kind = /\(\d+\)/.test(title) ? 'backends' : title.replace(/^postgres: /, '').trim();
        kinds[kind] = (kinds[kind] ?? 0) + procCpuMs(Number(d));
      } catch {
        // gone meanwhile
      }
    }
    return kinds;
  };
  const read = () => Object.values(byKind()).reduce((a, b) => a + b, 0);
  return Object.assign(read, { byKind });
}

/** Invariants that hold before and after the change (client balances are stored in both). */
async function invariantsHold(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const q = async (text: string) => (await c.query(text)).rows.length === 0;
    return (
      (await q(
        'select 1 from ledger_entries group by journal_id, currency having sum(amount) <> 0',
      )) &&
      (await q(`select 1 from ledger_accounts a left join ledger_entries e on e.account_id = a.id
                 where a.kind = 'client' group by a.id having a.balance <> coalesce(sum(e.amount), 0)`)) &&
      (await q(`select 1 from ledger_accounts where kind = 'client' and balance < 0`)) &&
      (await q(
        'select 1 from trading_orders group by user_id, idempotency_key having count(*) > 1',
      )) &&
      (await q(
        'select 1 from withdrawals where idempotency_key is not null group by user_id, idempotency_key having count(*) > 1',
      ))
    );
  } finally {
    await c.end();
  }
}

/** The storm's 1,000 operations; quote ids are filled in by `quote(i, client, amount)`. */
async function buildOps(
  url: string,
  clients: Client[],
  quote: (client: number, amount: string) => Promise<string>,
): Promise<Op[]> {
  const ops: Op[] = [];
  const quotes: Promise<string>[] = [];
  for (let i = 0; i < 900; i++)
    quotes.push(quote(i % CLIENTS, i % 9 === 0 ? '5000.00' : `${(i % 50) + 1}.00`));
  const ids = await Promise.all(quotes);
  // Quotes are firm for 30 s; making 900 of them on a busy machine can take longer than that, and
  // an expired quote is a cheap rejection that would flatter the figures. Keep them all valid.
  await adminQuery(url, `update fx_quotes set expires_at = now() + interval '1 hour'`);
  for (let i = 0; i < 900; i++) {
    const op: Op = {
      kind: 'order',
      client: i % CLIENTS,
      body: { quoteId: ids[i]!, idempotencyKey: `order-key-${i}` },
    };
    ops.push(op);
    if (i % 10 === 0) ops.push({ ...op });
  }
  for (let i = 0; ops.length < 1000; i++) {
    const client = i % CLIENTS;
    ops.push({
      kind: 'withdrawal',
      client,
      body: {
        beneficiaryId: clients[client]!.ben,
        currency: 'USD',
        amount: '3.00',
        idempotencyKey: `withdrawal-key-${i}`,
      },
    });
  }
  return ops;
}

/** Runs the ops as a burst or as 20 closed-loop clients; figures and the status counts. */
async function drive(ops: Op[], shape: Shape, send: (op: Op) => Promise<number | string>) {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const one = async (op: Op) => {
    const t = performance.now();
    const st = await send(op);
    latencies.push(performance.now() - t);
    statuses[st] = (statuses[st] ?? 0) + 1;
  };
  const t0 = performance.now();
  if (shape === 'burst') await Promise.all(ops.map(one));
  else
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, c) => {
        for (const op of ops.filter((o) => o.client === c)) await one(op);
      }),
    );
  const seconds = (performance.now() - t0) / 1000;
  return {
    opsPerSec: Math.round(ops.length / seconds),
    p50Ms: pct(latencies, 50),
    p99Ms: pct(latencies, 99),
    statuses,
  };
}

async function adminQuery(adminUrl: string, text: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}
async function createDatabase(adminUrl: string, name: string) {
  await adminQuery(adminUrl, `create database ${name}`);
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}
const dropDatabase = (adminUrl: string, url: string) =>
  adminQuery(adminUrl, `drop database if exists ${url.split('/').pop()} with (force)`);

/** No minimum transaction and limits far above the storm's amounts (platform settings rows). */
async function liftLimits(database: { pool?: { query: (q: string) => Promise<unknown> } }) {
  await database.pool!.query(
    `insert into platform_settings (key, value) values
       ('compliance.minTransactionUsd', '0'), ('compliance.tier1DailyUsd', '10000000'),
       ('compliance.tier1MonthlyUsd', '100000000') on conflict (key) do nothing`,
  );
}

/** Users, funding (1,000 USD each, a seed journal) and nothing else, on the tree under test. */
async function seedClients(root: string, url: string, count = CLIENTS) {
  const { openDatabase } = (await import(
    path.join(root, 'apps/server/src/db/client.ts')
  )) as typeof import('../apps/server/src/db/client.ts');
  const { createVerifiedUser } = (await import(
    path.join(root, 'apps/server/src/db/seed/users.ts')
  )) as typeof import('../apps/server/src/db/seed/users.ts');
  const { postJournal, newReference } = (await import(
    path.join(root, 'apps/server/src/services/ledger/ledger.ts')
  )) as typeof import('../apps/server/src/services/ledger/ledger.ts');
  const database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: POOL });
  // Trees with identity verification (issue 22): the storm's clients are verified, and the
  // limits and minimum are lifted, as an admin could set them (the storm measures the ledger).
  const kycSeed = path.join(root, 'apps/server/src/db/seed/verification.ts');
  const kyc = existsSync(kycSeed)
    ? ((await import(kycSeed)) as typeof import('../apps/server/src/db/seed/verification.ts'))
    : null;
  if (kyc) await liftLimits(database);
  const clients: Client[] = [];
  const stamp = Date.now();
  for (let i = 0; i < count; i++) {
    const email = `ledger-bench-${stamp}-${i}@example.com`;
    const userId = await createVerifiedUser(database.db, {
      email,
      password: PASSWORD,
      firstName: 'Bench',
      lastName: `Client ${i}`,
      role: 'client',
    } as Parameters<typeof createVerifiedUser>[1]);
    await kyc?.markVerified(database.db, userId, 1, {
      fullLegalName: `Bench Client ${i}`,
      dateOfBirth: '1990-01-01',
      nationality: 'Kenya',
      country: 'Kenya',
    });
    await database.db.transaction((tx) =>
      postJournal(tx, { type: 'seed', userId, reference: newReference('DEP') }, [
        { kind: 'external', currency: 'USD', amount: '-1000.00' },
        { kind: 'client', userId, currency: 'USD', amount: '1000.00' },
      ]),
    );
    clients.push({ userId, email, cookie: '', ben: '' });
  }
  return { database, clients };
}

/** The bare ledger SQL: the service functions on a pool of 12, no HTTP. */
async function reference(root: string, adminUrl: string, shape: Shape) {
  const url = await createDatabase(adminUrl, `ledger_ref_${shape}_${Date.now()}`);
  // Migrations and the pairs/rates the quotes need: the tree's own start-up does both.
  const server = await startTreeServer(root, url);
  await server.stop();
  const seeded = await seedClients(root, url, CLIENTS * (WARM_UP ? 2 : 1));
  const { database } = seeded;
  try {
    const trading = (await import(
      path.join(root, 'apps/server/src/services/trading/trading.ts')
    )) as typeof import('../apps/server/src/services/trading/trading.ts');
    const wallet = {
      ...((await import(
        path.join(root, 'apps/server/src/services/beneficiaries/beneficiaries.ts')
      )) as typeof import('../apps/server/src/services/beneficiaries/beneficiaries.ts')),
      ...((await import(
        path.join(root, 'apps/server/src/services/withdrawals/withdrawals.ts')
      )) as typeof import('../apps/server/src/services/withdrawals/withdrawals.ts')),
    };
    for (const c of seeded.clients) {
      const ben = await wallet.createBeneficiary(database.db, c.userId, {
        kind: 'bank_account',
        name: 'Payee',
        country: 'US',
        currency: 'USD',
        bankName: 'Bank',
        accountNumber: '12345678',
      } as Parameters<typeof wallet.createBeneficiary>[2]);
      c.ben = ben.id;
    }
    const quoteAs = (list: Client[]) => async (client: number, amount: string) => {
      const q = await trading.createQuote(database.db, list[client]!.userId, {
        sellCurrency: 'USD',
        buyCurrency: 'KES',
        amount,
        side: 'sell',
      } as Parameters<typeof trading.createQuote>[2]);
      return q.id;
    };
    const sendAs = (list: Client[]) => async (op: Op) => {
      const userId = list[op.client]!.userId;
      try {
        if (op.kind !== 'withdrawal') {
          const body =
            op.kind === 'pair'
              ? {
                  quoteId: await quoteAs(list)(op.client, op.body.amount!),
                  idempotencyKey: op.body.idempotencyKey!,
                }
              : (op.body as { quoteId: string; idempotencyKey: string });
          const r = await trading.placeOrder(database.db, userId, body);
          // The route answers 422 for a rejected order, 200 for a replay, 201 otherwise.
          return r.order.status === 'rejected' ? 422 : r.replayed ? 200 : 201;
        }
        const r = await wallet.requestWithdrawal(
          database.db,
          userId,
          op.body as unknown as Parameters<typeof wallet.requestWithdrawal>[2],
        );
        return r.replayed ? 200 : 201;
      } catch (err) {
        return (err as { status?: number }).status ?? 500;
      }
    };
    const clients = seeded.clients.slice(0, CLIENTS);
    let cold = NaN;
    if (WARM_UP) {
      const warm = seeded.clients.slice(CLIENTS);
      const warmOps = shape === 'pairs' ? pairOps() : await buildOps(url, warm, quoteAs(warm));
      cold = (await drive(warmOps, shape, sendAs(warm))).opsPerSec;
    }
    const ops = shape === 'pairs' ? pairOps() : await buildOps(url, clients, quoteAs(clients));
    const dbCpu = await databaseCpu(url);
    const db0 = dbCpu();
    const figures = await drive(ops, shape, sendAs(clients));
    const databaseCpuMsPerOp = Math.round(((dbCpu() - db0) / ops.length) * 100) / 100;
    return {
      ...figures,
      coldOpsPerSec: cold,
      databaseCpuMsPerOp,
      invariantsHold: await invariantsHold(url),
    };
  } finally {
    await database.close();
    // Let the pool's sockets finish closing, or the forced drop logs their termination as errors.
    await new Promise((r) => setTimeout(r, 500));
    await dropDatabase(adminUrl, url);
  }
}

/** The tree's real server process on PostgreSQL (pool 12), seeded with pairs and rates. */
async function startTreeServer(root: string, databaseUrl: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mizani-ledger-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  // LEDGER_CPU_PROF=<dir>: the server writes a V8 CPU profile of the storm alone there (SIGUSR2
  // before and after it, bench/support/cpu-prof-hook.mjs; where the HTTP time goes: open it in
  // Chrome DevTools or summarise it with bench/support/cpu-profile.ts).
  const prof = process.env.LEDGER_CPU_PROF;
  const flags = prof
    ? ['--import', path.join(import.meta.dirname, 'support/cpu-prof-hook.mjs')]
    : [];
  const proc = spawn(process.execPath, [...flags, '--import', 'tsx', 'apps/server/src/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      BETTER_AUTH_URL: url,
      LOG_LEVEL: process.env.LEDGER_LOG_LEVEL ?? 'warn',
      VITEST: '',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: String(Math.max(POOL, 4)),
      SEED_DEMO: 'true',
      TRUSTED_PROXIES: '127.0.0.1',
      RATE_FEED: 'manual',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d) => logs.push(String(d)));
  proc.stderr!.on('data', (d) => logs.push(String(d)));
  const exited = new Promise((resolve) => proc.on('exit', resolve));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited early:\n${logs.join('')}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    logs,
    /** CPU time the server process has used so far (user + system, ms; Linux /proc). */
    cpuMs: () => procCpuMs(proc.pid!),
    /** Starts, then stops and writes, the storm's CPU profile (LEDGER_CPU_PROF only). */
    async profile() {
      if (!prof) return;
      proc.kill('SIGUSR2');
      await new Promise((r) => setTimeout(r, 1000)); // the profiler starts, or the file is written
    },
    async stop() {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Keep-alive sockets, at most 200 at a time: a browser-like client reuses its connection, and 1,000
// simultaneous connects overflow the listen backlog on loopback (ECONNRESET) before any work.
const agent = new nodeHttp.Agent({ keepAlive: true, maxSockets: 200 });
type JsonAnswer = Record<string, Record<string, string>>;
function parseJson(text: string): JsonAnswer {
  try {
    return JSON.parse(text) as JsonAnswer;
  } catch {
    return {}; // not JSON: only the status counts
  }
}
function postJson(
  url: string,
  cookie: string,
  body: unknown,
): Promise<{ status: number | string; json: Record<string, Record<string, string>> }> {
  const u = new URL(url);
  const data = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = nodeHttp.request(
      {
        agent,
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          origin: u.origin,
          cookie,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let json = {};
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // not JSON: only the status counts
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    // A network failure counts under its code (ECONNRESET, ...), never as an answer.
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ status: err.code ?? 'network error', json: {} }),
    );
    req.end(data);
  });
}

/**
 * LEDGER_PERF=<file>: `perf record -a -g` of the whole machine during the storm alone (PostgreSQL,
 * the server and the clients; `perf report -i <file> --sort comm,dso` splits it by process).
 */
async function perfRecord() {
  const file = process.env.LEDGER_PERF;
  if (!file) return undefined;
  const proc = spawn('perf', ['record', '-a', '-g', '-F', '999', '-o', file], { stdio: 'ignore' });
  const exited = new Promise((resolve) => proc.on('exit', resolve));
  await new Promise((r) => setTimeout(r, 500)); // perf attaches to every CPU
  return {
    async stop() {
      proc.kill('SIGINT');
      await exited;
    },
  };
}

let ip = 0;
/** Each sign-in looks like its own client behind the trusted proxy (sign-in limits are per IP). */
const nextIp = () => `198.19.${(++ip >> 8) & 255}.${ip & 255}`;

async function http(root: string, adminUrl: string, shape: Shape) {
  const url = await createDatabase(adminUrl, `ledger_http_${shape}_${Date.now()}`);
  // LEDGER_INSTANCES=2: two server processes on the same database, each client kept on one
  // (as a load balancer with sticky connections would), to see whether a second instance helps.
  const servers: Awaited<ReturnType<typeof startTreeServer>>[] = [];
  for (let i = 0; i < Number(process.env.LEDGER_INSTANCES ?? 1); i++)
    servers.push(await startTreeServer(root, url));
  const on = (client: number) => servers[client % servers.length]!;
  let all: Client[] = [];
  try {
    const seeded = await seedClients(root, url, CLIENTS * (WARM_UP ? 2 : 1));
    const { database } = seeded;
    all = seeded.clients;
    await database.close();
    for (const [i, c] of all.entries()) {
      const server = on(i);
      const call = (pathName: string, cookie: string, body: unknown) =>
        postJson(`${server.url}${pathName}`, cookie, body);
      const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.url,
          'x-forwarded-for': nextIp(),
        },
        body: JSON.stringify({ email: c.email, password: PASSWORD }),
      });
      if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      c.cookie = res.headers
        .getSetCookie()
        .map((s) => s.split(';')[0])
        .join('; ');
      const ben = await call('/api/wallet/beneficiaries', c.cookie, {
        kind: 'bank_account',
        name: 'Payee',
        country: 'US',
        currency: 'USD',
        bankName: 'Bank',
        accountNumber: '12345678',
      });
      c.ben = ben.json.beneficiary!.id!;
    }
    const clients = all.slice(0, CLIENTS);
    // Each client sends its requests on its own keep-alive connections (a light HTTP/1.1
    // client); LEDGER_NODE_CLIENT=1 sends them through Node's http client instead, to compare
    // the clients' own CPU per operation.
    const postAs = async (list: Client[], client: number, pathName: string, body: unknown) => {
      const c = list[client]!;
      if (process.env.LEDGER_NODE_CLIENT)
        return postJson(`${on(client).url}${pathName}`, c.cookie, body);
      c.session ??= new HttpSession(on(client).url, c.cookie);
      const r = await c.session.post(pathName, body);
      return { status: r.status, json: r.body ? parseJson(r.body) : {} };
    };
    const callAs = (list: Client[]) => (client: number, pathName: string, body: unknown) =>
      postAs(list, client, pathName, body);
    const quoteAs = (list: Client[]) => async (client: number, amount: string) => {
      const r = await callAs(list)(client, '/api/orders/quotes', {
        sellCurrency: 'USD',
        buyCurrency: 'KES',
        amount,
      });
      if (r.status !== 201 && r.status !== 200) throw new Error(`quote: ${r.status}`);
      return r.json.quote!.id!;
    };
    /** One operation as the signed-in client sends it over HTTP. */
    const sendAs = (list: Client[]) => async (op: Op) => {
      const post = async (pathName: string, body: unknown) =>
        (await postAs(list, op.client, pathName, body)).status;
      if (op.kind === 'withdrawal') return post('/api/wallet/withdrawals', op.body);
      if (op.kind === 'order') return post('/api/orders', op.body);
      // The dashboard's conversion: the firm quote, then the order for it.
      const q = await callAs(list)(op.client, '/api/orders/quotes', {
        sellCurrency: 'USD',
        buyCurrency: 'KES',
        amount: op.body.amount,
      });
      if (q.status !== 201) return `quote ${q.status}`;
      return post('/api/orders', {
        quoteId: q.json.quote!.id,
        idempotencyKey: op.body.idempotencyKey,
      });
    };
    let cold = NaN;
    if (WARM_UP) {
      const warm = all.slice(CLIENTS);
      const warmOps = shape === 'pairs' ? pairOps() : await buildOps(url, warm, quoteAs(warm));
      cold = (await drive(warmOps, shape, sendAs(warm))).opsPerSec;
    }
    const ops = shape === 'pairs' ? pairOps() : await buildOps(url, clients, quoteAs(clients));
    for (const server of servers) await server.profile();
    const perf = await perfRecord();
    // LEDGER_PG_STATS=1 (with LEDGER_KEEP_DB=1, on a cluster with pg_stat_statements loaded):
    // statement and function statistics of the storm alone.
    if (process.env.LEDGER_PG_STATS)
      await adminQuery(
        url,
        'create extension if not exists pg_stat_statements; select pg_stat_statements_reset(), pg_stat_reset()',
      );
    const dbCpu = await databaseCpu(url);
    const db0 = dbCpu();
    const dbKinds0 = dbCpu.byKind();
    const cpu0 = servers.reduce((t, v) => t + v.cpuMs(), 0);
    const client0 = process.cpuUsage();
    const figures = await drive(ops, shape, sendAs(clients));
    // The bench clients' own CPU (this process: requests written, answers read), on the same
    // two cores as the server and PostgreSQL, so it is visible beside theirs.
    const client = process.cpuUsage(client0);
    const clientCpuMsPerOp =
      Math.round(((client.user + client.system) / 1000 / ops.length) * 100) / 100;
    // The server's own CPU per operation: what the machine's load barely moves.
    const serverCpuMsPerOp =
      Math.round(((servers.reduce((t, v) => t + v.cpuMs(), 0) - cpu0) / ops.length) * 100) / 100;
    // ... and the database's (the whole cluster's CPU over the storm, ÷ operations).
    const databaseCpuMsPerOp = Math.round(((dbCpu() - db0) / ops.length) * 100) / 100;
    // LEDGER_DB_BREAKDOWN=1: the database's CPU per operation by kind of process, on stderr.
    if (process.env.LEDGER_DB_BREAKDOWN) {
      const after = dbCpu.byKind();
      console.error(
        Object.entries(after)
          .map(([k, ms]) => `${k}: ${((ms - (dbKinds0[k] ?? 0)) / ops.length).toFixed(3)}`)
          .join(', '),
      );
    }
    await perf?.stop();
    for (const server of servers) await server.profile();
    if (Object.keys(figures.statuses).some((k) => !['200', '201', '422'].includes(k)))
      console.error(
        `network errors or 500s; server log tail:\n${servers.flatMap((v) => v.logs.slice(-20)).join('')}`,
      );
    return {
      ...figures,
      coldOpsPerSec: cold,
      serverCpuMsPerOp,
      databaseCpuMsPerOp,
      clientCpuMsPerOp,
      invariantsHold: await invariantsHold(url),
    };
  } finally {
    for (const c of all) c.session?.close();
    for (const server of servers) await server.stop();
    // LEDGER_KEEP_DB=1 keeps the storm's database (pg_stat_user_functions, EXPLAIN afterwards).
    if (!process.env.LEDGER_KEEP_DB) await dropDatabase(adminUrl, url);
  }
}

const SHAPE_LABELS: Record<Shape, string> = {
  burst: '1,000 at once',
  clients: '20 clients, one in flight each',
  pairs: '20 clients, quote then order (per pair)',
};

export async function ledgerBench(ctx: { pgUrl?: string; root?: string } = {}) {
  if (!ctx.pgUrl) return { skipped: 'needs PostgreSQL' };
  const root = path.resolve(ctx.root ?? process.env.LEDGER_ROOT ?? ROOT);
  const rows = [];
  const shapes = (['burst', 'clients', 'pairs'] as const).filter(
    (s) => !process.env.LEDGER_SHAPES || process.env.LEDGER_SHAPES.split(',').includes(s),
  );
  for (const shape of shapes) {
    const ref = process.env.LEDGER_HTTP_ONLY
      ? {
          opsPerSec: NaN,
          p50Ms: NaN,
          p99Ms: NaN,
          statuses: {},
          coldOpsPerSec: NaN,
          databaseCpuMsPerOp: NaN,
          invariantsHold: true,
        }
      : await reference(root, ctx.pgUrl, shape);
    const over = process.env.LEDGER_REF_ONLY
      ? { ...ref, serverCpuMsPerOp: NaN, clientCpuMsPerOp: NaN }
      : await http(root, ctx.pgUrl, shape);
    rows.push({
      shape: SHAPE_LABELS[shape],
      referenceOpsPerSec: ref.opsPerSec,
      referenceColdOpsPerSec: ref.coldOpsPerSec,
      referenceP50Ms: ref.p50Ms,
      referenceP99Ms: ref.p99Ms,
      httpOpsPerSec: over.opsPerSec,
      httpColdOpsPerSec: over.coldOpsPerSec,
      httpP50Ms: over.p50Ms,
      httpP99Ms: over.p99Ms,
      httpOverReference: Math.round((over.opsPerSec / ref.opsPerSec) * 100) / 100,
      serverCpuMsPerOp: over.serverCpuMsPerOp,
      referenceDatabaseCpuMsPerOp: ref.databaseCpuMsPerOp,
      databaseCpuMsPerOp: over.databaseCpuMsPerOp,
      clientCpuMsPerOp: over.clientCpuMsPerOp,
      statuses: over.statuses,
      referenceStatuses: ref.statuses,
      invariantsHold: ref.invariantsHold && over.invariantsHold,
    });
  }
  return { root, loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100), rows };
}
export default ledgerBench;

if (import.meta.url === `file://${process.argv[1]}`) {
  ledgerBench({ pgUrl: process.argv[2] })
    .then((r) => {
      console.log(JSON.stringify(r, null, 2));
      process.exit(0);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
