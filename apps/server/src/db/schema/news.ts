import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * News articles (issue 21): Markdown written by admins, rendered to sanitised HTML on the server
 * (services/news/markdown.ts). Public = published and published_at has come.
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    coverImage: text('cover_image'),
    coverAlt: text('cover_alt').notNull().default(''),
    /** draft | published */
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_articles_published_idx').on(t.status, t.publishedAt),
    check('news_articles_status', sql`${t.status} in ('draft', 'published')`),
    check('news_articles_published_at', sql`${t.status} = 'draft' or ${t.publishedAt} is not null`),
  ],
);

/**
 * An article's French or Swahili version (issue 20): optional per language. The slug, cover,
 * status and dates are the article's; a page in a language the article lacks shows the English.
 */
export const newsArticleTranslations = pgTable(
  'news_article_translations',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    /** fr | sw */
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    coverAlt: text('cover_alt').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.language] }),
    check('news_article_translations_language', sql`${t.language} in ('fr', 'sw')`),
  ],
);
