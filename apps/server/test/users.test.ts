import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import type { AdminUserDetail, AdminUserRow, ApiErrorBody } from '@mizani/shared';
import { auditRows, readJson } from './helpers.ts';
import { useServerWithUsers } from './fixtures.ts';

// Admin users (/api/admin/users): list and detail, admin role grants, disabling and re-enabling.
// The last-admin and session rules under concurrency are in admin-rules.test.ts.

type UserPage = { items: AdminUserRow[]; nextCursor: string | null };

const t = useServerWithUsers({ adminFirstName: 'Ada', clients: ['Cleo'] });

describe('users and roles', () => {
  it('lists and searches users and shows one in detail', async () => {
    const list = await readJson<UserPage>(
      t.get(`/api/admin/users?q=${encodeURIComponent(t.client.email)}`),
    );
    expect(list.items.map((u) => u.id)).toEqual([t.client.id]);
    const detail = await readJson<AdminUserDetail>(t.get(`/api/admin/users/${t.client.id}`));
    expect(detail).toMatchObject({
      email: t.client.email,
      role: 'client',
      emailVerified: true,
      twoFactorEnabled: false,
      firstName: 'Cleo',
      disabledAt: null,
    });
    expect(detail.activeSessions).toBeGreaterThanOrEqual(1);
    expect(detail.balances).toEqual([]);
    // A balance appears as soon as the ledger holds an account for the client.
    await t.s.database.db.execute(
      sql`insert into ledger_accounts (kind, user_id, currency, balance) values ('client', ${t.client.id}, 'KES', '1250.5000')`,
    );
    const withWallet = await readJson<AdminUserDetail>(t.get(`/api/admin/users/${t.client.id}`));
    expect(withWallet.balances).toEqual([{ currency: 'KES', balance: '1250.5000' }]);
    await readJson(t.get('/api/admin/users/nobody'), 404);
    const p1 = await readJson<UserPage>(t.get('/api/admin/users?limit=1'));
    const p2 = await readJson<UserPage>(t.get(`/api/admin/users?limit=1&cursor=${p1.nextCursor}`));
    expect(p2.items[0]!.id).not.toBe(p1.items[0]!.id);
  });

  it('grants admin (with a settings row) and the new admin can enter; the last admin cannot be removed', async () => {
    const other = await t.s.createUser({ firstName: 'Promoted' });
    await readJson(t.get('/api/admin/dashboard', other.cookie), 403);
    await readJson(t.send('PUT', `/api/admin/users/${other.id}/role`, { role: 'admin' }));
    await readJson(t.get('/api/admin/dashboard', other.cookie));
    const [row] = await queryRows(
      t.s.database.db,
      sql`select * from admin_settings where user_id = ${other.id}`,
    );
    expect(row).toBeTruthy();
    expect((await auditRows(t.s, 'user.grant_admin')).at(-1)).toMatchObject({
      target_id: other.id,
      before: { role: 'client' },
      after: { role: 'admin' },
    });

    // Revoke the other one; then the sole remaining admin cannot remove their own role.
    await readJson(t.send('PUT', `/api/admin/users/${other.id}/role`, { role: 'client' }));
    await readJson(t.get('/api/admin/dashboard', other.cookie), 403);
    const refused = await readJson<ApiErrorBody>(
      t.send('PUT', `/api/admin/users/${t.admin.id}/role`, { role: 'client' }),
      409,
    );
    expect(refused.error.message).toContain('At least one admin must remain');
    await readJson(t.get('/api/admin/dashboard'));
  });

  it('disabling ends the sessions at once; re-enabling lets the user sign in again', async () => {
    const victim = await t.s.createUser();
    expect((await t.s.request('/api/admin/users', { cookie: victim.cookie })).status).toBe(403);
    await readJson(
      t.send('POST', `/api/admin/users/${victim.id}/disable`, { reason: 'Suspected fraud' }),
    );
    const [n] = await queryRows<{ n: number }>(
      t.s.database.db,
      sql`select count(*)::int as n from session where user_id = ${victim.id}`,
    );
    expect(Number(n!.n)).toBe(0);
    const meAfter = await t.s.request('/api/admin/users', { cookie: victim.cookie });
    expect(meAfter.status).toBe(401);
    // Even a fresh sign-in gives no usable session while the account is disabled.
    const retry = await t.s.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: victim.email, password: victim.password },
    });
    expect(retry.status).toBe(403);
    // A code the browser words as "Account disabled" (lib/error-messages.ts).
    expect(((await retry.clone().json()) as { code?: string }).code).toBe('ACCOUNT_DISABLED');
    const retryCookie = retry.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await t.s.request('/api/admin/users', { cookie: retryCookie })).status).toBe(401);
    await readJson(t.send('POST', `/api/admin/users/${victim.id}/disable`, { reason: '' }), 400);
    await readJson(
      t.send('POST', `/api/admin/users/${t.admin.id}/disable`, { reason: 'myself' }),
      409,
    );
    await readJson(t.send('POST', `/api/admin/users/${victim.id}/enable`, {}));
    const cookie = await t.s.signIn(victim.email, victim.password);
    expect((await t.s.request('/api/admin/users', { cookie })).status).toBe(403);
    expect((await auditRows(t.s, 'user.disable')).at(-1)!.after).toMatchObject({
      reason: 'Suspected fraud',
    });
  });
});
