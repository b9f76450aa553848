import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { jsonBodyLimit } from './middleware/body-limit.ts';
import { HTTPException } from 'hono/http-exception';
import { BULK_PAYOUT_MAX_BYTES, LIMITS } from '@mizani/shared';
import { z } from 'zod';
import type { AppBindings, AppDeps } from './context.ts';
import { AppError } from './lib/errors.ts';
import { requestLocale, wordError } from './services/i18n/refusals/index.ts';
import { validationError } from './lib/validate.ts';
import { clientIp } from './middleware/client-ip.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { requestGuards } from './middleware/request-guards.ts';
import { afterAuthEndpoint, loadSession } from './middleware/session.ts';
import { originPolicy } from './lib/origins.ts';
import { isBulkApiRoute, isRawBodyRoute, rawBodyTypes } from './lib/raw-body.ts';
import { apiRoutes } from './routes/index.ts';
import { CLIENT_IP_HEADER } from './auth/constants.ts';
import {
  buildStyleAttributeHashes,
  buildStyleHashes,
  DEFAULT_WEB_DIST,
  webRoutes,
} from './web-static.ts';
import { siteHooks } from './site/hooks.ts';
import { devBank } from './dev/bank.ts';
import { devMailbox } from './dev/mailbox.ts';
import { devPhone } from './dev/phone.ts';
import { devWallet } from './dev/wallet.ts';
import { metricsHandler, recordHttpMetrics } from './ops/metrics.ts';
import { drainConnections } from './ops/drain.ts';
import { isApiV1, problem } from './routes/v1/problem.ts';
import { databaseUnavailable, isDatabaseUnavailable } from './lib/db-errors.ts';
import { pingDatabase } from './db/client.ts';

