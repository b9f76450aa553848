import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { D, type Alert, type MembersResponse, type RatesResponse } from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import { createTestServer, readJson, type TestServer, type TestUser } from './helpers.ts';
import { ACCOUNT, addMember, asBusiness, createBusiness } from './business-helpers.ts';
import { verifyBusinessKyb } from './kyb-helpers.ts';

// Rate alerts belong to the account selected when they were made (issue 17; decision 019): a
// business's alerts are the business's, visible to every member, changed by those who may
// initiate; the member who made one hears it while still a member, then the owners and admins
// do. Statements and exports are the business's likewise, for every role that may view. Runs on
// PGlite and on PostgreSQL.

let s: TestServer;
let admin: TestUser;
let owner: TestUser;
let initiator: TestUser;
let viewer: TestUser;
let approver: TestUser;
let outsider: TestUser;
let bizId: string;
let pairId: string;
type Dec = InstanceType<typeof D>;
let mid: Dec;
beforeAll(async () => {
  s = await createTestServer({ seedContent: true });
  admin = await s.createUser({ role: 'admin' });
  owner = await s.createUser({ firstName: 'Olive' });
  initiator = await s.createUser({ firstName: 'Ivy' });
  viewer = await s.createUser({ firstName: 'Victor' });
  approver = await s.createUser({ firstName: 'Abe' });
  outsider = await s.createUser({ firstName: 'Otto' });
  bizId = (await createBusiness(s, owner)).id;
  await addMember(s, owner, bizId, initiator, 'initiator');
  await addMember(s, owner, bizId, viewer, 'viewer');
  await addMember(s, owner, bizId, approver, 'approver');
  const { rates } = await readJson<RatesResponse>(s.request('/api/rates'));
  const usdKes = rates.find((r) => r.displayName === 'USD/KES')!;
  pairId = usdKes.pairId;
  mid = new D(usdKes.mid);
}, 120_000);
afterAll(async () => {
  await s.close();
});

const alertBody = (target: Dec) => ({
  pairId,
  direction: 'above',
  targetRate: target.toFixed(4),
  channelEmail: true,
  channelInApp: true,
  isActive: true,
});
const list = async (u: TestUser, business = true) =>
  (
    await readJson<{ alerts: Alert[] }>(
      business
        ? asBusiness(s, u, bizId, '/api/alerts')
        : s.request('/api/alerts', { cookie: u.cookie }),
    )
  ).alerts;
/** Moves USD/KES to `m` (a small step: no confirmation needed). */
const rate = async (m: Dec) => {
  const res = await s.request(`/api/admin/rates/pairs/${pairId}/rates`, {
    method: 'POST',
    cookie: admin.cookie,
    json: { bid: m.minus('0.05').toFixed(4), ask: m.plus('0.05').toFixed(4) },
  });
  expect(res.status).toBe(201);
};
const alertNotices = (u: TestUser) =>
  queryRows<{ title: string }>(
    s.database.db,
    sql`select title from notifications where user_id = ${u.id} and kind = 'rate_alert'`,
  );

