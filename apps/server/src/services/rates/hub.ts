import { createHash } from 'node:crypto';
import type { RateCard } from '@mizani/shared';
import type { AppDeps } from '../../context.ts';
import { loadRateCards } from './queries.ts';

/** The channel every instance LISTENs on; the writer NOTIFYs inside its transaction (sent on commit). */
export const RATES_CHANNEL = 'fx_rates';
/** The 24-hour reference slides with time even without new rates: rebuild the cache this often. */
const PERIODIC_REFRESH_MS = 60_000;
/** Rate events arriving together (a CSV import, a feed tick) are coalesced into one rebuild. */
const COALESCE_MS = 20;
const HEARTBEAT_MS = 20_000;

export interface SseSubscriber {
  write(chunk: Uint8Array): void;
  close(): void;
}

const encoder = new TextEncoder();

/**
 * One per process: the GET /api/rates cache (body + ETag, rebuilt when any instance writes a
 * rate) and the SSE subscribers it pushes changed cards to. Reads never touch the database.
 */
export class RatesHub {
  private body = '';
  private etag = '';
  private cards = new Map<string, RateCard>();
  private subscribers = new Set<SseSubscriber>();
  /** Open streams per client address. In memory: a stream lives on one instance, so the count is per instance. */
  private streamsByIp = new Map<string, number>();
  private streamsOpen = 0;
  private timer: NodeJS.Timeout | null = null;
  private pending: NodeJS.Timeout | null = null;
  private refreshing: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private unlisten: (() => Promise<void>) | null = null;
  readonly ready: Promise<void>;
  /** Test and bench hook: called after each rebuild with the cards that changed. */
  onChange: ((changed: RateCard[]) => void) | null = null;

  constructor(private deps: AppDeps) {
    this.ready = this.start();
    // Avoid an unhandled rejection here; callers awaiting ready see the error.
    this.ready.catch((err) => deps.logger.error({ err }, 'rates cache failed to start'));
  }

  private async start() {
    this.unlisten = await this.deps.database.listen(RATES_CHANNEL, () => this.schedule());
    await this.rebuild();
    this.timer = setInterval(() => this.schedule(), PERIODIC_REFRESH_MS);
    this.timer.unref();
    const beat = setInterval(() => this.broadcastRaw(encoder.encode(': ping\n\n')), HEARTBEAT_MS);
    beat.unref();
    this.deps.services.onStop(() => clearInterval(beat));
  }

  get snapshot() {
    return { body: this.body, etag: this.etag };
  }
  get subscriberCount() {
    return this.subscribers.size;
  }
  currentCards() {
    return [...this.cards.values()];
  }

  /** Coalesces bursts; a rebuild running while new events arrive is followed by one more. */
  schedule() {
    if (this.stopped || this.pending) return;
    this.pending = setTimeout(() => {
      this.pending = null;
      void this.refresh();
    }, COALESCE_MS);
  }

  async refresh(): Promise<void> {
    if (this.refreshing) {
      this.again = true;
      return this.refreshing;
    }
    this.refreshing = (async () => {
      try {
        do {
          this.again = false;
          await this.rebuild();
        } while (this.again && !this.stopped);
      } catch (err) {
        this.deps.logger.error({ err }, 'rates cache rebuild failed');
      } finally {
        this.refreshing = null;
      }
    })();
    return this.refreshing;
  }

  private async rebuild() {
    if (this.stopped) return;
    const cards = await loadRateCards(this.deps.database.db);
    const updatedAt = new Date().toISOString();
    const changed: RateCard[] = [];
    const next = new Map<string, RateCard>();
    for (const c of cards) {
      next.set(c.pairId, c);
      const old = this.cards.get(c.pairId);
      if (
        !old ||
        old.timestamp !== c.timestamp ||
        old.mid !== c.mid ||
        old.bid !== c.bid ||
        old.ask !== c.ask
      )
        changed.push(c);
    }
    const removed = [...this.cards.keys()].filter((id) => !next.has(id));
    const content = JSON.stringify(cards);
    const etag = `"r-${createHash('sha1').update(content).digest('base64url').slice(0, 20)}"`;
    if (etag !== this.etag) {
      this.body = `{"rates":${content},"updatedAt":"${updatedAt}"}`;
      this.etag = etag;
    }
    this.cards = next;
    for (const card of changed) this.broadcast('rate', card);
    for (const pairId of removed) this.broadcast('removed', { pairId });
    if (changed.length || removed.length) this.onChange?.(changed);
  }

  broadcast(event: string, data: unknown) {
    this.broadcastRaw(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  }

  private broadcastRaw(chunk: Uint8Array) {
    for (const s of this.subscribers) {
      try {
        s.write(chunk);
      } catch {
        this.subscribers.delete(s);
      }
    }
  }

  /**
   * Takes one of `max` stream slots for a client address and one of `ceiling` on this instance;
   * the refusal says which was full. Taken synchronously, so a burst cannot overshoot. The
   * returned release is idempotent: call it when the stream ends, however it ends.
   */
  acquireStream(
    ip: string,
    max: number,
    ceiling = Infinity,
  ): { release: () => void } | { full: 'address' | 'instance' } {
    if (this.streamsOpen >= ceiling) return { full: 'instance' };
    const open = this.streamsByIp.get(ip) ?? 0;
    if (open >= max) return { full: 'address' };
    this.streamsByIp.set(ip, open + 1);
    this.streamsOpen++;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.streamsOpen--;
        const left = (this.streamsByIp.get(ip) ?? 1) - 1;
        if (left > 0) this.streamsByIp.set(ip, left);
        else this.streamsByIp.delete(ip);
      },
    };
  }
  /** Streams open on this instance, every address together. */
  get openStreams() {
    return this.streamsOpen;
  }
  /** Streams this address holds open on this instance. */
  streamsFor(ip: string) {
    return this.streamsByIp.get(ip) ?? 0;
  }

  subscribe(s: SseSubscriber) {
    this.subscribers.add(s);
    return () => this.subscribers.delete(s);
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.pending) clearTimeout(this.pending);
    for (const s of this.subscribers) s.close();
    this.subscribers.clear();
    await this.unlisten?.().catch(() => {});
  }
}

/** The process's hub, created on first use and stopped at shutdown. */
export function ratesHub(deps: AppDeps): RatesHub {
  const existing = deps.services.get<RatesHub>('rates-hub');
  if (existing) return existing;
  const hub = deps.services.set('rates-hub', new RatesHub(deps));
  deps.services.onStop(() => hub.stop());
  return hub;
}
