import { LOCALE_COOKIE, isLocale, type Locale } from './locales.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers a visitor's language for a year (the server reads it on "/", web-static.ts). */
export function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

/** The remembered language, or null before any choice (a first visit). */
export function rememberedLocale(): Locale | null {
  const m = new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie);
  return m && isLocale(m[1]) ? m[1] : null;
}
