import { Hono } from 'hono';
import { NewsArticleQuerySchema, NewsListQuerySchema, NewsSlugSchema } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { publicNewsBySlug } from '../db/queries/news.ts';
import { decodeCursor } from '../lib/cursor.ts';
import { notFound } from '../lib/errors.ts';
import { readQuery } from '../lib/validate.ts';
import {
  articleJson,
  newsListPage,
  NO_TRANSLATIONS,
  translationsByArticle,
} from '../services/news/articles.ts';

/**
 * /api/news (public): published articles, newest first, and one article by its slug, each in the
 * language asked (`?lang=fr`), or in English when the article has no version in it.
 */
export function newsRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;

  app.get('/', async (c) => {
    const q = readQuery(c, NewsListQuerySchema);
    const body = await newsListPage(db, {
      cursor: decodeCursor(q.cursor),
      limit: q.limit,
      lang: q.lang,
    });
    c.header('Cache-Control', 'no-cache');
    return c.json(body);
  });

  app.get('/:slug', async (c) => {
    const { lang } = readQuery(c, NewsArticleQuerySchema);
    const slug = NewsSlugSchema.safeParse(c.req.param('slug'));
    const row = slug.success ? await publicNewsBySlug(db, slug.data) : undefined;
    if (!row) throw notFound('Article');
    const tr = (await translationsByArticle(db, [row.id])).get(row.id) ?? NO_TRANSLATIONS;
    c.header('Cache-Control', 'no-cache');
    return c.json({ article: articleJson(row, tr, lang) });
  });

  return app;
}
