import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * The JSON body cap, decided by Content-Length when there is one (and no Transfer-Encoding), as
 * hono's bodyLimit decides it too, but without touching `c.req.raw.body`: that getter makes
 * @hono/node-server build a full undici Request and a web stream of the body, for every request,
 * where the route's `c.req.json()` would otherwise read Node's stream directly (its fast path).
 * Measured in the ledger storm's CPU profile (decision 015). Chunked bodies, which have no length
 * up front, still go through hono's bodyLimit, which counts what it reads.
 */
export function jsonBodyLimit(maxSize: number, onError: (c: Context) => never): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError });
  return (c, next) => {
    // No body to cap (node-server gives GET and HEAD none; hono's bodyLimit lets them through).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined)
      return Number.parseInt(length, 10) > maxSize ? onError(c) : next();
    return counted(c, next);
  };
}
