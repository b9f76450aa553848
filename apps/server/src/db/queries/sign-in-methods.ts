import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../client.ts';
import { account, passkey, twoFactor, user } from '../schema/index.ts';

/** The phone and second-factor state of one user. */
export async function findFactorState(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      phoneNumber: user.phoneNumber,
      phoneNumberVerified: user.phoneNumberVerified,
      smsTwoFactor: user.smsTwoFactor,
      twoFactorEnabled: user.twoFactorEnabled,
      totp: sql<boolean>`exists (select 1 from ${twoFactor} t where t.user_id = ${userId} and t.verified is not false)`,
    })
    .from(user)
    .where(eq(user.id, userId));
  return row;
}

/** Whether this passkey or account (identity) row belongs to the user. */
export async function ownsSignInWay(
  db: DbOrTx,
  userId: string,
  kind: 'passkey' | 'account',
  id: unknown,
) {
  if (typeof id !== 'string') return false;
  const table = kind === 'passkey' ? passkey : account;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)));
  return !!row;
}

/** Whether another account holds this number (verified numbers are unique). */
export async function phoneTakenByOther(db: DbOrTx, phoneNumber: string, userId: string) {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.phoneNumber, phoneNumber), ne(user.id, userId)));
  return !!row;
}

/** Sets text-message codes on or off; two-factor stays on while the authenticator app is. */
export async function setSmsTwoFactor(db: DbOrTx, userId: string, enabled: boolean) {
  await db
    .update(user)
    .set({
      smsTwoFactor: enabled,
      twoFactorEnabled: enabled
        ? true
        : sql`exists (select 1 from ${twoFactor} t where t.user_id = ${userId} and t.verified is not false)`,
      updatedAt: new Date(),
    })
    .where(eq(user.id, userId));
}

/** Drops the number (text-message codes must already be off). */
export async function clearPhone(db: DbOrTx, userId: string) {
  await db
    .update(user)
    .set({ phoneNumber: null, phoneNumberVerified: false, updatedAt: new Date() })
    .where(and(eq(user.id, userId), eq(user.smsTwoFactor, false)));
}

/** better-auth accounts: 'credential' (a password) and one per linked OpenID Connect identity. */
export function listAccounts(db: DbOrTx, userId: string) {
  return db
    .select({
      id: account.id,
      providerId: account.providerId,
      hasPassword: sql<boolean>`${account.password} is not null`,
      createdAt: account.createdAt,
    })
    .from(account)
    .where(eq(account.userId, userId))
    .orderBy(asc(account.createdAt));
}

export function listPasskeys(db: DbOrTx, userId: string) {
  return db
    .select({
      id: passkey.id,
      name: passkey.name,
      createdAt: passkey.createdAt,
      aaguid: passkey.aaguid,
    })
    .from(passkey)
    .where(eq(passkey.userId, userId))
    .orderBy(asc(passkey.createdAt));
}

/**
 * The ways this user can sign in on their own: a password, each linked identity, each passkey.
 * Removing one is refused when it is the last (issue 19: never unlink the last way to sign in).
 */
export async function countSignInWays(db: DbOrTx, userId: string) {
  const [row] = await queryRows<{ ways: number }>(
    db,
    sql`select (select count(*) from ${account} a where a.user_id = ${userId}
                  and (a.provider_id <> 'credential' or a.password is not null))
             + (select count(*) from ${passkey} p where p.user_id = ${userId}) as ways`,
  );
  return Number(row?.ways ?? 0);
}
