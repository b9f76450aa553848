import { z } from 'zod';
import { emptyToUndefined, pageCursor, pageLimit } from './list-query.ts';
import { isoDate, multiLine, singleLine } from './text.ts';
import { NEWS_COVER_PATHS } from '../constants/news.ts';

// News (issue 21): articles admins write in Markdown and publish; the public list, article pages
// and the RSS feed show the published ones whose publish date has come.

export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export const NEWS_SLUG_MAX = 80;
const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Mizani opens in Lusaka: what changes?" → "mizani-opens-in-lusaka-what-changes". */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, NEWS_SLUG_MAX)
    .replace(/-+$/g, '');
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "2026-11-24T08:00:00.000Z" → "24 November 2026" (UTC). No Intl: the server writes the same text
 * into the first response of an article page that the browser renders when it hydrates.
 */
export function formatNewsDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** An article in the public list (no body). */
export interface NewsSummary {
  slug: string;
  title: string;
  summary: string;
  coverImage: string | null;
  coverAlt: string;
  publishedAt: string;
  /** The publish date as pages show it ("24 November 2026", formatNewsDate). */
  publishedLabel: string;
}

/** A public article: its body as sanitised HTML rendered from the Markdown on the server. */
export interface NewsArticle extends NewsSummary {
  bodyHtml: string;
}

export interface NewsListResponse {
  articles: NewsSummary[];
  nextCursor: string | null;
}

export const NewsListQuerySchema = z.object({
  cursor: z.preprocess(emptyToUndefined, pageCursor.optional()),
  limit: pageLimit(12),
});

export const NewsSlugSchema = z.string().max(NEWS_SLUG_MAX).regex(SLUG_RE);

export const NewsArticleInputSchema = z
  .strictObject({
    title: singleLine({ error: 'Required' })
      .min(5, 'Title must be at least 5 characters')
      .max(140, 'Title must be at most 140 characters'),
    slug: z
      .string({ error: 'Required' })
      .trim()
      .min(3, 'Web address must be at least 3 characters')
      .max(NEWS_SLUG_MAX, `Web address must be at most ${NEWS_SLUG_MAX} characters`)
      .regex(SLUG_RE, 'Use lower-case letters, digits and single hyphens (e.g. lusaka-office)'),
    summary: singleLine({ error: 'Required' })
      .min(20, 'Summary must be at least 20 characters')
      .max(300, 'Summary must be at most 300 characters'),
    body: multiLine({ error: 'Required' })
      .min(20, 'Article must be at least 20 characters')
      .max(40_000, 'Article must be at most 40000 characters'),
    coverImage: z
      .enum(NEWS_COVER_PATHS, { error: 'Choose one of the cover images' })
      .nullable()
      .default(null),
    coverAlt: singleLine().max(200, 'Description must be at most 200 characters').default(''),
    status: z.enum(NEWS_STATUSES, { error: 'Choose draft or published' }),
    /** The publish date (UTC day); empty = today when published. A future date schedules it. */
    publishDate: z.preprocess(
      (v) => (v === '' ? null : v),
      isoDate({ format: 'Use the format YYYY-MM-DD' }).nullable().default(null),
    ),
  })
  .refine((v) => !v.coverImage || v.coverAlt.length >= 5, {
    message: 'Describe the cover image for screen readers (at least 5 characters)',
    path: ['coverAlt'],
  });
export type NewsArticleInput = z.input<typeof NewsArticleInputSchema>;
export type NewsArticleValues = z.output<typeof NewsArticleInputSchema>;

export const NewsPreviewSchema = z.strictObject({
  body: multiLine().max(40_000, 'Article must be at most 40000 characters'),
});

export interface AdminNewsArticle {
  id: string;
  slug: string;
  title: string;
  summary: string;
  body: string;
  coverImage: string | null;
  coverAlt: string;
  status: NewsStatus;
  /** Set once published (or scheduled); null for a draft never published. */
  publishedAt: string | null;
  authorEmail: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminNewsListResponse {
  articles: AdminNewsArticle[];
}
