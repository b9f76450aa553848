import {
  JOB_TRANSLATION_LANGUAGES,
  type Job,
  type JobTranslation,
  type JobTranslationLanguage,
  type Locale,
} from '@mizani/shared';
import type { JobTranslationsInputSchema } from '@mizani/shared';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import {
  deleteTranslation,
  listTranslations,
  upsertTranslation,
  type JobRow,
  type JobTranslationRow,
} from '../../db/queries/jobs.ts';

// A posting's French and Swahili texts (issue 20, decision 020): saved with the posting by the
// admin's editor, read by GET /api/jobs?lang=. English is the posting itself.

export type JobTranslations = Record<JobTranslationLanguage, JobTranslation | null>;

/** A stored translation's texts (without its keys and times). */
export const translationTexts = (t: JobTranslationRow): JobTranslation => ({
  title: t.title,
  department: t.department,
  location: t.location,
  salaryRange: t.salaryRange,
  description: t.description,
  requirements: t.requirements,
  responsibilities: t.responsibilities,
});

/** Each posting's translations, by job id; a language it lacks is null. */
export async function translationsByJob(
  db: DbOrTx,
  jobIds: readonly string[],
): Promise<Map<string, JobTranslations>> {
  const byJob = new Map<string, JobTranslations>(jobIds.map((id) => [id, { fr: null, sw: null }]));
  for (const row of await listTranslations(db, jobIds)) {
    const entry = byJob.get(row.jobId);
    if (entry && isTranslationLanguage(row.language)) entry[row.language] = translationTexts(row);
  }
  return byJob;
}

const isTranslationLanguage = (l: string): l is JobTranslationLanguage =>
  (JOB_TRANSLATION_LANGUAGES as readonly string[]).includes(l);

/**
 * Writes the editor's translations inside the posting's transaction: a language left out stays,
 * null removes it, texts create or replace it.
 */
export async function saveTranslations(
  tx: DbOrTx,
  jobId: string,
  input: z.output<typeof JobTranslationsInputSchema> | undefined,
) {
  for (const language of JOB_TRANSLATION_LANGUAGES) {
    const value = input?.[language];
    if (value === undefined) continue;
    if (value === null) await deleteTranslation(tx, jobId, language);
    else await upsertTranslation(tx, jobId, language, value);
  }
}

/**
 * The public posting in `locale`: its translation when it has one (an empty salary range keeps
 * the posting's figures), else the English texts, said to be English.
 */
export function publicJob(row: JobRow, locale: Locale, translation?: JobTranslation | null): Job {
  const base = {
    id: row.id,
    employmentType: row.employmentType,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
  if (locale !== 'en' && translation)
    return {
      ...base,
      ...translation,
      salaryRange: translation.salaryRange ?? row.salaryRange,
      language: locale,
    };
  return {
    ...base,
    title: row.title,
    department: row.department,
    location: row.location,
    salaryRange: row.salaryRange,
    description: row.description,
    requirements: row.requirements,
    responsibilities: row.responsibilities,
    language: 'en',
  };
}
