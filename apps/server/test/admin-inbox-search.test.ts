import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RequestListResponse } from '@mizani/shared';
import { createTestServer, type TestServer, type TestUser } from './helpers.ts';
import { queryRows } from '../src/db/client.ts';
import { searchCondition } from '../src/db/queries/requests.ts';

// Admin inbox text search (issue 14, item 5): name, email or company contains q, served by a
// trigram index per request table on PGlite and PostgreSQL alike (migration 0007).

let s: TestServer;
let admin: TestUser;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.createUser({ role: 'admin' });
  const db = s.database.db;
  await db.execute(sql`insert into consultation_requests (name, email, company, message)
    values ('Wanjiru Kamau', 'wanjiru@savannah.example', 'Savannah Freight', 'Hello'),
           ('Otieno Brian', 'brian@lakeside.example', null, 'Hello')`);
  await db.execute(sql`insert into inquiries (name, email, subject, inquiry_type, message)
    values ('Amina Yusuf', 'amina@example.com', 'Rates', 'general', 'Hi')`);
  await db.execute(sql`insert into job_applications (applicant_name, applicant_email, cover_letter)
    values ('Kofi Mensah', 'kofi@mensah.example', ${'x'.repeat(60)})`);
});
afterAll(async () => s?.close());

const search = async (q: string) => {
  const res = await s.request(`/api/admin/requests?q=${encodeURIComponent(q)}`, {
    cookie: admin.cookie,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as RequestListResponse).items.map((i) => i.name).sort();
};

describe('admin inbox search', () => {
  it('finds a contains-match in name, email or company, in any case', async () => {
    expect(await search('savannah fr')).toEqual(['Wanjiru Kamau']);
    expect(await search('LAKESIDE')).toEqual(['Otieno Brian']);
    expect(await search('amina@')).toEqual(['Amina Yusuf']);
    expect(await search('mensah')).toEqual(['Kofi Mensah']);
    expect(await search('nobody-matches-this')).toEqual([]);
  });

  it('never matches across two fields joined in the index', async () => {
    // "Kamau wanjiru@" spans the name and the email of one row: no single field contains it.
    expect(await search('Kamau wanjiru@')).toEqual([]);
  });

  it('reads the trigram index of every request table', async () => {
    for (const [type, table] of [
      ['consultation', 'consultation_requests'],
      ['quote', 'quote_requests'],
      ['inquiry', 'inquiries'],
      ['application', 'job_applications'],
    ] as const) {
      // Tiny tables favour a scan; with scans priced out, the planner must find the index that
      // matches the query's expression (a mismatch would fall back to a scan anyway).
      const plan = await s.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return queryRows<{ 'QUERY PLAN': string }>(
          tx,
          sql`explain select r.id from ${sql.raw(table)} r where ${searchCondition(type, 'savannah')}`,
        );
      });
      expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain(`${table}_search_trgm`);
    }
  });
});
