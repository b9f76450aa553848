import { keepCookie, readCookie } from '../cookie.ts';
import { LOCALE_COOKIE, isLocale, type Locale } from './locales.ts';

/**
 * Read once a page: every component that speaks (useT, through useAppLocale) asks on each
 * render, and a `document.cookie` read is a synchronous round trip to the browser's cookie store
 * (about 0.5 ms on a slow phone, times every component of an island's hydration). A choice made
 * in another tab applies from this tab's next page.
 */
let remembered: { locale: Locale | null } | undefined;

/** Remembers a visitor's language for a year (the server reads it on "/", web-static.ts). */
export function rememberLocale(locale: Locale) {
  keepCookie(LOCALE_COOKIE, locale);
  remembered = { locale };
}

/** The remembered language, or null before any choice (a first visit). */
export function rememberedLocale(): Locale | null {
  if (!remembered) {
    const value = readCookie(LOCALE_COOKIE);
    remembered = { locale: isLocale(value) ? value : null };
  }
  return remembered.locale;
}

/**
 * A signed-in user's choice becomes their account's language too (mails, notices and texts,
 * PUT /api/me/language), so the cookie and the profile stay in step. A plain fetch that outlives
 * the navigation the click starts (keepalive); a failure only leaves the profile as it was.
 */
export function saveLocaleToProfile(locale: Locale) {
  void fetch('/api/me/language', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language: locale }),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}
