import { D } from '../money.ts';
import { roundChangePercent, roundRateChange } from './display.ts';

/** A stored rate as the change rules see it: mid as a decimal string, created_at as a Date or ISO string. */
export interface RateSample {
  mid: string;
  createdAt: Date | string;
}

export const CHANGE_WINDOW_MS = 24 * 60 * 60 * 1000;

const ms = (t: Date | string) => (t instanceof Date ? t.getTime() : Date.parse(t));

/**
 * Spec §7 "Previous rate": per pair, the latest rate older than 24 hours; if none, the oldest
 * rate. `rates` may be in any order. Returns null only when there is no rate at all.
 */
export function previousRate<T extends RateSample>(
  rates: readonly T[],
  now: Date | number = Date.now(),
): T | null {
  if (!rates.length) return null;
  const cutoff = (typeof now === 'number' ? now : now.getTime()) - CHANGE_WINDOW_MS;
  let older: T | null = null;
  let oldest: T = rates[0]!;
  for (const r of rates) {
    const t = ms(r.createdAt);
    if (t < ms(oldest.createdAt)) oldest = r;
    if (t < cutoff && (!older || t > ms(older.createdAt))) older = r;
  }
  return older ?? oldest;
}

/**
 * The change of `mid` against `previousMid`: absolute (10 decimals at most, like a stored rate) and
 * percent (4 decimals: issue 34, the API once answered 40), as decimal strings.
 */
export function rateChange(
  mid: string,
  previousMid: string | null | undefined,
): { change: string | null; changePercent: string | null } {
  if (previousMid == null) return { change: null, changePercent: null };
  const prev = new D(previousMid);
  const change = new D(mid).minus(prev);
  const changePercent = prev.isZero() ? null : change.div(prev).times(100);
  return {
    change: roundRateChange(change),
    changePercent: changePercent ? roundChangePercent(changePercent) : null,
  };
}

// Display of a change lives with the other formatters (no decimal.js on pages that only show it).
export { formatSigned } from '../money-format.ts';
