import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  apiAs,
  createTestServerWithUsers,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { fundWallet, type BeneficiaryJson } from './wallet-helpers.ts';

// Issue 34 item 3: statements (CSV and PDF) agree with the wallet: a paid withdrawal reads paid
// out (not "on hold"), a rejected one returned; the month in progress ends with the balance "as
// of" today, not a closing balance at the month's end; the PDF carries the verified legal name.

let s: TestServer;
let admin: TestUser;
let alice: TestUser;
const month = new Date().toISOString().slice(0, 7);
const today = new Date().toISOString().slice(0, 10);
beforeAll(async () => {
  const users = await createTestServerWithUsers({
    clients: ['Alice'],
    settings: NO_TRANSACTION_LIMITS,
  });
  s = users.server;
  admin = users.admin;
  alice = users.clients[0]!;
  await fundWallet(s, admin, alice, 'USD', '1000.00');
  const { beneficiary } = await readJson<{ beneficiary: BeneficiaryJson }>(
    apiAs(s, alice).send('POST', '/api/wallet/beneficiaries', {
      kind: 'bank_account',
      name: 'Supplier Ltd',
      country: 'US',
      currency: 'USD',
      bankName: 'Bank',
      accountNumber: '12345678',
    }),
    201,
  );
  const withdraw = async (amount: string) =>
    (
      await readJson<{ withdrawal: { id: string; reference: string } }>(
        apiAs(s, alice).send('POST', '/api/wallet/withdrawals', {
          beneficiaryId: beneficiary.id,
          currency: 'USD',
          amount,
        }),
        201,
      )
    ).withdrawal;
  const paid = await withdraw('100.00');
  const returned = await withdraw('50.00');
  await withdraw('25.00');
  await readJson(
    apiAs(s, admin).send('POST', `/api/admin/funding/withdrawals/${paid.id}/approve`, {}),
  );
  await readJson(
    apiAs(s, admin).send('POST', `/api/admin/funding/withdrawals/${returned.id}/reject`, {
      reason: 'Account closed',
    }),
  );
  // Identity verification confirmed a legal name that differs from the display name.
  await s.database.db.execute(
    sql`update kyc_profiles set full_legal_name = 'Alice Wanjiru Kamau' where user_id = ${alice.id}`,
  );
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('statements in final state', () => {
  it('labels each withdrawal by where it ended and ends the month in progress as of today', async () => {
    const r = await s.request(`/api/reports/statement?month=${month}&format=csv`, {
      cookie: alice.cookie,
    });
    expect(r.status).toBe(200);
    const text = await r.text();
    const types = text
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((l) => l.split(',')[2]!.replace(/^"|"$/g, ''));
    expect(types).toContain('Withdrawal paid out');
    expect(types).toContain('Withdrawal (returned)');
    // Only the one still waiting is on hold.
    expect(types.filter((t) => t === 'Withdrawal (on hold)')).toHaveLength(1);
    expect(types.at(-1)).toBe(`Balance as of ${today}`);
    expect(text).not.toContain('Closing balance');
    const json = await readJson<{ asOf: string | null }>(
      apiAs(s, alice).get(`/api/reports/statement?month=${month}`),
    );
    expect(json.asOf).toBe(today);
  });

  it('prints the verified legal name and the balance as of today on the PDF', async () => {
    const r = await s.request(`/api/reports/statement.pdf?month=${month}&currency=USD`, {
      cookie: alice.cookie,
    });
    expect(r.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'mizani-st-')), 'st.pdf');
    writeFileSync(file, Buffer.from(await r.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Alice Wanjiru Kamau');
    expect(text).toContain(`Balance as of ${today}`);
    expect(text).toContain('(month in progress)');
    expect(text).not.toContain('Closing balance');
    expect(text).toContain('Withdrawal paid out');
    expect(text).toContain('Withdrawal (returned)');
  });

  it('keeps a past month closed', async () => {
    const json = await readJson<{ asOf: string | null }>(
      apiAs(s, alice).get('/api/reports/statement?month=2020-01'),
    );
    expect(json.asOf).toBeNull();
  });
});
