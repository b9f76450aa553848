import { D, formatAmount, formatSigned, minorUnits } from '@mizani/shared';

// The one place the web app writes amounts, rates and dates. Amounts come in as decimal strings
// and never pass through a float; each date style below is the one a screen showed before.

export { formatAmount };

/** "1,234.50 KES": rounded half-even to the currency's minor unit, grouped. */
export function formatMoney(amount: string, currency: string): string {
  const places = minorUnits(currency);
  const rounded = new D(amount).toDecimalPlaces(places, D.ROUND_HALF_EVEN).toString();
  return `${formatAmount(rounded, places)} ${currency}`;
}

/** The overview balance: "$1,234.50". */
export const formatUsd = (amount: string) => `$${formatAmount(amount)}`;

/** A fee or spread in basis points as a percentage: "50" → "0.50%". */
export const formatBps = (bps: string) => `${new D(bps).div(100).toFixed(2)}%`;

/** The rates page shows rates with 2 decimals (spec §9), grouped so TZS/NGN stay readable. */
export const formatRate2 = (v: string) => formatAmount(v, 2);
/** A change with its sign: "+1.50", "-0.26", "0.00"; "—" when unknown. */
export const formatSigned2 = (v: string | null) => formatSigned(v, 2);
export const formatPercent2 = (v: string | null) => (v == null ? '—' : `${formatSigned(v, 2)}%`);

/** Which way a change points once rounded to the 2 decimals shown. */
export function changeDirection(v: string | null): 'up' | 'down' | 'flat' {
  if (v == null) return 'flat';
  const d = new D(v).toDecimalPlaces(2);
  return d.isZero() ? 'flat' : d.isPositive() ? 'up' : 'down';
}

/** A rate with enough digits for small values (EUR/USD 1.1620, KES/TZS 18.99). */
export function formatRate(v: string): string {
  const d = new D(v);
  const places = d.abs().gte(100) ? 2 : d.abs().gte(1) ? 4 : 6;
  return formatAmount(d.toString(), places);
}

/** The chart's price axis: the charting library hands over numbers, not strings. */
export const formatChartPrice = (p: number) =>
  p.toLocaleString('en-US', { maximumFractionDigits: p >= 100 ? 2 : 4 });

/** Date and time in the visitor's own locale and zone (wallet, orders, statements). */
export const formatDateTime = (iso: string) => new Date(iso).toLocaleString();

const mediumLocal = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
/** Medium date and short time in the visitor's locale: "23 Nov 2026, 18:45" (sessions). */
export const formatDateTimeMedium = (at: string | Date) => mediumLocal.format(new Date(at));

/** Day, month and time in UTC, the same for every visitor: "23 Nov, 18:45 UTC". */
export const formatUtcTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }) + ' UTC';

const gbDateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const gbDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
/** The admin screens' style, British order in the visitor's zone: "23 Nov 2026, 18:45". */
export const formatDateTimeGb = (iso: string) => gbDateTime.format(new Date(iso));
/** "23 Nov 2026". */
export const formatDateGb = (iso: string) => gbDate.format(new Date(iso));

/** A calendar day (YYYY-MM-DD) in words, fixed locale and UTC so pre-rendered HTML and the
 *  browser agree: "November 23, 2026". */
export const formatCalendarDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
