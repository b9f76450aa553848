import { useCallback, useMemo } from 'react';
import { useLocation } from '@/lib/nav';
import { isTranslatedPath } from '../../config/pages.ts';
import { isAppPath, useAppLocale } from './app-locale.ts';
import { i18nFor, type MessageId, type MessageValues } from './i18n.ts';
import { localizePath, splitLocale, type Locale } from './locales.ts';

/**
 * The page's language, from its URL: "/fr/…" is French, "/sw/…" Swahili, the rest English; the
 * signed-in areas (/dashboard, /admin) speak the account's language (app-locale.ts).
 */
export function useLocale(): Locale {
  const { locale, path } = splitLocale(useLocation().pathname);
  const app = useAppLocale();
  return locale === 'en' && isAppPath(path) ? app : locale;
}

/**
 * `t('nav.home')` in the page's language, `lp('/about')` the same page's path in it.
 * Pages with no translation yet (config/pages.ts TRANSLATED_PAGE_IDS) keep their English path.
 */
export function useT() {
  const locale = useLocale();
  const i18n = i18nFor(locale);
  const t = useCallback((id: MessageId, values?: MessageValues) => i18n._(id, values), [i18n]);
  const lp = useCallback(
    (path: string) => (isTranslatedPath(path) ? localizePath(path, locale) : path),
    [locale],
  );
  return useMemo(() => ({ t, lp, locale }), [t, lp, locale]);
}
