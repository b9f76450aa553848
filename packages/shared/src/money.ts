import Decimal from 'decimal.js';
import { CURRENCIES, OVERVIEW_USD_RATES } from './constants/currencies.ts';

// All money arithmetic goes through decimal.js on decimal strings; never JS numbers.
export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });
export type DecimalValue = InstanceType<typeof D>;

export function minorUnits(currency: string): number {
  return (CURRENCIES as Record<string, { minorUnits: number }>)[currency]?.minorUnits ?? 2;
}

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

/** Formats a decimal string with grouping for display, without going through a float. */
export function formatAmount(value: string, decimals = 2): string {
  const fixed = new D(value).toFixed(decimals);
  const [int = '0', frac] = fixed.split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const digits = sign ? int.slice(1) : int;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${frac ? `.${frac}` : ''}`;
}
