import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiErrorBody, MyProfile } from '@mizani/shared';
import { auditLog, user as userTable } from '../src/db/schema/index.ts';
import { createTestServer, lastMailUrl, type TestServer } from './helpers.ts';

// The signed-in user's own account (/api/me): the profile and the change of email address.
// Sign-up, sign-in, passwords and second factor are in auth.test.ts.

let s: TestServer;
let n = 0;
const email = () => `me-${Date.now()}-${++n}@example.com`;

beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});

describe('profile', () => {
  it('reads and edits names, company and country; role and email cannot be changed', async () => {
    const u = await s.createUser({ firstName: 'Zola' });
    const get = await s.request('/api/me/profile', { cookie: u.cookie });
    expect((await get.json()) as MyProfile).toMatchObject({
      email: u.email,
      role: 'client',
      firstName: 'Zola',
    });
    const patch = await s.request('/api/me/profile', {
      method: 'PATCH',
      json: { firstName: 'Zola', lastName: 'Banda', company: '', country: 'Zambia' },
      cookie: u.cookie,
    });
    expect(patch.status).toBe(200);
    expect((await patch.json()) as MyProfile).toMatchObject({
      firstName: 'Zola',
      lastName: 'Banda',
      company: null,
      country: 'Zambia',
      role: 'client',
    });
    const [named] = await s.database.db.select().from(userTable).where(eq(userTable.id, u.id));
    expect(named!.name).toBe('Zola Banda');
    const role = await s.request('/api/me/profile', {
      method: 'PATCH',
      json: { firstName: 'Zola', role: 'admin' },
      cookie: u.cookie,
    });
    expect(role.status).toBe(400);
    const bad = await s.request('/api/me/profile', {
      method: 'PATCH',
      json: { firstName: '', country: 'Atlantis' },
      cookie: u.cookie,
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as ApiErrorBody;
    expect(Object.keys(body.error.fields!)).toEqual(
      expect.arrayContaining(['firstName', 'country']),
    );
    const upd = await s.request('/api/auth/update-user', {
      method: 'POST',
      json: { role: 'admin' },
      cookie: u.cookie,
    });
    expect(upd.status).toBeGreaterThanOrEqual(400);
    const [row] = await s.database.db.select().from(userTable).where(eq(userTable.id, u.id));
    expect(row!.role).toBe('client');
  });
});

describe('change email', () => {
  it('needs the password, mails the new address, and changes it only when the link is opened', async () => {
    const u = await s.createUser();
    const newEmail = email();
    // better-auth's own endpoint does not ask for the password: refused over HTTP.
    const direct = await s.request('/api/auth/change-email', {
      method: 'POST',
      json: { newEmail },
      cookie: u.cookie,
    });
    expect(direct.status).toBe(403);

    const wrong = await s.request('/api/me/email', {
      method: 'POST',
      json: { newEmail, password: 'not-my-password' },
      cookie: u.cookie,
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as ApiErrorBody).error.fields).toMatchObject({
      password: 'The password is not correct.',
    });

    const same = await s.request('/api/me/email', {
      method: 'POST',
      json: { newEmail: u.email, password: u.password },
      cookie: u.cookie,
    });
    expect(same.status).toBe(400);

    const anon = await s.request('/api/me/email', {
      method: 'POST',
      json: { newEmail, password: u.password },
    });
    expect(anon.status).toBe(401);

    const ok = await s.request('/api/me/email', {
      method: 'POST',
      json: { newEmail, password: u.password },
      cookie: u.cookie,
    });
    expect(ok.status).toBe(200);
    // Not changed yet.
    const before = await s.request('/api/me/profile', { cookie: u.cookie });
    expect(((await before.json()) as MyProfile).email).toBe(u.email);

    const url = new URL(await lastMailUrl(s, newEmail, 'email_change'));
    const opened = await s.request(url.pathname + url.search, { method: 'GET', cookie: u.cookie });
    expect(opened.status).toBeLessThan(400);
    const [row] = await s.database.db.select().from(userTable).where(eq(userTable.id, u.id));
    expect(row!.email).toBe(newEmail);
    expect(row!.emailVerified).toBe(true);
    const rows = await s.database.db.select().from(auditLog).where(eq(auditLog.actorId, u.id));
    expect(rows.map((r) => r.action)).toContain('auth.email_change_request');
    expect(JSON.stringify(rows)).not.toContain(u.password);
  });
});
