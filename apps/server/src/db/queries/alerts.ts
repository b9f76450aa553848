import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../client.ts';
import { rateAlerts, type currencyPairs } from '../schema/index.ts';
import type { SqlRow } from './sql-row.ts';

// A client's rate alerts: every function takes the owner's user id and scopes by it.

export type AlertSqlRow = SqlRow<
  typeof rateAlerts,
  | 'id'
  | 'pairId'
  | 'direction'
  | 'targetRate'
  | 'channelEmail'
  | 'channelInApp'
  | 'isActive'
  | 'armed'
  | 'lastTriggeredAt'
  | 'lastTriggeredRate'
  | 'triggerCount'
  | 'createdAt'
> &
  SqlRow<typeof currencyPairs, 'displayName'>;

/** The owner's alerts (or the one with `id`) with their pair's name, newest first. */
export function listAlerts(db: DbOrTx, p: { userId: string; id?: string }) {
  return queryRows<AlertSqlRow>(
    db,
    sql`select a.id, a.pair_id, p.display_name, a.direction, a.target_rate, a.channel_email, a.channel_in_app,
          a.is_active, a.armed, a.last_triggered_at, a.last_triggered_rate, a.trigger_count, a.created_at
        from rate_alerts a join currency_pairs p on p.id = a.pair_id
        where a.user_id = ${p.userId} ${p.id ? sql`and a.id = ${p.id}` : sql``}
        order by a.created_at desc, a.id desc limit 500`,
  );
}

/** The owner's active alerts, not counting `excludeId`. */
export async function countActiveAlerts(db: DbOrTx, p: { userId: string; excludeId?: string }) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from rate_alerts where user_id = ${p.userId} and is_active ${p.excludeId ? sql`and id <> ${p.excludeId}` : sql``}`,
  );
  return Number(row?.n ?? 0);
}

/** Serializes one owner's alert writes until the transaction ends (the active cap holds). */
export async function lockOwnerAlerts(tx: DbOrTx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`alerts:${userId}`}))`);
}

export async function activePairExists(db: DbOrTx, pairId: string) {
  const [p] = await queryRows<{ id: string }>(
    db,
    sql`select id from currency_pairs where id = ${pairId} and is_active`,
  );
  return Boolean(p);
}

export async function insertAlert(tx: DbOrTx, values: typeof rateAlerts.$inferInsert) {
  const [a] = await tx.insert(rateAlerts).values(values).returning({ id: rateAlerts.id });
  return a!.id;
}

const owned = (p: { userId: string; id: string }) =>
  and(eq(rateAlerts.id, p.id), eq(rateAlerts.userId, p.userId));

/** The owner's alert, locked for update, or undefined. */
export async function lockAlert(tx: DbOrTx, p: { userId: string; id: string }) {
  const [a] = await tx.select().from(rateAlerts).where(owned(p)).for('update');
  return a;
}

export async function updateAlert(
  tx: DbOrTx,
  p: { userId: string; id: string },
  values: Partial<typeof rateAlerts.$inferInsert>,
) {
  await tx
    .update(rateAlerts)
    .set({ ...values, updatedAt: new Date() })
    .where(owned(p));
}

/** Deletes the owner's alert; false when there was none. */
export async function deleteAlert(db: DbOrTx, p: { userId: string; id: string }) {
  const deleted = await db.delete(rateAlerts).where(owned(p)).returning({ id: rateAlerts.id });
  return deleted.length > 0;
}
