// The site's languages and where each lives in the URL (docs/languages.md, decision 014):
// English at the root so every existing link holds, French under /fr, Swahili under /sw.
// Pure and free of React: the router, the pre-render script and the e2e checks share it.

import { DEFAULT_LOCALE, isLocale, type Locale } from '@mizani/shared/i18n/locales';

export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_COOKIE,
  isLocale,
  type Locale,
} from '@mizani/shared/i18n/locales';

/** Each language by its own name: what the switcher shows, whatever the page's language. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  sw: 'Kiswahili',
};

/**
 * The BCP 47 tag Intl formats with. English keeps en-GB, the product's date style ("23 Nov 2026");
 * French and Swahili use the language alone, whose conventions Chromium and Node share.
 */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', fr: 'fr', sw: 'sw' };

/** "/fr/about" → { locale: 'fr', path: '/about' }; "/about" → { locale: 'en', path: '/about' }. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const m = /^\/(fr|sw)(?=\/|$)(.*)$/.exec(pathname);
  if (!m) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  return { locale: m[1] as Locale, path: m[2] || '/' };
}

/** "/about" in French → "/fr/about"; the home page → "/fr". Hash and query are kept. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' || path.startsWith('/#') || path.startsWith('/?')
    ? `/${locale}${path.slice(1)}`
    : `/${locale}${path}`;
}

/**
 * The language a browser asks for first among ours (navigator.languages or an Accept-Language
 * header's tags in order of preference), or null when it prefers none of them.
 */
export function preferredLocale(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const lang = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLocale(lang)) return lang;
  }
  return null;
}
