import { Hono } from 'hono';
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { AuditQuerySchema, type AuditEntryRow } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import { auditLog } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/queries/admin-requests.ts';
import { readQuery } from '../../lib/validate.ts';

/**
 * Admin audit log: mounted under /api/admin/audit. Read-only by design: the log is append-only,
 * so this router has no update or delete route (a test checks the route table for that).
 */
export function adminAuditRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;

  app.get('/', async (c) => {
    const q = readQuery(c, AuditQuerySchema);
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
    const rows = await db
      .select()
      .from(auditLog)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(auditLog.id))
      .limit(q.limit + 1);
    const page = rows.slice(0, q.limit);
    const items: AuditEntryRow[] = page.map((r) => ({
      id: r.id,
      actorId: r.actorId,
      actorEmail: r.actorEmail,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      before: r.before,
      after: r.after,
      ip: r.ip,
      createdAt: r.createdAt.toISOString(),
    }));
    return c.json({
      items,
      nextCursor: rows.length > q.limit ? String(page[page.length - 1]!.id) : null,
    });
  });

  /** Distinct action names, for the filter. */
  app.get('/actions', async (c) => {
    const rows = await db
      .selectDistinct({ action: auditLog.action })
      .from(auditLog)
      .orderBy(auditLog.action)
      .limit(200);
    return c.json({ actions: rows.map((r) => r.action) });
  });

  return app;
}
