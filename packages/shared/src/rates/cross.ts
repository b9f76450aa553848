import { D } from '../money.ts';

/** A quote as the converter sees it: 1 base = mid quote. */
export interface PairQuote {
  base: string;
  quote: string;
  mid: string;
  timestamp: string;
}

export interface Conversion {
  /** Converted amount, full precision (format per currency for display). */
  amount: string;
  /** 1 from = rate to. */
  rate: string;
  /** The pairs used, in order, e.g. ['USD/KES'] or ['USD/KES', 'USD/NGN']. */
  path: string[];
  /** Time of the oldest rate used. */
  timestamp: string;
  via: 'same' | 'direct' | 'inverse' | 'USD';
}

type Leg = { rate: InstanceType<typeof D>; name: string; timestamp: string };

function leg(quotes: readonly PairQuote[], from: string, to: string): Leg | null {
  const direct = quotes.find((q) => q.base === from && q.quote === to);
  if (direct)
    return {
      rate: new D(direct.mid),
      name: `${direct.base}/${direct.quote}`,
      timestamp: direct.timestamp,
    };
  const inverse = quotes.find((q) => q.base === to && q.quote === from);
  if (inverse && !new D(inverse.mid).isZero())
    return {
      rate: new D(1).div(inverse.mid),
      name: `${inverse.base}/${inverse.quote}`,
      timestamp: inverse.timestamp,
    };
  return null;
}

const older = (a: string, b: string) => (Date.parse(a) <= Date.parse(b) ? a : b);

/**
 * Converts `amount` from one currency to another with mid rates: a direct pair (either way
 * round) when one exists, otherwise through USD cross rates. Null when no route exists.
 */
export function convert(
  quotes: readonly PairQuote[],
  amount: string,
  from: string,
  to: string,
  pivot = 'USD',
): Conversion | null {
  const amt = new D(amount);
  if (from === to)
    return {
      amount: amt.toString(),
      rate: '1',
      path: [],
      timestamp: new Date(0).toISOString(),
      via: 'same',
    };
  const one = leg(quotes, from, to);
  if (one) {
    const direct = quotes.some((q) => q.base === from && q.quote === to);
    return {
      amount: amt.times(one.rate).toString(),
      rate: one.rate.toString(),
      path: [one.name],
      timestamp: one.timestamp,
      via: direct ? 'direct' : 'inverse',
    };
  }
  if (from === pivot || to === pivot) return null;
  const a = leg(quotes, from, pivot);
  const b = leg(quotes, pivot, to);
  if (!a || !b) return null;
  const rate = a.rate.times(b.rate);
  return {
    amount: amt.times(rate).toString(),
    rate: rate.toString(),
    path: [a.name, b.name],
    timestamp: older(a.timestamp, b.timestamp),
    via: 'USD',
  };
}
