import type { Context, MiddlewareHandler } from 'hono';
import { sql } from 'drizzle-orm';
import { isLocale } from '@mizani/shared';
import type { AppBindings, AppDeps, SessionInfo, SessionUser } from '../context.ts';
import { queryRows } from '../db/client.ts';
import { AppError, unauthorized } from '../lib/errors.ts';
import { SESSION_COOKIE_PREFIX } from '../auth/constants.ts';
import { sessionCacheFor, type SessionCache } from '../services/auth/session-cache.ts';
import { liveSession, type SessionProof } from '../services/auth/live-session.ts';
import { ACCOUNT_HEADER } from './holder.ts';
import { said } from '../services/i18n/refusals/index.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes whose handler confirms a cached session in the very statement that writes (decision
 * 024): a person's firm quote and conversion order (routes/orders.ts, services/trading). The
 * statement selects the live session and writes nothing without it, so the order is still never
 * placed on an ended session, one round trip sooner. Anything else confirms here first.
 */
const CONFIRMED_BY_THE_WRITE = new Set(['/api/orders', '/api/orders/quotes']);
const confirmedByTheWrite = (c: Context) =>
  c.req.method === 'POST' &&
  CONFIRMED_BY_THE_WRITE.has(c.req.path) &&
  c.req.header(ACCOUNT_HEADER) === undefined;

/**
 * Loads the session (if any) from the cookie into c.var.user / c.var.session.
 * A read (GET) with a session verified in the last 30 s is answered from the in-process cache:
 * no query, no signature check. A request that changes something (POST, PUT, PATCH, DELETE)
 * always confirms the session against the database (one query), so money never moves on a
 * session ended elsewhere a moment ago. Decision 010.
 */
export function loadSession(deps: AppDeps): MiddlewareHandler<AppBindings> {
  const cache = sessionCacheFor(deps);
  const cookieName = sessionCookieName(deps);
  return async (c, next) => {
    const key = sessionCookieValue(c.req.header('cookie'), cookieName);
    const hit = key ? cache.get(key) : undefined;
    let found: { user: SessionUser; session: SessionInfo } | null = null;
    if (hit && SAFE_METHODS.has(c.req.method)) found = hit;
    else if (hit && confirmedByTheWrite(c)) {
      found = hit;
      const proof: SessionProof = { token: hit.session.token, userId: hit.user.id, used: false };
      c.set('sessionProof', proof);
    } else if (hit) found = await confirmSession(deps, cache, key!, hit.session);
    else if (key !== undefined) found = await verifySession(deps, cache, key, c.req.raw.headers);
    c.set('user', found?.user ?? null);
    c.set('session', found?.session ?? null);
    await next();
    // This process answers its own revocations at once; other instances learn them through the
    // triggers' notifications (milliseconds later).
    if (!SAFE_METHODS.has(c.req.method)) {
      if (c.req.path.startsWith('/api/admin')) cache.clear();
      else if (c.req.path.startsWith('/api/me') && found) cache.dropUser(found.user.id);
    }
  };
}

/** After a better-auth endpoint: anything but these may have changed a user or ended sessions. */
const AUTH_PATHS_THAT_END_NOTHING = new Set([
  '/api/auth/get-session',
  '/api/auth/list-sessions',
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
]);
export function afterAuthEndpoint(deps: AppDeps, c: Context<AppBindings>) {
  if (!AUTH_PATHS_THAT_END_NOTHING.has(c.req.path)) sessionCacheFor(deps).clear();
}

/** better-auth's own lookup (signature, session row, user row); a success is cached. */
async function verifySession(deps: AppDeps, cache: SessionCache, key: string, headers: Headers) {
  const generation = cache.mark();
  const result = await deps.auth.api.getSession({ headers }).catch((err: unknown) => {
    // "No session" is null or a refusal (4xx). A failure to look it up (better-auth wraps the
    // database's error as a 500 APIError with the error as its cause) is not a sign-out: it goes
    // to app.onError, which answers 503 with Retry-After for a database failure (issue 42).
    if (isAuthRefusal(err)) return null;
    throw err;
  });
  if (!result || (result.user as { disabledAt?: Date | null }).disabledAt) return null;
  const u = result.user as typeof result.user & {
    role?: string;
    twoFactorEnabled?: boolean | null;
  };
  const found = {
    user: sessionUser({ ...u, id: u.id }),
    session: {
      id: result.session.id,
      token: result.session.token,
      userId: result.session.userId,
      expiresAt: result.session.expiresAt,
    },
  };
  cache.set(key, found.user, found.session, generation);
  return found;
}

