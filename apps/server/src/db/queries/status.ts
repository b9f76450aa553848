import { desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  PLATFORM_COMPONENTS,
  STATUS_COMPONENTS,
  type StatusComponentId,
  type UptimePeriod,
} from '@mizani/shared';
import { queryRows, type DbOrTx } from '../client.ts';
import { statusIncidents, statusIncidentUpdates, statusSubscribers } from '../schema/index.ts';

// Reads of the status page. A minute is down when most observations of it were down ("several
// instances agreeing"), degraded when any was not up; uptime is the share of checked minutes
// that were not down (minutes nobody checked are left out: docs/public-site.md).

const IS_DOWN = sql.raw('(down_count * 2 > up_count + degraded_count + down_count)');
const IS_BAD = sql.raw('(degraded_count + down_count > 0)');

export interface ComponentCounts {
  component: StatusComponentId;
  observed: Record<UptimePeriod, number>;
  down: Record<UptimePeriod, number>;
}

/** Checked and down minutes per component over 24 h, 7 d and 90 d, in one scan. */
export async function uptimeCounts(db: DbOrTx): Promise<ComponentCounts[]> {
  const rows = await queryRows<Record<string, string | number>>(
    db,
    sql`select component,
      count(*) filter (where minute >= now() - interval '24 hours') as o24,
      count(*) filter (where minute >= now() - interval '24 hours' and ${IS_DOWN}) as d24,
      count(*) filter (where minute >= now() - interval '7 days') as o7,
      count(*) filter (where minute >= now() - interval '7 days' and ${IS_DOWN}) as d7,
      count(*) as o90,
      count(*) filter (where ${IS_DOWN}) as d90
    from status_checks where minute >= now() - interval '90 days'
    group by component`,
  );
  const byId = new Map(rows.map((r) => [String(r.component), r]));
  return STATUS_COMPONENTS.map((component) => {
    const r = byId.get(component);
    const n = (k: string) => Number(r?.[k] ?? 0);
    return {
      component,
      observed: { '24h': n('o24'), '7d': n('o7'), '90d': n('o90') },
      down: { '24h': n('d24'), '7d': n('d7'), '90d': n('d90') },
    };
  });
}

/** Minutes in the last 90 days with a check of every platform component, and those any was down. */
export async function platformCounts(db: DbOrTx): Promise<{ observed: number; down: number }> {
  const [row] = await queryRows<{ observed: string | number; down: string | number }>(
    db,
    sql`select count(*) as observed, count(*) filter (where any_down) as down from (
      select minute, bool_or(${IS_DOWN}) as any_down from status_checks
      where minute >= now() - interval '90 days'
        and component in (${sql.join(
          PLATFORM_COMPONENTS.map((c) => sql`${c}`),
          sql`, `,
        )})
      group by minute) m`,
  );
  return { observed: Number(row?.observed ?? 0), down: Number(row?.down ?? 0) };
}

/** The first minute ever recorded. */
export async function monitoringSince(db: DbOrTx): Promise<Date | null> {
  const [row] = await queryRows<{ first: string | Date | null }>(
    db,
    sql`select min(minute) as first from status_checks`,
  );
  return row?.first ? new Date(row.first) : null;
}

export interface LatestCheck {
  component: StatusComponentId;
  minute: Date;
  up: number;
  degraded: number;
  down: number;
  latencyMs: number;
}

/** Each component's newest minute within the last few minutes (older = no recent data). */
export async function latestChecks(db: DbOrTx, withinMinutes = 3): Promise<LatestCheck[]> {
  const rows = await queryRows<{
    component: string;
    minute: string | Date;
    up_count: number;
    degraded_count: number;
    down_count: number;
    max_latency_ms: number;
  }>(
    db,
    sql`select distinct on (component) component, minute, up_count, degraded_count, down_count, max_latency_ms
    from status_checks
    where minute >= date_trunc('minute', now()) - ${`${withinMinutes} minutes`}::interval
    order by component, minute desc`,
  );
  return rows.map((r) => ({
    component: r.component as StatusComponentId,
    minute: new Date(r.minute),
    up: Number(r.up_count),
    degraded: Number(r.degraded_count),
    down: Number(r.down_count),
    latencyMs: Number(r.max_latency_ms),
  }));
}

export interface BucketRow {
  component: StatusComponentId;
  bucket: Date;
  observed: number;
  down: number;
  degraded: number;
}

