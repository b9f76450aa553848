import { serve } from '@hono/node-server';
import { loadEnv } from './env.ts';
import { logger } from './lib/logger.ts';
import { buildServer } from './server.ts';
import { drain, drainMs } from './ops/drain.ts';

const env = loadEnv();

// A failure nobody awaited (a background task, a driver's event) is logged, and the instance keeps
// serving: every request path and worker handles its own errors, so exiting here would turn one
// broken connection during a database restart into an outage of this instance (issue 42).
process.on('unhandledRejection', (reason) => {
  logger.error({ err: reason }, 'unhandled rejection (the process keeps running)');
});
process.on('uncaughtException', (err, origin) => {
  logger.error({ err, origin }, 'uncaught exception (the process keeps running)');
});
const server = await buildServer(env).catch((err: unknown) => {
  logger.fatal({ err: err instanceof Error ? err.message : err }, 'could not start');
  process.exit(1);
});

// Loopback by default (env.ts); HOST=0.0.0.0 opens the server to the network (a phone on the LAN).
const everywhere = env.HOST === '0.0.0.0' || env.HOST === '::';
const shownHost = everywhere ? 'localhost' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
const http = serve({ fetch: server.app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  logger.info(
    { host: env.HOST, port: info.port, database: server.deps.database.kind },
    `Mizani listening on http://${shownHost}:${info.port}${everywhere ? ' (every network interface)' : ''}`,
  );
});

// Idle keep-alive connections stay open longer than a load balancer's (60 s on the common ones):
// with Node's 5 s default, the balancer, or any client pooling connections, reuses a socket the
// instance is closing at that moment and its request fails with a reset instead of an answer.
if ('keepAliveTimeout' in http) {
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;
}

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
  await new Promise<void>((resolve) => {
    http.close(() => resolve());
    // Idle keep-alive connections (kept 65 s, above) would hold the listener open until they
    // expire: closed now. A request still being answered gets a few seconds to finish; then its
    // connection is closed too (a client that never reads its response would hold it for ever).
    if ('closeIdleConnections' in http) {
      http.closeIdleConnections();
      setTimeout(() => http.closeAllConnections(), 5_000).unref();
    }
  });
  await server.close();
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
