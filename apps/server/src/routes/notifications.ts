import { Hono } from 'hono';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppBindings, AppDeps } from '../context.ts';
import { queryRows } from '../db/client.ts';
import { notifications } from '../db/schema/index.ts';
import { notFound } from '../lib/errors.ts';
import { uuidParam } from '../lib/validate.ts';

/** The signed-in user's in-app notifications (the dashboard bell). */
export function notificationsRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;

  const unreadCount = async (userId: string) => {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from notifications where user_id = ${userId} and read_at is null`,
    );
    return Number(row?.n ?? 0);
  };

  app.get('/', async (c) => {
    const userId = c.get('user')!.id;
    const limit = Math.min(100, Math.max(1, Number(c.req.query('limit') ?? 30) || 30));
    const rows = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(sql`${notifications.createdAt} desc, ${notifications.id} desc`)
      .limit(limit);
    return c.json({
      notifications: rows.map((n) => ({
        id: n.id,
        kind: n.kind,
        title: n.title,
        body: n.body,
        link: n.link,
        readAt: n.readAt?.toISOString() ?? null,
        createdAt: n.createdAt.toISOString(),
      })),
      unread: await unreadCount(userId),
    });
  });

  app.get('/unread-count', async (c) => c.json({ unread: await unreadCount(c.get('user')!.id) }));

  app.post('/:id/read', async (c) => {
    const id = uuidParam(c);
    const userId = c.get('user')!.id;
    const rows = await db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    if (!rows.length) throw notFound('Notification');
    return c.json({ ok: true, unread: await unreadCount(userId) });
  });

  app.post('/read-all', async (c) => {
    const userId = c.get('user')!.id;
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return c.json({ ok: true, unread: 0 });
  });

  return app;
}
