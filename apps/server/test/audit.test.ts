import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryRow } from '@mizani/shared';
import { readJson } from './helpers.ts';
import { useServerWithUsers } from './fixtures.ts';

// The audit log in the admin area (/api/admin/audit): search, paging, and no way to change it.
// Append-only in the database itself: admin-rules.test.ts and conversion-fee.test.ts.

type AuditPage = { items: AuditEntryRow[]; nextCursor: string | number | null };

const t = useServerWithUsers({ adminFirstName: 'Ada', clients: ['Cleo'] });
beforeAll(async () => {
  // Entries of several kinds to search: a job opening, a platform setting, a disabled user.
  await readJson(
    t.send('POST', '/api/admin/jobs', {
      title: 'FX Dealer',
      department: 'Treasury',
      location: 'Nairobi, Kenya',
      employmentType: 'full-time',
      description: 'Price and execute client FX flows across African corridors.',
      requirements: ['3+ years dealing'],
      responsibilities: ['Quote clients'],
    }),
    201,
  );
  await readJson(t.send('PUT', '/api/admin/settings/platform', { 'trading.spreadBps': 40 }));
  await readJson(
    t.send('POST', `/api/admin/users/${t.client.id}/disable`, { reason: 'Suspected fraud' }),
  );
});

describe('audit log', () => {
  it('is searchable and pages by id', async () => {
    const all = await readJson<AuditPage>(t.get('/api/admin/audit?limit=2'));
    expect(all.items).toHaveLength(2);
    expect(all.items[0]!.id).toBeGreaterThan(all.items[1]!.id);
    const next = await readJson<AuditPage>(
      t.get(`/api/admin/audit?limit=2&cursor=${all.nextCursor}`),
    );
    expect(next.items[0]!.id).toBeLessThan(all.items[1]!.id);
    const jobsOnly = await readJson<AuditPage>(t.get('/api/admin/audit?q=job.'));
    expect(jobsOnly.items.length).toBeGreaterThan(0);
    expect(jobsOnly.items.every((i) => i.action.startsWith('job.'))).toBe(true);
    const byAction = await readJson<AuditPage>(t.get('/api/admin/audit?action=user.disable'));
    expect(byAction.items[0]).toMatchObject({ actorEmail: t.admin.email, targetType: 'user' });
    const { actions } = await readJson<{ actions: string[] }>(t.get('/api/admin/audit/actions'));
    expect(actions).toContain('settings.platform');
  });

  it('has no way to change or delete entries', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await t.send(method, '/api/admin/audit', {});
      expect(res.status).toBe(404);
    }
  });
});
