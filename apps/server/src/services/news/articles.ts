import {
  formatNewsDate,
  type AdminNewsArticle,
  type NewsArticle,
  type NewsArticleValues,
  type NewsSummary,
} from '@mizani/shared';
import type { AppDeps, SessionUser } from '../../context.ts';
import {
  deleteNews,
  insertNews,
  lockNews,
  slugTaken,
  updateNews,
  type NewsRow,
} from '../../db/queries/news.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { audit } from '../audit.ts';
import { renderMarkdown } from './markdown.ts';

// Admins' news articles: create, edit, publish, unpublish, delete; each change audited in its
// transaction. Published pages, the feed and the sitemap read only published, due articles.

/** A publish date (YYYY-MM-DD) is stored as 08:00 UTC of that day: morning in every office. */
const PUBLISH_HOUR_UTC = 8;

/**
 * When a saved article is (or will be) public. No date: keep the time it already had, else now.
 * Today's date: now (visible at once). Another day: that day at 08:00 UTC (a future day schedules it).
 * Keeping the day it already has keeps its exact time, so editing never reorders the list.
 */
export function resolvePublishedAt(
  values: Pick<NewsArticleValues, 'status' | 'publishDate'>,
  current: Date | null,
  now = new Date(),
): Date | null {
  const { status, publishDate } = values;
  if (!publishDate) return status === 'published' ? (current ?? now) : current;
  if (current && current.toISOString().slice(0, 10) === publishDate) return current;
  if (publishDate === now.toISOString().slice(0, 10)) return now;
  return new Date(`${publishDate}T${String(PUBLISH_HOUR_UTC).padStart(2, '0')}:00:00.000Z`);
}

export const summaryJson = (r: NewsRow): NewsSummary => ({
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  coverImage: r.coverImage,
  coverAlt: r.coverAlt,
  publishedAt: r.publishedAt!.toISOString(),
  publishedLabel: formatNewsDate(r.publishedAt!.toISOString()),
});

export const articleJson = (r: NewsRow): NewsArticle => ({
  ...summaryJson(r),
  bodyHtml: renderMarkdown(r.body),
});

export const adminJson = (r: NewsRow, authorEmail: string | null): AdminNewsArticle => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  body: r.body,
  coverImage: r.coverImage,
  coverAlt: r.coverAlt,
  status: r.status as AdminNewsArticle['status'],
  publishedAt: r.publishedAt?.toISOString() ?? null,
  authorEmail,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** What the audit row keeps of an article: the whole text, so any version can be recovered. */
const snapshot = (r: NewsRow) => ({
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  body: r.body,
  coverImage: r.coverImage,
  coverAlt: r.coverAlt,
  status: r.status,
  publishedAt: r.publishedAt?.toISOString() ?? null,
});

const slugConflict = () =>
  new AppError('CONFLICT', 'Another article already uses this web address.', {
    slug: 'Another article already uses this web address',
  });

interface Actor {
  user: SessionUser;
  ip: string;
}

function actionOf(before: NewsRow | null, after: NewsRow) {
  if (!before) return after.status === 'published' ? 'news.publish' : 'news.create';
  if (before.status !== after.status)
    return after.status === 'published' ? 'news.publish' : 'news.unpublish';
  return 'news.update';
}

function fields(values: NewsArticleValues) {
  return {
    slug: values.slug,
    title: values.title,
    summary: values.summary,
    body: values.body,
    coverImage: values.coverImage,
    coverAlt: values.coverImage ? values.coverAlt : '',
    status: values.status,
  };
}

export async function createArticle(deps: AppDeps, values: NewsArticleValues, actor: Actor) {
  return deps.database.db.transaction(async (tx) => {
    if (await slugTaken(tx, values.slug)) throw slugConflict();
    const row = await insertNews(tx, {
      ...fields(values),
      publishedAt: resolvePublishedAt(values, null),
      authorId: actor.user.id,
    });
    await audit(tx, {
      actorId: actor.user.id,
      actorEmail: actor.user.email,
      action: actionOf(null, row),
      targetType: 'news_article',
      targetId: row.id,
      after: snapshot(row),
      ip: actor.ip,
    });
    return row;
  });
}

export async function updateArticle(
  deps: AppDeps,
  id: string,
  values: NewsArticleValues,
  actor: Actor,
) {
  return deps.database.db.transaction(async (tx) => {
    const before = await lockNews(tx, id);
    if (!before) throw notFound('Article');
    if (await slugTaken(tx, values.slug, id)) throw slugConflict();
    const row = await updateNews(tx, id, {
      ...fields(values),
      publishedAt: resolvePublishedAt(values, before.publishedAt),
    });
    await audit(tx, {
      actorId: actor.user.id,
      actorEmail: actor.user.email,
      action: actionOf(before, row),
      targetType: 'news_article',
      targetId: id,
      before: snapshot(before),
      after: snapshot(row),
      ip: actor.ip,
    });
    return row;
  });
}

export async function deleteArticle(deps: AppDeps, id: string, actor: Actor) {
  await deps.database.db.transaction(async (tx) => {
    const before = await lockNews(tx, id);
    if (!before) throw notFound('Article');
    await deleteNews(tx, id);
    await audit(tx, {
      actorId: actor.user.id,
      actorEmail: actor.user.email,
      action: 'news.delete',
      targetType: 'news_article',
      targetId: id,
      before: snapshot(before),
      ip: actor.ip,
    });
  });
}
