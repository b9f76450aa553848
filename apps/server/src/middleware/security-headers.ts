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
  // The same values on every response: built once per process.
  const headers: [string, string][] = [
    ['Content-Security-Policy', opts.https ? CSP : CSP.replace('; upgrade-insecure-requests', '')],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
  ];
  if (opts.https)
    headers.push(['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload']);
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    for (const [name, value] of headers) h.set(name, value);
  };
}
