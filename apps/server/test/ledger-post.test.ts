import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestServer, type TestServer, type TestUser } from './helpers.ts';
import { queryRows } from '../src/db/client.ts';
import { postJournal } from '../src/services/ledger/ledger.ts';
import { AppError } from '../src/lib/errors.ts';

// postJournal as one statement (docs/decisions/004-ledger-throughput.md): accounts found or
// created by (kind, user, currency), client balances stored and never negative, house/fee/pending
// balances derived from entries.

let s: TestServer;
let alice: TestUser;

beforeAll(async () => {
  s = await createTestServer();
  alice = await s.createUser();
});
afterAll(async () => s?.close());

const count = async (table: 'ledger_journals' | 'ledger_entries' | 'ledger_accounts') =>
  (
    await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from ${sql.raw(table)}`,
    )
  )[0]!.n;

const balances = () =>
  queryRows<{ kind: string; currency: string; stored: string; derived: string }>(
    s.database.db,
    sql`select a.kind, a.currency, a.balance::text as stored, b.balance::text as derived
          from ledger_accounts a join ledger_account_balances b on b.id = a.id
         where a.user_id = ${alice.id} or a.user_id is null order by a.kind, a.currency`,
  );

describe('postJournal', () => {
  it('creates the accounts on first use and moves only the client balance it stores', async () => {
    await s.database.db.transaction((tx) =>
      postJournal(tx, { type: 'seed', userId: alice.id, reference: 'DEP-TEST0001' }, [
        { kind: 'external', currency: 'UGX', amount: '-5000' },
        { kind: 'client', userId: alice.id, currency: 'UGX', amount: '5000' },
      ]),
    );
    await s.database.db.transaction((tx) =>
      postJournal(tx, { type: 'withdrawal_hold', userId: alice.id, reference: 'WDR-TEST0001' }, [
        { kind: 'client', userId: alice.id, currency: 'UGX', amount: '-1200' },
        { kind: 'pending', currency: 'UGX', amount: '1200' },
      ]),
    );
    const rows = (await balances()).filter((r) => r.currency === 'UGX');
    expect(rows.map((r) => [r.kind, Number(r.stored), Number(r.derived)])).toEqual([
      ['client', 3800, 3800],
      // No locked running balance on shared accounts: the figure is the sum of their entries.
      ['external', 0, -5000],
      ['pending', 0, 1200],
    ]);
  });

  it('refuses a journal that would take a client below zero and writes nothing', async () => {
    const before = [
      await count('ledger_journals'),
      await count('ledger_entries'),
      await count('ledger_accounts'),
    ];
    const err = await s.database.db
      .transaction((tx) =>
        postJournal(tx, { type: 'withdrawal_hold', userId: alice.id, reference: 'WDR-TEST0002' }, [
          { kind: 'client', userId: alice.id, currency: 'UGX', amount: '-3801' },
          { kind: 'pending', currency: 'UGX', amount: '3801' },
        ]),
      )
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).message).toBe('Insufficient balance');
    expect([
      await count('ledger_journals'),
      await count('ledger_entries'),
      await count('ledger_accounts'),
    ]).toEqual(before);
  });

  it('refuses an unbalanced journal before it reaches the database', async () => {
    await expect(
      s.database.db.transaction((tx) =>
        postJournal(tx, { type: 'seed', userId: alice.id, reference: 'DEP-TEST0003' }, [
          { kind: 'external', currency: 'UGX', amount: '-10' },
          { kind: 'client', userId: alice.id, currency: 'UGX', amount: '9' },
        ]),
      ),
    ).rejects.toThrow('journal does not balance in UGX');
  });
});
