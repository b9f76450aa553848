import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../context.ts';
import {
  countUnread,
  listNotifications,
  markAllRead,
  markRead,
} from '../db/queries/notifications.ts';
import { notFound } from '../lib/errors.ts';
import { uuidParam } from '../lib/validate.ts';

/** The signed-in user's in-app notifications (the dashboard bell). */
export function notificationsRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;

  app.get('/', async (c) => {
    const userId = c.get('user')!.id;
    const limit = Math.min(100, Math.max(1, Number(c.req.query('limit') ?? 30) || 30));
    const rows = await listNotifications(db, { userId, limit });
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
      unread: await countUnread(db, userId),
    });
  });

  app.get('/unread-count', async (c) =>
    c.json({ unread: await countUnread(db, c.get('user')!.id) }),
  );

  app.post('/:id/read', async (c) => {
    const id = uuidParam(c);
    const userId = c.get('user')!.id;
    if (!(await markRead(db, { userId, id }))) throw notFound('Notification');
    return c.json({ ok: true, unread: await countUnread(db, userId) });
  });

  app.post('/read-all', async (c) => {
    await markAllRead(db, c.get('user')!.id);
    return c.json({ ok: true, unread: 0 });
  });

  return app;
}
