import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../client.ts';
import {
  adminSettings,
  auditLog,
  ledgerAccounts,
  session,
  user,
  userProfiles,
} from '../schema/index.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { containsPattern } from '../../lib/search.ts';
import type { LeftJoined, SqlRow } from './sql-row.ts';

/** A user with their profile, as the admin user list and detail read it. */
export type AdminUserSqlRow = SqlRow<
  typeof user,
  | 'id'
  | 'email'
  | 'name'
  | 'role'
  | 'emailVerified'
  | 'twoFactorEnabled'
  | 'disabledAt'
  | 'createdAt'
> &
  LeftJoined<SqlRow<typeof userProfiles, 'company' | 'country' | 'firstName' | 'lastName'>> & {
    cursor_ts: string;
  };

const SELECT_USER = sql`select u.id, u.email, u.name, u.role, u.email_verified, u.two_factor_enabled, u.disabled_at, u.created_at,
  p.company, p.country, p.first_name, p.last_name,
  to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_ts
  from "user" u left join user_profiles p on p.user_id = u.id`;

export async function findAdminUserRow(db: DbOrTx, id: string) {
  const [row] = await queryRows<AdminUserSqlRow>(db, sql`${SELECT_USER} where u.id = ${id}`);
  return row;
}

/** One page (limit + 1 rows, to tell whether more follow) of users, newest first. */
export function listAdminUserRows(
  db: DbOrTx,
  q: {
    role?: 'client' | 'admin';
    status?: 'active' | 'disabled';
    q?: string;
    limit: number;
    cursor: Cursor | null;
  },
) {
  const where = [sql`true`];
  if (q.role) where.push(sql`u.role = ${q.role}`);
  if (q.status === 'disabled') where.push(sql`u.disabled_at is not null`);
  if (q.status === 'active') where.push(sql`u.disabled_at is null`);
  if (q.q) {
    const p = containsPattern(q.q);
    where.push(
      sql`(u.email ilike ${p} or u.name ilike ${p} or coalesce(p.company, '') ilike ${p})`,
    );
  }
  // User ids are not UUIDs everywhere (better-auth generates its own), so the cursor id is text.
  if (q.cursor)
    where.push(sql`(u.created_at, u.id) < (${q.cursor.ts}::timestamptz, ${q.cursor.id})`);
  return queryRows<AdminUserSqlRow>(
    db,
    sql`${SELECT_USER} where ${sql.join(where, sql` and `)} order by u.created_at desc, u.id desc limit ${q.limit + 1}`,
  );
}

/** Locks the active admins' rows and returns their ids. */
export async function lockActiveAdminIds(tx: DbOrTx): Promise<string[]> {
  const rows = await queryRows<SqlRow<typeof user, 'id'>>(
    tx,
    sql`select id from "user" where role = 'admin' and disabled_at is null order by id for update`,
  );
  return rows.map((r) => r.id);
}

/** The active admins (id, name, email) by name: who a request can be assigned to. */
export function listActiveAdmins(db: DbOrTx) {
  return db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(and(eq(user.role, 'admin'), sql`${user.disabledAt} is null`))
    .orderBy(asc(user.name));
}

export async function findUserName(db: DbOrTx, id: string) {
  const [a] = await db.select({ name: user.name }).from(user).where(eq(user.id, id));
  return a?.name ?? null;
}

export async function findUserEmail(db: DbOrTx, id: string) {
  const [a] = await db.select({ email: user.email }).from(user).where(eq(user.id, id));
  return a?.email ?? null;
}

export async function findUserRole(db: DbOrTx, id: string) {
  const [a] = await db
    .select({ role: user.role, disabledAt: user.disabledAt })
    .from(user)
    .where(eq(user.id, id));
  return a;
}

/** A client's wallet balances: their ledger accounts (one per currency). */
export function clientBalances(db: DbOrTx, userId: string) {
  return queryRows<SqlRow<typeof ledgerAccounts, 'currency' | 'balance'>>(
    db,
    sql`select currency, balance::text as balance from ledger_accounts where kind = 'client' and user_id = ${userId} order by currency`,
  );
}

export async function countActiveSessions(db: DbOrTx, userId: string) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from session where user_id = ${userId} and expires_at > now()`,
  );
  return Number(row?.n ?? 0);
}

/** The last 20 audit entries by or about a user. */
export function userActivity(db: DbOrTx, userId: string) {
  return queryRows<SqlRow<typeof auditLog, 'createdAt' | 'action' | 'actorEmail' | 'targetType'>>(
    db,
    sql`select created_at, action, actor_email, target_type from audit_log
        where actor_id = ${userId} or (target_type = 'user' and target_id = ${userId})
        order by id desc limit 20`,
  );
}

/** Role change; notification recipients are read from admin_settings, so only admins have a row. */
export async function setUserRole(tx: DbOrTx, id: string, role: 'admin' | 'client') {
  await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, id));
  if (role === 'admin') await tx.insert(adminSettings).values({ userId: id }).onConflictDoNothing();
  else await tx.delete(adminSettings).where(eq(adminSettings.userId, id));
}

/** Disables the account and ends its sessions; answers how many ended. */
export async function disableUser(tx: DbOrTx, id: string, now: Date) {
  await tx.update(user).set({ disabledAt: now, updatedAt: now }).where(eq(user.id, id));
  const ended = await tx
    .delete(session)
    .where(eq(session.userId, id))
    .returning({ id: session.id });
  return ended.length;
}

export async function enableUser(tx: DbOrTx, id: string) {
  await tx
    .update(user)
    .set({ disabledAt: null, updatedAt: new Date() })
    .where(and(eq(user.id, id)));
}
