import { D, formatAmount } from '../money.ts';
import { convert, type PairQuote } from '../rates/cross.ts';
import { OVERVIEW_USD_RATES, isStablecoinWallet } from '../constants/currencies.ts';

// Limit arithmetic (issue 22): decimal strings in, decimal strings out, never floats.

export type LimitedOperation = 'convert' | 'withdraw';
const NOUN: Record<LimitedOperation, string> = { convert: 'conversion', withdraw: 'withdrawal' };

/** "10,000.00 USD" */
export const usd = (v: string) => `${formatAmount(v, 2)} USD`;

/**
 * An amount's USD equivalent at mid rates from the rates table (direct pair, inverse, or through
 * USD), rounded half-up to cents. When no rate exists for the currency the fixed overview table
 * (spec §9) stands in, so a missing feed never lets an amount count as zero.
 */
export function usdEquivalent(amount: string, currency: string, quotes: readonly PairQuote[]) {
  // A stablecoin wallet counts at par: one token, one dollar (docs/stablecoins.md).
  if (currency === 'USD' || isStablecoinWallet(currency))
    return new D(amount).toFixed(2, D.ROUND_HALF_UP);
  const c = convert(quotes, amount, currency, 'USD');
  const value = c ? new D(c.amount) : new D(amount).times(OVERVIEW_USD_RATES[currency] ?? '1');
  return value.toFixed(2, D.ROUND_HALF_UP);
}

export interface LimitInput {
  op: LimitedOperation;
  /** This operation's USD equivalent. */
  amountUsd: string;
  /** USD equivalent already used today and this month (same calendar, docs/compliance.md). */
  usedTodayUsd: string;
  usedMonthUsd: string;
  dailyLimitUsd: string | number;
  monthlyLimitUsd: string | number;
  minimumUsd: string | number;
}

export type LimitRefusal =
  | { code: 'BELOW_MINIMUM'; message: string }
  | {
      code: 'LIMIT_EXCEEDED';
      period: 'daily' | 'monthly';
      limitUsd: string;
      remainingUsd: string;
      message: string;
    };

/** What remains of a limit (never below zero). */
export function remaining(limit: string | number, used: string) {
  return D.max(0, new D(limit).minus(used)).toFixed(2);
}

/**
 * Null when the operation fits, otherwise why not. The period whose remainder is smaller binds
 * (the monthly one on a tie), so the message names the limit that actually stops the client.
 */
export function checkLimits(i: LimitInput): LimitRefusal | null {
  const amount = new D(i.amountUsd);
  if (amount.lt(i.minimumUsd))
    return {
      code: 'BELOW_MINIMUM',
      message: `The minimum ${NOUN[i.op]} is ${usd(new D(i.minimumUsd).toFixed(2))} equivalent; this one is ${usd(amount.toFixed(2))}`,
    };
  const day = remaining(i.dailyLimitUsd, i.usedTodayUsd);
  const month = remaining(i.monthlyLimitUsd, i.usedMonthUsd);
  const daily = new D(day).lt(month);
  const left = daily ? day : month;
  if (amount.lte(left)) return null;
  const period = daily ? 'daily' : 'monthly';
  const limitUsd = new D(daily ? i.dailyLimitUsd : i.monthlyLimitUsd).toFixed(2);
  return {
    code: 'LIMIT_EXCEEDED',
    period,
    limitUsd,
    remainingUsd: left,
    message: `This ${NOUN[i.op]} would exceed your ${period} limit of ${usd(limitUsd)}; ${usd(left)} remains`,
  };
}
