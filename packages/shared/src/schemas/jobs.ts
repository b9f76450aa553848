import { z } from 'zod';
import { LOCALES } from '../i18n/locales.ts';
import { messageKey } from '../i18n/messages.ts';
import { multiLine, singleLine } from './text.ts';

// Job openings: what GET /api/jobs answers, and what the admin area's job editor sends (issue 8).

/** A job opening as GET /api/jobs returns it (spec §3 jobs; camelCase JSON). */
export const JobSchema = z.object({
  id: z.string(),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  /** e.g. "full-time"; the careers page shows hyphens as spaces. */
  employmentType: z.string(),
  salaryRange: z.string().nullable(),
  description: z.string(),
  requirements: z.array(z.string()),
  responsibilities: z.array(z.string()),
  isActive: z.boolean(),
  createdAt: z.string(),
  /**
   * The language the texts above are in: the one asked for (`?lang=`) when the posting has that
   * translation, else English (the page marks it `lang="en"`).
   */
  language: z.enum(LOCALES),
});
export type Job = z.infer<typeof JobSchema>;

export const JobsResponseSchema = z.object({ jobs: z.array(JobSchema) });
export type JobsResponse = z.infer<typeof JobsResponseSchema>;

const listOfLines = z
  .array(singleLine().max(500, messageKey('validation.jobs.itemTooLong', { max: 500 })))
  .max(30, messageKey('validation.jobs.tooManyItems', { max: 30 }))
  .transform((a) => a.filter((s) => s.length > 0));

export const EMPLOYMENT_TYPES = [
  'full-time',
  'part-time',
  'contract',
  'internship',
  'temporary',
] as const;

const required = { error: messageKey('validation.required') };

/**
 * The texts of a posting a visitor reads, in one language. English is the posting itself; French
 * and Swahili are optional translations of the same fields (decision 020). A translation's empty
 * salary range shows the English one (figures and currency codes read the same).
 */
const postingTexts = {
  title: singleLine(required)
    .min(2, messageKey('validation.jobs.titleTooShort', { min: 2 }))
    .max(200, messageKey('validation.jobs.titleTooLong', { max: 200 })),
  department: singleLine(required)
    .min(2, messageKey('validation.jobs.departmentTooShort', { min: 2 }))
    .max(120, messageKey('validation.jobs.departmentTooLong', { max: 120 })),
  location: singleLine(required)
    .min(2, messageKey('validation.jobs.locationTooShort', { min: 2 }))
    .max(120, messageKey('validation.jobs.locationTooLong', { max: 120 })),
  salaryRange: singleLine()
    .max(120, messageKey('validation.jobs.salaryTooLong', { max: 120 }))
    .nullish()
    .transform((v) => (v ? v : null)),
  description: multiLine(required)
    .min(20, messageKey('validation.jobs.descriptionTooShort', { min: 20 }))
    .max(10000, messageKey('validation.jobs.descriptionTooLong', { max: 10000 })),
  requirements: listOfLines,
  responsibilities: listOfLines,
};

/** The languages a posting may be translated into (English is the posting itself). */
export const JOB_TRANSLATION_LANGUAGES = ['fr', 'sw'] as const;
export type JobTranslationLanguage = (typeof JOB_TRANSLATION_LANGUAGES)[number];

/** One translation of a posting, as the admin's editor sends it and the admin list returns it. */
export const JobTranslationSchema = z.strictObject(postingTexts);
export type JobTranslationInput = z.input<typeof JobTranslationSchema>;
export type JobTranslation = z.output<typeof JobTranslationSchema>;

/**
 * A job's translations in the editor's body: a language left out stays as it is, `null` removes
 * it, an object creates or replaces it.
 */
export const JobTranslationsInputSchema = z.strictObject({
  fr: JobTranslationSchema.nullish(),
  sw: JobTranslationSchema.nullish(),
});

export const JobInputSchema = z.strictObject({
  ...postingTexts,
  employmentType: z.enum(EMPLOYMENT_TYPES, { error: messageKey('validation.jobs.employmentType') }),
  isActive: z.boolean().default(true),
  translations: JobTranslationsInputSchema.optional(),
});
export type JobInput = z.input<typeof JobInputSchema>;

/** GET /api/jobs?lang=fr: the language of the postings' texts (English when left out). */
export const JobsQuerySchema = z.object({
  lang: z.enum(LOCALES, { error: messageKey('validation.jobs.language') }).default('en'),
});
export const JobActiveSchema = z.strictObject({
  isActive: z.boolean({ error: messageKey('validation.jobs.active') }),
});
