import { Hono } from 'hono';
import { AuditQuerySchema, type AuditEntryRow } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import { listAuditActions, listAuditEntries } from '../../db/queries/audit.ts';
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
    const rows = await listAuditEntries(db, q);
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
    return c.json({ actions: await listAuditActions(db) });
  });

  return app;
}
