import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppBindings } from '../context.ts';

// Scripts only from our origin (no inline scripts). Style elements (decision 026): our
// stylesheet, inlined in every page, by the hash the build wrote (dist/csp.json, with sonner's
// fixed toast styles), and the <style> elements Radix adds at run time (its scroll lock, sized
// to the scrollbar) by a nonce made for each page response; never 'unsafe-inline'. Style
// attributes (issue 33): only the exact values the pre-rendered pages carry (Radix writes
// style="outline:none" on a tab panel), by their hashes with 'unsafe-hashes'; none at all without
// a build. React's style props are set through element.style in the browser, which CSP does not
// govern. frame-ancestors 'none' forbids framing.
function policy(styleSources: string[], attributeHashes: string[]) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${["'self'", ...styleSources].join(' ')}`,
    `style-src-attr ${attributeHashes.length ? ["'unsafe-hashes'", ...attributeHashes].join(' ') : "'none'"}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/** In the pre-rendered HTML (scripts/prerender.ts): replaced by each page response's nonce. */
export const STYLE_NONCE_PLACEHOLDER = '__STYLE_NONCE__';

/** A fresh nonce for this response's style elements, remembered for its CSP header. */
export function styleNonce(c: Context<AppBindings>) {
  const nonce = randomBytes(16).toString('base64');
  c.set('styleNonce', nonce);
  return nonce;
}

export function securityHeaders(opts: {
  https: boolean;
  /** 'sha256-…' sources of the build's inline styles (dist/csp.json). */
  styleHashes?: string[];
  /** 'sha256-…' of the style attribute values in the pre-rendered pages (dist/csp.json). */
  styleAttributeHashes?: string[];
}): MiddlewareHandler<AppBindings> {
  const hashes = (opts.styleHashes ?? []).map((h) => `'${h}'`);
  const attributeHashes = (opts.styleAttributeHashes ?? []).map((h) => `'${h}'`);
  const finish = (csp: string) =>
    opts.https ? csp : csp.replace('; upgrade-insecure-requests', '');
  // The same values on every response: built once per process (a page's CSP adds its nonce).
  const csp = finish(policy(hashes, attributeHashes));
  const headers: [string, string][] = [
    ['Content-Security-Policy', csp],
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
    const nonce = c.get('styleNonce');
    if (nonce)
      h.set(
        'Content-Security-Policy',
        finish(policy([...hashes, `'nonce-${nonce}'`], attributeHashes)),
      );
  };
}
