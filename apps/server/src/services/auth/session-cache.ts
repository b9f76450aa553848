import type { Database } from '../../db/client.ts';
import type { ServiceRegistry, SessionInfo, SessionUser } from '../../context.ts';

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
  /** Epoch ms after which the entry is not used (TTL or the session's own expiry). */
  until: number;
}

export class SessionCache {
  private byKey = new Map<string, CachedSession>();
  private keysByUser = new Map<string, Set<string>>();
  /** Bumped by every invalidation: a lookup that started before one must not be cached. */
  private generation = 0;
  private listening = false;

  constructor(private readonly ttlMs = SESSION_CACHE_TTL_MS) {}

  /** Subscribes to the triggers' notifications; until then nothing is cached. */
  async listen(database: Database): Promise<() => Promise<void>> {
    const unlisten = await database.listen(SESSION_CHANGED_CHANNEL, (userId) =>
      // An empty payload is the listener's resync after a lost connection: forget everything.
      userId ? this.dropUser(userId) : this.clear(),
    );
    this.listening = true;
    return async () => {
      this.listening = false;
      this.clear();
      // A database already closed has no subscription left to end.
      await unlisten().catch(() => {});
    };
  }

  get(key: string, now = Date.now()): CachedSession | undefined {
    const entry = this.byKey.get(key);
    if (entry && entry.until <= now) {
      this.remove(key, entry.user.id);
      return undefined;
    }
    return entry;
  }

  /** The generation to pass to `set` once a database lookup started now has answered. */
  mark() {
    return this.generation;
  }

  set(key: string, user: SessionUser, session: SessionInfo, generation: number) {
    if (!this.listening || generation !== this.generation) return;
    const until = Math.min(Date.now() + this.ttlMs, session.expiresAt.getTime());
    if (this.byKey.size >= MAX_ENTRIES) {
      // Oldest first (Map keeps insertion order): a bound, not an LRU.
      const [oldKey, old] = this.byKey.entries().next().value!;
      this.remove(oldKey, old.user.id);
    }
    this.byKey.set(key, { user, session, until });
    let keys = this.keysByUser.get(user.id);
    if (!keys) this.keysByUser.set(user.id, (keys = new Set()));
    keys.add(key);
  }

  dropUser(userId: string) {
    this.generation++;
    for (const key of this.keysByUser.get(userId) ?? []) this.byKey.delete(key);
    this.keysByUser.delete(userId);
  }

  clear() {
    this.generation++;
    this.byKey.clear();
    this.keysByUser.clear();
  }

  get size() {
    return this.byKey.size;
  }

  private remove(key: string, userId: string) {
    this.byKey.delete(key);
    const keys = this.keysByUser.get(userId);
    keys?.delete(key);
    if (keys && !keys.size) this.keysByUser.delete(userId);
  }
}

const SERVICE = 'session-cache';

/** The instance's cache, created (and subscribed) on first use; shutdown unsubscribes it. */
export function sessionCacheFor(deps: {
  services: ServiceRegistry;
  database: Database;
}): SessionCache {
  const existing = deps.services.get<SessionCache>(SERVICE);
  if (existing) return existing;
  const cache = deps.services.set(SERVICE, new SessionCache());
  let unlisten: (() => Promise<void>) | null = null;
  let stopped = false;
  void cache.listen(deps.database).then(
    async (fn) => {
      if (stopped) await fn();
      else unlisten = fn;
    },
    () => {},
  );
  // Never waits for a subscription still being set up (the database may be closing under it).
  deps.services.onStop(async () => {
    stopped = true;
    await unlisten?.();
  });
  return cache;
}
