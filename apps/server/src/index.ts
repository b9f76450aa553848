import { serve } from '@hono/node-server';
import { loadEnv } from './env.ts';
import { logger } from './lib/logger.ts';
import { openDatabase } from './db/client.ts';
import { drain, drainMs } from './ops/drain.ts';

const env = loadEnv();
function fatal(err: unknown): never {
  logger.fatal({ err: err instanceof Error ? err.message : err }, 'could not start');
  process.exit(1);
}
// The database opens (template copy, WASM compile) while the app's modules load (decision 006).
const opening = openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  poolSize: env.DATABASE_POOL_SIZE,
});
opening.catch(fatal);
const { buildServer } = await import('./server.ts');
const database = await opening;
const server = await buildServer(env, { database }).catch(fatal);

const http = serve({ fetch: server.app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  logger.info(
    { port: info.port, database: server.deps.database.kind },
    `Mizani listening on http://localhost:${info.port}`,
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(
    () => {
      logger.warn(`forced exit after ${10 + drainMs(env) / 1000} s`);
      process.exit(1);
    },
    10_000 + drainMs(env),
  );
  force.unref();
  // Drain first (not ready, Connection: close, keep serving a few seconds so the proxy stops
  // reusing our connections), then stop workers and streams, then let in-flight requests finish.
  await drain(server.deps, drainMs(env));
  await server.deps.services.stopAll();
  await new Promise<void>((resolve) => http.close(() => resolve()));
  await server.close();
  await database.close();
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
