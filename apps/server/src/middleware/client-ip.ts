import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppBindings } from '../context.ts';

/**
 * The real client address: the socket peer, or — only when that peer is a configured trusted
 * proxy — the right-most X-Forwarded-For hop that is not itself a trusted proxy. A client talking
 * to Node directly cannot choose its own address by sending the header.
 */
export function clientIp(trustedProxies: string[]): MiddlewareHandler<AppBindings> {
  const trusted = new Set(trustedProxies.map((s) => s.trim()).filter(Boolean));
  return async (c, next) => {
    let peer = 'unknown';
    try {
      peer = normalise(getConnInfo(c).remote.address ?? 'unknown');
    } catch {
      // app.request() in tests has no socket
      peer = normalise(
        c.req.header('x-test-peer') && process.env.VITEST
          ? c.req.header('x-test-peer')!
          : '127.0.0.1',
      );
    }
    let ip = peer;
    if (trusted.has(peer)) {
      const hops = (c.req.header('x-forwarded-for') ?? '')
        .split(',')
        .map((s) => normalise(s.trim()))
        .filter(Boolean);
      for (let i = hops.length - 1; i >= 0; i--) {
        ip = hops[i]!;
        if (!trusted.has(ip)) break;
      }
    }
    c.set('clientIp', ip);
    await next();
  };
}

function normalise(ip: string) {
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}
