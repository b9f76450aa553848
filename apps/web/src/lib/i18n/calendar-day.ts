import type { Locale } from './locales.ts';

// A calendar day as the legal pages show it ("5 Sept 2026", "5 sept. 2026", "5 Sep 2026"):
// the text of Intl's day, short month and year in UTC in each language, from a table, because
// the first Intl object on a page costs 40-76 ms on a slow phone and the legal pages' date is
// rendered while their island hydrates (decision 030). calendar-day.test.ts holds the table to Intl.

const SHORT_MONTHS: Record<Locale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  fr: [
    'janv.',
    'févr.',
    'mars',
    'avr.',
    'mai',
    'juin',
    'juil.',
    'août',
    'sept.',
    'oct.',
    'nov.',
    'déc.',
  ],
  sw: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
};

/** A calendar day (YYYY-MM-DD) in the language: "23 Nov 2026" in English. */
export function calendarDayIn(locale: Locale, day: string): string {
  const [year, month, date] = day.split('-');
  return `${Number(date)} ${SHORT_MONTHS[locale][Number(month) - 1]} ${year}`;
}
