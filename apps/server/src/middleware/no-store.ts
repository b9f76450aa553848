import type { MiddlewareHandler } from 'hono';

/** Responses that depend on who is asking must never be cached by browsers or proxies. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
  c.res.headers.append('Vary', 'Cookie');
};
