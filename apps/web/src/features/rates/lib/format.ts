import { D, formatAmount, formatSigned, minorUnits } from '@mizani/shared';

/** The rates page shows rates with 2 decimals (spec §9), grouped so TZS/NGN stay readable. */
export const rate2 = (v: string) => formatAmount(v, 2);
export const signed2 = (v: string | null) => formatSigned(v, 2);
export const percent2 = (v: string | null) => (v == null ? '—' : `${formatSigned(v, 2)}%`);
export const direction = (v: string | null): 'up' | 'down' | 'flat' => {
  if (v == null) return 'flat';
  const d = new D(v).toDecimalPlaces(2);
  return d.isZero() ? 'flat' : d.isPositive() ? 'up' : 'down';
};

/** A rate shown with enough significant digits for small values (EUR/USD 1.1620, KES/TZS 18.99). */
export function rateFull(v: string): string {
  const d = new D(v);
  const places = d.abs().gte(100) ? 2 : d.abs().gte(1) ? 4 : 6;
  return formatAmount(d.toString(), places);
}

/** An amount in a currency's minor units with grouping, e.g. "1,234.50 KES". */
export function money(v: string, currency: string): string {
  return `${formatAmount(new D(v).toDecimalPlaces(minorUnits(currency), D.ROUND_HALF_EVEN).toString(), minorUnits(currency))} ${currency}`;
}

export const timeOf = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }) + ' UTC';
