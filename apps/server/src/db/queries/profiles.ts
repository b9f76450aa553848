import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { user, userProfiles } from '../schema/index.ts';

// The signed-in user's own profile: every function takes their user id.

export async function findProfile(db: DbOrTx, userId: string) {
  const [p] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return p;
}

type ProfileValues = Pick<
  typeof userProfiles.$inferInsert,
  'firstName' | 'lastName' | 'company' | 'country'
>;

/** Stores the profile; the account's display name (greeting, admin lists) follows it. */
export async function saveProfile(tx: DbOrTx, userId: string, values: ProfileValues) {
  await tx
    .insert(userProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: userProfiles.userId,
      set: { ...values, updatedAt: new Date() },
    });
  await tx
    .update(user)
    .set({
      name: [values.firstName, values.lastName].filter(Boolean).join(' '),
      updatedAt: new Date(),
    })
    .where(eq(user.id, userId));
}
