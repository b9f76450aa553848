import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { consultationRequests } from '../src/db/schema/index.ts';
import type { AdminDashboard } from '@mizani/shared';
import { readJson } from './helpers.ts';
import { useServerWithUsers } from './fixtures.ts';

// The admin overview (/api/admin/dashboard): figures counted from the requests, users and funding
// tables.

const t = useServerWithUsers({ seedContent: true, adminFirstName: 'Ada', clients: ['Cleo'] });

describe('dashboard', () => {
  it('counts come from the database', async () => {
    const before = await readJson<AdminDashboard>(t.get('/api/admin/dashboard'));
    await t.s.database.db
      .insert(consultationRequests)
      .values({ name: 'New One', email: 'n@example.com' });
    const after = await readJson<AdminDashboard>(t.get('/api/admin/dashboard'));
    expect(after.requests.consultation.today).toBe(before.requests.consultation.today + 1);
    expect(after.requests.consultation.days30).toBe(before.requests.consultation.days30 + 1);
    expect(after.newClients.days30).toBeGreaterThanOrEqual(1);
    expect(after.requestsPerDay).toHaveLength(30);
    // Funding figures come from the ledger's tables.
    expect(typeof after.pendingDeposits).toBe('number');
    await t.s.database.db.execute(
      sql`insert into deposits (user_id, currency, method, reference) values (${t.client.id}, 'KES', 'bank', 'DEP-ADMIN-TEST')`,
    );
    const withDeposit = await readJson<AdminDashboard>(t.get('/api/admin/dashboard'));
    expect(withDeposit.pendingDeposits).toBe(after.pendingDeposits! + 1);
    expect(typeof withDeposit.pendingWithdrawals).toBe('number');
    const today = after.requestsPerDay.at(-1);
    expect(today!.consultation).toBe(after.requests.consultation.today);
  });
});
