import type { Database } from '../../db/client.ts';
import type { ServiceRegistry } from '../../context.ts';

/**
 * Values kept in process for a short time and dropped on every instance when the database says
 * their owner changed (decisions 010 and 017): triggers send `channel` with the owner's id (a
 * user, an account holder); an empty payload is the listener's resync after a lost connection
 * and forgets everything. Until the subscription is up nothing is cached. A lookup that started
 * before an invalidation is not cached (`mark` → `put` with the same generation).
 */
export class NotifiedCache<V> {
  private byKey = new Map<string, { value: V; owner: string; until: number }>();
  private keysByOwner = new Map<string, Set<string>>();
  private generation = 0;
  private listening = false;

  constructor(
    private readonly channel: string,
    protected readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** Subscribes to the triggers' notifications; the returned function unsubscribes. */
  async listen(database: Database): Promise<() => Promise<void>> {
    const unlisten = await database.listen(this.channel, (owner) =>
      owner ? this.dropOwner(owner) : this.clear(),
    );
    this.listening = true;
    return async () => {
      this.listening = false;
      this.clear();
      // A database already closed has no subscription left to end.
      await unlisten().catch(() => {});
    };
  }

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.byKey.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.value;
    this.remove(key, entry.owner);
    return undefined;
  }

  /** The generation to pass to `put` once a database lookup started now has answered. */
  mark() {
    return this.generation;
  }

  put(key: string, owner: string, value: V, generation: number, until = Date.now() + this.ttlMs) {
    if (!this.listening || generation !== this.generation) return;
    if (this.byKey.size >= this.maxEntries) {
      // Oldest first (Map keeps insertion order): a bound, not an LRU.
      const [oldKey, old] = this.byKey.entries().next().value!;
      this.remove(oldKey, old.owner);
    }
    this.byKey.set(key, { value, owner, until });
    let keys = this.keysByOwner.get(owner);
    if (!keys) this.keysByOwner.set(owner, (keys = new Set()));
    keys.add(key);
  }

  dropOwner(owner: string) {
    this.generation++;
    for (const key of this.keysByOwner.get(owner) ?? []) this.byKey.delete(key);
    this.keysByOwner.delete(owner);
  }

  clear() {
    this.generation++;
    this.byKey.clear();
    this.keysByOwner.clear();
  }

  get size() {
    return this.byKey.size;
  }

  private remove(key: string, owner: string) {
    this.byKey.delete(key);
    const keys = this.keysByOwner.get(owner);
    keys?.delete(key);
    if (keys && !keys.size) this.keysByOwner.delete(owner);
  }
}

/** The instance's cache under `service`, created and subscribed on first use; shutdown unsubscribes. */
export function instanceCache<C extends NotifiedCache<unknown>>(
  deps: { services: ServiceRegistry; database: Database },
  service: string,
  create: () => C,
): C {
  const existing = deps.services.get<C>(service);
  if (existing) return existing;
  const cache = deps.services.set(service, create());
  let unlisten: (() => Promise<void>) | null = null;
  let stopped = false;
  // First used while the database is unreachable: subscribe again a little later (until then
  // nothing is cached, so nothing can be stale).
  const subscribe = (attempt: number) =>
    void cache.listen(deps.database).then(
      async (fn) => {
        if (stopped) await fn();
        else unlisten = fn;
      },
      () => {
        if (!stopped)
          setTimeout(() => subscribe(attempt + 1), Math.min(5_000, 250 * 2 ** attempt)).unref();
      },
    );
  subscribe(1);
  // Never waits for a subscription still being set up (the database may be closing under it).
  deps.services.onStop(async () => {
    stopped = true;
    await unlisten?.();
  });
  return cache;
}
