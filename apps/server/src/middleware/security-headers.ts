import type { MiddlewareHandler } from 'hono';

// Scripts only from our origin (no inline scripts); inline style attributes are allowed because
// pre-rendered markup and Radix/embla set them. frame-ancestors 'none' forbids framing.
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  'upgrade-insecure-requests',
].join('; ');

export function securityHeaders(opts: { https: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set(
      'Content-Security-Policy',
      opts.https ? CSP : CSP.replace('; upgrade-insecure-requests', ''),
    );
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('X-Frame-Options', 'DENY');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Cross-Origin-Resource-Policy', 'same-origin');
    if (opts.https)
      h.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
  };
}
