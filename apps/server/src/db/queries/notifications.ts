import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../client.ts';
import { noticePreferences, notifications } from '../schema/index.ts';

// A user's in-app notifications: every function takes the owner's user id and scopes by it.

export async function countUnread(db: DbOrTx, userId: string) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from notifications where user_id = ${userId} and read_at is null`,
  );
  return Number(row?.n ?? 0);
}

/** The newest `limit` notifications. */
export function listNotifications(db: DbOrTx, p: { userId: string; limit: number }) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, p.userId))
    .orderBy(sql`${notifications.createdAt} desc, ${notifications.id} desc`)
    .limit(p.limit);
}

/** Marks one read (keeping the first read time); false when the owner has no such notification. */
export async function markRead(db: DbOrTx, p: { userId: string; id: string }) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, p.id), eq(notifications.userId, p.userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: DbOrTx, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** One in-app notification for its owner. */
export async function insertNotification(
  db: DbOrTx,
  n: { userId: string; kind: string; title: string; body: string; link: string | null },
) {
  await db.insert(notifications).values(n);
}

/** The owner's mail choices: only "off" rows are stored; a missing kind is on. */
export async function readNoticePreferences(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ kind: noticePreferences.kind, email: noticePreferences.email })
    .from(noticePreferences)
    .where(eq(noticePreferences.userId, userId));
  return new Map(rows.map((r) => [r.kind, r.email]));
}

/** Sets the owner's mail choice for each given kind. */
export async function writeNoticePreferences(
  db: DbOrTx,
  userId: string,
  changes: [kind: string, email: boolean][],
) {
  for (const [kind, email] of changes)
    await db
      .insert(noticePreferences)
      .values({ userId, kind, email })
      .onConflictDoUpdate({
        target: [noticePreferences.userId, noticePreferences.kind],
        set: { email, updatedAt: new Date() },
      });
}
