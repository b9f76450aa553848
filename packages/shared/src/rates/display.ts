import { D } from '../money.ts';

// One rule for a client's rate (issue 34 item 4): 6 significant digits, everywhere a rate is shown
// (review, receipt, fresh quote, PDF, mails), and the firm quote's amounts are computed from that
// same rounded rate, so shown rate × (amount − fee) reproduces the shown result to the minor unit.
// The rounding is down (in the house's favour, at most 1 part in 100,000), like the spread.

/** Significant digits of every client rate. */
export const RATE_SIGNIFICANT_DIGITS = 6;

/** The client rate: `rate` rounded down to 6 significant digits, as a plain decimal string. */
export function clientRate(rate: string | InstanceType<typeof D>): string {
  const r = new D(rate);
  if (!r.gt(0)) throw new Error('rate must be positive');
  return r.toSignificantDigits(RATE_SIGNIFICANT_DIGITS, D.ROUND_DOWN).toFixed();
}

/** Decimals a percentage change keeps in the API: 0.0001 % is far below any move worth telling. */
export const CHANGE_PERCENT_DECIMALS = 4;

/** A percentage change rounded half away from zero to 4 decimals ("0.1234"), never "-0.0000". */
export function roundChangePercent(p: string | InstanceType<typeof D>): string {
  const fixed = new D(p).toDecimalPlaces(CHANGE_PERCENT_DECIMALS, D.ROUND_HALF_UP);
  return (fixed.isZero() ? new D(0) : fixed).toFixed(CHANGE_PERCENT_DECIMALS);
}

/** An absolute change of two mids: no more decimals than a stored rate has (10). */
export function roundRateChange(c: string | InstanceType<typeof D>): string {
  const fixed = new D(c).toDecimalPlaces(10, D.ROUND_HALF_UP);
  return (fixed.isZero() ? new D(0) : fixed).toFixed();
}
