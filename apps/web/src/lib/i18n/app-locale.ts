// The signed-in areas (/dashboard, /admin) carry no language in their URL: they speak the
// account's language (user.language, Profile → Language), which this browser also remembers in
// the mizani_lang cookie so the first render after a reload is already in it (docs/languages.md,
// "Dashboard and admin language"). Public pages keep taking theirs from the URL.
import { useEffect, useReducer, useSyncExternalStore } from 'react';
import { isBrowser } from '../../config/env.ts';
import { loadLocaleAsAsked } from './i18n.ts';
import { DEFAULT_LOCALE, isLocale, splitLocale, type Locale } from './locales.ts';
import { rememberLocale, rememberedLocale } from './remember.ts';

/** Paths whose language is the account's, not the URL's. */
export const isAppPath = (path: string) => /^\/(dashboard|admin)(?:\/|$)/.test(path);

let current: Locale | null = null;
const listeners = new Set<() => void>();

/** The signed-in areas' language now: the one set in this tab, else the remembered one. */
export const appLocaleNow = (): Locale =>
  current ?? (isBrowser ? rememberedLocale() : null) ?? DEFAULT_LOCALE;

/**
 * The language of the page on screen, outside React (lib/error-messages/ words a failure in
 * it): the URL's, or the account's on /dashboard and /admin; English outside a browser.
 */
export function pageLocaleNow(): Locale {
  if (!isBrowser) return DEFAULT_LOCALE;
  const { locale, path } = splitLocale(window.location.pathname);
  return locale === 'en' && isAppPath(path) ? appLocaleNow() : locale;
}

/** Loads the language's catalogue, then switches the signed-in areas to it (and remembers it). */
export async function setAppLocale(locale: Locale): Promise<void> {
  await loadLocaleAsAsked(locale);
  rememberLocale(locale);
  current = locale;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const useAppLocale = (): Locale =>
  useSyncExternalStore(subscribe, appLocaleNow, () => DEFAULT_LOCALE);

/** The account's language last applied from the session: a stale session never undoes a choice. */
let appliedFromSession: Locale | null = null;

/**
 * The guards' half: once the session is known, its user's language becomes the areas' language.
 * False (render a spinner) until that language's catalogue has loaded, so nothing flashes in
 * another language on a new device. Applied when the session's value changes, not on every
 * render: a choice made in this tab (Profile → Language, the switcher) stands even while the
 * session still carries the old value.
 */
export function useAccountLocale(language: unknown): boolean {
  const wanted = isLocale(language) ? language : null;
  const pending = wanted !== null && wanted !== appliedFromSession;
  const app = useAppLocale();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!pending || !wanted) return;
    let live = true;
    void setAppLocale(wanted).then(() => {
      appliedFromSession = wanted;
      if (live) rerender();
    });
    return () => {
      live = false;
    };
  }, [pending, wanted]);
  // Already speaking it (the cookie said so): no spinner, so nothing on screen is unmounted.
  return !pending || wanted === app;
}
