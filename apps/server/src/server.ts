import type { Env } from './env.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createAuth } from './auth/index.ts';
import { ServiceRegistry, type AppDeps } from './context.ts';
import { createApp } from './app.ts';
import { logger } from './lib/logger.ts';
import { seedContent, seedDemo } from './db/seed/index.ts';
import { RATES_CHANNEL } from './services/rates/hub.ts';
import { startWorkers } from './workers.ts';
import { startRails } from './services/rails/registry.ts';
import { startChain } from './services/chain/rail.ts';

const SEED_LOCK_KEY = 727_274_002;

/** Runs fn while holding a PostgreSQL session advisory lock (one instance at a time). */
async function underAdvisoryLock(database: Database, key: number, fn: () => Promise<unknown>) {
  if (!database.pool) return fn();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    await fn();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
    client.release();
  }
}

/** Opens the database, seeds it when asked, and builds the app and its background workers. */
export async function buildServer(env: Env, opts: { database?: Database; workers?: boolean } = {}) {
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolSize: env.DATABASE_POOL_SIZE,
    }));

  // Embedded database: full demo (content + demo users). PostgreSQL server: never demo users;
  // content only when SEED_DEMO=true.
  if (!env.DATABASE_URL && env.SEED_DEMO !== 'false') await seedDemo(database.db);
  else if (env.DATABASE_URL && env.SEED_DEMO === 'true') {
    // Instances started together would otherwise race on the same inserts (unique violations).
    await underAdvisoryLock(database, SEED_LOCK_KEY, () => seedContent(database.db));
    // Instances already running cache the rates: tell them the seeded pairs exist.
    await database.notify(RATES_CHANNEL, 'seeded');
  }

  const services = new ServiceRegistry();
  const deps: AppDeps = { env, database, auth: createAuth(env, database), logger, services };
  // Before the app: its deposit routes and the rails' workers use them.
  await startRails(deps);
  await startChain(deps);
  const app = createApp(deps);
  if (opts.workers ?? env.WORKERS === 'on') await startWorkers(deps, (req) => app.fetch(req));

  return {
    app,
    deps,
    async close() {
      await services.stopAll();
      if (!opts.database) await database.close();
    },
  };
}
