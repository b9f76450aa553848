import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsResponse } from '@mizani/shared';
import { notifications } from '../src/db/schema/index.ts';
import { createTestServerWithUsers, readJson, type TestServer, type TestUser } from './helpers.ts';

// In-app notifications (/api/notifications): the dashboard bell, scoped to the signed-in user.
// Rate alerts write them (alerts.test.ts); here they are inserted directly.

let s: TestServer;
let alice: TestUser;
let bob: TestUser;

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const list = (u: TestUser, query = '') =>
  readJson<NotificationsResponse>(s.request(`/api/notifications${query}`, { cookie: u.cookie }));
const unreadCount = async (u: TestUser) =>
  (
    await readJson<{ unread: number }>(
      s.request('/api/notifications/unread-count', { cookie: u.cookie }),
    )
  ).unread;

beforeAll(async () => {
  const users = await createTestServerWithUsers({ clients: 2 });
  s = users.server;
  [alice, bob] = users.clients as [TestUser, TestUser];
  const note = (userId: string, title: string, at: number, read = false) => ({
    userId,
    kind: 'rate_alert',
    title,
    body: `${title} body`,
    link: '/dashboard?tab=alerts',
    createdAt: minutesAgo(at),
    readAt: read ? minutesAgo(at - 1) : null,
  });
  await s.database.db
    .insert(notifications)
    .values([
      note(alice.id, 'Oldest', 30, true),
      note(alice.id, 'Middle', 20),
      note(alice.id, 'Newest', 10),
      note(bob.id, 'Bob only', 5),
    ]);
}, 60_000);
afterAll(async () => s?.close());

describe('notifications', () => {
  it('needs a session', async () => {
    expect((await s.request('/api/notifications')).status).toBe(401);
    expect((await s.request('/api/notifications/unread-count')).status).toBe(401);
    expect((await s.request('/api/notifications/read-all', { method: 'POST' })).status).toBe(401);
  });

  it('lists only my notifications, newest first, with the unread count', async () => {
    const mine = await list(alice);
    expect(mine.notifications.map((n) => n.title)).toEqual(['Newest', 'Middle', 'Oldest']);
    expect(mine.unread).toBe(2);
    expect(mine.notifications[0]).toMatchObject({
      kind: 'rate_alert',
      body: 'Newest body',
      link: '/dashboard?tab=alerts',
      readAt: null,
    });
    expect(mine.notifications[2]!.readAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await list(alice, '?limit=1')).notifications.map((n) => n.title)).toEqual(['Newest']);
    expect(await unreadCount(alice)).toBe(2);
    expect((await list(bob)).notifications.map((n) => n.title)).toEqual(['Bob only']);
  });

  it('marks one read; another user’s or an unknown id is 404', async () => {
    const mine = await list(alice);
    const newest = mine.notifications[0]!;
    const done = await readJson<{ ok: boolean; unread: number }>(
      s.request(`/api/notifications/${newest.id}/read`, { method: 'POST', cookie: alice.cookie }),
    );
    expect(done).toEqual({ ok: true, unread: 1 });
    const bobs = (await list(bob)).notifications[0]!;
    const foreign = await s.request(`/api/notifications/${bobs.id}/read`, {
      method: 'POST',
      cookie: alice.cookie,
    });
    expect(foreign.status).toBe(404);
    expect(await unreadCount(bob)).toBe(1);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const r = await s.request(`/api/notifications/${id}/read`, {
        method: 'POST',
        cookie: alice.cookie,
      });
      expect(r.status).toBe(404);
    }
  });

  it('marks all read for me only', async () => {
    const all = await readJson<{ ok: boolean; unread: number }>(
      s.request('/api/notifications/read-all', { method: 'POST', cookie: alice.cookie }),
    );
    expect(all).toEqual({ ok: true, unread: 0 });
    expect((await list(alice)).notifications.every((n) => n.readAt !== null)).toBe(true);
    expect(await unreadCount(bob)).toBe(1);
  });
});