/** better-auth's refusal of the cookie itself (an APIError with a 4xx status), not a failure. */
function isAuthRefusal(err: unknown) {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** What routes see of the user: the role is 'admin' or 'client', nothing else. */
function sessionUser(u: {
  id: string;
  email: string;
  name: string;
  role?: string | null;
  emailVerified: boolean;
  twoFactorEnabled?: boolean | null;
  language?: unknown;
}): SessionUser {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role === 'admin' ? 'admin' : 'client',
    emailVerified: u.emailVerified,
    twoFactorEnabled: Boolean(u.twoFactorEnabled),
    language: isLocale(u.language) ? u.language : 'en',
  };
}

type ConfirmRow = {
  expires_at: Date | string;
  email: string;
  name: string;
  role: string;
  email_verified: boolean;
  two_factor_enabled: boolean | null;
  language: string | null;
};

/** The cached session still exists, has not expired and its user is not disabled: one query. */
async function confirmSession(
  deps: AppDeps,
  cache: SessionCache,
  /** The cache entry to refresh, or null to confirm only. */
  key: string | null,
  session: SessionInfo,
) {
  const generation = cache.mark();
  const [row] = await queryRows<ConfirmRow>(
    deps.database.db,
    sql`select s.expires_at, u.email, u.name, u.role, u.email_verified, u.two_factor_enabled,
               u.language
          from ${liveSession(session.token)}`,
  );
  if (!row) {
    cache.dropUser(session.userId);
    return null;
  }
  const found = {
    user: sessionUser({
      id: session.userId,
      email: row.email,
      name: row.name,
      role: row.role,
      emailVerified: row.email_verified,
      twoFactorEnabled: row.two_factor_enabled,
      language: row.language,
    }),
    session: { ...session, expiresAt: new Date(row.expires_at) },
  };
  if (key !== null) cache.set(key, found.user, found.session, generation);
  return found;
}

/** better-auth's session cookie name (`__Secure-` over https, as it sets it). */
function sessionCookieName(deps: AppDeps) {
  const secure = deps.env.BETTER_AUTH_URL.startsWith('https://') ? '__Secure-' : '';
  return `${secure}${SESSION_COOKIE_PREFIX}.session_token`;
}

/**
 * The session cookie's raw value (the cache key), or undefined when absent. A header naming the
 * cookie twice is keyed by the whole header, so it only ever matches what better-auth made of
 * that same header, never an entry verified from one of the two values.
 */
function sessionCookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  let value: string | undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    if (value !== undefined) return header; // named twice: never a cache hit
    value = part.slice(eq + 1).trim();
  }
  return value;
}

/**
 * Everything mounted after this needs a signed-in user. A session the route was to confirm in its
 * writing statement (decision 024) and did not — the request failed before it wrote (bad body,
 * unknown quote, a refusal) — is confirmed here, so an ended session still answers 401 as it did
 * before, and inside noStore, so that answer keeps its headers.
 */
export function requireSession(deps: AppDeps): MiddlewareHandler<AppBindings> {
  const cache = sessionCacheFor(deps);
  return async (c, next) => {
    if (!c.get('user')) throw unauthorized();
    await next();
    const proof = c.get('sessionProof');
    if (!proof) return;
    if (!proof.used) {
      if (!(await confirmSession(deps, cache, null, c.get('session')!))) throw unauthorized();
    } else if (c.error instanceof AppError && c.error.code === 'UNAUTHORIZED')
      cache.dropUser(proof.userId); // the statement found the session ended
  };
}

/** Everything mounted after this needs the role, decided from the server-side session only. */
export function requireRole(role: 'admin'): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    if (user.role !== role) throw new AppError('FORBIDDEN', said('common.adminOnly'));
    await next();
  };
}
