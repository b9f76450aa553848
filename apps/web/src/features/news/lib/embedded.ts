import {
  NEWS_LIST_TEMPLATE,
  NEWS_TEMPLATE,
  type Locale,
  type NewsArticle,
  type NewsListResponse,
  type NewsSummary,
} from '@mizani/shared';
import { splitLocale } from '@/lib/i18n/locales';

// An article page's first response is the pre-rendered template filled in by the server, with
// the article as JSON beside it (docs/public-site.md "News"). The page starts from that JSON, so
// hydration renders exactly what the server wrote; the build renders the template from the tokens.

/** The article the build renders: every field a token the server replaces. */
export const TEMPLATE_ARTICLE: NewsArticle = {
  slug: NEWS_TEMPLATE.tokens.slug,
  title: NEWS_TEMPLATE.tokens.title,
  summary: NEWS_TEMPLATE.tokens.summary,
  publishedAt: NEWS_TEMPLATE.tokens.publishedAt,
  publishedLabel: NEWS_TEMPLATE.tokens.publishedLabel,
  coverImage: NEWS_TEMPLATE.tokens.cover,
  coverAlt: NEWS_TEMPLATE.tokens.coverAlt,
  bodyHtml: NEWS_TEMPLATE.tokens.bodyHtml,
  // Never a page's language: the template shows the "in English" note, which the server takes
  // out when the article is in the page's language (apps/server/src/site/news-pages.ts).
  language: NEWS_TEMPLATE.tokens.lang as Locale,
  languages: ['en'],
};

let rendering: NewsArticle | null = null;
/** scripts/prerender.ts only: render the article route as the template. */
export function renderAsTemplate(on: boolean) {
  rendering = on ? TEMPLATE_ARTICLE : null;
}

/**
 * The JSON the server wrote into this page under `id` (read once per page), with the language
 * of the page it came with; null without.
 */
function fromPage<T>(id: string): { locale: Locale; value: T } | null {
  const el = document.getElementById(id);
  try {
    const value = el?.textContent ? (JSON.parse(el.textContent) as T) : null;
    return value ? { locale: splitLocale(window.location.pathname).locale, value } : null;
  } catch {
    return null;
  }
}

let servedArticle: { locale: Locale; value: NewsArticle } | null | undefined;

/** The article this page was served with, when it is `slug`'s in `locale`'s page. */
export function embeddedArticle(slug: string, locale: Locale): NewsArticle | undefined {
  if (rendering) return rendering;
  if (typeof document === 'undefined') return undefined;
  if (servedArticle === undefined) servedArticle = fromPage(NEWS_TEMPLATE.dataElementId);
  return servedArticle?.value.slug === slug && servedArticle.locale === locale
    ? servedArticle.value
    : undefined;
}

// The news list's first page comes with the /news page the same way: the build renders the list
// as NEWS_LIST_TEMPLATE (below) and the server fills it in with the first page and its JSON.

const listTokens = NEWS_LIST_TEMPLATE.tokens;
const TEMPLATE_SUMMARY: NewsSummary = {
  slug: listTokens.slug,
  title: listTokens.title,
  summary: listTokens.summary,
  publishedAt: listTokens.publishedAt,
  publishedLabel: listTokens.publishedLabel,
  coverImage: listTokens.cover,
  coverAlt: listTokens.coverAlt,
  // Never a page's language: the template carries the "In English" badge, which the server
  // takes out of an article written in the page's language.
  language: listTokens.lang as Locale,
  languages: ['en'],
};

/** What the pre-renderer renders: a lead and one further article, and "show older". */
export const TEMPLATE_LIST: NewsListResponse = {
  articles: [TEMPLATE_SUMMARY, TEMPLATE_SUMMARY],
  nextCursor: 'template',
};

let servedList: { locale: Locale; value: NewsListResponse } | null | undefined;

/** The first page of the list this /news page was served with, when it is `locale`'s. */
export function embeddedList(locale: Locale): NewsListResponse | undefined {
  if (typeof document === 'undefined') return undefined;
  if (servedList === undefined) servedList = fromPage(NEWS_LIST_TEMPLATE.dataElementId);
  return servedList?.locale === locale ? servedList.value : undefined;
}
