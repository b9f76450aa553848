import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import {
  createTestServerWithUsers,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { fundWallet, placeOrder } from './wallet-helpers.ts';

// Webhook delivery across real server processes on one PostgreSQL (issue 18; decision 013's
// outbox): SIGKILL of a server in the middle of a delivery loses nothing (the claimed row stays
// and is delivered by another instance once its lease ends), and two server processes running
// their webhook workers side by side never deliver the same attempt twice. The servers are the
// real entry point (apps/server/src/index.ts) as child processes; the receiver is on loopback.
// (PGlite is one process: nothing to share.)

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface Child {
  proc: ChildProcess;
  url: string;
}

async function startInstance(s: TestServer): Promise<Child> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: s.database.pool!.options.connectionString!,
      PORT: String(port),
      HOST: '127.0.0.1',
      BETTER_AUTH_URL: s.env.BETTER_AUTH_URL,
      BETTER_AUTH_SECRET: s.env.BETTER_AUTH_SECRET,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'mizani-instance-')),
      SEED_DEMO: 'false',
      RATE_FEED: 'manual',
      WORKERS: 'on',
      LOG_LEVEL: 'warn',
      VITEST: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await until(async () => (await fetch(`${url}/api/health/live`).catch(() => null))?.ok === true);
  return { proc, url };
}

/** Polls a condition (bounded: a broken sender fails the test instead of hanging it). */
async function until(check: () => Promise<boolean> | boolean, limitMs = 60_000) {
  const t0 = Date.now();
  while (!(await check())) {
    if (Date.now() - t0 > limitMs) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const stop = (c: Child | undefined, signal: NodeJS.Signals = 'SIGTERM') =>
  new Promise<void>((resolve) => {
    if (!c || c.proc.exitCode !== null || c.proc.signalCode) return resolve();
    c.proc.once('exit', () => resolve());
    c.proc.kill(signal);
  });

describe.skipIf(!process.env.DATABASE_URL)('webhook delivery across server processes', () => {
  let s: TestServer;
  let alice: TestUser;
  let receiver: Server;
  let hookUrl: string;
  /** 'hang': keep the request open (the sender is mid-delivery); 'ok': answer 200. */
  let mode: 'hang' | 'ok' = 'ok';
  const received: string[] = [];
  const hanging: ServerResponse[] = [];
  const children: Child[] = [];

  beforeAll(async () => {
    const users = await createTestServerWithUsers({
      seedContent: true,
      clients: ['Alice'],
      settings: NO_TRANSACTION_LIMITS,
    });
    s = users.server;
    alice = users.clients[0]!;
    await fundWallet(s, users.admin, alice, 'USD', '500.00');
    receiver = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        received.push(String(req.headers['webhook-id']));
        if (mode === 'hang') hanging.push(res);
        else res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    await readJson(
      s.request('/api/developers/webhooks', {
        method: 'POST',
        cookie: alice.cookie,
        json: { url: hookUrl, events: ['order.filled'] },
      }),
      201,
    );
  }, 120_000);
  afterAll(async () => {
    for (const c of children) await stop(c, 'SIGKILL');
    for (const res of hanging) res.destroy();
    await new Promise((r) => receiver?.close(r));
    await s?.close();
  });

  const deliveries = () =>
    queryRows<{ id: string; status: string; attempts: number; event_id: string }>(
      s.database.db,
      sql`select id, status, attempts, event_id from webhook_deliveries order by created_at`,
    );

  it('SIGKILL of the server mid-delivery loses nothing: another instance delivers it', async () => {
    mode = 'hang';
    await placeOrder(
      s,
      alice,
      { sellCurrency: 'USD', buyCurrency: 'KES', amount: '1.00' },
      `kill-${Date.now()}`,
    );
    const first = await startInstance(s);
    children.push(first);
    await until(() => received.length === 1);
    // The instance holds the claimed delivery and waits for the receiver: kill it now.
    await stop(first, 'SIGKILL');
    const [held] = await deliveries();
    expect(held).toMatchObject({ status: 'sending', attempts: 1 });
    // The claim is a lease (120 s): end it now instead of waiting, as time would.
    await s.database.db.execute(
      sql`update webhook_deliveries set next_attempt_at = now() where id = ${held!.id}`,
    );
    mode = 'ok';
    const second = await startInstance(s);
    children.push(second);
    await until(async () => (await deliveries())[0]!.status === 'delivered');
    // At-least-once: the killed attempt and the one that succeeded carry the same webhook-id.
    expect(received).toEqual([held!.event_id, held!.event_id]);
    const [after] = await deliveries();
    expect(after).toMatchObject({ status: 'delivered', attempts: 2 });
    await stop(second);
  }, 120_000);

  it('two server processes side by side never deliver the same attempt twice', async () => {
    received.length = 0;
    const done = (await deliveries()).length;
    const a = await startInstance(s);
    const b = await startInstance(s);
    children.push(a, b);
    const N = 40;
    for (let i = 0; i < N; i++)
      await placeOrder(
        s,
        alice,
        { sellCurrency: 'USD', buyCurrency: 'KES', amount: '1.00' },
        `two-${i}-${Date.now()}`,
      );
    await until(
      async () => (await deliveries()).filter((d) => d.status === 'delivered').length === done + N,
    );
    expect(received).toHaveLength(N);
    expect(new Set(received).size).toBe(N);
    // Each new delivery was claimed once and logged once, whichever instance sent it.
    const rows = await queryRows<{ attempts: number; logged: number }>(
      s.database.db,
      sql`select d.attempts,
                 (select count(*)::int from webhook_attempts w where w.delivery_id = d.id) as logged
            from webhook_deliveries d order by d.created_at offset ${done}`,
    );
    expect(rows).toHaveLength(N);
    expect(rows.filter((r) => r.attempts !== 1 || r.logged !== 1)).toEqual([]);
    await stop(a);
    await stop(b);
  }, 180_000);
});
