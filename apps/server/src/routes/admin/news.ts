import { Hono, type Context } from 'hono';
import {
  NewsArticleInputSchema,
  NewsPreviewSchema,
  type AdminNewsListResponse,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import { listAllNews, newsWithAuthor } from '../../db/queries/news.ts';
import { notFound } from '../../lib/errors.ts';
import { readJson, uuidParam } from '../../lib/validate.ts';
import {
  adminJson,
  createArticle,
  deleteArticle,
  translationsByArticle,
  updateArticle,
} from '../../services/news/articles.ts';
import { renderMarkdown } from '../../services/news/markdown.ts';

/** /api/admin/news: write, preview, publish, unpublish and delete news articles (audited). */
export function adminNewsRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;
  const actor = (c: Context<AppBindings>) => ({ user: c.get('user')!, ip: c.get('clientIp') });
  const withAuthor = async (id: string) => {
    const row = await newsWithAuthor(db, id);
    if (!row) throw notFound('Article');
    const tr = await translationsByArticle(db, [id]);
    return adminJson(row.article, row.authorEmail, tr.get(id));
  };

  app.get('/', async (c) => {
    const rows = await listAllNews(db);
    const tr = await translationsByArticle(
      db,
      rows.map((r) => r.article.id),
    );
    const body: AdminNewsListResponse = {
      articles: rows.map((r) => adminJson(r.article, r.authorEmail, tr.get(r.article.id))),
    };
    return c.json(body);
  });

  /** The body as the article page will show it (the same renderer and sanitiser). */
  app.post('/preview', async (c) => {
    const { body } = await readJson(c, NewsPreviewSchema);
    return c.json({ html: renderMarkdown(body) });
  });

  app.get('/:id', async (c) => c.json({ article: await withAuthor(uuidParam(c)) }));

  app.post('/', async (c) => {
    const values = await readJson(c, NewsArticleInputSchema);
    const row = await createArticle(deps, values, actor(c));
    return c.json({ article: await withAuthor(row.id) }, 201);
  });

  app.put('/:id', async (c) => {
    const id = uuidParam(c);
    const values = await readJson(c, NewsArticleInputSchema);
    await updateArticle(deps, id, values, actor(c));
    return c.json({ article: await withAuthor(id) });
  });

  app.delete('/:id', async (c) => {
    await deleteArticle(deps, uuidParam(c), actor(c));
    return c.json({ ok: true });
  });

  return app;
}
