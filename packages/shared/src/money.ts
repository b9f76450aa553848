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

/** "1,234.50 KES": rounded half-even to the currency's minor unit, grouped (screens, mails, PDFs). */
export function formatMoney(amount: string, currency: string): string {
  const places = minorUnits(currency);
  const rounded = new D(amount).toDecimalPlaces(places, Decimal.ROUND_HALF_EVEN).toString();
  return `${formatAmount(rounded, places)} ${currency}`;
}

/**
 * An exchange rate with sensible precision: 6 significant digits, at least 2 decimals, at most 8,
 * grouped, trailing zeros beyond the second decimal dropped: 128.355, 1.16204, 0.00776955, 2,455.00.
 */
export function formatRate(value: string, significant = 6): string {
  const d = new D(value);
  if (d.isZero()) return '0.00';
  // d.e is the decimal exponent: 128.4 → 2 (3 integer digits), 0.0077 → -3 (2 zeros after the point).
  const places = Math.min(8, Math.max(2, significant - (d.e + 1)));
  const fixed = formatAmount(d.toDecimalPlaces(places, Decimal.ROUND_HALF_EVEN).toString(), places);
  const [int, frac = ''] = fixed.split('.');
  const trimmed = frac.replace(/0+$/, '').padEnd(2, '0');
  return `${int}.${trimmed}`;
}

/** The rate the other way round (1 / rate), for the inverse-rate toggle. */
export const inverseRate = (rate: string) => new D(1).div(rate).toString();
