import { D } from '../money.ts';

/** A new rate more than 20 % away from the last one needs an explicit confirmation (fat-finger guard). */
export const FAT_FINGER_THRESHOLD = '0.2';

export type RateProblem =
  | { field: 'bid' | 'ask'; message: string }
  | { field: 'confirm'; message: string; movePercent: string };

/** Bid and ask must be positive decimals and bid ≤ ask. Returns the first problem, or null. */
export function checkBidAsk(bid: string, ask: string): RateProblem | null {
  let b: InstanceType<typeof D>;
  let a: InstanceType<typeof D>;
  try {
    b = new D(bid);
  } catch {
    return { field: 'bid', message: 'Bid must be a number' };
  }
  try {
    a = new D(ask);
  } catch {
    return { field: 'ask', message: 'Ask must be a number' };
  }
  if (!b.isFinite() || !b.gt(0)) return { field: 'bid', message: 'Bid must be greater than 0' };
  if (!a.isFinite() || !a.gt(0)) return { field: 'ask', message: 'Ask must be greater than 0' };
  if (b.gt(a)) return { field: 'ask', message: 'Ask must be greater than or equal to bid' };
  return null;
}

/** mid = (bid + ask) / 2, computed on the server from the posted bid and ask. */
export function midOf(bid: string, ask: string): string {
  return new D(bid).plus(ask).div(2).toString();
}

/** How far `nextMid` is from `lastMid`, as a fraction (0.25 = 25 %). */
export function relativeMove(lastMid: string, nextMid: string): string {
  const last = new D(lastMid);
  if (last.isZero()) return '0';
  return new D(nextMid).minus(last).abs().div(last).toString();
}

/**
 * Fat-finger guard: a move of more than 20 % against the last mid is refused unless confirmed.
 * No last rate (a new pair) needs no confirmation.
 */
export function fatFingerCheck(
  lastMid: string | null | undefined,
  nextMid: string,
  confirmed: boolean,
): RateProblem | null {
  if (lastMid == null || confirmed) return null;
  const move = new D(relativeMove(lastMid, nextMid));
  if (move.lte(FAT_FINGER_THRESHOLD)) return null;
  const movePercent = move.times(100).toFixed(2);
  return {
    field: 'confirm',
    message: `This rate is ${movePercent}% away from the last one (${new D(lastMid).toSignificantDigits(8).toString()}). Confirm to post it anyway.`,
    movePercent,
  };
}
