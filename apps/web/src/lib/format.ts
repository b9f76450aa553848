import {
  formatAmount,
  formatDate,
  formatSigned,
  shiftDecimal,
  signOfDecimal,
  toFixedDecimal,
} from '@mizani/shared';

// The one place the web app writes amounts, rates and dates. Amounts come in as decimal strings
// and never pass through a float. Money, rates and dates are the shared formatters the server's
// mails, CSVs and PDFs use too; dates are "23 Nov 2026, 14:27" in the visitor's own zone.

export {
  formatAmount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatRate,
  inverseRate,
} from '@mizani/shared';

/** The overview balance: "$1,234.50". */
export const formatUsd = (amount: string) => `$${formatAmount(amount)}`;

/** A fee or spread in basis points as a percentage: "50" → "0.50%". */
export const formatBps = (bps: string | number) =>
  `${toFixedDecimal(shiftDecimal(String(bps), 2), 2)}%`;

/** The rates page shows rates with 2 decimals (spec §9), grouped so TZS/NGN stay readable. */
export const formatRate2 = (v: string) => formatAmount(v, 2);
/** A change with its sign: "+1.50", "-0.26", "0.00"; "—" when unknown. */
export const formatSigned2 = (v: string | null) => formatSigned(v, 2);
export const formatPercent2 = (v: string | null) => (v == null ? '—' : `${formatSigned(v, 2)}%`);

/** Which way a change points once rounded to the 2 decimals shown. */
export function changeDirection(v: string | null): 'up' | 'down' | 'flat' {
  if (v == null) return 'flat';
  const sign = signOfDecimal(toFixedDecimal(v, 2));
  return sign === 0 ? 'flat' : sign > 0 ? 'up' : 'down';
}

/** The chart's price axis: the charting library hands over numbers, not strings. */
export const formatChartPrice = (p: number) =>
  p.toLocaleString('en-US', { maximumFractionDigits: p >= 100 ? 2 : 4 });

/** A calendar day (YYYY-MM-DD) in the product's date style, in UTC so pre-rendered HTML and the
 *  browser agree: "23 Nov 2026". */
export const formatCalendarDate = (day: string) => formatDate(`${day}T00:00:00Z`, 'UTC');

/** The visitor's IANA time zone (statement CSVs are written in it). */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * A key to type by hand in groups of four ("JBSW Y3DP EHPK 3PXP"): a 32-character authenticator
 * key read in one run is easy to mistype (issue 34). Authenticator apps ignore the spaces.
 */
export const groupInFours = (key: string) => key.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
