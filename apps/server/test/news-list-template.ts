import { NEWS_LIST_TEMPLATE } from '@mizani/shared';

const tl = NEWS_LIST_TEMPLATE.tokens;

/**
 * A /news page as the build writes it (NewsList.tsx rendered with NEWS_LIST_TEMPLATE): a lead and
 * one further article of tokens, each with the "In English" badge, "show older" and the empty
 * state. Trimmed of classes; the parts and their nesting are the real page's.
 */
export const newsListTemplate = (lang = 'en', badge = 'In English') => {
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const when = `<p class="d"><time datetime="${tl.publishedAt}">${tl.publishedLabel}</time><span data-news-english class="b">${badge}</span></p>`;
  const cover = (loading: string) =>
    `<img src="${tl.cover}" alt="${tl.coverAlt}" lang="${tl.lang}" width="1200" height="630" loading="${loading}"/>`;
  return `<html lang="${lang}"><head><title>News — Mizani</title></head><body><nav>${lang}-chrome</nav><main><mizani-island data-island="NewsList"><div data-news-list class="space-y-10"><article data-news-lead class="grid">${cover('eager')}<div>${when}<h2 lang="${tl.lang}"><a href="${prefix}/news/${tl.slug}">${tl.title}</a></h2><p lang="${tl.lang}">${tl.summary}</p><a href="${prefix}/news/${tl.slug}" aria-label="Read “${tl.title}”">Read the article <svg aria-hidden="true"><path d="M5 12h14"></path></svg></a></div></article><ul data-news-rest class="grid"><li data-news-item><article class="flex">${cover('lazy')}${when}<h3 lang="${tl.lang}"><a href="${prefix}/news/${tl.slug}">${tl.title}</a></h3><p lang="${tl.lang}">${tl.summary}</p></article></li></ul><div data-news-more class="text-center"><button type="button">Show older</button></div></div><p data-news-empty class="e">No news yet.</p></mizani-island></main></body></html>`;
};
