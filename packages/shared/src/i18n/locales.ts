// The platform's languages (issue 20, decision 014), shared by the site, the dashboard and the
// server (a user's language for mails, notices and text messages). No zod here: the web's entry
// script imports this file.

export const LOCALES = ['en', 'fr', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers a visitor's explicit choice (a year, every path). */
export const LOCALE_COOKIE = 'mizani_lang';

export const isLocale = (v: unknown): v is Locale =>
  typeof v === 'string' && (LOCALES as readonly string[]).includes(v);

/** The language in a Cookie header's `mizani_lang`, or null. */
export function cookieLocale(cookieHeader: string | null | undefined): Locale | null {
  const m = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '');
  return m && isLocale(m[1]) ? m[1] : null;
}
