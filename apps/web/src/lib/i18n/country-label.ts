// Stored country names in the reader's language. Apart from names.ts, which the shell loads: the
// code list travels only with the screens that show stored countries (profile, verification).
import { COUNTRY_CODES } from '@mizani/shared/constants/countries';
import type { Locale } from './locales.ts';
import { countryNameIn } from './names.ts';
import { useLocale } from './use-t.ts';

/**
 * A country as the accounts store it (the shared list's English name, "Côte d'Ivoire") named in
 * the language: "Afrique du Sud" / "Afrika Kusini". English, and a name without a code, stay as stored.
 */
export function countryLabelIn(locale: Locale, stored: string): string {
  const code = COUNTRY_CODES[stored];
  return locale === 'en' || !code ? stored : countryNameIn(locale, code);
}

/** Stored country names shown in the page's language. */
export function useCountryLabel() {
  const locale = useLocale();
  return (stored: string) => countryLabelIn(locale, stored);
}