describe("a business's rate alerts", () => {
  it('belong to the business: members see them, initiators change them, others are refused', async () => {
    const target = mid.times('1.001');
    const made = await readJson<{ alert: Alert }>(
      asBusiness(s, initiator, bizId, '/api/alerts', { method: 'POST', json: alertBody(target) }),
      201,
    );
    const id = made.alert.id;
    for (const u of [owner, initiator, viewer, approver])
      expect((await list(u)).map((a) => a.id)).toEqual([id]);
    // Not the initiator's personal alert, and nobody's personal list shows it.
    for (const u of [owner, initiator]) expect(await list(u, false)).toEqual([]);
    const summary = await readJson<{ active: number }>(
      asBusiness(s, viewer, bizId, '/api/alerts/summary'),
    );
    expect(summary.active).toBe(1);

    // Viewers and approvers read only (403); the owner may pause it.
    for (const u of [viewer, approver]) {
      const res = await asBusiness(s, u, bizId, '/api/alerts', {
        method: 'POST',
        json: alertBody(target),
      });
      expect(res.status).toBe(403);
      const pause = await asBusiness(s, u, bizId, `/api/alerts/${id}/active`, {
        method: 'PATCH',
        json: { isActive: false },
      });
      expect(pause.status).toBe(403);
    }
    // A non-member naming the business, or reaching the id from their own account: 404.
    expect((await asBusiness(s, outsider, bizId, '/api/alerts')).status).toBe(404);
    const foreign = await s.request(`/api/alerts/${id}`, {
      method: 'DELETE',
      cookie: outsider.cookie,
    });
    expect(foreign.status).toBe(404);
    const personal = await s.request(`/api/alerts/${id}/active`, {
      method: 'PATCH',
      cookie: initiator.cookie,
      json: { isActive: false },
    });
    expect(personal.status).toBe(404);
    const [row] = await queryRows<{ user_id: string; created_by: string }>(
      s.database.db,
      sql`select user_id, created_by from rate_alerts where id = ${id}`,
    );
    expect(row).toEqual({ user_id: bizId, created_by: initiator.id });
  });

  it('tell the member who made them, and the owners and admins once that member has left', async () => {
    const [alert] = await list(owner);
    await rate(mid.times('1.002')); // crosses: fires
    expect((await alertNotices(initiator)).length).toBe(1);
    expect(await alertNotices(owner)).toEqual([]);
    expect(await alertNotices(viewer)).toEqual([]);

    const { members } = await readJson<MembersResponse>(
      s.request(`/api/business/${bizId}/members`, { cookie: owner.cookie }),
    );
    const leaving = members.find((m) => m.userId === initiator.id)!;
    await readJson(
      s.request(`/api/business/${bizId}/members/${leaving.id}`, {
        method: 'DELETE',
        cookie: owner.cookie,
      }),
    );
    await rate(mid.times('0.999')); // back below: re-arms
    await rate(mid.times('1.002')); // crosses again: the business's alert still fires
    expect((await alertNotices(initiator)).length).toBe(1);
    expect((await alertNotices(owner)).length).toBe(1);
    expect(await alertNotices(viewer)).toEqual([]);
    const mails = await queryRows<{ to_address: string }>(
      s.database.db,
      sql`select to_address from mail_outbox where kind = 'rate_alert' order by created_at`,
    );
    expect(mails.map((m) => m.to_address)).toEqual([initiator.email, owner.email]);
    // The alert is still the business's after its maker left.
    expect((await list(owner)).map((a) => a.id)).toEqual([alert!.id]);
    expect((await s.request('/api/alerts', { headers: { [ACCOUNT]: bizId } })).status).toBe(401);
  });
});

describe("a business's statements and exports", () => {
  it("are the business's for every member who may view, and nobody else's", async () => {
    await verifyBusinessKyb(s, owner, bizId);
    const { deposit } = await readJson<{ deposit: { id: string } }>(
      asBusiness(s, owner, bizId, '/api/wallet/deposits', {
        method: 'POST',
        json: { currency: 'USD', method: 'bank_transfer' },
      }),
      201,
    );
    await readJson(
      s.request(`/api/admin/funding/deposits/${deposit.id}/confirm`, {
        method: 'POST',
        cookie: admin.cookie,
        json: { receivedAmount: '250.00' },
      }),
    );
    const month = new Date().toISOString().slice(0, 7);
    type Statement = { currencies: { currency: string; closing: string }[] };
    for (const u of [owner, viewer, approver]) {
      const st = await readJson<Statement>(
        asBusiness(s, u, bizId, `/api/reports/statement?month=${month}&format=json`),
      );
      expect(st.currencies.find((c) => c.currency === 'USD')?.closing).toBe('250.00');
      // The member's own statement does not hold the business's money.
      const mine = await readJson<Statement>(
        s.request(`/api/reports/statement?month=${month}&format=json`, { cookie: u.cookie }),
      );
      expect(mine.currencies.find((c) => c.currency === 'USD')?.closing ?? '0.00').toBe('0.00');
      // Download links name the account in ?account= (they cannot send a header).
      const pdf = await s.request(
        `/api/reports/statement.pdf?month=${month}&currency=USD&account=${bizId}`,
        { cookie: u.cookie },
      );
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const csv = await s.request(`/api/reports/orders.csv?account=${bizId}`, {
        cookie: u.cookie,
      });
      expect(csv.status).toBe(200);
    }
    for (const path of [
      `/api/reports/statement?month=${month}&format=json&account=${bizId}`,
      `/api/reports/statement.pdf?month=${month}&currency=USD&account=${bizId}`,
      `/api/reports/orders.csv?account=${bizId}`,
    ])
      expect((await s.request(path, { cookie: outsider.cookie })).status, path).toBe(404);
  });
});
