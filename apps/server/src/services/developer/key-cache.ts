import type { Database, Db } from '../../db/client.ts';
import type { ServiceRegistry } from '../../context.ts';
import { lookupKey, type KeyRecord } from './keys.ts';

/**
 * API keys already looked up, kept in process for a short time (decision 017), so a read with a
 * key (GET /api/v1/rates) needs no key query. Keyed by the key's hash. Entries end early on any
 * change that could refuse the key: database triggers (migration 0021) send `apikey_changed`
 * with the holder's id on every instance when a key is revoked, changed or deleted, when a
 * business's member changes or leaves, or when a business is changed (disabled). Writes (POST,
 * DELETE) never trust the cache: they look the key up, so no money moves on a key revoked a
 * moment ago on another instance. Same shape as the session cache (decision 010).
 */
export const APIKEY_CHANGED_CHANNEL = 'apikey_changed';
/** Longest an entry lives: the bound on a read's staleness if a notification were ever lost. */
export const KEY_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  record: KeyRecord;
  until: number;
}

export class ApiKeyCache {
  private byHash = new Map<string, Entry>();
  private hashesByHolder = new Map<string, Set<string>>();
  /** Bumped by every invalidation: a lookup that started before one must not be cached. */
  private generation = 0;
  private listening = false;

  constructor(private readonly ttlMs = KEY_CACHE_TTL_MS) {}

  async listen(database: Database): Promise<() => Promise<void>> {
    const unlisten = await database.listen(APIKEY_CHANGED_CHANNEL, (holderId) =>
      // An empty payload is the listener's resync after a lost connection: forget everything.
      holderId ? this.dropHolder(holderId) : this.clear(),
    );
    this.listening = true;
    return async () => {
      this.listening = false;
      this.clear();
      await unlisten().catch(() => {});
    };
  }

  /** The cached record of a hash, or undefined. */
  get(hash: string, now = Date.now()): KeyRecord | undefined {
    const entry = this.byHash.get(hash);
    if (!entry) return undefined;
    if (entry.until > now) return entry.record;
    this.remove(hash, entry.record.principal.holderId);
    return undefined;
  }

  /** Looks the key up in the database and caches the answer unless an invalidation intervened. */
  async load(db: Db, hash: string): Promise<KeyRecord | null> {
    const generation = this.generation;
    const record = await lookupKey(db, hash);
    // Unknown hashes are not cached: a made-up key must not fill the memory.
    if (!record || !this.listening || generation !== this.generation) return record;
    if (this.byHash.size >= MAX_ENTRIES) {
      const [oldHash, old] = this.byHash.entries().next().value!;
      this.remove(oldHash, old.record.principal.holderId);
    }
    this.byHash.set(hash, { record, until: Date.now() + this.ttlMs });
    const holder = record.principal.holderId;
    let hashes = this.hashesByHolder.get(holder);
    if (!hashes) this.hashesByHolder.set(holder, (hashes = new Set()));
    hashes.add(hash);
    return record;
  }

  dropHolder(holderId: string) {
    this.generation++;
    for (const hash of this.hashesByHolder.get(holderId) ?? []) this.byHash.delete(hash);
    this.hashesByHolder.delete(holderId);
  }

  clear() {
    this.generation++;
    this.byHash.clear();
    this.hashesByHolder.clear();
  }

  get size() {
    return this.byHash.size;
  }

  private remove(hash: string, holderId: string) {
    this.byHash.delete(hash);
    const hashes = this.hashesByHolder.get(holderId);
    hashes?.delete(hash);
    if (hashes && !hashes.size) this.hashesByHolder.delete(holderId);
  }
}

const SERVICE = 'apikey-cache';

/** The instance's cache, created (and subscribed) on first use; shutdown unsubscribes it. */
export function apiKeyCacheFor(deps: { services: ServiceRegistry; database: Database }) {
  const existing = deps.services.get<ApiKeyCache>(SERVICE);
  if (existing) return existing;
  const cache = deps.services.set(SERVICE, new ApiKeyCache());
  let unlisten: (() => Promise<void>) | null = null;
  let stopped = false;
  void cache.listen(deps.database).then(
    async (fn) => {
      if (stopped) await fn();
      else unlisten = fn;
    },
    () => {},
  );
  deps.services.onStop(async () => {
    stopped = true;
    await unlisten?.();
  });
  return cache;
}
