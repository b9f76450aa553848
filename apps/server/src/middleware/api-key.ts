import type { MiddlewareHandler } from 'hono';
import type { ApiScope } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { AppError } from '../lib/errors.ts';
import { admitKey, hashKey, isKeySecret, recordUse } from '../services/developer/keys.ts';
import { apiKeyCacheFor } from '../services/developer/key-cache.ts';
import { RateLeases } from '../services/developer/rate-lease.ts';
import {
  claimKey,
  releaseKey,
  requestFingerprint,
  storeAnswer,
} from '../services/developer/idempotency.ts';

// The guard of /api/v1 (issue 18): a Bearer API key instead of a session cookie (cookies are
// never read here, so a page on another site cannot ride a browser's session), the key's rate
// limit with RateLimit-* headers, then per route its scope and Idempotency-Key.

export function requireApiKey(deps: AppDeps): MiddlewareHandler<AppBindings> {
  const db = deps.database.db;
  const leases = new RateLeases();
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    if (!m) {
      c.header('WWW-Authenticate', 'Bearer realm="mizani"');
      throw new AppError(
        'UNAUTHORIZED',
        'Send your API key as "Authorization: Bearer <key>". Keys are created in the dashboard under Developers.',
      );
    }
    const principal = await keyPrincipal(deps, m[1]!, c.get('clientIp'), c.req.method);
    const rule = principal.rateLimit;
    const { over, used, resetSec } = await leases.hit(db, `apikey:${principal.keyId}`, rule);
    c.header('RateLimit-Policy', `${rule.max};w=${rule.windowSec}`);
    c.header('RateLimit-Limit', String(rule.max));
    c.header('RateLimit-Remaining', String(Math.max(0, Math.floor(rule.max - used))));
    c.header('RateLimit-Reset', String(resetSec));
    if (over)
      throw new AppError(
        'RATE_LIMITED',
        `Rate limit of ${rule.max} requests per ${rule.windowSec} seconds reached for this key.`,
      ).withRetryAfter(resetSec);
    c.set('apiKey', principal);
    await next();
  };
}

const READS = new Set(['GET', 'HEAD']);

/**
 * The key's principal (decision 017): a read uses the instance's key cache (no query while the
 * key is cached and unchanged); a write always looks the key up, so nothing changes on a key
 * revoked a moment ago on another instance.
 */
async function keyPrincipal(deps: AppDeps, secret: string, ip: string, method: string) {
  const db = deps.database.db;
  if (!isKeySecret(secret)) return admitKey(null, ip);
  const cache = apiKeyCacheFor(deps);
  const hash = hashKey(secret);
  const record = (READS.has(method) ? cache.get(hash) : undefined) ?? (await cache.load(db, hash));
  const principal = admitKey(record, ip);
  await recordUse(db, record!, ip);
  return principal;
}

/** 403 unless the key has one of the scopes. */
export function requireScope(scopes: readonly ApiScope[]): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const held = c.get('apiKey')?.scopes;
    if (!scopes.some((s) => held?.has(s)))
      throw new AppError('FORBIDDEN', `This API key lacks the ${scopes.join(' or ')} scope.`);
    await next();
  };
}

const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

/** Idempotency-Key: required on every POST; replays the stored answer of a repeated request. */
export function idempotent(deps: AppDeps): MiddlewareHandler<AppBindings> {
  const db = deps.database.db;
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (!key || !KEY_PATTERN.test(key))
      throw new AppError(
        'VALIDATION',
        'Send an Idempotency-Key header (8 to 255 visible characters, a UUID is ideal) with every POST.',
        { 'Idempotency-Key': 'Required: 8 to 255 visible ASCII characters' },
      );
    const principal = c.get('apiKey')!;
    const claim = await claimKey(db, {
      holderId: principal.holderId,
      mode: principal.mode,
      key,
      fingerprint: requestFingerprint(c.req.method, c.req.path, await c.req.text()),
    });
    if (claim.kind === 'replay') {
      c.header('Idempotent-Replayed', 'true');
      c.header('Content-Type', claim.type);
      return c.body(claim.body, claim.status as 200);
    }
    try {
      await next();
    } catch (err) {
      await releaseKey(db, claim.id);
      throw err;
    }
    // Answers on our side (5xx) and rate refusals are not final: the key is freed for a retry.
    if (c.res.status >= 500 || c.res.status === 429) {
      await releaseKey(db, claim.id);
      return;
    }
    await storeAnswer(db, claim.id, {
      status: c.res.status,
      body: await c.res.clone().text(),
      type: c.res.headers.get('content-type') ?? 'application/json',
    });
  };
}