/** Checked, down and degraded minutes per component and bucket from `start`. */
export async function bucketCounts(
  db: DbOrTx,
  start: Date,
  bucketMinutes: number,
): Promise<BucketRow[]> {
  const rows = await queryRows<{
    component: string;
    bucket: string | Date;
    observed: string | number;
    down: string | number;
    degraded: string | number;
  }>(
    db,
    sql`select component,
      date_bin(${`${bucketMinutes} minutes`}::interval, minute, ${start.toISOString()}::timestamptz) as bucket,
      count(*) as observed,
      count(*) filter (where ${IS_DOWN}) as down,
      count(*) filter (where ${IS_BAD} and not ${IS_DOWN}) as degraded
    from status_checks where minute >= ${start.toISOString()}::timestamptz
    group by 1, 2`,
  );
  return rows.map((r) => ({
    component: r.component as StatusComponentId,
    bucket: new Date(r.bucket),
    observed: Number(r.observed),
    down: Number(r.down),
    degraded: Number(r.degraded),
  }));
}

// ---------- Incidents ----------

export type IncidentRow = typeof statusIncidents.$inferSelect;
export type IncidentUpdateRow = typeof statusIncidentUpdates.$inferSelect;

/** Open incidents, and those resolved since `resolvedSince`, newest first. */
export function listIncidents(db: DbOrTx, opts: { resolvedSince?: Date; limit?: number } = {}) {
  const where = opts.resolvedSince
    ? or(isNull(statusIncidents.resolvedAt), gte(statusIncidents.resolvedAt, opts.resolvedSince))
    : undefined;
  return db
    .select()
    .from(statusIncidents)
    .where(where)
    .orderBy(desc(statusIncidents.startedAt), desc(statusIncidents.id))
    .limit(opts.limit ?? 100);
}

export function updatesOf(db: DbOrTx, incidentIds: string[]) {
  if (!incidentIds.length) return Promise.resolve([] as IncidentUpdateRow[]);
  return db
    .select()
    .from(statusIncidentUpdates)
    .where(inArray(statusIncidentUpdates.incidentId, incidentIds))
    .orderBy(desc(statusIncidentUpdates.createdAt), desc(statusIncidentUpdates.id));
}

export async function lockIncident(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select()
    .from(statusIncidents)
    .where(eq(statusIncidents.id, id))
    .for('update');
  return row;
}

export async function insertIncident(tx: DbOrTx, values: typeof statusIncidents.$inferInsert) {
  const [row] = await tx.insert(statusIncidents).values(values).returning();
  return row!;
}

export async function updateIncident(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof statusIncidents.$inferInsert>,
) {
  const [row] = await tx
    .update(statusIncidents)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(statusIncidents.id, id))
    .returning();
  return row!;
}

export async function insertIncidentUpdate(
  tx: DbOrTx,
  values: typeof statusIncidentUpdates.$inferInsert,
) {
  const [row] = await tx.insert(statusIncidentUpdates).values(values).returning();
  return row!;
}

// ---------- Subscribers ----------

export type SubscriberRow = typeof statusSubscribers.$inferSelect;

export function confirmedSubscribers(db: DbOrTx) {
  return db
    .select({
      id: statusSubscribers.id,
      email: statusSubscribers.email,
      language: statusSubscribers.language,
    })
    .from(statusSubscribers)
    .where(eq(statusSubscribers.state, 'confirmed'))
    .orderBy(statusSubscribers.createdAt);
}

export async function countConfirmedSubscribers(db: DbOrTx) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(statusSubscribers)
    .where(eq(statusSubscribers.state, 'confirmed'));
  return Number(row?.n ?? 0);
}

/** Creates the pending row, or locks the existing one (a second request for it waits here). */
export async function lockOrCreateSubscriber(tx: DbOrTx, email: string) {
  await tx.insert(statusSubscribers).values({ email }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(statusSubscribers)
    .where(eq(statusSubscribers.email, email))
    .for('update');
  return row!;
}

export async function lockSubscriber(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select()
    .from(statusSubscribers)
    .where(eq(statusSubscribers.id, id))
    .for('update');
  return row;
}

export async function updateSubscriber(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof statusSubscribers.$inferInsert>,
) {
  const [row] = await tx
    .update(statusSubscribers)
    .set(values)
    .where(eq(statusSubscribers.id, id))
    .returning();
  return row!;
}
