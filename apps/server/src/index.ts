import { serve } from '@hono/node-server';
import { loadEnv } from './env.ts';
import { logger } from './lib/logger.ts';
import { buildServer } from './server.ts';

const env = loadEnv();
const server = await buildServer(env).catch((err: unknown) => {
  logger.fatal({ err: err instanceof Error ? err.message : err }, 'could not start');
  process.exit(1);
});

const http = serve({ fetch: server.app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  logger.info({ port: info.port, database: server.deps.database.kind }, `Mizani listening on http://localhost:${info.port}`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    logger.warn('forced exit after 10 s');
    process.exit(1);
  }, 10_000);
  force.unref();
  // Stop workers and long-lived streams first, then let in-flight requests finish.
  await server.deps.services.stopAll();
  await new Promise<void>((resolve) => http.close(() => resolve()));
  await server.close();
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
