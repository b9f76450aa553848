// Lingui's core runtime (2 kB) over compiled catalogues, one per language (decision 014).
// Each language's catalogue is its own chunk, loaded before the first render of a page in that
// language (main.tsx, the language routes in app/router.tsx): a page never renders in one language
// and then flips, and a French page does not carry the English catalogue. The build compiles
// each catalogue's ICU messages (vite.config.ts, compileCatalogues); Node (pre-render, tests)
// compiles them as they load.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from './locales.ts';

/** Every message id: the English catalogue is the source the others must match. */
export type MessageId = Extract<keyof typeof import('./catalogues/en.json'), string>;
export type MessageValues = Record<string, string | number>;

const LOADERS: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('./catalogues/en.json') as Promise<{ default: Messages }>,
  fr: () => import('./catalogues/fr.json') as Promise<{ default: Messages }>,
  sw: () => import('./catalogues/sw.json') as Promise<{ default: Messages }>,
};

let compile: ((message: string) => Messages[string]) | undefined;

/** Node only (pre-render, unit tests): catalogues arrive as ICU source and are compiled here. */
export function compileCataloguesWith(fn: (message: string) => Messages[string]) {
  compile = fn;
}

function instance(locale: Locale, messages: Messages): I18n {
  const prepared = compile
    ? Object.fromEntries(
        Object.entries(messages).map(([k, v]) => [k, typeof v === 'string' ? compile!(v) : v]),
      )
    : messages;
  return setupI18n({ locale, messages: { [locale]: prepared } });
}

const instances = new Map<Locale, I18n>();
/** Before any catalogue has loaded (never on a page: main.tsx waits): message ids as they are. */
const EMPTY = setupI18n({ locale: 'en', messages: { en: {} }, missing: (_l, id) => id });
const pending = new Map<Locale, Promise<void>>();

/** Loads a language's catalogue once; later calls wait for the same load. */
export function loadLocale(locale: Locale): Promise<void> {
  if (instances.has(locale)) return Promise.resolve();
  const started = pending.get(locale);
  if (started) return started;
  const loaded = LOADERS[locale]().then(
    (m) => void instances.set(locale, instance(locale, m.default)),
  );
  pending.set(locale, loaded);
  return loaded;
}

/** The language's Lingui instance; English until its catalogue has loaded. */
export const i18nFor = (locale: Locale): I18n =>
  instances.get(locale) ?? instances.get('en') ?? EMPTY;

/** A message in a language, outside React (page meta, the pre-render script). */
export const translate = (locale: Locale, id: MessageId, values?: MessageValues) =>
  i18nFor(locale)._(id, values);

/** Is this a message of the language's catalogue (ids built from data: page ids, segments)? */
export const hasMessage = (locale: Locale, id: string): id is MessageId =>
  Object.hasOwn(i18nFor(locale).messages, id);
