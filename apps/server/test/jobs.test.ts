import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import type { ApiErrorBody, Job, JobsResponse } from '@mizani/shared';
import { auditRows, readJson } from './helpers.ts';
import { useServerWithUsers } from './fixtures.ts';

// Job openings in the admin area (/api/admin/jobs). The public list and applications are in
// requests.test.ts.

const t = useServerWithUsers({ adminFirstName: 'Ada', clients: 0 });

describe('jobs', () => {
  it('creates, edits, deactivates and reactivates an opening, audited', async () => {
    const input = {
      title: 'FX Dealer',
      department: 'Treasury',
      location: 'Nairobi, Kenya',
      employmentType: 'full-time',
      salaryRange: '',
      description: 'Price and execute client FX flows across African corridors.',
      requirements: ['3+ years dealing', ''],
      responsibilities: ['Quote clients'],
    };
    const { job } = await readJson<{ job: Job }>(t.send('POST', '/api/admin/jobs', input), 201);
    expect(job).toMatchObject({
      title: 'FX Dealer',
      salaryRange: null,
      requirements: ['3+ years dealing'],
      isActive: true,
    });
    const edited = await readJson<{ job: Job }>(
      t.send('PUT', `/api/admin/jobs/${job.id}`, { ...input, title: 'Senior FX Dealer' }),
    );
    expect(edited.job.title).toBe('Senior FX Dealer');
    await readJson(t.send('PATCH', `/api/admin/jobs/${job.id}/active`, { isActive: false }));
    const list = await readJson<JobsResponse>(t.get('/api/admin/jobs'));
    expect(list.jobs.find((j) => j.id === job.id)!.isActive).toBe(false);
    const [row] = await queryRows<{ is_active: boolean }>(
      t.s.database.db,
      sql`select is_active from jobs where id = ${job.id}`,
    );
    expect(row!.is_active).toBe(false);
    expect((await auditRows(t.s, 'job.update')).at(-1)).toMatchObject({
      before: { title: 'FX Dealer' },
      after: { title: 'Senior FX Dealer' },
    });
    const bad = await readJson<ApiErrorBody>(
      t.send('POST', '/api/admin/jobs', { ...input, title: 'x', employmentType: 'gig' }),
      400,
    );
    expect(bad.error.fields).toMatchObject({
      title: 'Title must be at least 2 characters',
      employmentType: 'Choose an employment type',
    });
    await readJson(
      t.send('PUT', '/api/admin/jobs/00000000-0000-4000-8000-000000000000', input),
      404,
    );
  });
});
