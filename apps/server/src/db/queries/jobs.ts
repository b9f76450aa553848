import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { jobs, jobTranslations } from '../schema/index.ts';

export type JobRow = typeof jobs.$inferSelect;

/** Every opening (active or not), newest first, for the admin editor. */
export function listJobs(db: DbOrTx) {
  return db.select().from(jobs).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(500);
}

/** The active openings, newest first: the public /careers list. */
export function listActiveJobs(db: DbOrTx) {
  return db
    .select()
    .from(jobs)
    .where(eq(jobs.isActive, true))
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
}

export async function insertJob(tx: DbOrTx, values: typeof jobs.$inferInsert) {
  const [j] = await tx.insert(jobs).values(values).returning();
  return j!;
}

/** The opening, locked for update, or undefined. */
export async function lockJob(tx: DbOrTx, id: string) {
  const [j] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
  return j;
}

export async function updateJob(tx: DbOrTx, id: string, values: Partial<typeof jobs.$inferInsert>) {
  const [j] = await tx
    .update(jobs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(jobs.id, id))
    .returning();
  return j!;
}

export type JobTranslationRow = typeof jobTranslations.$inferSelect;

/** The translations of the given postings (every language), for the admin list and the audit. */
export function listTranslations(db: DbOrTx, jobIds: readonly string[]) {
  if (jobIds.length === 0) return Promise.resolve([] as JobTranslationRow[]);
  return db
    .select()
    .from(jobTranslations)
    .where(inArray(jobTranslations.jobId, [...jobIds]));
}

/** The active postings' translations into one language: the public list in French or Swahili. */
export function listActiveTranslations(db: DbOrTx, language: string) {
  return db
    .select({ t: jobTranslations })
    .from(jobTranslations)
    .innerJoin(jobs, eq(jobs.id, jobTranslations.jobId))
    .where(and(eq(jobs.isActive, true), eq(jobTranslations.language, language)))
    .then((rows) => rows.map((r) => r.t));
}

type TranslationValues = Omit<
  typeof jobTranslations.$inferInsert,
  'jobId' | 'language' | 'createdAt' | 'updatedAt'
>;

/** Creates or replaces one language's texts of a posting. */
export async function upsertTranslation(
  tx: DbOrTx,
  jobId: string,
  language: string,
  values: TranslationValues,
) {
  await tx
    .insert(jobTranslations)
    .values({ ...values, jobId, language })
    .onConflictDoUpdate({
      target: [jobTranslations.jobId, jobTranslations.language],
      set: { ...values, updatedAt: new Date() },
    });
}

export async function deleteTranslation(tx: DbOrTx, jobId: string, language: string) {
  await tx
    .delete(jobTranslations)
    .where(and(eq(jobTranslations.jobId, jobId), eq(jobTranslations.language, language)));
}

/** One language's texts of a posting, or undefined. */
export async function findTranslation(db: DbOrTx, jobId: string, language: string) {
  const [t] = await db
    .select()
    .from(jobTranslations)
    .where(and(eq(jobTranslations.jobId, jobId), eq(jobTranslations.language, language)));
  return t;
}
