// Amounts and rates written for people (screens, mails, PDFs), exact on decimal strings.
// Apart from money.ts so that showing an amount does not load decimal.js (decimal-text.ts).
import { CURRENCIES } from './constants/currencies.ts';
import { decimalExponent, signOfDecimal, toFixedDecimal } from './decimal-text.ts';

export function minorUnits(currency: string): number {
  return (CURRENCIES as Record<string, { minorUnits: number }>)[currency]?.minorUnits ?? 2;
}

/** Formats a decimal string with grouping for display (half-even), without going through a float. */
export function formatAmount(value: string, decimals = 2): string {
  const fixed = toFixedDecimal(value, decimals);
  const [int = '0', frac] = fixed.split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const digits = sign ? int.slice(1) : int;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${frac ? `.${frac}` : ''}`;
}

/** "1,234.50 KES": rounded half-even to the currency's minor unit, grouped (screens, mails, PDFs). */
export function formatMoney(amount: string, currency: string): string {
  return `${formatAmount(amount, minorUnits(currency))} ${currency}`;
}

/**
 * An exchange rate with sensible precision: 6 significant digits, at least 2 decimals, at most 8,
 * grouped, trailing zeros beyond the second decimal dropped: 128.355, 1.16204, 0.00776955, 2,455.00.
 */
export function formatRate(value: string, significant = 6): string {
  if (signOfDecimal(value) === 0) return '0.00';
  // The decimal exponent: 128.4 → 2 (3 integer digits), 0.0077 → -3 (2 zeros after the point).
  const places = Math.min(8, Math.max(2, significant - (decimalExponent(value) + 1)));
  const fixed = formatAmount(value, places);
  const [int, frac = ''] = fixed.split('.');
  const trimmed = frac.replace(/0+$/, '').padEnd(2, '0');
  return `${int}.${trimmed}`;
}

/** Display of a change with 2 decimals and a plus sign when positive (spec: rates page). */
export function formatSigned(value: string | null | undefined, decimals = 2): string {
  if (value == null) return '—';
  // Half away from zero, as the rates page always rounded changes.
  const fixed = toFixedDecimal(value, decimals, 'half-up');
  const sign = signOfDecimal(fixed);
  const abs = fixed.replace(/^-/, '');
  if (sign === 0) return abs;
  return `${sign > 0 ? '+' : '-'}${formatAmount(abs, decimals)}`;
}
