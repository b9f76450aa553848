import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { logger } from '../lib/logger.ts';
import { createPglite, MIGRATIONS, takeDirLock } from './pglite.ts';
import {
  DRIZZLE_TEXT_OIDS,
  drizzleClient,
  pgliteStatements,
  type PlainParam,
} from './pglite-query.ts';

const dialect = new PgDialect();
/** The statement's text and its parameters, which must be plain values. */
function statementParts(query: SQL) {
  const q = dialect.sqlToQuery(query);
  for (const p of q.params)
    if (p !== null && !['string', 'number', 'boolean'].includes(typeof p))
      throw new Error('A prepared statement takes plain values only');
  return { text: q.sql, params: q.params as PlainParam[] };
}

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type NotifyHandler = (payload: string) => void;

/** The database and the little that differs between PGlite and a PostgreSQL server. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN on a channel; returns an unsubscribe function. */
  listen(channel: string, handler: NotifyHandler): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * A hot read as a named statement, prepared once per connection (decision 025); outside any
   * transaction. `name` must be unique to the statement's text. Parameters are plain values.
   */
  statement<T>(name: string, query: SQL): Promise<T[]>;
  close(): Promise<void>;
  /** Present for PostgreSQL: pool statistics for /metrics. */
  pool?: pg.Pool;
}

/** Rows typed as drizzle's node-postgres driver types them (timestamps and dates stay text). */
const DRIZZLE_TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    DRIZZLE_TEXT_OIDS.includes(oid)
      ? (v: string) => v
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const MIGRATION_LOCK_KEY = 727_274_001; // any constant shared by every instance
const CONNECT_TIMEOUT_MS = 10_000;
/** LISTEN reconnect: 0.5, 1, 2, 4 s, then every 5 s, so a restarted PostgreSQL is heard soon. */
export const relistenDelayMs = (attempt: number) => Math.min(5_000, 250 * 2 ** attempt);

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}): Promise<Database> {
  const database = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl, opts.poolSize ?? 10)
    : await openPglite(opts.dataDir);
  return database;
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // A connection idle for five minutes closes (pg-pool's default is ten seconds). The pool hands
  // out its most recently used connection first, so under a steady load with dips the rest sat
  // idle and were closed and reopened within seconds: each new PostgreSQL backend starts with
  // empty catalogue and plan caches and compiles the ledger functions again (decision 031).
  // A connection that cannot be had within 10 s (PostgreSQL unreachable, every connection busy)
  // fails the request with a 503 (lib/db-errors.ts) instead of holding it open without end.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 300_000,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  keepConnectionsOnRefusals(pool);
  // pg-pool listens for 'error' only on idle clients: a checked-out client (a transaction, the
  // advisory lock, a query between its statements) whose connection breaks emits 'error' with no
  // listener, which Node turns into an uncaught exception that ends the process (issue 42). Every
  // client gets one for its whole life; the pool still drops a broken client on release.
  pool.on('connect', (client) => {
    client.on('error', (err) => logger.warn({ err: err.message }, 'postgres connection lost'));
  });
  pool.on('error', (err) => logger.warn({ err: err.message }, 'postgres idle connection lost'));
  const db = drizzlePg(pool, { schema }) as unknown as Db;

  // Migrations run once even when several instances start together.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }

  let listenClient: pg.PoolClient | null = null;
  let closed = false;
  const handlers = new Map<string, Set<NotifyHandler>>();
  // Two first listen() calls at once (the rates hub, the session cache) share one connection.
  let connecting: Promise<pg.PoolClient> | null = null;
  async function ensureListener() {
    if (listenClient) return listenClient;
    connecting ??= openListener().finally(() => (connecting = null));
    return connecting;
  }
  async function openListener() {
    // A dedicated connection outside the pool's churn keeps LISTEN registrations alive.
    const c = await pool.connect();
    // Closed while connecting: hand the connection back, or pool.end() would wait for it forever.
    if (closed) {
      c.release();
      throw new Error('the database is closed');
    }
    c.on('notification', (msg) => {
      for (const h of handlers.get(msg.channel) ?? []) h(msg.payload ?? '');
    });
    // If PostgreSQL restarts or the connection drops, LISTEN is gone with it: reconnect, listen
    // again, and wake every handler once, since notifications sent meanwhile were missed.
    c.on('error', (err) => {
      if (listenClient !== c) return;
      listenClient = null;
      c.release(err);
      logger.warn({ err }, 'LISTEN connection lost; reconnecting');
      void relisten(1);
    });
    listenClient = c;
    return c;
  }
  // LISTEN statements go one after another on the listener's connection: two listen() calls at
  // once (the workers' wake-ups, the session cache) would otherwise send a query while another
  // runs, which node-postgres only queues under a deprecation (removed in pg@9).
  let listening: Promise<unknown> = Promise.resolve();
  function onListener(statement: string) {
    const run = listening.then(async () => (await ensureListener()).query(statement));
    listening = run.catch(() => undefined);
    return run;
  }
  async function relisten(attempt: number): Promise<void> {
    if (closed) return;
    try {
      for (const channel of handlers.keys()) await onListener(`LISTEN "${channel}"`);
      for (const set of handlers.values()) for (const h of set) h('');
      logger.info({ attempt }, 'LISTEN connection restored');
    } catch (err) {
      // A connection that broke again before LISTEN went through goes back to the pool as broken.
      const broken = listenClient;
      listenClient = null;
      broken?.release(err instanceof Error ? err : new Error(String(err)));
      const delay = relistenDelayMs(attempt);
      logger.warn({ err, delay }, 'LISTEN reconnect failed; retrying');
      setTimeout(() => void relisten(attempt + 1), delay).unref();
    }
  }

  return {
    db,
    kind: 'postgres',
    pool,
    async listen(channel, handler) {
      assertChannel(channel);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await onListener(`LISTEN "${channel}"`);
      } else await ensureListener();
      set.add(handler);
      return async () => {
        set.delete(handler);
      };
    },
    async notify(channel, payload) {
      assertChannel(channel);
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async statement<T>(name: string, query: SQL) {
      const { text, params } = statementParts(query);
      // node-postgres prepares a named statement once per pooled connection.
      return (await pool.query({ name, text, values: params, types: DRIZZLE_TYPES })).rows as T[];
    },
    async close() {
      closed = true;
      listenClient?.release();
      listenClient = null;
      await pool.end();
    },
  };
}

