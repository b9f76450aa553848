// The site search in the page's language. English is SITE_SEARCH_INDEX, unchanged. French and
// Swahili have the same entries in the same order (buildIndex), worded from: the catalogues'
// page names and meta descriptions (the shell's messages, already loaded), the language's
// search-words module, CLDR's currency names, and the pages' headings — every pre-rendered
// French or Swahili page's h1-h3 (the help centre's questions, the documentation's sections)
// and its meta description, which the pre-render writes to dist/search/<lang>.json. The words
// module and that file load when the search opens in that language, never with the page.
import { useEffect, useState } from 'react';
import { CURRENCIES } from '@mizani/shared/constants/currencies';
import { localizedContent } from '../../../lib/i18n/content.ts';
import { translate, type MessageId } from '../../../lib/i18n/i18n.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { countryNameIn, currencyNameIn } from '../../../lib/i18n/names.ts';
import { PAGES } from '../../../config/pages.ts';
import { docArticlePath } from '../../../content/docs/catalogue.ts';
import type { SearchWordsTranslation } from '../words/types.ts';
import { SITE_SEARCH_INDEX, buildIndex, type SearchEntry } from './site-search.ts';

/** A pre-rendered page's words, by its English path (dist/search/<lang>.json). */
export type PageWords = Record<string, { description: string; headings: string[] }>;

/** Where the pre-render writes a language's page words, and the search reads them. */
export const pageWordsPath = (locale: Locale) => `/search/${locale}.json`;

const words = localizedContent<SearchWordsTranslation>({
  fr: () => import('../words/fr.ts'),
  sw: () => import('../words/sw.ts'),
});

const pageWords = new Map<Locale, Promise<PageWords>>();

/**
 * A language's page words, once. Without them (the dev server has no pre-render, or the request
 * failed) the search still finds the pages by name and meta description.
 */
function loadPageWords(locale: Locale): Promise<PageWords> {
  let loading = pageWords.get(locale);
  if (!loading) {
    loading = fetch(pageWordsPath(locale))
      .then((r) => (r.ok ? (r.json() as Promise<PageWords>) : {}))
      .catch(() => ({}));
    pageWords.set(locale, loading);
  }
  return loading;
}

/** The index in French or Swahili, from its words module and its pages' words. */
export function localizedIndex(
  locale: Locale,
  tr: SearchWordsTranslation,
  pages: PageWords,
): SearchEntry[] {
  const from = (path: string, title: string, fallback: string) => ({
    title,
    description: pages[path]?.description ?? fallback,
    keywords: pages[path]?.headings,
  });
  return buildIndex({
    page: (id) =>
      id === 'dashboard'
        ? { title: translate(locale, 'page.dashboard'), description: tr.dashboard }
        : from(
            PAGES[id].path,
            translate(locale, `page.${id}` as MessageId),
            translate(locale, `meta.${id}.description` as MessageId),
          ),
    section: (id) => ({
      title: translate(locale, `section.${id}` as MessageId),
      description: tr.sections[id],
    }),
    feature: (id) => tr.features[id],
    currency(code) {
      const name = currencyNameIn(locale, code);
      // CLDR names the euro's area "EZ" ("zone euro"); the flag's "EU" is the Union.
      const { flag } = CURRENCIES[code];
      const country = countryNameIn(locale, flag === 'EU' ? 'EZ' : flag);
      return { title: `${code} - ${name}`, description: tr.currency(name, country) };
    },
    doc: (slug) =>
      from(
        docArticlePath(slug),
        translate(locale, `meta.docs.article.${slug}` as MessageId),
        translate(locale, 'meta.docs.description'),
      ),
  });
}

const NOT_READY = { entries: [], ready: false };

/**
 * The index for the page's language: English at once; French or Swahili once the search has
 * opened and their words have loaded (not ready until then, a moment: no "no results" yet).
 */
export function useSearchIndex(
  locale: Locale,
  open: boolean,
): { entries: readonly SearchEntry[]; ready: boolean } {
  const [index, setIndex] = useState<{ locale: Locale; entries: readonly SearchEntry[] }>();
  useEffect(() => {
    if (locale === 'en' || !open || index?.locale === locale) return;
    let live = true;
    void Promise.all([words.load(locale), loadPageWords(locale)]).then(([, pages]) => {
      const tr = words.get(locale);
      if (live && tr) setIndex({ locale, entries: localizedIndex(locale, tr, pages) });
    });
    return () => {
      live = false;
    };
  }, [locale, open, index?.locale]);
  if (locale === 'en') return { entries: SITE_SEARCH_INDEX, ready: true };
  return index?.locale === locale ? { entries: index.entries, ready: true } : NOT_READY;
}
