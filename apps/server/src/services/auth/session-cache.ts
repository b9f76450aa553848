import type { Database } from '../../db/client.ts';
import type { ServiceRegistry, SessionInfo, SessionUser } from '../../context.ts';
import { instanceCache, NotifiedCache } from '../cache/notified-cache.ts';

/**
 * Verified sessions kept in process for a short time (decision 010), so a signed-in read needs no
 * session query and no cookie signature check. Keyed by the exact signed cookie value better-auth
 * verified. Entries end early on any change to the user's row or sessions: database triggers
 * (migration 0013) send `session_changed` with the user id on every instance, and the request
 * paths of this process that revoke (sign-out, admin, profile) drop entries before answering.
 */
export const SESSION_CHANGED_CHANNEL = 'session_changed';
/** Longest an entry lives: the bound on staleness if a notification were ever lost. */
export const SESSION_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

export interface CachedSession {
  user: SessionUser;
  session: SessionInfo;
}

/** Owners are user ids: a change to the user's row or sessions drops all their entries. */
export class SessionCache extends NotifiedCache<CachedSession> {
  constructor(ttlMs = SESSION_CACHE_TTL_MS) {
    super(SESSION_CHANGED_CHANNEL, ttlMs, MAX_ENTRIES);
  }

  /** Kept until the TTL or the session's own expiry, whichever comes first. */
  set(key: string, user: SessionUser, session: SessionInfo, generation: number) {
    const until = Math.min(Date.now() + this.ttlMs, session.expiresAt.getTime());
    this.put(key, user.id, { user, session }, generation, until);
  }

  dropUser(userId: string) {
    this.dropOwner(userId);
  }
}

/** The instance's cache, created (and subscribed) on first use; shutdown unsubscribes it. */
export const sessionCacheFor = (deps: { services: ServiceRegistry; database: Database }) =>
  instanceCache(deps, 'session-cache', () => new SessionCache());
