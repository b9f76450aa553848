import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import type { Db } from '../client.ts';
import { account, adminSettings, user, userProfiles } from '../schema/index.ts';

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName?: string | null;
  company?: string | null;
  country?: string | null;
  role: 'client' | 'admin';
  /**
   * The password's hash, when the caller already has one: tests give their many users one
   * password and hash it once (each scrypt hash is about 0.18 CPU s).
   */
  passwordHash?: string;
}

/**
 * Creates a verified user with a password account and a profile, in one transaction. Used by the
 * seed, the admin CLI and tests; sign-up through the API goes through better-auth instead.
 */
export async function createVerifiedUser(db: Db, input: NewUser): Promise<string> {
  const id = randomUUID();
  const email = input.email.trim().toLowerCase();
  const hash = input.passwordHash ?? (await hashPassword(input.password));
  await db.transaction(async (tx) => {
    await tx.insert(user).values({
      id,
      email,
      name: [input.firstName, input.lastName].filter(Boolean).join(' '),
      emailVerified: true,
      role: input.role,
    });
    await tx.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: hash,
    });
    await tx.insert(userProfiles).values({
      userId: id,
      firstName: input.firstName,
      lastName: input.lastName ?? null,
      company: input.company ?? null,
      country: input.country ?? null,
    });
    if (input.role === 'admin')
      await tx.insert(adminSettings).values({ userId: id }).onConflictDoNothing();
  });
  return id;
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()));
  return rows[0]?.id ?? null;
}
