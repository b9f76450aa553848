import { Hono } from 'hono';
import {
  NOTICE_PREFERENCE_KINDS,
  NOTICE_PREFERENCE_LABELS,
  NoticePreferencesUpdateSchema,
  type NoticePreference,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  countUnread,
  listNotifications,
  markAllRead,
  markRead,
  readNoticePreferences,
  writeNoticePreferences,
} from '../db/queries/notifications.ts';
import { notFound } from '../lib/errors.ts';
import { readJson, uuidParam } from '../lib/validate.ts';

/** The owner's mail choice for every kind, with the words the settings screen shows. */
async function preferences(db: DbOrTx, userId: string): Promise<NoticePreference[]> {
  const stored = await readNoticePreferences(db, userId);
  return NOTICE_PREFERENCE_KINDS.map((kind) => ({
    kind,
    ...NOTICE_PREFERENCE_LABELS[kind],
    email: stored.get(kind) ?? true,
  }));
}

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

  // Mail per kind of money notice (the bell always shows them). Security mails are not listed:
  // they are always sent.
  app.get('/preferences', async (c) =>
    c.json({ preferences: await preferences(db, c.get('user')!.id) }),
  );

  app.put('/preferences', async (c) => {
    const body = await readJson(c, NoticePreferencesUpdateSchema);
    const userId = c.get('user')!.id;
    await writeNoticePreferences(
      db,
      userId,
      Object.entries(body).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'),
    );
    return c.json({ preferences: await preferences(db, userId) });
  });

  app.post('/read-all', async (c) => {
    await markAllRead(db, c.get('user')!.id);
    return c.json({ ok: true, unread: 0 });
  });

  return app;
}