const REQUEST_ID = /^[\w-]{1,64}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Builds the whole HTTP app from its dependencies (index.ts only listens). */
export function createApp(deps: AppDeps) {
  const { env } = deps;
  const app = new Hono<AppBindings>();

  app.use('*', async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    c.set('log', deps.logger.child({ requestId }));
    const started = performance.now();
    await next();
    // On the response's headers, not c.header(): once a response exists, c.header() makes hono
    // rebuild it through a web Response and its body through a web stream (decision 024).
    c.res.headers.set('X-Request-Id', requestId);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    if (!c.req.path.startsWith('/assets/')) {
      c.get('log').info(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms, ip: c.get('clientIp') },
        'request',
      );
    }
  });
  app.use('*', recordHttpMetrics(deps));
  app.use('*', drainConnections(deps));
  app.use(
    '*',
    securityHeaders({
      https: env.BETTER_AUTH_URL.startsWith('https://'),
      styleHashes: buildStyleHashes(env.WEB_DIST ?? DEFAULT_WEB_DIST),
      styleAttributeHashes: buildStyleAttributeHashes(env.WEB_DIST ?? DEFAULT_WEB_DIST),
    }),
  );
  app.use('*', clientIp(env.TRUSTED_PROXIES.split(',')));

  const jsonBodyCap = jsonBodyLimit(LIMITS.bodyMaxBytes, () => {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large (100 kB at most).');
  });
  // File uploads (lib/raw-body.ts) read their body with their own, larger cap. /api/v1's bulk
  // payouts are read whole by the idempotency claim before the handler, so their cap is here.
  const bulkApiCap = jsonBodyLimit(BULK_PAYOUT_MAX_BYTES, () => {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large (2 MB at most).');
  });
  app.use('/api/*', (c, next) =>
    isBulkApiRoute(c) ? bulkApiCap(c, next) : isRawBodyRoute(c) ? next() : jsonBodyCap(c, next),
  );
  app.use('/api/*', requestGuards(originPolicy(env), rawBodyTypes));

  // better-auth gets the real client address in a header it is told to trust; any value a
  // client sent under that name is replaced.
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
    const res = await deps.auth.handler(new Request(c.req.raw, { headers }));
    afterAuthEndpoint(deps, c);
    // better-auth answers its own failures (a database error included) as a 500 without
    // throwing: when the database is what failed, say so as every other endpoint does (503), so
    // the web app's session check keeps the client signed in (issue 42).
    if (res.status >= 500 && !(await pingDatabase(deps.database.db)))
      throw databaseUnavailable({ write: c.req.method !== 'GET' });
    const out = new Response(res.body, res);
    out.headers.set('Cache-Control', 'no-store');
    return out;
  });

  app.route('/api', apiRoutes(deps));
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'No such API endpoint.');
  });

  // Prometheus metrics, guarded (ops/metrics.ts); answered here so the web fallback never sees it.
  app.get('/metrics', metricsHandler(deps, env.WEB_DIST ?? DEFAULT_WEB_DIST));

  // The outbox as a page for `npm start` without SMTP (dev/mailbox.ts); absent in production.
  if (env.NODE_ENV !== 'production') {
    app.route('/', devMailbox(deps));
    // The simulated M-Pesa phone (dev/phone.ts): deposits by phone ring there.
    app.route('/', devPhone(deps));
    // The client's own crypto wallet on the development chain (dev/wallet.ts; docs/stablecoins.md).
    app.route('/', devWallet(deps));
    // The client's own bank (dev/bank.ts): a payment quoting a reference arrives as a camt.054.
    app.route('/', devBank(deps));
  }

  // The dashboard's first response carries the signed-in client's balance (site/hooks.ts).
  app.use('/dashboard', loadSession(deps));
  app.route('/', webRoutes(env.WEB_DIST ?? DEFAULT_WEB_DIST, env.BETTER_AUTH_URL, siteHooks(deps)));

  app.onError((err, c) => {
    // The database could not be reached or gave up (lib/db-errors.ts): 503 with Retry-After,
    // never a 500, since a retry (with the same Idempotency-Key for a write) may succeed.
    if (!(err instanceof AppError) && isDatabaseUnavailable(err)) {
      c.get('log')?.warn(
        { err: err instanceof Error ? err.message : String(err), path: c.req.path },
        'database unavailable',
      );
      err = databaseUnavailable({ write: !SAFE_METHODS.has(c.req.method) });
    }
    // /api/v1 answers RFC 9457 problem details; the app's own API keeps its envelope.
    if (isApiV1(c.req.path)) {
      if (err instanceof AppError) {
        if (err.retryAfterSec) c.header('Retry-After', String(err.retryAfterSec));
        return problem(c, env.BETTER_AUTH_URL, err);
      }
      if (err instanceof z.ZodError) return problem(c, env.BETTER_AUTH_URL, validationError(err));
      if (err instanceof HTTPException && err.status < 500)
        return problem(c, env.BETTER_AUTH_URL, {
          code: 'BAD_REQUEST',
          message: err.message || 'Bad request',
          status: err.status,
        });
      c.get('log')?.error({ err }, 'unhandled error');
      return problem(c, env.BETTER_AUTH_URL, {
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again.',
      });
    }
    if (err instanceof AppError) {
      if (err.retryAfterSec) c.header('Retry-After', String(err.retryAfterSec));
      // The app's own API words a refusal in the reader's language (decision 023).
      const { message, fields } = wordError(
        err,
        requestLocale(c.get('user')?.language, c.req.header('cookie')),
      );
      return c.json(
        { error: { code: err.code, message, ...(fields ? { fields } : {}) } },
        err.status,
      );
    }
    if (err instanceof z.ZodError) {
      const e = validationError(err);
      return c.json({ error: { code: e.code, message: e.message, fields: e.fields } }, 400);
    }
    if (err instanceof HTTPException && err.status < 500) {
      return c.json(
        { error: { code: 'BAD_REQUEST', message: err.message || 'Bad request' } },
        err.status,
      );
    }
    c.get('log')?.error({ err }, 'unhandled error');
    return c.json(
      {
        error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
      },
      500,
    );
  });

  return app;
}
