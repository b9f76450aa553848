import { NEWS_TEMPLATE, type Locale, type NewsArticle } from '@mizani/shared';
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

let fromPage: { slug: string; locale: Locale; article: NewsArticle } | null | undefined;

/** The article this page was served with, when it is `slug`'s in `locale`'s page. */
export function embeddedArticle(slug: string, locale: Locale): NewsArticle | undefined {
  if (rendering) return rendering;
  if (typeof document === 'undefined') return undefined;
  if (fromPage === undefined) {
    const el = document.getElementById(NEWS_TEMPLATE.dataElementId);
    try {
      const article = el?.textContent ? (JSON.parse(el.textContent) as NewsArticle) : null;
      const served = splitLocale(window.location.pathname).locale;
      fromPage = article ? { slug: article.slug, locale: served, article } : null;
    } catch {
      fromPage = null;
    }
  }
  return fromPage?.slug === slug && fromPage.locale === locale ? fromPage.article : undefined;
}
