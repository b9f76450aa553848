// Lingui's core runtime (2 kB) over compiled catalogues (decision 014), loaded in parts (decision
// 022): the shell's messages with the entry, each page's with its route (main.tsx,
// app/router.tsx), in the page's language only: a page never renders in one language and then
// flips, and a French page carries neither the English catalogue nor other pages' words. The
// build compiles and splits the ICU messages (vite.config.ts); Node (pre-render, tests) loads
// whole catalogues and compiles them as they load.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { loadMessages } from './catalogue-loader.ts';
import type { Locale } from './locales.ts';

/** Every message id: the English catalogue is the source the others must match. */
export type MessageId = Extract<keyof typeof import('./catalogues/en.json'), string>;
export type MessageValues = Record<string, string | number>;

let compile: ((message: string) => Messages[string]) | undefined;

/** Node only (pre-render, unit tests): catalogues arrive as ICU source and are compiled here. */
export function compileCataloguesWith(fn: (message: string) => Messages[string]) {
  compile = fn;
}

const instances = new Map<Locale, I18n>();
/** Before any catalogue has loaded (never on a page: main.tsx waits): message ids as they are. */
const EMPTY = setupI18n({ locale: 'en', messages: { en: {} }, missing: (_l, id) => id });

/**
 * A message its page's part does not hold (an id built at run time that the build's reading of
 * the page did not see, scripts/catalogue-usage.ts): said loudly, as the browser journeys fail
 * on console errors, and shown as its id rather than in another language.
 */
function missing(locale: string, id: string): string {
  console.error(`i18n: no message "${id}" loaded in ${locale}`);
  return id;
}

/** Adds a part's messages to the language's instance (created with the first part). */
function add(locale: Locale, messages: Messages) {
  const prepared = compile
    ? Object.fromEntries(
        Object.entries(messages).map(([k, v]) => [k, typeof v === 'string' ? compile!(v) : v]),
      )
    : messages;
  const existing = instances.get(locale);
  if (existing) existing.load(locale, prepared);
  else instances.set(locale, setupI18n({ locale, messages: { [locale]: prepared }, missing }));
}

const parts = new Map<string, Promise<void>>();
/** Page parts asked for so far, in any language: a language switched to in place needs them. */
const pagesAsked = new Set<string>();

function loadPart(locale: Locale, part: string): Promise<void> {
  const key = `${locale} ${part}`;
  let loading = parts.get(key);
  if (!loading) {
    loading = loadMessages(locale, part).then((m) => add(locale, m.default));
    parts.set(key, loading);
  }
  return loading;
}

/**
 * Loads a language's shell messages (header, footer, menus) and, given a page module's key
 * ("public/HomePage"), that page's; each part once, later calls wait for the same load. Pages
 * and the entry call it before their first render, so nothing renders and then flips.
 */
export function loadLocale(locale: Locale, page?: string): Promise<void> {
  if (!page) return loadPart(locale, 'shell');
  pagesAsked.add(page);
  return Promise.all([loadPart(locale, 'shell'), loadPart(locale, page)]).then(() => undefined);
}

/** A language with every page part already asked for (switching the dashboard in place). */
export const loadLocaleAsAsked = (locale: Locale): Promise<void> =>
  Promise.all([loadLocale(locale), ...[...pagesAsked].map((p) => loadLocale(locale, p))]).then(
    () => undefined,
  );

/** The language's Lingui instance; English until its catalogue has loaded. */
export const i18nFor = (locale: Locale): I18n =>
  instances.get(locale) ?? instances.get('en') ?? EMPTY;

/** A message in a language, outside React (page meta, the pre-render script). */
export const translate = (locale: Locale, id: MessageId, values?: MessageValues) =>
  i18nFor(locale)._(id, values);

/** Is this a message of the language's catalogue (ids built from data: page ids, segments)? */
export const hasMessage = (locale: Locale, id: string): id is MessageId =>
  Object.hasOwn(i18nFor(locale).messages, id);
