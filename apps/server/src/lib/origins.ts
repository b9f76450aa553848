import { isIP } from 'node:net';
import type { Env } from '../env.ts';

/**
 * Which browser origins may send state-changing requests (CSRF) and use better-auth.
 *
 * Production: exactly the public URL (BETTER_AUTH_URL) and the explicit TRUSTED_ORIGINS list.
 * Elsewhere: also the origin the browser used for the page itself (scheme + Host of the request),
 * so `npm start` works at http://localhost:3000, http://127.0.0.1:3000, http://[::1]:3000 or the
 * machine's LAN address (to try it from a phone). Only loopback names and IP literals qualify, so
 * a rebinding attacker's domain name pointed at this machine never matches; the Origin must still
 * equal the request's own scheme, host and port, so a page on another origin is refused.
 */
export interface OriginPolicy {
  /** Origins trusted for this request (better-auth's trustedOrigins). */
  trustedFor: (request?: Request) => string[];
  isAllowed: (origin: string | undefined, request: Request) => boolean;
}

export function originPolicy(env: Pick<Env, 'NODE_ENV' | 'BETTER_AUTH_URL' | 'TRUSTED_ORIGINS'>) {
  const fixed = [env.BETTER_AUTH_URL, ...env.TRUSTED_ORIGINS.split(',')]
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => new URL(o).origin);
  const sameOriginAllowed = env.NODE_ENV !== 'production';

  const trustedFor = (request?: Request): string[] => {
    if (!sameOriginAllowed || !request) return fixed;
    const own = requestOrigin(request);
    return own && !fixed.includes(own) ? [...fixed, own] : fixed;
  };

  const policy: OriginPolicy = {
    trustedFor,
    // The fixed list first: the request's own origin (a URL parsed per request) only if needed.
    isAllowed: (origin, request) =>
      !!origin &&
      (fixed.includes(origin) || (sameOriginAllowed && requestOrigin(request) === origin)),
  };
  return policy;
}

/**
 * The origin the browser used for this request (the node server builds the URL from the Host
 * header), when its host is a loopback name or an IP literal.
 */
export function requestOrigin(request: Request): string | null {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  const name = url.hostname.replace(/^\[|\]$/g, '');
  if (name !== 'localhost' && !name.endsWith('.localhost') && isIP(name) === 0) return null;
  return url.origin;
}
