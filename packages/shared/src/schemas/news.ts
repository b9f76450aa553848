import { z } from 'zod';
import { emptyToUndefined, pageCursor, pageLimit } from './list-query.ts';
import { isoDate, multiLine, singleLine } from './text.ts';
import { messageKey } from '../i18n/messages.ts';
import { NEWS_COVER_PATHS } from '../constants/news.ts';
import type { Locale } from '../i18n/locales.ts';

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
 * "2026-11-24T08:00:00.000Z" → "24 November 2026" (UTC). English without Intl, French and Swahili
 * through Intl ("24 novembre 2026", "24 Novemba 2026"): the server writes this label into the
 * article page's first response and the JSON the page hydrates from, so both always agree.
 */
export function formatNewsDate(iso: string, locale: Locale = 'en'): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  if (locale !== 'en')
    return new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(d);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** The languages an article may be translated into (English is the article itself). */
export const NEWS_TRANSLATION_LOCALES = ['fr', 'sw'] as const;
export type NewsTranslationLocale = (typeof NEWS_TRANSLATION_LOCALES)[number];

/** An article in the public list (no body). */
export interface NewsSummary {
  slug: string;
  title: string;
  summary: string;
  coverImage: string | null;
  coverAlt: string;
  publishedAt: string;
  /** The publish date as pages show it ("24 November 2026", formatNewsDate) in the asked language. */
  publishedLabel: string;
  /** The language of title, summary, body and cover text: the asked one, or English without it. */
  language: Locale;
  /** Every language the article is written in (English first): its hreflang alternates. */
  languages: Locale[];
}

/** A public article: its body as sanitised HTML rendered from the Markdown on the server. */
export interface NewsArticle extends NewsSummary {
  bodyHtml: string;
}

export interface NewsListResponse {
  articles: NewsSummary[];
  nextCursor: string | null;
}

/** `?lang=fr`: the version to return (English when absent). */
const newsLang = z.preprocess(
  emptyToUndefined,
  z.enum(['en', ...NEWS_TRANSLATION_LOCALES], { error: 'Use en, fr or sw' }).default('en'),
);

export const NewsListQuerySchema = z.object({
  cursor: z.preprocess(emptyToUndefined, pageCursor.optional()),
  limit: pageLimit(12),
  lang: newsLang,
});

export const NewsArticleQuerySchema = z.object({ lang: newsLang });

export const NewsSlugSchema = z.string().max(NEWS_SLUG_MAX).regex(SLUG_RE);

const COVER_ALT_MIN = 5;

/**
 * An article's French or Swahili version: the same words as the English, translated. The slug,
 * cover, status and date are the article's own, shared by every language.
 */
export const NewsTranslationSchema = z.strictObject({
  title: singleLine({ error: messageKey('validation.required') })
    .min(5, messageKey('validation.news.titleTooShort'))
    .max(140, messageKey('validation.news.titleTooLong')),
  summary: singleLine({ error: messageKey('validation.required') })
    .min(20, messageKey('validation.news.summaryTooShort'))
    .max(300, messageKey('validation.news.summaryTooLong')),
  body: multiLine({ error: messageKey('validation.required') })
    .min(20, messageKey('validation.news.bodyTooShort'))
    .max(40_000, messageKey('validation.news.bodyTooLong')),
  coverAlt: singleLine().max(200, messageKey('validation.news.coverAltTooLong')).default(''),
});
export type NewsTranslationInput = z.input<typeof NewsTranslationSchema>;
export type NewsTranslationValues = z.output<typeof NewsTranslationSchema>;

export const NewsArticleInputSchema = z
  .strictObject({
    title: singleLine({ error: 'Required' })
      .min(5, messageKey('validation.news.titleTooShort'))
      .max(140, messageKey('validation.news.titleTooLong')),
    slug: z
      .string({ error: 'Required' })
      .trim()
      .min(3, 'Web address must be at least 3 characters')
      .max(NEWS_SLUG_MAX, `Web address must be at most ${NEWS_SLUG_MAX} characters`)
      .regex(SLUG_RE, 'Use lower-case letters, digits and single hyphens (e.g. lusaka-office)'),
    summary: singleLine({ error: 'Required' })
      .min(20, messageKey('validation.news.summaryTooShort'))
      .max(300, messageKey('validation.news.summaryTooLong')),
    body: multiLine({ error: 'Required' })
      .min(20, messageKey('validation.news.bodyTooShort'))
      .max(40_000, messageKey('validation.news.bodyTooLong')),
    coverImage: z
      .enum(NEWS_COVER_PATHS, { error: 'Choose one of the cover images' })
      .nullable()
      .default(null),
    coverAlt: singleLine().max(200, messageKey('validation.news.coverAltTooLong')).default(''),
    status: z.enum(NEWS_STATUSES, { error: 'Choose draft or published' }),
    /** The publish date (UTC day); empty = today when published. A future date schedules it. */
    publishDate: z.preprocess(
      (v) => (v === '' ? null : v),
      isoDate({ format: 'Use the format YYYY-MM-DD' }).nullable().default(null),
    ),
    /**
     * French and Swahili versions, each optional: a version sets it, null removes it (the page in
     * that language then shows the English), absent keeps what the article has.
     */
    translations: z
      .strictObject({
        fr: NewsTranslationSchema.nullable().optional(),
        sw: NewsTranslationSchema.nullable().optional(),
      })
      .optional(),
  })
  .refine((v) => !v.coverImage || v.coverAlt.length >= COVER_ALT_MIN, {
    message: messageKey('validation.news.coverAltMissing'),
    path: ['coverAlt'],
  })
  .superRefine((v, ctx) => {
    // A translated page describes its cover in its own language too.
    for (const l of NEWS_TRANSLATION_LOCALES) {
      const tr = v.translations?.[l];
      if (v.coverImage && tr && tr.coverAlt.length < COVER_ALT_MIN)
        ctx.addIssue({
          code: 'custom',
          message: messageKey('validation.news.coverAltMissing'),
          path: ['translations', l, 'coverAlt'],
        });
    }
  });
export type NewsArticleInput = z.input<typeof NewsArticleInputSchema>;
export type NewsArticleValues = z.output<typeof NewsArticleInputSchema>;

export const NewsPreviewSchema = z.strictObject({
  body: multiLine().max(40_000, messageKey('validation.news.bodyTooLong')),
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
  /** The French and Swahili versions it has (null: none, the English is shown). */
  translations: Record<NewsTranslationLocale, NewsTranslationValues | null>;
  /** Set once published (or scheduled); null for a draft never published. */
  publishedAt: string | null;
  authorEmail: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminNewsListResponse {
  articles: AdminNewsArticle[];
}
