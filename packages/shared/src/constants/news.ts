import type { Locale } from '../i18n/locales.ts';

// News constants the public pages read (issue 21), apart from the article schemas
// (schemas/news.ts) so that the news list and article pages do not load zod.

/**
 * The cover images an article may use: brand illustrations shipped with the web app
 * (apps/web/public/images/news). Our CSP allows images from our own origin only, and a fixed list
 * keeps every cover on-brand; a new cover is a new file here and in that folder.
 */
export const NEWS_COVERS = [
  { path: '/images/news/corridors.jpg', label: 'Payment corridors across Africa' },
  { path: '/images/news/markets.jpg', label: 'Currency markets chart' },
  { path: '/images/news/compliance.jpg', label: 'Compliance and security' },
  { path: '/images/news/offices.jpg', label: 'Our offices and team' },
  { path: '/images/news/product.jpg', label: 'Product and platform' },
] as const;
export const NEWS_COVER_PATHS = NEWS_COVERS.map((c) => c.path) as [string, ...string[]];
/** The social-card image of an article without a cover. */
export const NEWS_DEFAULT_COVER = '/images/news/corridors.jpg';

/**
 * The article page's template (docs/public-site.md "News"): the web build pre-renders
 * /news/:slug once with these tokens in place of the article, and the server answers each
 * article's URL with the template, the tokens replaced by the article (escaped) and the article
 * as JSON in the element below, which the page hydrates from.
 */
export const NEWS_TEMPLATE = {
  file: '_templates/news-article.html',
  /** The French and Swahili pages' templates (their chrome in that language, `<html lang>`). */
  localeFiles: { fr: '_templates/fr/news-article.html', sw: '_templates/sw/news-article.html' },
  dataElementId: 'news-article-data',
  /** The note "this article is in English" that a page in another language shows, or not. */
  noteElementId: 'news-language-note',
  tokens: {
    /** lang attribute of the article's own words: the page's language or "en" (no translation). */
    lang: '__NEWS_LANG__',
    /** Head only: the canonical and og:url path, and the hreflang alternates. */
    canonical: '/__NEWS_CANONICAL__',
    alternates: '<!--__NEWS_ALTERNATES__-->',
    slug: '__NEWS_SLUG__',
    title: '__NEWS_TITLE__',
    summary: '__NEWS_SUMMARY__',
    publishedAt: '__NEWS_DATE_ISO__',
    publishedLabel: '__NEWS_DATE_LABEL__',
    cover: '/__NEWS_COVER__',
    coverAlt: '__NEWS_COVER_ALT__',
    bodyHtml: '<!--__NEWS_BODY__-->',
  },
} as const;

/**
 * The news list's template (docs/public-site.md "News"): the web build pre-renders /news (each
 * language) with one lead and one further article made of these tokens, and its "show older"
 * button and empty state; the server fills that in with the first page of the list, in the
 * page's language (apps/server/src/site/news-list-page.ts), so the articles and the lead's cover
 * are in the first response. The page JSON rides along in the element below for hydration.
 * The `data-news-*` attributes mark the template's parts.
 */
/** Articles on a page of the news list (the /news page's first page, and each "show older"). */
export const NEWS_LIST_PAGE_SIZE = 12;

export const NEWS_LIST_TEMPLATE = {
  dataElementId: 'news-list-data',
  parts: {
    list: 'data-news-list',
    lead: 'data-news-lead',
    rest: 'data-news-rest',
    item: 'data-news-item',
    more: 'data-news-more',
    empty: 'data-news-empty',
    /** The "In English" badge of an article the page's language has no version of. */
    englishOnly: 'data-news-english',
  },
  tokens: {
    slug: '__NL_SLUG__',
    title: '__NL_TITLE__',
    summary: '__NL_SUMMARY__',
    publishedAt: '__NL_DATE_ISO__',
    publishedLabel: '__NL_DATE_LABEL__',
    cover: '/__NL_COVER__',
    coverAlt: '__NL_COVER_ALT__',
    /** The language of the article's words (the cover's description shares it). */
    lang: '__NL_LANG__',
  },
} as const;

/** The RSS feed of the published articles. */
export const NEWS_FEED_PATH = '/news/rss.xml';

/** An article's address in a language: "/news/slug", "/fr/news/slug". */
export const newsArticlePath = (slug: string, locale: Locale) =>
  locale === 'en' ? `/news/${slug}` : `/${locale}/news/${slug}`;

/**
 * The hreflang alternates of an article: one per language it is written in, and x-default (the
 * English). None for an article in English only, like an untranslated page.
 */
export function newsAlternatePaths(slug: string, languages: readonly Locale[]) {
  if (languages.length < 2) return [];
  return [
    ...languages.map((l) => ({ hreflang: l as string, path: newsArticlePath(slug, l) })),
    { hreflang: 'x-default', path: newsArticlePath(slug, 'en') },
  ];
}
