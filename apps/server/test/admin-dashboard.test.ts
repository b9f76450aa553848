import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { consultationRequests, quoteRequests } from '../src/db/schema/index.ts';
import { queryRows } from '../src/db/client.ts';
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

  it('request figures kept by the triggers equal counting the rows themselves', async () => {
    const db = t.s.database.db;
    // Rows on both sides of each window's edge, and on the edge's own day, in two tables.
    const ages = [
      '1 minute',
      '6 hours',
      '6 days 23 hours',
      '7 days 1 minute',
      '7 days 3 hours',
      '29 days 23 hours',
      '30 days 1 minute',
      '30 days 2 hours',
      '45 days',
    ];
    for (const age of ages) {
      await db.execute(
        sql`insert into consultation_requests (name, email, created_at) values ('Edge', 'edge@example.com', now() - ${age}::interval)`,
      );
    }
    await db.execute(
      sql`insert into quote_requests (name, email, currency_from, currency_to, amount, urgency, created_at)
          select 'Q' || g, 'q' || g || '@example.com', 'USD', 'KES', 100, 'low', now() - g * interval '9 hours'
          from generate_series(1, 120) g`,
    );
    // Moves out of and back into "new", a moved creation time, deletions; one statement each.
    await db.execute(sql`update quote_requests set status = 'closed' where name like 'Q1%'`);
    await db.execute(sql`update quote_requests set status = 'new' where name = 'Q10'`);
    await db.execute(
      sql`update quote_requests set created_at = created_at - interval '3 days' where name like 'Q2%'`,
    );
    await db.execute(sql`delete from quote_requests where name like 'Q3%'`);
    await db
      .delete(consultationRequests)
      .where(
        sql`${consultationRequests.name} = 'Edge' and created_at < now() - interval '7 days 2 hours'`,
      );
    await db
      .update(quoteRequests)
      .set({ name: 'Renamed' })
      .where(sql`${quoteRequests.name} = 'Q5'`);

    const got = await readJson<AdminDashboard>(t.get('/api/admin/dashboard'));
    for (const [type, table] of [
      ['consultation', 'consultation_requests'],
      ['quote', 'quote_requests'],
    ] as const) {
      const [want] = await queryRows<{
        today: number;
        days7: number;
        days30: number;
        open: number;
      }>(
        db,
        sql`select count(*) filter (where created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')::int as today,
          count(*) filter (where created_at >= now() - interval '7 days')::int as days7,
          count(*) filter (where created_at >= now() - interval '30 days')::int as days30,
          count(*) filter (where status = 'new')::int as open
          from ${sql.identifier(table)}`,
      );
      expect(got.requests[type]).toEqual(want);
      const perDay = await queryRows<{ date: string; n: number }>(
        db,
        sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as date, count(*)::int as n
          from ${sql.identifier(table)} where created_at >= now() - interval '30 days' group by 1`,
      );
      for (const d of got.requestsPerDay)
        expect(d[type]).toBe(perDay.find((r) => r.date === d.date)?.n ?? 0);
    }
  });
});
