import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { jobs } from '../schema/index.ts';

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
