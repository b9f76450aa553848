import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { consultationRequests } from '../src/db/schema/index.ts';
import type { AdminDashboard } from '@mizani/shared';
import {
  apiAs,
  createTestServerWithUsers,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';

// The admin overview (/api/admin/dashboard): figures counted from the requests, users and funding
// tables.

let s: TestServer;
let admin: TestUser;
let client: TestUser;
let get: ReturnType<typeof apiAs>['get'];
beforeAll(async () => {
  const users = await createTestServerWithUsers({
    seedContent: true,
    adminFirstName: 'Ada',
    clients: ['Cleo'],
  });
  ({ server: s, admin } = users);
  client = users.clients[0]!;
  ({ get } = apiAs(s, admin));
}, 60_000);
afterAll(async () => {
  await s?.close();
});

describe('dashboard', () => {
  it('counts come from the database', async () => {
    const before = await readJson<AdminDashboard>(get('/api/admin/dashboard'));
    await s.database.db
      .insert(consultationRequests)
      .values({ name: 'New One', email: 'n@example.com' });
    const after = await readJson<AdminDashboard>(get('/api/admin/dashboard'));
    expect(after.requests.consultation.today).toBe(before.requests.consultation.today + 1);
    expect(after.requests.consultation.days30).toBe(before.requests.consultation.days30 + 1);
    expect(after.newClients.days30).toBeGreaterThanOrEqual(1);
    expect(after.requestsPerDay).toHaveLength(30);
    // Funding figures come from the ledger's tables.
    expect(typeof after.pendingDeposits).toBe('number');
    await s.database.db.execute(
      sql`insert into deposits (user_id, currency, method, reference) values (${client.id}, 'KES', 'bank', 'DEP-ADMIN-TEST')`,
    );
    const withDeposit = await readJson<AdminDashboard>(get('/api/admin/dashboard'));
    expect(withDeposit.pendingDeposits).toBe(after.pendingDeposits! + 1);
    expect(typeof withDeposit.pendingWithdrawals).toBe('number');
    const today = after.requestsPerDay.at(-1);
    expect(today!.consultation).toBe(after.requests.consultation.today);
  });
});
