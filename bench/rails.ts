// Payment rails (issue 37, "Measured"), on PostgreSQL: (1) M-Pesa STK callbacks applied per second,
// 20 concurrent senders over HTTP to a listening server, 10 % duplicates, beside the bare journal
// function in the same run; (2) a camt.053 of 100,000 entries imported (streamed through the
// admin route) and reconciled, with the process's peak RSS; (3) payout requested → rail called,
// the payout worker's pickup included. A throwaway database on the cluster named by `pgUrl`
// (default: the dev cluster). Alone: node --import tsx bench/rails.ts [--quick] [pgUrl]
// (also rewrites its section of bench/report.md); in `npm run bench` through run.ts.
import './rails-env.ts';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import {
  createTestServer,
  NO_TRANSACTION_LIMITS,
  type TestServer,
} from '../apps/server/test/helpers.ts';
import { queryRows } from '../apps/server/src/db/client.ts';
import { postJournal, newReference } from '../apps/server/src/services/ledger/ledger.ts';
import { applyRailEvents } from '../apps/server/src/services/rails/apply.ts';
import { startPhoneDeposit } from '../apps/server/src/services/rails/collect.ts';
import { importStatement } from '../apps/server/src/services/rails/bank/import.ts';
import { railsOf, SIMULATED_PIN } from '../apps/server/src/services/rails/registry.ts';
import { percentile, rssMiB } from './lib.ts';

const run = promisify(execFile);

const DEV_PG = 'postgres://postgres@127.0.0.1:55500/postgres';
const SENDERS = 20;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** A test server (its own throwaway database) listening on loopback, so callbacks are real HTTP. */
async function listening(workers: boolean) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const s = await createTestServer({
    env: { BETTER_AUTH_URL: base, LOG_LEVEL: 'silent' },
    settings: NO_TRANSACTION_LIMITS,
    workers,
  });
  const server = serve({ fetch: s.app.fetch, port, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  return {
    s,
    base,
    close: async () => {
      await new Promise<void>((r) => server.close(() => r()));
      await s.close();
    },
  };
}

/** Runs `fn` over `items` with `n` at a time. */
async function pool<T>(items: T[], n: number, fn: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
      }
    }),
  );
}

const count = async (s: TestServer, q: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(s.database.db, q))[0]!.n;

// ---- 1. callbacks applied per second ----

/** Deposits prompted through the adapter as the route does, answered, their callbacks held. */
async function answeredPrompts(s: TestServer, users: { id: string }[], perSender: number) {
  const sim = railsOf(s.deps).simulators.mpesa!;
  const rails = railsOf(s.deps);
  // Setup (not timed): one deposit per callback, answered on the phone with the simulator's
  // delivery off; the callbacks are then ours to send.
  sim.setDelivery({ mode: 'never' });
  const wanted = users.flatMap((u) => Array.from({ length: perSender }, () => u));
  const prompts: { url: string; body: string; amount: number }[] = [];
  await pool(wanted, 8, async (u, i) => {
    const amount = 100 + (i % 50);
    await startPhoneDeposit(
      s.database.db,
      rails,
      u.id,
      {
        rail: 'mpesa',
        currency: 'KES',
        amount: String(amount),
        phone: `+2547${String(10000000 + (i % 9000000)).slice(0, 8)}`,
      },
      s.env.BETTER_AUTH_URL,
    );
  });
  for (const p of sim.prompts().filter((p) => p.state === 'waiting')) {
    await sim.answer(p.checkoutRequestId, { pin: SIMULATED_PIN });
    prompts.push({
      url: p.callbackUrl,
      body: JSON.stringify(sim.stkCallback(p)),
      amount: p.amount,
    });
  }
  sim.setDelivery({ mode: 'once' });
  return prompts;
}

