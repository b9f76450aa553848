import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { and, desc, eq, sql } from 'drizzle-orm';
import { loadEnv, type Env } from '../src/env.ts';
import { openDatabase, openMemoryDatabase, queryRows, type Database } from '../src/db/client.ts';
import { buildServer } from '../src/server.ts';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import { createVerifiedUser } from '../src/db/seed/users.ts';
import { markVerified } from '../src/db/seed/verification.ts';
import { seedContent } from '../src/db/seed/index.ts';
import { mailOutbox, platformSettings } from '../src/db/schema/index.ts';
import { storedMailBodies } from '../src/services/mail/stored.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * Platform settings for tests about the ledger's mechanics (tiny and very large amounts, storms):
 * no minimum transaction and limits far above any test amount, as an admin could set them. The
 * limits and the minimum themselves are tested with the defaults (verification-*.test.ts).
 */
export const NO_TRANSACTION_LIMITS = {
  'compliance.minTransactionUsd': 0,
  'compliance.tier1DailyUsd': 10_000_000,
  'compliance.tier1MonthlyUsd': 100_000_000,
  'compliance.tier2DailyUsd': 10_000_000,
  'compliance.tier2MonthlyUsd': 100_000_000,
};

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by DATABASE_URL (the test command runs the suite both ways).
 */
export async function freshDatabase(): Promise<Database & { drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openMemoryDatabase();
    return Object.assign(database, { drop: async () => {} });
  }
  const name = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: testUrl.toString(),
    dataDir: '',
    poolSize: 12,
  });
  return Object.assign(database, {
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  });
}

export interface TestServer extends Awaited<ReturnType<typeof buildServer>> {
  database: Database;
  env: Env;
  /** app.request with our Origin and JSON content type filled in. */
  request: (
    path: string,
    init?: RequestInit & { json?: unknown; cookie?: string; ip?: string },
  ) => Promise<Response>;
  createUser: (
    opts?: Partial<{
      email: string;
      password: string;
      role: 'client' | 'admin';
      firstName: string;
      /**
       * Identity verification tier (issue 22). Users default to 1 (verified, as an approved
       * submission leaves them) so money tests start from a user allowed to move money; 0 is a
       * freshly signed-up client. Written straight to the database (seed/verification.ts).
       */
      tier: 0 | 1 | 2;
    }>,
  ) => Promise<TestUser>;
  signIn: (email: string, password: string) => Promise<string>;
  close: () => Promise<void>;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

const hashes = new Map<string, Promise<string>>();
/**
 * One real scrypt hash per password for the whole worker: users made by createUser share their
 * password, and hashing it for each was a quarter of the API tests' CPU (1,100 hashes of 0.18 s).
 * Sign-in still verifies it the real way.
 */
function passwordHash(password: string) {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

export async function createTestServer(
  opts: {
    env?: Record<string, string>;
    seedContent?: boolean;
    workers?: boolean;
    /** Platform settings stored before the server starts (e.g. compliance limits). */
    settings?: Record<string, unknown>;
  } = {},
): Promise<TestServer> {
  const database = await freshDatabase();
  if (opts.seedContent) await seedContent(database.db);
  for (const [key, value] of Object.entries(opts.settings ?? {}))
    await database.db.insert(platformSettings).values({ key, value });
  const env = loadEnv({
    NODE_ENV: 'test',
    BETTER_AUTH_URL: TEST_ORIGIN,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    SEED_DEMO: 'false',
    WORKERS: 'off',
    // Verification documents land in a folder of this test run, never in the working tree.
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'mizani-test-')),
    LOG_LEVEL: 'silent',
    ...opts.env,
  } as NodeJS.ProcessEnv);
  const server = await buildServer(env, { database, workers: opts.workers ?? false });