/**
 * pg-pool's `pool.query()` closes the connection whenever a query fails, a refusal raised by the
 * SQL included (insufficient balance, the compliance gate, a quote not found, MZ428): every such
 * answer cost a new PostgreSQL backend with cold caches (decision 031). A failed statement leaves
 * the connection ready for the next one; only a broken connection (not queryable, or an 'error'
 * event while the query ran) is dropped, as pg-pool does for a released client. Callback and
 * Submittable forms keep pg-pool's own path.
 */
function keepConnectionsOnRefusals(pool: pg.Pool) {
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const [config, values] = args;
    const submittable = typeof (config as { submit?: unknown })?.submit === 'function';
    if (submittable || args.some((a) => typeof a === 'function')) return poolQuery(...args);
    return pool.connect().then(async (client) => {
      let broken: Error | undefined;
      const onError = (err: Error) => (broken = err);
      client.once('error', onError);
      try {
        return await client.query(config as pg.QueryConfig, values as unknown[] | undefined);
      } finally {
        client.removeListener('error', onError);
        client.release(broken);
      }
    });
  }) as typeof pool.query;
}

async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = takeDirLock(path.resolve(dataDir, 'pglite.lock'));
  try {
    const client = await createPglite(path.resolve(dataDir, 'pglite'));
    return pgliteDatabase(client, releaseLock);
  } catch (err) {
    releaseLock();
    throw err;
  }
}

/** An in-memory PGlite for tests: a fresh, migrated database per test file. */
export async function openMemoryDatabase(): Promise<Database> {
  return pgliteDatabase(await createPglite(), () => {});
}

function pgliteDatabase(client: PGlite, releaseLock: () => void): Database {
  const run = pgliteStatements(client);
  return {
    db: drizzlePglite(drizzleClient(client), { schema }) as unknown as Db,
    kind: 'pglite',
    async listen(channel, handler) {
      assertChannel(channel);
      const unsub = await client.listen(channel, handler);
      return unsub;
    },
    async notify(channel, payload) {
      assertChannel(channel);
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    statement<T>(name: string, query: SQL) {
      const { text, params } = statementParts(query);
      return run<T>(name, text, params);
    },
    async close() {
      await client.close();
      releaseLock();
    },
  };
}

function assertChannel(channel: string) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Bad channel name ${channel}`);
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Raw SQL returning rows, the same on PGlite and node-postgres (both answer { rows }). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
