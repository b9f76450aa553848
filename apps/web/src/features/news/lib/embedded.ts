import { NEWS_TEMPLATE, type NewsArticle } from '@mizani/shared';

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
};

let rendering: NewsArticle | null = null;
/** scripts/prerender.ts only: render the article route as the template. */
export function renderAsTemplate(on: boolean) {
  rendering = on ? TEMPLATE_ARTICLE : null;
}

let fromPage: { slug: string; article: NewsArticle } | null | undefined;

/** The article this page was served with, when it is `slug`'s. */
export function embeddedArticle(slug: string): NewsArticle | undefined {
  if (rendering) return rendering;
  if (typeof document === 'undefined') return undefined;
  if (fromPage === undefined) {
    const el = document.getElementById(NEWS_TEMPLATE.dataElementId);
    try {
      const article = el?.textContent ? (JSON.parse(el.textContent) as NewsArticle) : null;
      fromPage = article ? { slug: article.slug, article } : null;
    } catch {
      fromPage = null;
    }
  }
  return fromPage?.slug === slug ? fromPage.article : undefined;
}
