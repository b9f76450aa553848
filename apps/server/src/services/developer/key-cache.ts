import type { Database, Db } from '../../db/client.ts';
import type { ServiceRegistry } from '../../context.ts';
import { instanceCache, NotifiedCache } from '../cache/notified-cache.ts';
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

/** Owners are account holders: any change that could refuse a holder's keys drops them all. */
export class ApiKeyCache extends NotifiedCache<KeyRecord> {
  constructor(ttlMs = KEY_CACHE_TTL_MS) {
    super(APIKEY_CHANGED_CHANNEL, ttlMs, MAX_ENTRIES);
  }

  /** Looks the key up in the database and caches the answer unless an invalidation intervened. */
  async load(db: Db, hash: string): Promise<KeyRecord | null> {
    const generation = this.mark();
    const record = await lookupKey(db, hash);
    // Unknown hashes are not cached: a made-up key must not fill the memory.
    if (record) this.put(hash, record.principal.holderId, record, generation);
    return record;
  }

  dropHolder(holderId: string) {
    this.dropOwner(holderId);
  }
}

/** The instance's cache, created (and subscribed) on first use; shutdown unsubscribes it. */
export const apiKeyCacheFor = (deps: { services: ServiceRegistry; database: Database }) =>
  instanceCache(deps, 'apikey-cache', () => new ApiKeyCache());
