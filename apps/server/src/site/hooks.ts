import { NEWS_FEED_PATH, NEWS_TEMPLATE, NewsSlugSchema } from '@mizani/shared';
import type { AppDeps } from '../context.ts';
import { listPublicNews, publicNewsBySlug, publicNewsSlugs } from '../db/queries/news.ts';
import { articleJson } from '../services/news/articles.ts';
import { statusPage } from '../services/status/status-page.ts';
import { injectLiveValues, liveValues } from './live-values.ts';
import { renderNewsArticlePage } from './news-pages.ts';
import { escapeXml, newsFeed } from './rss.ts';

/** What the page server (web-static.ts) asks of the database, for content written after the build. */
export interface SiteHooks {
  /** A pre-rendered page about to be sent: live values written in. */
  transformPage(path: string, html: string): Promise<string>;
  /** A path the build has no file for: an article page or the feed, or null for the 404 page. */
  dynamic(
    path: string,
    template: (file: string) => string | null,
    origin: string,
  ): Promise<{ body: string; type: 'html' | 'rss' } | null>;
  /** Sitemap entries of the published articles. */
  sitemapEntries(origin: string): Promise<string[]>;
}

const FEED_ITEMS = 20;

export function siteHooks(deps: AppDeps): SiteHooks {
  const { db } = deps.database;
  const status = statusPage(deps);
  return {
    async transformPage(_path, html) {
      if (!html.includes('data-live="')) return html;
      return injectLiveValues(html, await liveValues(status));
    },

    async dynamic(path, template, origin) {
      if (path === NEWS_FEED_PATH) {
        const rows = await listPublicNews(db, { limit: FEED_ITEMS });
        return { body: newsFeed(rows.map(articleJson), origin), type: 'rss' };
      }
      const m = /^\/news\/([^/]+)$/.exec(path);
      if (!m) return null;
      const slug = NewsSlugSchema.safeParse(m[1]);
      if (!slug.success) return null;
      const page = template(NEWS_TEMPLATE.file);
      const row = page ? await publicNewsBySlug(db, slug.data) : undefined;
      if (!row || !page) return null;
      return { body: renderNewsArticlePage(page, articleJson(row)), type: 'html' };
    },

    async sitemapEntries(origin) {
      const rows = await publicNewsSlugs(db);
      return rows.map(
        (r) =>
          `  <url><loc>${escapeXml(`${origin}/news/${r.slug}`)}</loc><lastmod>${r.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
      );
    },
  };
}
