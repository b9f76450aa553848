import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ApiErrorBody, AuditEntryRow } from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import { inquiries } from '../src/db/schema/index.ts';
import { createTestServer, type TestServer, type TestUser } from './helpers.ts';

// Issue 8's hard rules, each proved against the API (PGlite, and PostgreSQL with DATABASE_URL):
// at least one usable admin always remains, a disabled user's sessions end at once, the audit log
// cannot be changed, and CSV exports cannot carry a spreadsheet formula.

type AuditPage = { items: AuditEntryRow[] };

let s: TestServer;
let ada: TestUser;
beforeAll(async () => {
  s = await createTestServer();
  ada = await s.createUser({ role: 'admin', firstName: 'Ada' });
}, 60_000);
afterAll(async () => s?.close());

const send = (method: string, path: string, cookie: string, body: unknown = {}) =>
  s.request(path, { method, json: body, cookie });
const activeAdmins = async () =>
  (
    await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from "user" where role = 'admin' and disabled_at is null`,
    )
  )[0]!.n;

describe('at least one admin remains', () => {
  it('a disabled admin does not count: the last active admin cannot demote themself (409)', async () => {
    const ben = await s.createUser({ role: 'admin', firstName: 'Ben' });
    expect(
      (await send('POST', `/api/admin/users/${ben.id}/disable`, ada.cookie, { reason: 'Leave' }))
        .status,
    ).toBe(200);
    const refused = await send('PUT', `/api/admin/users/${ada.id}/role`, ada.cookie, {
      role: 'client',
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ApiErrorBody).error.message).toContain(
      'At least one admin must remain',
    );
    // nor can the last active admin disable themself
    expect(
      (
        await send('POST', `/api/admin/users/${ada.id}/disable`, ada.cookie, {
          reason: 'Stepping away',
        })
      ).status,
    ).toBe(409);
    expect(await activeAdmins()).toBe(1);
    // with Ben back, Ada may step down; then Ben is the last and is refused the same way
    expect((await send('POST', `/api/admin/users/${ben.id}/enable`, ada.cookie)).status).toBe(200);
    // disabling ended Ben's sessions: his old cookie is dead, he signs in again
    expect((await s.request('/api/admin/users', { cookie: ben.cookie })).status).toBe(401);
    ben.cookie = await s.signIn(ben.email, ben.password);
    expect(
      (await send('PUT', `/api/admin/users/${ada.id}/role`, ada.cookie, { role: 'client' })).status,
    ).toBe(200);
    expect((await s.request('/api/admin/users', { cookie: ada.cookie })).status).toBe(403);
    expect(
      (await send('PUT', `/api/admin/users/${ben.id}/role`, ben.cookie, { role: 'client' })).status,
    ).toBe(409);
    expect(await activeAdmins()).toBe(1);
    // restore Ada for the next tests
    expect(
      (await send('PUT', `/api/admin/users/${ada.id}/role`, ben.cookie, { role: 'admin' })).status,
    ).toBe(200);
  });

  it('two admins demoting each other at the same moment: exactly one succeeds', async () => {
    const cy = await s.createUser({ role: 'admin', firstName: 'Cy' });
    // Ada and Ben and Cy are admins; Ben steps down so exactly two remain.
    const admins = await queryRows<{ id: string }>(
      s.database.db,
      sql`select id from "user" where role = 'admin' and id not in (${ada.id}, ${cy.id})`,
    );
    for (const a of admins)
      expect(
        (await send('PUT', `/api/admin/users/${a.id}/role`, ada.cookie, { role: 'client' })).status,
      ).toBe(200);
    expect(await activeAdmins()).toBe(2);
    const [a, b] = await Promise.all([
      send('PUT', `/api/admin/users/${cy.id}/role`, ada.cookie, { role: 'client' }),
      send('PUT', `/api/admin/users/${ada.id}/role`, cy.cookie, { role: 'client' }),
    ]);
    // One wins (200); the other either finds itself no longer admin (403) or is the last (409).
    expect([a.status, b.status].filter((x) => x === 200)).toHaveLength(1);
    expect([a.status, b.status].every((x) => [200, 403, 409].includes(x))).toBe(true);
    expect(await activeAdmins()).toBe(1);
    // Later cases act as the admin who remains, whichever of the two won the race.
    if (b.status === 200) ada = cy;
  });
});

describe('disabling a user ends their sessions at once', () => {
  it('every session of the user, on every device, gets 401 on the next request', async () => {
    const admin = (
      await queryRows<{ id: string }>(
        s.database.db,
        sql`select id from "user" where role = 'admin' and disabled_at is null limit 1`,
      )
    )[0]!;
    const adminCookie = admin.id === ada.id ? ada.cookie : null;
    expect(adminCookie).toBeTruthy();
    const dan = await s.createUser({ firstName: 'Dan' });
    const laptop = dan.cookie;
    const phone = await s.signIn(dan.email, dan.password);
    for (const cookie of [laptop, phone])
      expect((await s.request('/api/wallet/accounts', { cookie })).status).toBe(200);
    const r = await send('POST', `/api/admin/users/${dan.id}/disable`, adminCookie!, {
      reason: 'Compliance hold',
    });
    expect(r.status).toBe(200);
    for (const cookie of [laptop, phone]) {
      expect((await s.request('/api/wallet/accounts', { cookie })).status).toBe(401);
      expect((await s.request('/api/orders', { cookie })).status).toBe(401);
    }
    const [entry] = await queryRows<{ after: unknown }>(
      s.database.db,
      sql`select after from audit_log where action = 'user.disable' and target_id = ${dan.id}`,
    );
    expect(entry!.after).toMatchObject({ reason: 'Compliance hold', sessionsEnded: 2 });
  });
});

describe('the audit log is append-only', () => {
  it('no route changes or deletes an entry, and the database refuses it too', async () => {
    const before = (await (
      await s.request('/api/admin/audit?limit=1', { cookie: ada.cookie })
    ).json()) as AuditPage;
    const id = before.items[0]!.id;
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      for (const path of ['/api/admin/audit', `/api/admin/audit/${id}`])
        expect((await send(method, path, ada.cookie)).status).toBe(404);
    for (const stmt of [
      sql`update audit_log set action = 'forged' where id = ${id}`,
      sql`delete from audit_log where id = ${id}`,
    ]) {
      const err = await queryRows(s.database.db, stmt).then(
        () => null,
        (e: { cause?: { code?: string } }) => e.cause,
      );
      expect(err?.code).toBe('42501');
    }
    const after = (await (
      await s.request('/api/admin/audit?limit=1', { cookie: ada.cookie })
    ).json()) as AuditPage;
    expect(after.items[0]).toEqual(before.items[0]);
  });
});

describe('CSV export', () => {
  it('the filtered requests list defuses every formula prefix (=, +, -, @, tab)', async () => {
    const evil = ['=HYPERLINK("http://x")', '+cmd|calc', '-2+3', '@SUM(A1)', '\t=1'];
    for (const [i, name] of evil.entries())
      await s.database.db.insert(inquiries).values({
        name,
        email: `csv${i}@example.com`,
        company: name,
        subject: 'CSV',
        message: 'Formula test',
      });
    const res = await s.request('/api/admin/requests/export.csv?type=inquiry&q=csv', {
      cookie: ada.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.csv"/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines).toHaveLength(1 + evil.length);
    for (const line of lines.slice(1)) {
      const cells = line.match(/"(?:[^"]|"")*"/g)!;
      // every cell is quoted and none starts with a formula character once unquoted
      for (const cell of cells) expect(cell.slice(1)).not.toMatch(/^[=+\-@\t]/);
    }
    for (const name of evil) expect(lines.join('\n')).toContain(`"'${name.replace(/"/g, '""')}"`);
    // a client cannot export
    const client = await s.createUser();
    expect(
      (await s.request('/api/admin/requests/export.csv', { cookie: client.cookie })).status,
    ).toBe(403);
    expect((await s.request('/api/admin/requests/export.csv')).status).toBe(401);
  });
});
