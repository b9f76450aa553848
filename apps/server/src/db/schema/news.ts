import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
