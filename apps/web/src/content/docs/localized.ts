// The documentation in French and Swahili (docs/languages.md "Long prose"). The articles are long
// prose, so they are not in the shared catalogues every page loads: each language's articles are
// a module of their own (i18n/fr.ts, i18n/sw.ts), loaded with the documentation pages in that
// language (their `preload`, awaited by the router before the first render, and by the
// pre-render). Titles are short and also name the breadcrumbs, so they are catalogue messages
// (meta.docs.article.<slug>). English stays in meta.ts and articles.ts, untouched.
import { localizedContent } from '../../lib/i18n/content.ts';
import { translate, type MessageId } from '../../lib/i18n/i18n.ts';
import { localizeDigits } from '../../lib/i18n/format.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import {
  DOC_ARTICLE_LIST,
  FEE_EXAMPLE,
  blockText,
  type DocArticle,
  type FeeExample,
} from './articles.ts';
import type { DocsTranslation } from './i18n/types.ts';
import { DOC_CATEGORIES, type DocCategoryId } from './meta.ts';

export type { DocsTranslation };

const content = localizedContent<DocsTranslation>({
  fr: () => import('./i18n/fr.ts'),
  sw: () => import('./i18n/sw.ts'),
});

/** Loads a language's articles once (English needs nothing). */
export const loadDocs = content.load;

/** The articles in a language, in the English order; English until its module has loaded. */
export function docArticlesIn(locale: Locale): readonly DocArticle[] {
  const tr = content.get(locale);
  if (!tr) return DOC_ARTICLE_LIST;
  return DOC_ARTICLE_LIST.map((a) => ({
    ...a,
    ...tr.articles[a.slug],
    title: translate(locale, `meta.docs.article.${a.slug}` as MessageId),
  }));
}

/** The categories of the index in a language. */
export function docCategoriesIn(locale: Locale): readonly { id: DocCategoryId; title: string }[] {
  const tr = content.get(locale);
  return tr
    ? DOC_CATEGORIES.map((c) => ({ id: c.id, title: tr.categories[c.id] }))
    : DOC_CATEGORIES;
}

/** "0.10%" → "0,10 %" in French: the language's separators, and its space before the sign. */
function localizeFigure(figure: string, locale: Locale) {
  const s = localizeDigits(figure, locale);
  return locale === 'fr' ? s.replace(/%$/, '\u202f%') : s;
}

/**
 * The fees article's worked example with its figures written in the language's style. The figures
 * are the shared formatter's exact strings (no float): only their separators change.
 */
export function feeExampleIn(e: FeeExample, locale: Locale): FeeExample {
  if (locale === 'en') return e;
  const f = (s: string) => localizeFigure(s, locale);
  return {
    ...e,
    feePercent: f(e.feePercent),
    spreadPercent: f(e.spreadPercent),
    marketRate: f(e.marketRate),
    rate: f(e.rate),
    sellAmount: f(e.sellAmount),
    fee: f(e.fee),
    converted: f(e.converted),
    exactReceived: f(e.exactReceived),
    buyAmount: f(e.buyAmount),
    rounding: {
      sellAmount: f(e.rounding.sellAmount),
      exactFee: f(e.rounding.exactFee),
      fee: f(e.rounding.fee),
      buyAmount: f(e.rounding.buyAmount),
    },
  };
}

/** A block's text in the language, its figures included (the defaults unless given). */
export const blockTextIn = (
  text: string | ((e: FeeExample) => string),
  locale: Locale,
  e: FeeExample = FEE_EXAMPLE,
) => blockText(text, feeExampleIn(e, locale));
