// Numbers, amounts, dates and names in the page's language (docs/languages.md). Amounts stay
// decimal strings end to end: the shared formatter rounds and groups them exactly (on BigInt),
// then only the separators are swapped for the language's, which Intl reports. No amount ever
// passes through a float. English is the shared formatters' output unchanged.
import { useMemo } from 'react';
import { formatAmount, formatDateTime, formatMoney, minorUnits } from '@mizani/shared';
import {
  formatBps,
  formatPercent2,
  formatRate,
  formatRate2,
  formatSigned2,
  formatUsd,
} from '../format.ts';
import { localDateIn } from './calendar-day.ts';
import { INTL_LOCALE, type Locale } from './locales.ts';
import { countryNameIn, currencyNameIn } from './names.ts';
import { useLocale } from './use-t.ts';

interface Separators {
  group: string;
  decimal: string;
}

/**
 * Each language's group and decimal separators, as CLDR (Intl) gives them: a table, not read from
 * Intl at run time, because the first Intl.NumberFormat of a page costs about 15 ms (60 ms at a
 * phone's 4x slowdown, inside the calculator's hydration) and browsers on older CLDR data group
 * French with U+00A0, so the pre-rendered and the hydrated text could differ. amount-input.test.ts
 * checks the table against Intl.
 */
export const SEPARATORS: Readonly<Record<Locale, Separators>> = {
  en: { group: ',', decimal: '.' },
  fr: { group: '\u202f', decimal: ',' },
  sw: { group: ',', decimal: '.' },
};
const separatorsOf = (locale: Locale): Separators => SEPARATORS[locale];

/** "1,234.50" (en) → "1 234,50" (fr, narrow no-break spaces) → "1,234.50" (sw). */
export function localizeDigits(formatted: string, locale: Locale): string {
  if (locale === 'en') return formatted;
  const { group, decimal } = separatorsOf(locale);
  return formatted.replace(/[,.]/g, (c) => (c === ',' ? group : decimal));
}

/** A decimal string grouped with `decimals` places in the language's style. */
export const formatAmountIn = (locale: Locale, value: string, decimals = 2) =>
  localizeDigits(formatAmount(value, decimals), locale);

/**
 * An amount as typed, as a decimal string ("1 234,50" in French → "1234.50"), or null when it is
 * not one (at most 13 integer digits and 8 decimals). Spaces of any kind are dropped; where the
 * language's decimal separator is a comma, dots group ("1.234,50") unless no comma was typed, then
 * the dot is the decimal point ("1234.50" stays readable everywhere); elsewhere commas group.
 * Text only, never a float.
 */
export function parseAmountInput(text: string, locale: Locale): string | null {
  let s = text.replace(/\s/g, '');
  if (separatorsOf(locale).decimal === ',') {
    if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.');
  } else s = s.replace(/,/g, '');
  return /^\d{1,13}(\.\d{0,8})?$/.test(s) ? s.replace(/\.$/, '') : null;
}

/** A parsed amount shown back in the language's style, decimals as typed: "1234.5" → "1 234,5". */
export const formatAmountInput = (value: string, locale: Locale) =>
  formatAmountIn(locale, value, value.split('.')[1]?.length ?? 0);

/** "1 234,50 KES": rounded half-even to the currency's minor unit, then localised. */
export const formatMoneyIn = (locale: Locale, amount: string, currency: string) =>
  localizeDigits(formatMoney(amount, currency), locale);

/** The rates page's figures (lib/format.ts) in the language's style; French spaces the "%". */
export const formatRate2In = (locale: Locale, v: string) => localizeDigits(formatRate2(v), locale);
export const formatSigned2In = (locale: Locale, v: string | null) =>
  localizeDigits(formatSigned2(v), locale);
/** French spaces the "%" (narrow no-break space). */
const frenchPercent = (s: string, locale: Locale) =>
  locale === 'fr' ? s.replace(/%$/, '\u202f%') : s;
export const formatPercent2In = (locale: Locale, v: string | null) =>
  frenchPercent(localizeDigits(formatPercent2(v), locale), locale);

/** A whole number of units ("8", "50") for prose, from a decimal string. */
export const formatCountIn = (locale: Locale, value: string) => formatAmountIn(locale, value, 0);

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** "23 Nov 2026" (en), "23 nov. 2026" (fr), "23 Nov 2026" (sw). */
export function formatDateIn(locale: Locale, at: string | Date, timeZone?: string) {
  const local = timeZone ? null : localDateIn(locale, at, false);
  if (local) return local;
  const key = `${locale}|${timeZone ?? ''}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone,
    });
    dateFormats.set(key, f);
  }
  return f.format(new Date(at));
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
/** "23 Nov 2026, 14:27" (en, the shared formatter), "23 nov. 2026, 14:27" (fr), in the reader's zone. */
export function formatDateTimeIn(locale: Locale, at: string | Date, timeZone?: string) {
  // The reader's own zone needs no Intl (lib/i18n/calendar-day.ts).
  const local = timeZone ? null : localDateIn(locale, at, true);
  if (local) return local;
  if (locale === 'en') return formatDateTime(at, timeZone);
  const key = `${locale}|${timeZone ?? ''}`;
  let f = dateTimeFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    dateTimeFormats.set(key, f);
  }
  return f.format(new Date(at));
}

/** The formatters bound to the page's language. */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      amount: (v: string, decimals?: number) => formatAmountIn(locale, v, decimals),
      money: (v: string, currency: string) => formatMoneyIn(locale, v, currency),
      /** "$1,234.50" (the overview's USD total), separators in the language's style. */
      usd: (v: string) => localizeDigits(formatUsd(v), locale),
      rate2: (v: string) => formatRate2In(locale, v),
      rate: (v: string) => localizeDigits(formatRate(v), locale),
      bps: (v: string | number) => frenchPercent(localizeDigits(formatBps(v), locale), locale),
      signed2: (v: string | null) => formatSigned2In(locale, v),
      percent2: (v: string | null) => formatPercent2In(locale, v),
      date: (at: string | Date, tz?: string) => formatDateIn(locale, at, tz),
      dateTime: (at: string | Date, tz?: string) => formatDateTimeIn(locale, at, tz),
      currencyName: (code: string) => currencyNameIn(locale, code),
      countryName: (region: string) => countryNameIn(locale, region),
      /** "Amina, Kofi or Wanjiru": any one of them (who may approve). */
      anyOf: (names: string[]) =>
        new Intl.ListFormat(INTL_LOCALE[locale], { type: 'disjunction' }).format(names),
      minorUnits,
    }),
    [locale],
  );
}

export { countryNameIn, currencyNameIn, useCountryName } from './names.ts';
