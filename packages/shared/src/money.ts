import Decimal from 'decimal.js';
import { OVERVIEW_USD_RATES } from './constants/currencies.ts';
import { minorUnits } from './money-format.ts';

// All money arithmetic goes through decimal.js on decimal strings; never JS numbers.
export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });
export type DecimalValue = InstanceType<typeof D>;

export { formatAmount, formatMoney, formatRate, minorUnits } from './money-format.ts';

/** Rounds to the currency's minor unit. `mode` lets callers round in the house's favour. */
export function roundMoney(
  value: Decimal.Value,
  currency: string,
  mode: 'down' | 'up' | 'half-even' = 'half-even',
): string {
  const rounding =
    mode === 'down'
      ? Decimal.ROUND_DOWN
      : mode === 'up'
        ? Decimal.ROUND_UP
        : Decimal.ROUND_HALF_EVEN;
  return new D(value).toDecimalPlaces(minorUnits(currency), rounding).toFixed(minorUnits(currency));
}

/** Spec §9: overview balance in USD with the fixed table; unknown currencies count as 1. */
export function overviewBalanceUsd(balances: { balance: string; currency: string }[]): string {
  const total = balances.reduce(
    (sum, b) => sum.plus(new D(b.balance).times(OVERVIEW_USD_RATES[b.currency] ?? '1')),
    new D(0),
  );
  return total.toFixed(2);
}

/**
 * The same total in another currency (the dashboard's balance hero, issue 39): the reference
 * table's USD total divided by that currency's reference rate, to its minor unit. USD gives
 * exactly `overviewBalanceUsd`, so the hero and the spec's Account Balance never disagree.
 */
export function overviewBalanceIn(
  balances: { balance: string; currency: string }[],
  currency: string,
): string {
  if (currency === 'USD') return overviewBalanceUsd(balances);
  const usd = balances.reduce(
    (sum, b) => sum.plus(new D(b.balance).times(OVERVIEW_USD_RATES[b.currency] ?? '1')),
    new D(0),
  );
  return roundMoney(usd.div(OVERVIEW_USD_RATES[currency] ?? '1'), currency);
}

/** The rate the other way round (1 / rate), for the inverse-rate toggle. */
export const inverseRate = (rate: string) => new D(1).div(rate).toString();