/** Posts the callbacks from a process of their own (bench/rail-senders.mjs), `SENDERS` at once. */
async function postFromRail(sends: { url: string; body: string }[]) {
  const file = path.join(os.tmpdir(), `mizani-callbacks-${process.pid}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(sends.map(({ url, body }) => ({ url, body }))));
  const { stdout } = await run(process.execPath, [
    path.join(import.meta.dirname, 'rail-senders.mjs'),
    file,
    String(SENDERS),
  ]);
  rmSync(file);
  return JSON.parse(stdout) as { statuses: Record<string, number>; ms: number };
}

async function callbacks(s: TestServer, perSender: number, workers: number) {
  const rails = railsOf(s.deps);
  const users = await Promise.all(Array.from({ length: SENDERS }, () => s.createUser()));
  const prompts = await answeredPrompts(s, users, perSender);
  // 10 % of the callbacks are sent twice (the copy later in the stream, as Daraja's retries).
  const sends: typeof prompts = [];
  for (let i = 0; i < prompts.length; i++) {
    sends.push(prompts[i]!);
    if (i >= 20 && (i - 20) % 10 === 0) sends.push(prompts[i - 20]!);
  }
  const total = prompts.length;
  let stop = false;
  const t0 = performance.now();
  const posting = { done: false };
  const senders = postFromRail(sends).finally(() => (posting.done = true));
  // The inbox worker, `workers` at once (as that many instances), claiming without pause.
  const applied = { n: 0 };
  const loops = Array.from({ length: workers }, async () => {
    while (!stop) {
      const done = await applyRailEvents(s.database.db, rails, { lanes: 4 });
      applied.n += done;
      if (!done) await new Promise((r) => setTimeout(r, 5));
    }
  });
  let tApplied = 0;
  while (true) {
    const n = await count(
      s,
      sql`select count(*)::int as n from rail_operations where direction = 'collect' and status = 'succeeded'`,
    );
    if (n >= total && posting.done) {
      tApplied = performance.now() - t0;
      break;
    }
    if (performance.now() - t0 > 600_000) throw new Error(`only ${n} of ${total} applied`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const sent = await senders;
  // Let the duplicates still in the inbox settle too.
  while (
    (await count(s, sql`select count(*)::int as n from rail_events where status = 'received'`)) > 0
  )
    await new Promise((r) => setTimeout(r, 20));
  stop = true;
  await Promise.all(loops);
  // The two halves apart, on a second set of as many deposits: HTTP and the inbox alone (every
  // callback received, proven and stored with no worker running), then that backlog applied by
  // the same workers with no sender running.
  const backlog = await answeredPrompts(s, users, perSender);
  const tReceive = performance.now();
  await postFromRail(backlog);
  const receiveOnlyPerSec = Math.round((backlog.length / (performance.now() - tReceive)) * 1000);
  const succeeded = () =>
    count(
      s,
      sql`select count(*)::int as n from rail_operations where direction = 'collect' and status = 'succeeded'`,
    );
  stop = false;
  const tBacklog = performance.now();
  const drain = Array.from({ length: workers }, async () => {
    while (!stop) {
      const done = await applyRailEvents(s.database.db, rails, { lanes: 4 });
      if (!done) await new Promise((r) => setTimeout(r, 5));
    }
  });
  while ((await succeeded()) < total + backlog.length) {
    if (performance.now() - tBacklog > 600_000) throw new Error('the backlog was not applied');
    await new Promise((r) => setTimeout(r, 10));
  }
  const applyOnlyPerSec = Math.round((backlog.length / (performance.now() - tBacklog)) * 1000);
  stop = true;
  await Promise.all(drain);
  const doubles = await count(
    s,
    sql`select count(*)::int as n from (select reference from ledger_journals where type = 'deposit'
        group by reference having count(*) > 1) d`,
  );
  const mine = sql.join(
    users.map((u) => sql`${u.id}`),
    sql`, `,
  );
  const credited = await count(
    s,
    sql`select count(*)::int as n from ledger_journals where type = 'deposit' and user_id in (${mine})`,
  );
  const expected = [...prompts, ...backlog].reduce((a, p) => a + p.amount, 0);
  const [bal] = await queryRows<{ total: string }>(
    s.database.db,
    sql`select coalesce(sum(balance), 0)::text as total from ledger_accounts
        where kind = 'client' and currency = 'KES' and user_id in (${mine})`,
  );
  return {
    callbacks: total,
    posts: sends.length,
    duplicatesSent: sends.length - total,
    httpStatuses: sent.statuses,
    postedPerSec: Math.round((sends.length / sent.ms) * 1000),
    receiveOnlyPerSec,
    applyOnlyPerSec,
    appliedPerSec: Math.round((total / tApplied) * 1000),
    secondsToAllApplied: Math.round(tApplied) / 1000,
    workers,
    credited,
    doubleCredits: doubles,
    balanceMatches: Number(bal!.total) === expected,
  };
}

/** The reference: the bare journal function, 20 at once, each in its transaction. */
async function bareJournal(s: TestServer, ops: number) {
  const users = await Promise.all(Array.from({ length: SENDERS }, () => s.createUser()));
  const t0 = performance.now();
  await pool(
    Array.from({ length: ops }, (_, i) => users[i % SENDERS]!),
    SENDERS,
    async (u) => {
      await s.database.db.transaction((tx) =>
        postJournal(tx, { type: 'deposit', userId: u.id, reference: newReference('DEP') }, [
          { kind: 'external', currency: 'KES', amount: '-100' },
          { kind: 'client', userId: u.id, currency: 'KES', amount: '100' },
        ]),
      );
    },
  );
  const ms = performance.now() - t0;
  return { journals: ops, perSec: Math.round((ops / ms) * 1000) };
}

// ---- 2. a camt.053 of 100,000 entries ----

/** The machine's CPU time so far, in clock ticks (1/100 s): busy (user, nice, system, irq) and idle. */
function machineCpu() {
  const n = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { busy: n[0]! + n[1]! + n[2]! + n[5]! + n[6]!, idle: n[3]! + n[4]! };
}

const ntry = (i: number, ref: string, amount: string) =>
  `<Ntry><NtryRef>N${i}</NtryRef><Amt Ccy="USD">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-12-01</Dt></BookgDt><ValDt><Dt>2026-12-01</Dt></ValDt><AcctSvcrRef>BNK${i}</AcctSvcrRef><BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd><NtryDtls><TxDtls><Refs><EndToEndId>E2E-${i}</EndToEndId></Refs><Amt Ccy="USD">${amount}</Amt><RltdPties><Dbtr><Pty><Nm>Acme Traders Ltd</Nm></Pty></Dbtr><DbtrAcct><Id><IBAN>GB33BUKB20201555555555</IBAN></Id></DbtrAcct></RltdPties><RmtInf><Ustrd>Invoice ${i} ${ref}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>\n`;

async function statement(s: TestServer, base: string, entries: number, matchedEvery: number) {
  void base;
  const admin = await s.createUser({ role: 'admin' });
  const holders = await Promise.all(Array.from({ length: SENDERS }, () => s.createUser()));
  // Setup (not timed): a pending bank deposit for every `matchedEvery`-th entry, by reference.
  const refs: string[] = [];
  for (let i = 0; i < entries; i++) refs.push(newReference('DEP'));
  const amount = (i: number) => `${(i % 5000) + 1}.00`;
  const matched = refs.map((_, i) => i).filter((i) => i % matchedEvery === 0);
  for (let k = 0; k < matched.length; k += 5000) {
    const part = matched.slice(k, k + 5000);
    await s.database.db.execute(
      sql`insert into deposits (user_id, currency, method, reference, expected_amount)
          select u, 'USD', 'bank_transfer', r, a::numeric
          from unnest(${`{${part.map((i) => holders[i % SENDERS]!.id).join(',')}}`}::text[],
                      ${`{${part.map((i) => refs[i]).join(',')}}`}::text[],
                      ${`{${part.map(amount).join(',')}}`}::text[]) as t(u, r, a)`,
    );
  }
  let bytes = 0;
  async function* file() {
    const head =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>BENCH</MsgId><CreDtTm>2026-12-01T23:00:00Z</CreDtTm></GrpHdr><Stmt><Id>BENCH-S</Id><Acct><Id><IBAN>GB29NWBK60161331926819</IBAN></Id><Ccy>USD</Ccy></Acct>\n';
    bytes += head.length;
    yield new TextEncoder().encode(head);
    for (let i = 0; i < entries; i += 200) {
      let chunk = '';
      for (let j = i; j < Math.min(entries, i + 200); j++)
        chunk += ntry(j, j % matchedEvery === 0 ? refs[j]! : `DEP-UNKNOWN${j}`, amount(j));
      bytes += chunk.length;
      yield new TextEncoder().encode(chunk);
    }
    yield new TextEncoder().encode('</Stmt></BkToCstmrStmt></Document>\n');
  }
  global.gc?.();
  const rssBefore = rssMiB(process.pid);
  let peak = rssBefore;
  const timer = setInterval(() => (peak = Math.max(peak, rssMiB(process.pid))), 100);
  const cpu0 = machineCpu();
  const self0 = process.cpuUsage();
  const t0 = performance.now();
  // The admin route's own function (importStatement: streamed with saxes, each batch of 500 stored
  // and matched before more is read). Not over HTTP: Node's http server ends a request after 300 s
  // (requestTimeout), and 100,000 entries matched one by one take longer here (see report.md).
  const answer = {
    statement: await importStatement(s.database.db, file(), {
      fileName: 'bench.camt053.xml',
      importedBy: admin.id,
      appUrl: base,
      lanes: 2,
    }),
  };
  const ms = performance.now() - t0;
  const cpu1 = machineCpu();
  const self1 = process.cpuUsage(self0);
  clearInterval(timer);
  const states = await queryRows<{ status: string; n: number }>(
    s.database.db,
    sql`select status, count(*)::int as n from rail_events where kind = 'camt_entry' group by status order by status`,
  );
  const credited = await count(
    s,
    sql`select count(*)::int as n from deposits where method = 'bank_transfer' and status = 'completed'`,
  );
  return {
    entries,
    fileMB: Math.round(bytes / 1e5) / 10,
    matchedDeposits: matched.length,
    stored: answer.statement?.newEntries,
    seconds: Math.round(ms) / 1000,
    entriesPerSec: Math.round((entries / ms) * 1000),
    rssBeforeMiB: rssBefore,
    peakRssMiB: peak,
    rssGrowthMiB: Math.round((peak - rssBefore) * 10) / 10,
    credited,
    events: Object.fromEntries(states.map((r) => [r.status, r.n])),
    // Where the time went: the machine's cores busy and idle (the database included), and this
    // process's own share (parser, application, driver).
    cpu: {
      coreSecondsBusy: Math.round(cpu1.busy - cpu0.busy) / 100,
      coreSecondsIdle: Math.round(cpu1.idle - cpu0.idle) / 100,
      appCpuSeconds: Math.round((self1.user + self1.system) / 1e4) / 100,
    },
  };
}

// ---- 3. payout requested → rail called ----

async function payoutLatency(s: TestServer, payouts: number) {
  const sim = railsOf(s.deps).simulators.mpesa!;
  const u = await s.createUser();
  await s.database.db.transaction((tx) =>
    postJournal(tx, { type: 'deposit', userId: u.id, reference: newReference('DEP') }, [
      { kind: 'external', currency: 'KES', amount: String(-20000 * payouts) },
      { kind: 'client', userId: u.id, currency: 'KES', amount: String(20000 * payouts) },
    ]),
  );
  const [b] = await queryRows<{ id: string }>(
    s.database.db,
    sql`insert into beneficiaries (user_id, kind, name, country, currency, details)
        values (${u.id}, 'mobile_money', 'Wanjiru Otieno', 'KE', 'KES', ${JSON.stringify({ phone: '+254722000111', network: 'mpesa' })}::jsonb)
        returning id`,
  );
  const requested = new Map<string, number>();
  for (let i = 0; i < payouts; i++) {
    // Requests at random moments, as clients make them (not in step with the worker's period).
    await new Promise((r) => setTimeout(r, Math.random() * 400));
    const at = Date.now();
    const res = await s.request('/api/wallet/withdrawals', {
      method: 'POST',
      cookie: u.cookie,
      json: { beneficiaryId: b!.id, currency: 'KES', amount: '20000' },
    });
    if (res.status !== 201)
      throw new Error(`withdrawal answered ${res.status}: ${await res.text()}`);
    const { withdrawal } = (await res.json()) as { withdrawal: { id: string } };
    requested.set(withdrawal.id, at);
  }
  const ops = async () =>
    queryRows<{ id: string; withdrawal_id: string }>(
      s.database.db,
      sql`select id, withdrawal_id from rail_operations where direction = 'payout'`,
    );
  const t0 = Date.now();
  while ((await ops()).length < payouts && Date.now() - t0 < 30_000)
    await new Promise((r) => setTimeout(r, 100));
  const called = new Map(sim.payouts().map((p) => [p.originatorConversationId, p.createdAt]));
  const ms = (await ops())
    .map((o) => (called.get(o.id)?.getTime() ?? NaN) - requested.get(o.withdrawal_id)!)
    .filter((v) => Number.isFinite(v));
  return {
    payouts,
    railCalled: ms.length,
    p50Ms: percentile(ms, 50),
    p99Ms: percentile(ms, 99),
    maxMs: Math.max(...ms),
    workerPollMs: 5000,
  };
}

export async function railsBench(
  ctx: { pgUrl?: string; quick?: boolean; only?: 'callbacks' | 'payout' | 'camt' } = {},
) {
  const quick = !!ctx.quick;
  const saved = { DATABASE_URL: process.env.DATABASE_URL, LOG_LEVEL: process.env.LOG_LEVEL };
  process.env.DATABASE_URL = ctx.pgUrl ?? process.env.DATABASE_URL ?? DEV_PG;
  process.env.LOG_LEVEL = 'silent';
  try {
    return await measure(quick, ctx.only);
  } finally {
    for (const [k, v] of Object.entries(saved))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  }
}

async function measure(quick: boolean, only?: string) {
  const loadBefore = os.loadavg().map((l) => Math.round(l * 100) / 100);
  const out: Record<string, unknown> = { database: 'postgresql' };
  const a = only && only !== 'callbacks' ? null : await listening(false);
  if (a)
    try {
      out.journalReference = await bareJournal(a.s, quick ? 1000 : 4000);
      console.error(JSON.stringify(out.journalReference));
      out.callbacks = await callbacks(a.s, quick ? 25 : 100, 4);
      console.error(JSON.stringify(out.callbacks));
    } finally {
      await a.close();
    }
  const c = only && only !== 'payout' ? null : await listening(true);
  if (c)
    try {
      out.payout = await payoutLatency(c.s, quick ? 20 : 100);
      console.error(JSON.stringify(out.payout));
    } finally {
      await c.close();
    }
  const b = only && only !== 'camt' ? null : await listening(false);
  if (b)
    try {
      out.camt053 = await statement(b.s, b.base, quick ? 10_000 : 100_000, 1);
      console.error(JSON.stringify(out.camt053));
    } finally {
      await b.close();
    }
  out.loadAverage = {
    before: loadBefore,
    after: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
  return out;
}

/** Run alone: this bench's section of bench/report.md replaced (or added), the rest kept. */
function writeSection(title: string, lines: string[]) {
  const file = path.join(import.meta.dirname, 'report.md');
  const text = readFileSync(file, 'utf8');
  const body = `## ${title}\n\n${lines.join('\n')}\n`;
  const own = new RegExp(
    `## ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n[\\s\\S]*?(?=\n## |$)`,
  );
  writeFileSync(file, own.test(text) ? text.replace(own, body) : `${text.trimEnd()}\n\n${body}`);
}

export const RAILS_TITLE = 'Payment rails: callbacks, a 100,000-entry camt.053, payout hand-over';

/** What report.md says around the figures: the method, the goals, and which are met. */
export function railsLines(r: Awaited<ReturnType<typeof railsBench>>) {
  const f = r as {
    journalReference?: { perSec: number };
    callbacks?: { appliedPerSec: number; doubleCredits: number };
    camt053?: { seconds: number; rssGrowthMiB: number };
    payout?: { p99Ms: number };
  };
  const met = (ok: boolean | undefined) =>
    ok === undefined ? 'not measured' : ok ? 'met' : 'MISSED';
  return [
    'Made by `node --expose-gc --import tsx bench/rails.ts` (also in `npm run bench`), on PostgreSQL',
    '(a throwaway database). The bench process runs the server, its M-Pesa simulator and the inbox',
    "workers; the rail's senders post from a process of their own (bench/rail-senders.mjs). All of",
    'it and PostgreSQL share the machine (2 cores here). Goals from issue 37:',
    `- callbacks: 20 senders POST M-Pesa STK callbacks over HTTP to the listening server (10 % sent`,
    '  twice), 4 inbox workers (`applyRailEvents`, as 4 instances, four lanes each) apply them: a',
    '  pass claims up to 100, asks the rail (STK query over loopback) 16 at a time, and credits the',
    '  confirmed ones together (`creditDeposits`, migration 0049); "appliedPerSec" is callbacks',
    '  until every deposit is credited, while they arrive. Goal ≥ 1,000/s with 0 double credits:',
    `  **${met(f.callbacks && f.callbacks.appliedPerSec >= 1000 && f.callbacks.doubleCredits === 0)}**.`,
    '  Reference: the bare journal function (`postJournal`, 20 at once, one transaction each).',
    '  The two halves apart, on a second set of as many deposits: "receiveOnlyPerSec" (HTTP, the',
    '  proof, the inbox insert, no worker running) and "applyOnlyPerSec" (that backlog applied by',
    '  the same workers, no sender running). Each half alone is near the goal on this machine;',
    '  together they share its two cores with PostgreSQL and the senders.',
    '- camt.053: 100,000 booked credits, each matching a pending bank deposit, streamed through',
    "  `importStatement` (the admin route's function: saxes, each batch written to the inbox already",
    '  claimed, its matches credited together in two lanes of holders, two batches at once while',
    '  the next is read); "seconds" until every deposit is credited; RSS of the whole process;',
    '  "cpu": the machine\'s cores busy and idle during the import, and the bench process\'s own',
    '  share. Since 3 Dec 22:20 two batches credit at once (one before: 31.1 s, 14.6 of its core',
    '  seconds idle); the import keeps both cores busy, so what is left is work, not waiting.',
    '  Since 4 Dec 05:40 (migration 0052) it writes less: each client mail as its content,',
    '  rendered when the outbox sends it (its text and HTML were 2-7 kB a deposit through the',
    "  function's JSON and into the outbox); each entry once in the inbox (it was raw text and",
    '  JSON); the matching deposits read by their unique reference alone (with `status` beside',
    '  it the planner walked the pending index of a table not yet analysed). `--only=camt` runs,',
    '  load average 0-1.5: 23.9 s before; 19.4 s with the mail rendered when sent; 16.6-18.8 s',
    '  (five runs) with the rest.',
    `  Goal < 20 s and flat memory: **${met(f.camt053 && f.camt053.seconds < 20)}**.`,
    '- payout: a withdrawal to an M-Pesa payee requested through the route (at random moments)',
    '  until the simulator receives the B2C request, the payout worker (woken by the database,',
    '  migration 0045) included.',
    `  Goal p99 < 200 ms: **${met(f.payout && f.payout.p99Ms < 200)}**.`,
    '',
    '```json',
    JSON.stringify(r, null, 2),
    '```',
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const quick = process.argv.includes('--quick');
  const pgUrl = process.argv.slice(2).find((a) => a.startsWith('postgres'));
  // --report=<file>: figures of an earlier run (its JSON) written into report.md, nothing measured.
  const from = process.argv.find((a) => a.startsWith('--report='))?.slice('--report='.length);
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7) as
    'callbacks' | 'payout' | 'camt' | undefined;
  const r = from
    ? (JSON.parse(readFileSync(from, 'utf8')) as Awaited<ReturnType<typeof railsBench>>)
    : await railsBench({ pgUrl, quick, only });
  console.log(JSON.stringify(r, null, 2));
  // A partial run prints its figures only: written over the section, it erased the others'.
  if (!quick && !only) writeSection(RAILS_TITLE, railsLines(r));
  process.exit(0);
}
