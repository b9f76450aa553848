import {
  NEWS_FEED_PATH,
  NEWS_LIST_PAGE_SIZE,
  NEWS_TEMPLATE,
  NewsSlugSchema,
  newsAlternatePaths,
  type Locale,
} from '@mizani/shared';
import type { Context } from 'hono';
import type { AppBindings, AppDeps } from '../context.ts';
import { listPublicNews, publicNewsBySlug, publicNewsSlugs } from '../db/queries/news.ts';
import {
  articleJson,
  languagesOf,
  newsListPage,
  NO_TRANSLATIONS,
  translationsByArticle,
} from '../services/news/articles.ts';
import { statusPage } from '../services/status/status-page.ts';
import { injectLiveValues, liveValues } from './live-values.ts';
import { firstBalanceOf, withFirstBalance } from './dashboard-balance.ts';
import { newsListLocale, renderNewsListPage } from './news-list-page.ts';
import { renderNewsArticlePage } from './news-pages.ts';
import { escapeXml, newsFeed } from './rss.ts';

/** What the page server (web-static.ts) asks of the database, for content written after the build. */
export interface SiteHooks {
  /**
   * A pre-rendered page about to be sent: live values written in; /dashboard's shell gets the
   * signed-in client's balance (its session read for that path alone, app.ts).
   */
  transformPage(path: string, html: string, c: Context<AppBindings>): Promise<string>;
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
    async transformPage(path, html, c) {
      if (path === '/dashboard') {
        const user = c.get('user');
        const figure = user ? await firstBalanceOf(deps, user, c) : null;
        if (figure === null) return html;
        // A page with someone's money in it: never stored by a cache or a proxy.
        c.header('Cache-Control', 'private, no-store');
        c.header('Vary', 'Cookie');
        return withFirstBalance(html, figure);
      }
      const newsLocale = newsListLocale(path);
      if (newsLocale) {
        const page = await newsListPage(db, { limit: NEWS_LIST_PAGE_SIZE, lang: newsLocale });
        return renderNewsListPage(html, page, newsLocale);
      }
      if (!html.includes('data-live="')) return html;
      return injectLiveValues(html, await liveValues(status));
    },

    async dynamic(path, template, origin) {
      if (path === NEWS_FEED_PATH) {
        const rows = await listPublicNews(db, { limit: FEED_ITEMS });
        return {
          body: newsFeed(
            rows.map((r) => articleJson(r)),
            origin,
          ),
          type: 'rss',
        };
      }
      // /news/<slug>, /fr/news/<slug>, /sw/news/<slug>: each from its language's template.
      const m = /^(?:\/(fr|sw))?\/news\/([^/]+)$/.exec(path);
      if (!m) return null;
      const locale = (m[1] ?? 'en') as Locale;
      const slug = NewsSlugSchema.safeParse(m[2]);
      if (!slug.success) return null;
      const page = template(
        locale === 'en' ? NEWS_TEMPLATE.file : NEWS_TEMPLATE.localeFiles[locale],
      );
      const row = page ? await publicNewsBySlug(db, slug.data) : undefined;
      if (!row || !page) return null;
      const tr = (await translationsByArticle(db, [row.id])).get(row.id) ?? NO_TRANSLATIONS;
      return {
        body: renderNewsArticlePage(page, articleJson(row, tr, locale), { locale, origin }),
        type: 'html',
      };
    },

    // Each language version of an article is its own <url> with its alternates (the languages
    // it is written in); an English-only article stays one line. Fallback pages are not listed.
    async sitemapEntries(origin) {
      const rows = await publicNewsSlugs(db);
      const tr = await translationsByArticle(
        db,
        rows.map((r) => r.id),
      );
      return rows.flatMap((r) => {
        const lastmod = r.updatedAt.toISOString().slice(0, 10);
        const alternates = newsAlternatePaths(r.slug, languagesOf(tr.get(r.id) ?? NO_TRANSLATIONS));
        if (!alternates.length)
          return [
            `  <url><loc>${escapeXml(`${origin}/news/${r.slug}`)}</loc><lastmod>${lastmod}</lastmod></url>`,
          ];
        const links = alternates
          .map(
            (a) =>
              `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(origin + a.path)}" />`,
          )
          .join('\n');
        return alternates
          .filter((a) => a.hreflang !== 'x-default')
          .map(
            (a) =>
              `  <url>\n    <loc>${escapeXml(origin + a.path)}</loc>\n    <lastmod>${lastmod}</lastmod>\n${links}\n  </url>`,
          );
      });
    },
  };
}
