import {
  englishMessage,
  formatNewsDate,
  messageKey,
  NEWS_TRANSLATION_LOCALES,
  type AdminNewsArticle,
  type Locale,
  type NewsArticle,
  type NewsArticleValues,
  type NewsListResponse,
  type NewsSummary,
  type NewsTranslationLocale,
  type NewsTranslationValues,
} from '@mizani/shared';
import type { AppDeps, SessionUser } from '../../context.ts';
import {
  deleteNews,
  insertNews,
  listPublicNews,
  lockNews,
  putTranslation,
  slugTaken,
  translationsOf,
  updateNews,
  type NewsRow,
  type NewsTranslationRow,
} from '../../db/queries/news.ts';
import type { DbOrTx } from '../../db/client.ts';
import { encodeCursor, type Cursor } from '../../lib/cursor.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { said } from '../i18n/refusals/index.ts';
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

/** An article's French and Swahili versions; null where it has none. */
export type Translations = Record<NewsTranslationLocale, NewsTranslationValues | null>;
export const NO_TRANSLATIONS: Translations = { fr: null, sw: null };

/** The translations of each article, by article id (one query for a whole page of articles). */
export async function translationsByArticle(db: DbOrTx, ids: string[]) {
  const byId = new Map<string, Translations>();
  for (const r of await translationsOf(db, ids)) {
    const tr = byId.get(r.articleId) ?? { ...NO_TRANSLATIONS };
    tr[r.language as NewsTranslationLocale] = translationJson(r);
    byId.set(r.articleId, tr);
  }
  return byId;
}

const translationJson = (r: NewsTranslationRow): NewsTranslationValues => ({
  title: r.title,
  summary: r.summary,
  body: r.body,
  coverAlt: r.coverAlt,
});

/** The languages an article is written in: English, then each translation it has. */
export const languagesOf = (tr: Translations): Locale[] => [
  'en',
  ...NEWS_TRANSLATION_LOCALES.filter((l) => tr[l]),
];

/**
 * An article as a page in `locale` shows it: the translation when there is one, else the English
 * (`language` says which, so the page marks it lang="en"). The date is always in `locale`.
 */
export function summaryJson(
  r: NewsRow,
  tr: Translations = NO_TRANSLATIONS,
  locale: Locale = 'en',
): NewsSummary {
  const version = locale === 'en' ? null : tr[locale];
  const text = version ?? r;
  return {
    slug: r.slug,
    title: text.title,
    summary: text.summary,
    coverImage: r.coverImage,
    coverAlt: r.coverImage ? text.coverAlt : '',
    publishedAt: r.publishedAt!.toISOString(),
    publishedLabel: formatNewsDate(r.publishedAt!.toISOString(), locale),
    language: version ? locale : 'en',
    languages: languagesOf(tr),
  };
}

export const articleJson = (
  r: NewsRow,
  tr: Translations = NO_TRANSLATIONS,
  locale: Locale = 'en',
): NewsArticle => {
  const version = locale === 'en' ? null : tr[locale];
  return { ...summaryJson(r, tr, locale), bodyHtml: renderMarkdown((version ?? r).body) };
};

/**
 * A page of the public list, newest first, in `lang`: what /api/news answers and what the /news
 * page is served with (site/news-list-page.ts), so both are the same.
 */
export async function newsListPage(
  db: DbOrTx,
  q: { cursor?: Cursor | null; limit: number; lang: Locale },
): Promise<NewsListResponse> {
  const rows = await listPublicNews(db, { after: q.cursor ?? null, limit: q.limit + 1 });
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  const tr = await translationsByArticle(
    db,
    page.map((r) => r.id),
  );
  return {
    articles: page.map((r) => summaryJson(r, tr.get(r.id), q.lang)),
    nextCursor:
      rows.length > q.limit && last
        ? encodeCursor({ ts: last.publishedAt!.toISOString(), id: last.id })
        : null,
  };
}

export const adminJson = (
  r: NewsRow,
  authorEmail: string | null,
  translations: Translations = NO_TRANSLATIONS,
): AdminNewsArticle => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  body: r.body,
  coverImage: r.coverImage,
  coverAlt: r.coverAlt,
  status: r.status as AdminNewsArticle['status'],
  translations,
  publishedAt: r.publishedAt?.toISOString() ?? null,
  authorEmail,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** What the audit row keeps of an article: the whole text, so any version can be recovered. */
const snapshot = (r: NewsRow, translations: Translations) => ({
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  body: r.body,
  coverImage: r.coverImage,
  coverAlt: r.coverAlt,
  status: r.status,
  publishedAt: r.publishedAt?.toISOString() ?? null,
  translations,
});

const slugConflict = () =>
  new AppError('CONFLICT', said('admin.slugTaken'), { slug: said('admin.slugTakenField') });

/**
 * Writes the translations the request names (absent: kept, null: removed) and returns what the
 * article has afterwards. A kept translation of an article that now has a cover must describe it.
 */
async function saveTranslations(
  tx: DbOrTx,
  row: NewsRow,
  values: NewsArticleValues,
): Promise<Translations> {
  for (const l of NEWS_TRANSLATION_LOCALES) {
    const tr = values.translations?.[l];
    if (tr === undefined) continue;
    await putTranslation(
      tx,
      row.id,
      l,
      tr && { ...tr, coverAlt: row.coverImage ? tr.coverAlt : '' },
    );
  }
  const after = (await translationsByArticle(tx, [row.id])).get(row.id) ?? NO_TRANSLATIONS;
  const undescribed = NEWS_TRANSLATION_LOCALES.filter(
    (l) => row.coverImage && after[l] && after[l].coverAlt.length < 5,
  );
  if (undescribed.length) {
    const text = englishMessage(messageKey('validation.news.coverAltMissing'));
    throw new AppError(
      'VALIDATION',
      text,
      Object.fromEntries(undescribed.map((l) => [`translations.${l}.coverAlt`, text])),
    );
  }
  return after;
}

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
    const translations = await saveTranslations(tx, row, values);
    await audit(tx, {
      actorId: actor.user.id,
      actorEmail: actor.user.email,
      action: actionOf(null, row),
      targetType: 'news_article',
      targetId: row.id,
      after: snapshot(row, translations),
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
    const beforeTr = (await translationsByArticle(tx, [id])).get(id) ?? NO_TRANSLATIONS;
    const row = await updateNews(tx, id, {
      ...fields(values),
      publishedAt: resolvePublishedAt(values, before.publishedAt),
    });
    const translations = await saveTranslations(tx, row, values);
    await audit(tx, {
      actorId: actor.user.id,
      actorEmail: actor.user.email,
      action: actionOf(before, row),
      targetType: 'news_article',
      targetId: id,
      before: snapshot(before, beforeTr),
      after: snapshot(row, translations),
      ip: actor.ip,
    });
    return row;
  });
}

export async function deleteArticle(deps: AppDeps, id: string, actor: Actor) {
  await deps.database.db.transaction(async (tx) => {
    const before = await lockNews(tx, id);
    if (!before) throw notFound('Article');
    const beforeTr = (await translationsByArticle(tx, [id])).get(id) ?? NO_TRANSLATIONS;
    await deleteNews(tx, id);
    await audit(tx, {
      actorId: actor.user.id,
      actorEmail: actor.user.email,
      action: 'news.delete',
      targetType: 'news_article',
      targetId: id,
      before: snapshot(before, beforeTr),
      ip: actor.ip,
    });
  });
}