  const request: TestServer['request'] = (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', env.BETTER_AUTH_URL);
    if (init.cookie) headers.set('cookie', init.cookie);
    if (init.ip) headers.set('x-test-peer', init.ip);
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers.set('content-type', 'application/json');
    }
    return Promise.resolve(server.app.request(path, { ...init, headers, body }));
  };

  const signIn = async (email: string, password: string) => {
    const res = await request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password },
      ip: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    return cookieFrom(res);
  };

  const createUser: TestServer['createUser'] = async (u = {}) => {
    const email = u.email ?? `user-${randomUUID().slice(0, 8)}@example.com`;
    const password = u.password ?? 'Correct-Horse-9!';
    const id = await createVerifiedUser(database.db, {
      email,
      password,
      passwordHash: await passwordHash(password),
      firstName: u.firstName ?? 'Test',
      lastName: 'User',
      role: u.role ?? 'client',
    });
    const tier = u.tier ?? 1;
    if (tier > 0)
      await markVerified(database.db, id, tier as 1 | 2, {
        fullLegalName: `${u.firstName ?? 'Test'} User`,
        dateOfBirth: '1990-01-01',
        nationality: 'Kenya',
        country: 'Kenya',
      });
    const cookie = await signIn(email, password);
    return { id, email, password, cookie };
  };

  return {
    ...server,
    database,
    env,
    request,
    createUser,
    signIn,
    close: async () => {
      await server.close();
      await database.close();
      await database.drop();
    },
  };
}

/** The cookie header value to send back, from a response's Set-Cookie headers. */
/** A free loopback port (closed again, for a server to take). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/**
 * A test server listening on loopback, for the rails: their simulators call back over real HTTP,
 * so the server's public address (BETTER_AUTH_URL, `base`) is its own. close() stops listening.
 */
export async function createListeningTestServer(
  opts: Parameters<typeof createTestServer>[0] = {},
): Promise<TestServer & { base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const s = await createTestServer({ ...opts, env: { ...opts.env, BETTER_AUTH_URL: base } });
  const server = serve({ fetch: s.app.fetch, port, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  const closeServer = s.close;
  return Object.assign(s, {
    base,
    close: async () => {
      server.close();
      await closeServer();
    },
  });
}

export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c!.endsWith('='))
    .join('; ');
}

/**
 * A test server with a signed-in admin and signed-in clients (a count, or their first names): the
 * setup most resource tests share (call it in beforeAll; close the server in afterAll).
 */
export async function createTestServerWithUsers(
  opts: Parameters<typeof createTestServer>[0] & {
    clients?: number | string[];
    adminFirstName?: string;
  } = {},
): Promise<{ server: TestServer; admin: TestUser; clients: TestUser[] }> {
  const { clients: wanted = 1, adminFirstName, ...serverOpts } = opts;
  const server = await createTestServer(serverOpts);
  const admin = await server.createUser({ role: 'admin', firstName: adminFirstName });
  const names = typeof wanted === 'number' ? Array<undefined>(wanted).fill(undefined) : wanted;
  const clients: TestUser[] = [];
  for (const firstName of names) clients.push(await server.createUser({ firstName }));
  return { server, admin, clients };
}

/** Short-hands for API calls as one signed-in user (another cookie can be passed). */
export function apiAs(s: TestServer, user: TestUser) {
  return {
    get: (path: string, cookie = user.cookie) => s.request(path, { cookie }),
    send: (method: string, path: string, body: unknown, cookie = user.cookie) =>
      s.request(path, { method, json: body, cookie }),
  };
}

/** The audit rows of one action, oldest first. */
export const auditRows = (s: TestServer, action: string) =>
  queryRows<{ actor_id: string; target_id: string; before: unknown; after: unknown; ip: string }>(
    s.database.db,
    sql`select * from audit_log where action = ${action} order by id`,
  );

/** The JSON body of a response after checking its status (a mismatch throws, showing the body). */
export async function readJson<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res;
  const text = await r.text();
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The newest outbox mail of this kind to this address, if any. */
export async function lastMail(s: TestServer, to: string, kind: string) {
  const [m] = await s.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  // As it reads when sent: a batch stores a client mail's content, the sender renders it.
  return m && { ...m, textBody: storedMailBodies(m).text, htmlBody: storedMailBodies(m).html };
}

/** The first link in the newest outbox mail of this kind to this address. */
export async function lastMailUrl(s: TestServer, to: string, kind: string): Promise<string> {
  const m = await lastMail(s, to, kind);
  const url = m?.textBody.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`no ${kind} mail with a link to ${to}`);
  return url;
}
