// Firm quotes this instance issued, kept until shortly after they expire (issue 14, decision 015):
// placing an order renders its notices from the quote before the one database call, so the order
// needs no read of its own. A quote never changes except its used_at, which the database decides;
// a quote another instance issued (or one this cache forgot) is read once.

const MAX = 20_000;
const GRACE_MS = 60_000;

export interface CachedQuote<Q> {
  userId: string;
  row: Q;
  expiresAt: number;
  /** This instance filled an order with it (the database still decides). */
  used: boolean;
}

export class QuoteCache<Q> {
  private map = new Map<string, CachedQuote<Q>>();

  put(id: string, userId: string, row: Q, expiresAt: Date | string) {
    const at = new Date(expiresAt).getTime();
    if (this.map.size >= MAX) this.sweep();
    this.map.set(id, { userId, row, expiresAt: at, used: false });
  }

  get(id: string, userId: string): CachedQuote<Q> | undefined {
    const e = this.map.get(id);
    return e && e.userId === userId ? e : undefined;
  }

  /** Drops quotes expired for longer than the grace, then the oldest if still full. */
  private sweep() {
    const now = Date.now();
    for (const [id, e] of this.map) if (e.expiresAt + GRACE_MS < now) this.map.delete(id);
    for (const id of this.map.keys()) {
      if (this.map.size < MAX) break;
      this.map.delete(id);
    }
  }
}
