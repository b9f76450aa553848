import { and, desc, eq, inArray, lte, or, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { newsArticleTranslations, newsArticles, user } from '../schema/index.ts';
import type { Cursor } from '../../lib/cursor.ts';

export type NewsRow = typeof newsArticles.$inferSelect;
export type NewsTranslationRow = typeof newsArticleTranslations.$inferSelect;

/** Published and due: what visitors, the feed and the sitemap see. */
const isPublic = () =>
  and(eq(newsArticles.status, 'published'), lte(newsArticles.publishedAt, sql`now()`))!;

/** Public articles, newest first, keyset pages on (published_at, id). */
export function listPublicNews(db: DbOrTx, opts: { after?: Cursor | null; limit: number }) {
  const where: SQL[] = [isPublic()];
  if (opts.after) {
    const ts = new Date(opts.after.ts);
    where.push(
      or(
        lt(newsArticles.publishedAt, ts),
        and(eq(newsArticles.publishedAt, ts), lt(newsArticles.id, opts.after.id)),
      )!,
    );
  }
  return db
    .select()
    .from(newsArticles)
    .where(and(...where))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(opts.limit);
}

export async function publicNewsBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select()
    .from(newsArticles)
    .where(and(isPublic(), eq(newsArticles.slug, slug)));
  return row;
}

/** Every article (drafts and scheduled too), newest change first, with the author's email. */
export function listAllNews(db: DbOrTx) {
  return db
    .select({ article: newsArticles, authorEmail: user.email })
    .from(newsArticles)
    .leftJoin(user, eq(user.id, newsArticles.authorId))
    .orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id))
    .limit(500);
}

export async function newsWithAuthor(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ article: newsArticles, authorEmail: user.email })
    .from(newsArticles)
    .leftJoin(user, eq(user.id, newsArticles.authorId))
    .where(eq(newsArticles.id, id));
  return row;
}

export async function lockNews(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(newsArticles).where(eq(newsArticles.id, id)).for('update');
  return row;
}

export async function slugTaken(tx: DbOrTx, slug: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(eq(newsArticles.slug, slug));
  return !!row && row.id !== exceptId;
}

export async function insertNews(tx: DbOrTx, values: typeof newsArticles.$inferInsert) {
  const [row] = await tx.insert(newsArticles).values(values).returning();
  return row!;
}

export async function updateNews(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof newsArticles.$inferInsert>,
) {
  const [row] = await tx
    .update(newsArticles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(newsArticles.id, id))
    .returning();
  return row!;
}

export async function deleteNews(tx: DbOrTx, id: string) {
  await tx.delete(newsArticles).where(eq(newsArticles.id, id));
}

/** Slugs and dates of every public article, for the sitemap. */
export function publicNewsSlugs(db: DbOrTx) {
  return db
    .select({
      id: newsArticles.id,
      slug: newsArticles.slug,
      publishedAt: newsArticles.publishedAt,
      updatedAt: newsArticles.updatedAt,
    })
    .from(newsArticles)
    .where(isPublic())
    .orderBy(desc(newsArticles.publishedAt))
    .limit(5000);
}

/** Every translation of these articles (French and Swahili versions), in one query. */
export function translationsOf(db: DbOrTx, articleIds: string[]) {
  if (!articleIds.length) return Promise.resolve([] as NewsTranslationRow[]);
  return db
    .select()
    .from(newsArticleTranslations)
    .where(inArray(newsArticleTranslations.articleId, articleIds))
    .orderBy(newsArticleTranslations.language);
}

/** Sets one language's version of an article, or removes it (null). */
export async function putTranslation(
  tx: DbOrTx,
  articleId: string,
  language: string,
  values: Pick<NewsTranslationRow, 'title' | 'summary' | 'body' | 'coverAlt'> | null,
) {
  const key = and(
    eq(newsArticleTranslations.articleId, articleId),
    eq(newsArticleTranslations.language, language),
  );
  if (!values) {
    await tx.delete(newsArticleTranslations).where(key);
    return;
  }
  await tx
    .insert(newsArticleTranslations)
    .values({ articleId, language, ...values })
    .onConflictDoUpdate({
      target: [newsArticleTranslations.articleId, newsArticleTranslations.language],
      set: { ...values, updatedAt: new Date() },
    });
}
