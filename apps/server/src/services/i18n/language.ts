import { eq } from 'drizzle-orm';
import {
  formatAmount,
  formatMoney,
  formatRate,
  formatUtcDateTime,
  isLocale,
  type Locale,
} from '@mizani/shared';
import type { DbOrTx } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';

// What the server writes to a person (mails, bell notices, text messages) goes out in their
// language (issue 20): user.language, set at sign-up from the page's language and changed in the
// dashboard. English is the source; its texts stay exactly as they were before translations.

/**
 * The user's language, read from the database (a session's copy may be older than a change).
 * `known` answers for a user whose row another connection has not committed yet (better-auth
 * passes the new user to its mail callbacks); English when neither says.
 */
export async function userLanguage(
  db: DbOrTx,
  userId: string | null | undefined,
  known?: unknown,
): Promise<Locale> {
  const [row] = userId
    ? await db.select({ language: user.language }).from(user).where(eq(user.id, userId))
    : [];
  if (isLocale(row?.language)) return row.language;
  return isLocale(known) ? known : 'en';
}

const NNBSP = '\u202f';

/**
 * An amount with its currency in a language: the shared formatter rounds and groups exactly
 * (never a float), then French swaps the separators ("1 234,50 KES"); Swahili writes as English.
 */
export function moneyIn(locale: Locale, amount: string, currency: string): string {
  return separatorsIn(locale, formatMoney(amount, currency));
}

/** The dashboard's balance in US dollars, as the web app writes it: "$1,234.50", "$1 234,50". */
export const usdIn = (locale: Locale, amount: string): string =>
  separatorsIn(locale, `$${formatAmount(amount)}`);

/** A rate in a language, with the screens' significant digits ("2 455,00" in French). */
export const rateIn = (locale: Locale, rate: string): string =>
  separatorsIn(locale, formatRate(rate));

/** English grouping to the language's: French swaps "," and "." for a narrow space and ",". */
function separatorsIn(locale: Locale, s: string): string {
  if (locale !== 'fr') return s;
  return s.replace(/[,.]/g, (c) => (c === ',' ? NNBSP : ','));
}

const dateTimeFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A moment in UTC, as the mails state it: English keeps the shared "23 Nov 2026, 18:45 UTC";
 * French and Swahili write the date their way, as the screens do ("23 nov. 2026, 18:45 UTC").
 */
export function utcDateTimeIn(locale: Locale, at: Date | string): string {
  if (locale === 'en') return formatUtcDateTime(at);
  let f = dateTimeFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });
    dateTimeFormats.set(locale, f);
  }
  return `${f.format(new Date(at))} UTC`;
}
