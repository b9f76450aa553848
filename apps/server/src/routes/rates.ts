import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { LIMITS, RateHistoryQuerySchema } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { AppError } from '../lib/errors.ts';
import { readQuery } from '../lib/validate.ts';
import { ratesHub } from '../services/rates/hub.ts';
import { findPair, loadHistory } from '../services/rates/queries.ts';
import { readPlatformSettings } from '../services/platform-settings.ts';
import { limitAddress } from '../lib/limit-address.ts';

/** Seconds a stream refused for the instance's ceiling is asked to wait (Retry-After). */
export const STREAMS_FULL_RETRY_SEC = 30;
export const STREAMS_FULL_MESSAGE =
  'Live rates are at capacity right now. The rates shown stay current; live updates resume when you try again in 30 seconds.';
export const TOO_MANY_STREAMS_MESSAGE =
  'Too many live-rate connections from your address. Close another tab or window and try again.';

/** Public rates: the cached list (ETag/304), a pair's down-sampled history and the live stream. */
export function ratesRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const hub = ratesHub(deps);

  // The list is tens of kB of JSON: gzipped once per snapshot (not per request), sent to
  // clients that accept it, under its own ETag.
  let gzipped: { etag: string; body: Uint8Array<ArrayBuffer> } | null = null;

  // Served from the in-process cache: no database query per request.
  app.get('/', async (c) => {
    await hub.ready;
    const snapshot = hub.snapshot;
    const gzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
    const etag = gzip ? snapshot.etag.replace(/"$/, '-gz"') : snapshot.etag;
    c.header('ETag', etag);
    c.header('Vary', 'Accept-Encoding');
    // Browsers revalidate every time (cheap 304); shared caches may not keep a stale copy.
    c.header('Cache-Control', 'public, no-cache');
    const inm = c.req.header('if-none-match');
    if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag))
      return c.body(null, 304);
    c.header('Content-Type', 'application/json; charset=UTF-8');
    if (!gzip) return c.body(snapshot.body);
    if (gzipped?.etag !== etag) gzipped = { etag, body: new Uint8Array(gzipSync(snapshot.body)) };
    c.header('Content-Encoding', 'gzip');
    return c.body(gzipped.body);
  });

  app.get('/stream', (c) => {
    // One address must not hold thousands of streams (memory, file descriptors). Counted in this
    // instance's memory: a stream is a connection to one instance, so a per-instance cap is exact;
    // nginx applies the same limit per address in front of all instances (deploy/nginx.conf).
    // The ceiling (RATE_STREAMS_MAX per instance) bounds them all together: past it, 503 with
    // Retry-After, so a crowd of addresses cannot exhaust memory or file descriptors either.
    const slot = hub.acquireStream(
      limitAddress(c.get('clientIp')),
      LIMITS.rateStreamsPerIp,
      deps.env.RATE_STREAMS_MAX,
    );
    if ('full' in slot) {
      if (slot.full === 'address') throw new AppError('RATE_LIMITED', TOO_MANY_STREAMS_MESSAGE);
      throw new AppError('UNAVAILABLE', STREAMS_FULL_MESSAGE).withRetryAfter(
        STREAMS_FULL_RETRY_SEC,
      );
    }
    const { release } = slot;
    c.header('X-Accel-Buffering', 'no');
    c.header('Cache-Control', 'no-cache, no-transform');
    return streamSSE(c, async (stream) => {
      let close!: () => void;
      const closed = new Promise<void>((resolve) => (close = resolve));
      const unsubscribe = hub.subscribe({
        write: (chunk) => void stream.write(chunk).catch(() => close()),
        close: () => {
          close();
          void stream.close().catch(() => {});
        },
      });
      stream.onAbort(() => close());
      try {
        await stream.write('retry: 3000\n\n');
        await stream.writeSSE({
          event: 'ready',
          data: JSON.stringify({ etag: hub.snapshot.etag }),
        });
        await closed;
      } finally {
        // The slot is freed however the stream ends: client gone, server stop, write error.
        unsubscribe();
        release();
      }
    });
  });

  /**
   * The pricing terms in force (platform settings): the public converter prices an indicative
   * client rate with them, exactly as a firm quote would (shared computeQuote), and the fees
   * article's worked example uses them.
   */
  app.get('/terms', async (c) => {
    const s = await readPlatformSettings(deps.database.db);
    c.header('Cache-Control', 'public, max-age=30');
    return c.json({
      spreadBps: s['trading.spreadBps'],
      spreadBpsByPair: s['trading.spreadBpsByPair'],
      feeBps: s['trading.feeBps'],
      quoteValiditySeconds: s['trading.quoteValiditySeconds'],
    });
  });

  app.get('/:pair/history', async (c) => {
    const { range } = readQuery(c, RateHistoryQuerySchema);
    const pair = await findPair(deps.database.db, c.req.param('pair'));
    if (!pair || !pair.is_active) throw new AppError('NOT_FOUND', 'Currency pair not found');
    const points = await loadHistory(deps.database.db, pair.id, range);
    c.header('Cache-Control', 'public, max-age=5');
    return c.json({ pairId: pair.id, displayName: pair.display_name, range, points });
  });

  return app;
}
