import type { Locale } from './locales.ts';

// Dates in the product's style ("5 Sept 2026", "5 sept. 2026, 14:27", "5 Sep 2026") written from a
// table of month names, because the first Intl object on a page costs 40-76 ms on a slow phone:
// the legal pages' date renders while their island hydrates, and the rates board's "updated at"
// as its data arrives (decision 030). The text is Intl's day, short month, year and 24-hour time
// in each language; calendar-day.test.ts holds the table to Intl.

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

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A moment in the reader's own zone: "23 Nov 2026, 14:27" (with `time`) or "23 Nov 2026"; null
 * for an invalid date (the caller's Intl path then says so).
 */
export function localDateIn(locale: Locale, at: string | Date, time: boolean): string | null {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return null;
  const day = `${d.getDate()} ${SHORT_MONTHS[locale][d.getMonth()]} ${d.getFullYear()}`;
  return time ? `${day}, ${pad2(d.getHours())}:${pad2(d.getMinutes())}` : day;
}
