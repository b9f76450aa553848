import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Alert, NotificationsResponse, RatesResponse } from '@mizani/shared';
import { createTestServerWithUsers, type TestServer, type TestUser } from './helpers.ts';
import { queryRows } from '../src/db/client.ts';

let s: TestServer;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let pairId: string;

beforeAll(async () => {
  const users = await createTestServerWithUsers({ seedContent: true, clients: 2 });
  ({ server: s, admin } = users);
  [alice, bob] = users.clients as [TestUser, TestUser];
  const { rates } = (await (await s.request('/api/rates')).json()) as RatesResponse;
  pairId = rates.find((r) => r.displayName === 'USD/KES')!.pairId;
});
afterAll(() => s?.close());

const post = (bid: string, ask: string) =>
  s.request(`/api/admin/rates/pairs/${pairId}/rates`, {
    method: 'POST',
    cookie: admin.cookie,
    json: { bid, ask },
  });
const create = (u: TestUser, json: Record<string, unknown>) =>
  s.request('/api/alerts', {
    method: 'POST',
    cookie: u.cookie,
    json: { pairId, direction: 'above', targetRate: '130', ...json },
  });
const bell = async (u: TestUser) =>
  (await (
    await s.request('/api/notifications', { cookie: u.cookie })
  ).json()) as NotificationsResponse;

describe('rate alerts', () => {
  it('requires a session', async () => {
    expect((await s.request('/api/alerts')).status).toBe(401);
    expect((await s.request('/api/alerts/summary')).status).toBe(401);
    expect((await s.request('/api/notifications')).status).toBe(401);
  });

  it('validates input with the shared schema messages', async () => {
    const res = await create(alice, { targetRate: '-1', direction: 'sideways' });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields.direction).toBeDefined();
    expect(error.fields.targetRate).toBe('Target rate must be a positive number');
    expect((await create(alice, { channelEmail: false, channelInApp: false })).status).toBe(400);
    expect((await create(alice, { extra: 1 })).status).toBe(400);
  });

  it("one client's alerts are invisible to another (404, not 403)", async () => {
    const res = await create(alice, { targetRate: '200' });
    expect(res.status).toBe(201);
    const { alert } = (await res.json()) as { alert: Alert };
    const bobList = (await (await s.request('/api/alerts', { cookie: bob.cookie })).json()) as {
      alerts: Alert[];
    };
    expect(bobList.alerts).toEqual([]);
    expect(
      (
        await s.request(`/api/alerts/${alert.id}`, {
          method: 'PUT',
          cookie: bob.cookie,
          json: { pairId, direction: 'below', targetRate: '1' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await s.request(`/api/alerts/${alert.id}/active`, {
          method: 'PATCH',
          cookie: bob.cookie,
          json: { isActive: false },
        })
      ).status,
    ).toBe(404);
    expect(
      (await s.request(`/api/alerts/${alert.id}`, { method: 'DELETE', cookie: bob.cookie })).status,
    ).toBe(404);
    expect(
      (
        (await (await s.request('/api/alerts/summary', { cookie: bob.cookie })).json()) as {
          active: number;
        }
      ).active,
    ).toBe(0);
    expect(
      (
        (await (await s.request('/api/alerts/summary', { cookie: alice.cookie })).json()) as {
          active: number;
        }
      ).active,
    ).toBe(1);
    // Edit, pause, delete by the owner.
    const edited = await s.request(`/api/alerts/${alert.id}`, {
      method: 'PUT',
      cookie: alice.cookie,
      json: {
        pairId,
        direction: 'below',
        targetRate: '100.5',
        channelEmail: false,
        channelInApp: true,
      },
    });
    expect(((await edited.json()) as { alert: Alert }).alert).toMatchObject({
      direction: 'below',
      targetRate: '100.5',
      channelEmail: false,
    });
    const paused = await s.request(`/api/alerts/${alert.id}/active`, {
      method: 'PATCH',
      cookie: alice.cookie,
      json: { isActive: false },
    });
    expect(((await paused.json()) as { alert: Alert }).alert.isActive).toBe(false);
    expect(
      (
        (await (await s.request('/api/alerts/summary', { cookie: alice.cookie })).json()) as {
          active: number;
        }
      ).active,
    ).toBe(0);
    expect(
      (await s.request(`/api/alerts/${alert.id}`, { method: 'DELETE', cookie: alice.cookie }))
        .status,
    ).toBe(200);
  });

  it('fires once per crossing, re-arms after crossing back, with email and in-app notification', async () => {
    const res = await create(alice, { direction: 'above', targetRate: '130' });
    const { alert } = (await res.json()) as { alert: Alert };
    const quiet = await create(bob, { direction: 'above', targetRate: '131', channelEmail: false });
    expect(quiet.status).toBe(201);

    await post('129.8', '130.0'); // mid 129.9: below target
    expect((await bell(alice)).unread).toBe(0);
    const r1 = await post('130.1', '130.3'); // mid 130.2: crosses
    expect(((await r1.json()) as { alertsFired: number }).alertsFired).toBe(1);
    let b = await bell(alice);
    expect(b.unread).toBe(1);
    expect(b.notifications[0]!.title).toBe('USD/KES rose above 130.0000');
    await post('130.3', '130.5'); // still above: no second firing
    expect((await bell(alice)).unread).toBe(1);
    const list = (await (await s.request('/api/alerts', { cookie: alice.cookie })).json()) as {
      alerts: Alert[];
    };
    const a = list.alerts.find((x) => x.id === alert.id)!;
    expect(a).toMatchObject({ armed: false, lastTriggeredRate: '130.2', triggerCount: 1 });
    expect(a.lastTriggeredAt).not.toBeNull();

    await post('129.6', '129.8'); // back below: re-arms
    await post('130.4', '130.6'); // crosses again: fires again
    b = await bell(alice);
    expect(b.unread).toBe(2);
    const mails = await queryRows<{ to_address: string; subject: string }>(
      s.database.db,
      sql`select to_address, subject from mail_outbox where kind = 'rate_alert' order by id`,
    );
    expect(mails).toEqual([
      { to_address: alice.email, subject: 'Rate alert: USD/KES rose above 130.0000' },
      { to_address: alice.email, subject: 'Rate alert: USD/KES rose above 130.0000' },
    ]);
    // Bob's alert (131) never crossed; it has no email channel anyway.
    expect((await bell(bob)).unread).toBe(0);

    // Mark as read, one and all; another user cannot mark Alice's.
    const first = b.notifications[0]!;
    expect(
      (
        await s.request(`/api/notifications/${first.id}/read`, {
          method: 'POST',
          cookie: bob.cookie,
        })
      ).status,
    ).toBe(404);
    const read = await s.request(`/api/notifications/${first.id}/read`, {
      method: 'POST',
      cookie: alice.cookie,
    });
    expect(((await read.json()) as { unread: number }).unread).toBe(1);
    await s.request('/api/notifications/read-all', { method: 'POST', cookie: alice.cookie });
    expect((await bell(alice)).unread).toBe(0);
  });

  it('caps active alerts at 50 per client', async () => {
    const carol = await s.createUser();
    for (let i = 0; i < 50; i++)
      expect((await create(carol, { targetRate: String(200 + i) })).status).toBe(201);
    const over = await create(carol, { targetRate: '999' });
    expect(over.status).toBe(409);
    // A paused one does not count.
    expect((await create(carol, { targetRate: '999', isActive: false })).status).toBe(201);
  });
});
