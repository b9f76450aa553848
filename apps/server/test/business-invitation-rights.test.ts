import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { MembersResponse } from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import {
  auditRows,
  createTestServer,
  lastMailUrl,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { addMember, createBusiness, invitationToken } from './business-helpers.ts';

// Issue 33 item 3: an invitation lives only as long as its sender's right to grant it. Removing
// the sender (or lowering their role) revokes their pending invitations, and accepting re-checks
// the sender's current role; the refusal says why, in the reader's language.

vi.setConfig({ testTimeout: 300_000 });

let s: TestServer;
let owner: TestUser;
beforeAll(async () => {
  s = await createTestServer();
  owner = await s.createUser({ firstName: 'Olive' });
}, 300_000);
afterAll(async () => {
  await s?.close();
});

const accept = (u: TestUser, token: string, headers?: Record<string, string>) =>
  s.request(`/api/business/invitations/${token}/accept`, {
    method: 'POST',
    cookie: u.cookie,
    json: {},
    headers,
  });

async function invite(from: TestUser, businessId: string, to: TestUser, role: string) {
  await readJson(
    s.request(`/api/business/${businessId}/invitations`, {
      method: 'POST',
      cookie: from.cookie,
      json: { email: to.email, role },
    }),
    201,
  );
  return invitationToken(await lastMailUrl(s, to.email, 'business_invitation'));
}

async function memberId(businessId: string, userId: string) {
  const { members } = await readJson<MembersResponse>(
    s.request(`/api/business/${businessId}/members`, { cookie: owner.cookie }),
  );
  return members.find((m) => m.userId === userId)!.id;
}

const status = async (token: string) =>
  (
    await queryRows<{ status: string }>(
      s.database.db,
      sql`select status from invitation where id = ${token}`,
    )
  )[0]!.status;

describe('invitations and the rights of whoever sent them', () => {
  it('refuses an invitation whose sender was removed, and says why', async () => {
    const b = await createBusiness(s, owner);
    const admin = await s.createUser({ firstName: 'Adam' });
    await addMember(s, owner, b.id, admin, 'admin');
    const y = await s.createUser({ firstName: 'Yara' });
    const token = await invite(admin, b.id, y, 'admin');

    await readJson(
      s.request(`/api/business/${b.id}/members/${await memberId(b.id, admin.id)}`, {
        method: 'DELETE',
        cookie: owner.cookie,
      }),
    );
    expect(await status(token)).toBe('revoked');
    // No longer listed as waiting, for the business or for Yara.
    const { invitations } = await readJson<MembersResponse>(
      s.request(`/api/business/${b.id}/members`, { cookie: owner.cookie }),
    );
    expect(invitations.map((i) => i.email)).not.toContain(y.email);
    const mine = await readJson<{ invitations: { id: string }[] }>(
      s.request('/api/business', { cookie: y.cookie }),
    );
    expect(mine.invitations.map((i) => i.id)).not.toContain(token);

    const refused = await accept(y, token);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: { message: string } };
    expect(body.error.message).toBe(
      'This invitation no longer works: the person who sent it is no longer allowed to add members with this role. Ask the business for a new invitation.',
    );
    // In the reader's language (their account's).
    await s.database.db.execute(sql`update "user" set language = 'fr' where id = ${y.id}`);
    const fr = (await (await accept(y, token)).json()) as { error: { message: string } };
    expect(fr.error.message).toContain('Cette invitation ne fonctionne plus');
    const members = await readJson<MembersResponse>(
      s.request(`/api/business/${b.id}/members`, { cookie: owner.cookie }),
    );
    expect(members.members.map((m) => m.userId)).not.toContain(y.id);
    const [removal] = await auditRows(s, 'business.member.remove');
    expect(removal!.after).toEqual({ invitationsRevoked: [{ email: y.email, role: 'admin' }] });
  });

  it('revokes the invitations a lowered role can no longer grant', async () => {
    const b = await createBusiness(s, owner);
    const admin = await s.createUser({ firstName: 'Ada' });
    await addMember(s, owner, b.id, admin, 'admin');
    const y = await s.createUser({ firstName: 'Yusuf' });
    const token = await invite(admin, b.id, y, 'approver');
    await readJson(
      s.request(`/api/business/${b.id}/members/${await memberId(b.id, admin.id)}`, {
        method: 'PATCH',
        cookie: owner.cookie,
        json: { role: 'viewer' },
      }),
    );
    expect(await status(token)).toBe('revoked');
    expect((await accept(y, token)).status).toBe(409);
  });

  it('re-checks the sender when accepting, whatever the invitation row says', async () => {
    const b = await createBusiness(s, owner);
    const admin = await s.createUser({ firstName: 'Abel' });
    await addMember(s, owner, b.id, admin, 'admin');
    const y = await s.createUser({ firstName: 'Yaw' });
    const token = await invite(admin, b.id, y, 'initiator');
    // The sender's rights end by a path that does not touch invitations (a direct change).
    await s.database.db.execute(
      sql`update member set role = 'viewer' where organization_id = ${b.id} and user_id = ${admin.id}`,
    );
    expect(await status(token)).toBe('pending');
    const refused = await accept(y, token);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(
      'no longer allowed',
    );
  });

  it('still accepts an invitation whose sender keeps the right', async () => {
    const b = await createBusiness(s, owner);
    const admin = await s.createUser({ firstName: 'Abla' });
    await addMember(s, owner, b.id, admin, 'admin');
    const y = await s.createUser({ firstName: 'Yemi' });
    const token = await invite(admin, b.id, y, 'viewer');
    // Lowered to a role that still manages members? None below admin does; owner raises instead.
    await readJson(
      s.request(`/api/business/${b.id}/members/${await memberId(b.id, admin.id)}`, {
        method: 'PATCH',
        cookie: owner.cookie,
        json: { role: 'owner' },
      }),
    );
    expect(await status(token)).toBe('pending');
    expect((await accept(y, token)).status).toBe(200);
  });
});
