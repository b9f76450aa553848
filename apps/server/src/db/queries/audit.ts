import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { auditLog } from '../schema/index.ts';
import { containsPattern } from '../../lib/search.ts';

/**
 * One page (limit + 1 rows, to tell whether more follow) of the audit log, newest first, keyset on
 * id. `from`/`to` are UTC days (inclusive); q is a contains-search over who, what and where.
 */
export function listAuditEntries(
  db: DbOrTx,
  q: { action?: string; from?: string; to?: string; cursor?: number; q?: string; limit: number },
) {
  const where: SQL[] = [];
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.from) where.push(gte(auditLog.createdAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to)
    where.push(
      lt(auditLog.createdAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000)),
    );
  if (q.cursor) where.push(lt(auditLog.id, q.cursor));
  if (q.q) {
    const p = containsPattern(q.q);
    where.push(
      or(
        sql`${auditLog.actorEmail} ilike ${p}`,
        sql`${auditLog.action} ilike ${p}`,
        sql`${auditLog.targetId} ilike ${p}`,
        sql`${auditLog.targetType} ilike ${p}`,
        sql`${auditLog.ip} ilike ${p}`,
      )!,
    );
  }
  return db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(q.limit + 1);
}

/** Distinct action names (at most 200), for the filter. */
export async function listAuditActions(db: DbOrTx) {
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(auditLog.action)
    .limit(200);
  return rows.map((r) => r.action);
}
