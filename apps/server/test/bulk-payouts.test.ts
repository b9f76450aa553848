import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  D,
  englishMessage,
  type BulkPayout,
  type BulkPayoutLine,
  type BusinessApproval,
} from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import { applyRailEvents } from '../src/services/rails/apply.ts';
import { railsOf } from '../src/services/rails/registry.ts';
import { submitPayouts } from '../src/services/rails/payout.ts';
import { createEndpoint } from '../src/services/developer/webhooks.ts';
import {
  createListeningTestServer,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { expectLedgerInvariants } from './wallet-helpers.ts';
import { addMember, asBusiness, createBusiness } from './business-helpers.ts';
import { verifyBusinessKyb } from './kyb-helpers.ts';
import { importList } from './verification-helpers.ts';
import { createApiKey, newKey } from './developer-helpers.ts';

// Bulk payouts (issue 41 item 4): a 5,000-row file with 50 bad rows checked line by line, fixed
// and dropped, submitted once (double submit), approved under the business's rule, reserved in
// one journal; lines paid through the simulated MTN MoMo rail over real HTTP, one refused and
// refunded with its fee; every role × action; /api/v1 with JSON rows. Ledger invariants after
// each step. Runs on PGlite and on PostgreSQL.

let s: TestServer & { base: string };
let base: string;
let admin: TestUser;
let owner: TestUser;
let initiator: TestUser;
let approver: TestUser;
let viewer: TestUser;
let biz: string;

type Detail = { batch: BulkPayout; lines: BulkPayoutLine[] };
const HEADER =
  'name,method,country,phone,network,account,bank_code,iban,bic,amount,currency,reference';
const momo = (i: number, amount = '10.50') =>
  `Payee ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + (((i / 26) % 26) | 0))} Mensah,mobile_money,GH,+23324${String(1000000 + i).padStart(7, '0')},mtn_momo,,,,,${amount},GHS,Salary ${i}`;

const as = (u: TestUser, path: string, init: { method?: string; json?: unknown } = {}) =>
  asBusiness(s, u, biz, path, init);
const upload = (u: TestUser, csv: string, type = 'text/csv') =>
  s.request('/api/bulk-payouts', {
    method: 'POST',
    cookie: u.cookie,
    headers: { 'x-mizani-account': biz, 'content-type': type, 'x-file-name': 'payroll.csv' },
    body: csv,
  });
const balance = async (currency: string) => {
  const [row] = await queryRows<{ balance: string }>(
    s.database.db,
    sql`select balance::text from ledger_accounts where kind = 'client' and user_id = ${biz} and currency = ${currency}`,
  );
  return row?.balance ?? '0';
};
const fund = async (currency: string, amount: string) => {
  const { deposit } = await readJson<{ deposit: { id: string } }>(
    as(owner, '/api/wallet/deposits', {
      method: 'POST',
      json: { currency, method: 'bank_transfer' },
    }),
    201,
  );
  await readJson(
    s.request(`/api/admin/funding/deposits/${deposit.id}/confirm`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { receivedAmount: amount },
    }),
  );
};
const sim = () => railsOf(s.deps).simulators.mtn_momo!;
/** The payout worker and the inbox worker until no line is left with the rail. */
async function payOut() {
  for (let i = 0; i < 20; i++) {
    const handed = await submitPayouts(s.database.db, railsOf(s.deps), base);
    await expect
      .poll(
        () =>
          sim()
            .transfers()
            .filter((t) => t.status === 'PENDING').length,
        {
          timeout: 5000,
        },
      )
      .toBe(0);
    await sim().settled();
    await applyRailEvents(s.database.db, railsOf(s.deps));
    if (handed === 0) break;
  }
}
const webhooks = (type: string) =>
  queryRows<{ payload: Record<string, unknown> }>(
    s.database.db,
    sql`select payload from webhook_events where type = ${type} order by created_at`,
  );

beforeAll(async () => {
  s = await createListeningTestServer({
    env: { LOG_LEVEL: 'error' },
    settings: NO_TRANSACTION_LIMITS,
  });
  base = s.base;
  admin = await s.createUser({ role: 'admin', firstName: 'Admin' });
  owner = await s.createUser({ firstName: 'Olive' });
  initiator = await s.createUser({ firstName: 'Ian' });
  approver = await s.createUser({ firstName: 'Ada' });
  viewer = await s.createUser({ firstName: 'Vic' });
  biz = (await createBusiness(s, owner)).id;
  await verifyBusinessKyb(s, owner, biz);
  await addMember(s, owner, biz, initiator, 'initiator');
  await addMember(s, owner, biz, approver, 'approver');
  await addMember(s, owner, biz, viewer, 'viewer');
  await fund('GHS', '200000.00');
  await readJson(
    s.request(`/api/business/${biz}/rules`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { rules: [{ operation: 'withdraw', overUsd: '100', approvals: 1 }] },
    }),
  );
  const list = [
    'name,aliases,date_of_birth,nationality,programme,list_name',
    'Yevgeny Viktorovich Prigozhin,Evgeniy Prigojin,1961-06-01,Russia,TEST-SANCTIONS,Test list A',
  ].join('\n');
  expect((await importList(s, admin, list)).status).toBe(201);
  await createEndpoint(s.database.db, 'test-secret', biz, {
    url: 'https://hooks.example.com/mizani',
    events: ['bulk_payout.processing', 'bulk_payout.completed', 'bulk_payout.closed'],
  } as never);
}, 180_000);
afterAll(async () => {
  await s?.close();
});

describe('the file', () => {
  it('refuses what is not a payout file: type 415, empty or unknown columns 400, over 5,000 rows 413', async () => {
    expect((await upload(initiator, `${HEADER}\n${momo(1)}`, 'text/plain')).status).toBe(415);
    const empty = await upload(initiator, '');
    expect(empty.status).toBe(400);
    const unknown = await upload(initiator, `name,method,amount,currency,colour\nA,bank,1,GHS,red`);
    expect(unknown.status).toBe(400);
    expect(
      ((await unknown.json()) as { error: { fields: { file: string } } }).error.fields.file,
    ).toMatch(/Unknown column: colour/);
    const missing = await upload(initiator, `name,method\nA,bank`);
    expect(missing.status).toBe(400);
    const rows = Array.from({ length: 5001 }, (_, i) => momo(i));
    const big = await upload(initiator, [HEADER, ...rows].join('\n'));
    expect(big.status).toBe(413);
  });

  it('the sample file of docs/ (100 M-Pesa payees) checks clean', async () => {
    const sample = readFileSync(
      fileURLToPath(new URL('../../../docs/samples/bulk-payouts.csv', import.meta.url)),
      'utf8',
    );
    const { batch } = await readJson<Detail>(upload(initiator, sample), 201);
    expect(batch.counts).toMatchObject({ lines: 100, valid: 100, invalid: 0 });
    expect(batch.totals[0]).toMatchObject({ currency: 'KES', amount: '149500.00', fee: '747.50' });
    await readJson(
      as(initiator, `/api/bulk-payouts/${batch.id}/cancel`, { method: 'POST', json: {} }),
    );
  });

  it('checks every one of 5,000 rows: 50 bad ones with their field, fixed or dropped, then submitted once and approved', async () => {
    const bad = [
      (i: number) => momo(i).replace('+23324', '+99924'), // phone
      (i: number) => momo(i, '1.234'), // decimals
      (i: number) => momo(i, '0'), // not more than zero
      (i: number) => momo(i).replace(',GHS,', ',XXX,'), // currency
      (i: number) => momo(i).replace(',mtn_momo,', ',airtel_money,'), // network of another country
      (_i: number) => `,mobile_money,GH,+233241234567,mtn_momo,,,,,10,GHS,x`, // name
      (i: number) =>
        `Bank Payee ${i},bank,GB,,,,Barclays,GB00WEST12345698765432,NWBKGB2L,10.00,GBP,x`, // IBAN checksum
      (i: number) =>
        `Bank Payee ${i},bank,GB,,,,Barclays,GB82WEST12345698765432,NOTABIC,10.00,GBP,x`, // BIC
      (i: number) => momo(i).replace('mobile_money', 'cheque'), // method
      (_i: number) => `Yevgeny Prigozhin,mobile_money,GH,+233241234567,mtn_momo,,,,,10,GHS,x`, // screening
    ];
    const expected = [
      'phone',
      'amount',
      'amount',
      'currency',
      'network',
      'name',
      'iban',
      'bic',
      'method',
      'name',
    ];
    const rows: string[] = [];
    for (let i = 0; i < 5000; i++)
      rows.push(i % 100 === 7 ? bad[((i / 100) % 10) | 0]!(i) : momo(i));
    const r = await upload(initiator, [HEADER, ...rows].join('\r\n'));
    expect(r.status).toBe(201);
    const { batch, lines } = (await r.json()) as Detail;
    expect(batch.status).toBe('draft');
    expect(batch.fileName).toBe('payroll.csv');
    expect(batch.counts).toMatchObject({ lines: 5000, valid: 4950, invalid: 50, dropped: 0 });
    const wrong = lines.filter((l) => Object.keys(l.errors).length);
    expect(wrong.map((l) => l.lineNo)).toEqual(Array.from({ length: 50 }, (_, k) => k * 100 + 8));
    wrong.forEach((l, k) =>
      expect(Object.keys(l.errors), `line ${l.lineNo}`).toContain(expected[k % 10]),
    );
    // The dashboard gets message keys, shown in the reader's language; /api/v1 the English.
    expect(wrong[9]!.errors.name).toBe('validation.bulk.sanctions');
    expect(englishMessage(wrong[9]!.errors.name!)).toMatch(/sanctions list/);
    // 4,950 × 10.50 GHS, and our 0.5 % fee on each line (0.05 after rounding half up).
    expect(batch.totals).toEqual([
      {
        currency: 'GHS',
        lines: 4950,
        amount: '51975.00',
        fee: '247.50',
        total: '52222.50',
        available: '200000.00',
      },
    ]);
    expect(batch.problems).toEqual([]);

    // Submitting with errors is refused and nothing moves.
    const early = await as(initiator, `/api/bulk-payouts/${batch.id}/submit`, {
      method: 'POST',
      json: { idempotencyKey: 'bulk-early-1' },
    });
    expect(early.status).toBe(400);
    expect(await balance('GHS')).toBe('200000.0000');

    // A viewer and an approver may read the batch, never change it.
    for (const u of [viewer, approver]) {
      expect((await as(u, `/api/bulk-payouts/${batch.id}`)).status).toBe(200);
      const fix = await as(u, `/api/bulk-payouts/${batch.id}/lines/${wrong[0]!.id}`, {
        method: 'PATCH',
        json: { dropped: true },
      });
      expect(fix.status).toBe(403);
    }
    // Fix the first bad line (its phone), drop the 49 others.
    const fixed = await readJson<Detail>(
      as(initiator, `/api/bulk-payouts/${batch.id}/lines/${wrong[0]!.id}`, {
        method: 'PATCH',
        json: { phone: '+233241112233' },
      }),
    );
    expect(fixed.lines.find((l) => l.id === wrong[0]!.id)!.errors).toEqual({});
    const stillBad = await readJson<Detail>(
      as(initiator, `/api/bulk-payouts/${batch.id}/lines/${wrong[1]!.id}`, {
        method: 'PATCH',
        json: { amount: '-5' },
      }),
    );
    expect(stillBad.lines.find((l) => l.id === wrong[1]!.id)!.errors.amount).toBeTruthy();
    for (const l of wrong.slice(1))
      await readJson(
        as(initiator, `/api/bulk-payouts/${batch.id}/lines/${l.id}`, {
          method: 'PATCH',
          json: { dropped: true },
        }),
      );

    // Submitted twice with one key, at once: one request for the approvers.
    const key = 'bulk-payroll-0001';
    const [a, b] = await Promise.all([
      as(initiator, `/api/bulk-payouts/${batch.id}/submit`, {
        method: 'POST',
        json: { idempotencyKey: key },
      }),
      as(initiator, `/api/bulk-payouts/${batch.id}/submit`, {
        method: 'POST',
        json: { idempotencyKey: key },
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 202]);
    const waiting = (await (a.status === 202 ? a : b).json()) as Detail & {
      approval: BusinessApproval;
    };
    expect(waiting.batch.status).toBe('pending_approval');
    expect(waiting.approval.treasury).toMatchObject({
      kind: 'bulk_payout',
      id: batch.id,
      lines: 4951,
    });
    const other = await as(initiator, `/api/bulk-payouts/${batch.id}/submit`, {
      method: 'POST',
      json: { idempotencyKey: 'bulk-payroll-0002' },
    });
    expect(other.status).toBe(409);
    const late = await as(initiator, `/api/bulk-payouts/${batch.id}/lines/${wrong[0]!.id}`, {
      method: 'PATCH',
      json: { dropped: true },
    });
    expect(late.status).toBe(409);
    // Waiting for approval, nothing is reserved yet.
    expect(await balance('GHS')).toBe('200000.0000');

    // The initiator cannot approve their own batch; the approver can, and it is paid.
    const decide = (u: TestUser) =>
      s.request(`/api/business/${biz}/approvals/${waiting.approval.id}/decision`, {
        method: 'POST',
        cookie: u.cookie,
        json: { decision: 'approve' },
      });
    expect((await decide(initiator)).status).toBe(403);
    expect((await decide(viewer)).status).toBe(403);
    const { approval: approved } = await readJson<{ approval: BusinessApproval }>(decide(approver));
    expect(approved.status).toBe('executed');

    const after = await readJson<Detail>(as(viewer, `/api/bulk-payouts/${batch.id}`));
    expect(after.batch.status).toBe('processing');
    expect(after.batch.counts).toMatchObject({ pending: 4951, dropped: 49 });
    // 4,951 × 10.50 + fees, in ONE journal.
    const total = new D('10.50').times(4951).plus(new D('0.05').times(4951));
    expect(await balance('GHS')).toBe(new D('200000').minus(total).toFixed(4));
    const journals = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from ledger_journals where type = 'bulk_payout_hold' and reference = ${batch.reference}`,
    );
    expect(journals[0]!.n).toBe(1);
    const held = await queryRows<{ n: number; sum: string }>(
      s.database.db,
      sql`select count(*)::int as n, sum(w.amount)::text as sum from withdrawals w
           join bulk_payout_lines l on l.withdrawal_id = w.id where l.batch_id = ${batch.id} and w.status = 'pending'`,
    );
    expect(held[0]).toMatchObject({ n: 4951 });
    expect(new D(held[0]!.sum).toFixed(2)).toBe('51985.50');
    expect(await webhooks('bulk_payout.processing')).toHaveLength(1);
    await expectLedgerInvariants(s);
    // The lines' payees stay out of the saved payees list.
    const { beneficiaries } = await readJson<{ beneficiaries: unknown[] }>(
      as(owner, '/api/wallet/beneficiaries'),
    );
    expect(beneficiaries).toHaveLength(0);
  }, 180_000);
});

describe('paid through the rails', () => {
  it('pays each line through MTN MoMo; a refused one is refunded with its fee; the batch completes once', async () => {
    const before = await balance('GHS');
    // 3 lines of 20 GHS: 60 GHS + 0.30 fee, under the 100 USD rule: paid at once (201).
    const csv = [HEADER, momo(9001, '20'), momo(9002, '20'), momo(9003, '20')].join('\n');
    const { batch } = await readJson<Detail>(upload(initiator, csv), 201);
    // Clear the large batch's lines from the rail's way: the admin releases them.
    await s.database.db.execute(
      sql`update withdrawals set status = 'rejected' where status = 'pending' and reference not like ${`${batch.reference}%`}`,
    );
    const r = await readJson<Detail>(
      as(initiator, `/api/bulk-payouts/${batch.id}/submit`, {
        method: 'POST',
        json: { idempotencyKey: 'bulk-small-0001' },
      }),
      201,
    );
    expect(r.batch.status).toBe('processing');
    expect(await balance('GHS')).toBe(new D(before).minus('60.30').toFixed(4));
    sim().failNextTransfers('PAYEE_NOT_FOUND');
    await payOut();
    const done = await readJson<Detail>(as(viewer, `/api/bulk-payouts/${batch.id}`));
    expect(done.batch.status).toBe('completed');
    expect(done.batch.counts).toMatchObject({ paid: 2, refunded: 1, pending: 0, sent: 0 });
    const refunded = done.lines.find((l) => l.status === 'refunded')!;
    expect(refunded.reason).toMatch(/no MTN MoMo wallet/);
    expect(refunded.rail).toBe('mtn_momo');
    // 2 lines paid (40 + 0.20 fee) left; the refused one's 20 and its 0.10 fee came back.
    expect(await balance('GHS')).toBe(new D(before).minus('40.20').toFixed(4));
    // The business's members are told once, in the bell and by mail.
    const bells = await queryRows<{ title: string }>(
      s.database.db,
      sql`select title from notifications where kind = 'bulk_payout_completed' and link like ${`%${batch.id}`}`,
    );
    expect(bells.length).toBeGreaterThan(0);
    expect(bells[0]!.title).toBe(`Bulk payout ${batch.reference} completed`);
    const mails = await queryRows(
      s.database.db,
      sql`select 1 from mail_outbox where kind = 'bulk_payout_completed'`,
    );
    expect(mails.length).toBeGreaterThan(0);
    const completed = await webhooks('bulk_payout.completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]!.payload).toMatchObject({
      bulkPayout: { id: batch.id, paid: 2, refunded: 1 },
    });
    // Nothing more for the rails; a replayed answer changes nothing.
    await payOut();
    expect(await webhooks('bulk_payout.completed')).toHaveLength(1);
    await expectLedgerInvariants(s);
  }, 120_000);
});

describe('roles and ownership', () => {
  it('every role × action; another account’s batch is not found', async () => {
    const csv = [HEADER, momo(7001, '5')].join('\n');
    for (const [u, status] of [
      [viewer, 403],
      [approver, 403],
      [initiator, 201],
      [owner, 201],
    ] as const) {
      expect((await upload(u, csv)).status, u.email).toBe(status);
      expect((await as(u, '/api/bulk-payouts')).status).toBe(200);
    }
    const { batches } = await readJson<{
      batches: { id: string; status: string; lines: number; paid: number; refunded: number }[];
    }>(as(viewer, '/api/bulk-payouts'));
    // The paid batch of the rails test: its counts in the list.
    expect(batches.find((b) => b.status === 'completed')).toMatchObject({
      lines: 3,
      paid: 2,
      refunded: 1,
    });
    const draft = batches.find((b) => b.status === 'draft')!;
    for (const u of [viewer, approver])
      expect(
        (
          await as(u, `/api/bulk-payouts/${draft.id}/submit`, {
            method: 'POST',
            json: { idempotencyKey: 'role-key-01' },
          })
        ).status,
      ).toBe(403);
    expect(
      (await as(viewer, `/api/bulk-payouts/${draft.id}/cancel`, { method: 'POST', json: {} }))
        .status,
    ).toBe(403);
    const cancelled = await readJson<Detail>(
      as(initiator, `/api/bulk-payouts/${draft.id}/cancel`, { method: 'POST', json: {} }),
    );
    expect(cancelled.batch.status).toBe('cancelled');
    // Someone outside the business: 404 through the business, and their own account has none.
    const stranger = await s.createUser({ firstName: 'Sam' });
    expect((await asBusiness(s, stranger, biz, `/api/bulk-payouts/${draft.id}`)).status).toBe(404);
    expect(
      (await s.request(`/api/bulk-payouts/${draft.id}`, { cookie: stranger.cookie })).status,
    ).toBe(404);
    expect((await s.request('/api/bulk-payouts')).status).toBe(401);
  });

  it('a rejected batch reserves nothing', async () => {
    const before = await balance('GHS');
    const csv = [HEADER, ...Array.from({ length: 30 }, (_, i) => momo(8000 + i, '100'))].join('\n');
    const { batch } = await readJson<Detail>(upload(initiator, csv), 201);
    const w = await readJson<Detail & { approval: BusinessApproval }>(
      as(initiator, `/api/bulk-payouts/${batch.id}/submit`, {
        method: 'POST',
        json: { idempotencyKey: 'bulk-reject-01' },
      }),
      202,
    );
    await readJson(
      s.request(`/api/business/${biz}/approvals/${w.approval.id}/decision`, {
        method: 'POST',
        cookie: approver.cookie,
        json: { decision: 'reject', comment: 'Not this month' },
      }),
    );
    const after = await readJson<Detail>(as(initiator, `/api/bulk-payouts/${batch.id}`));
    expect(after.batch.status).toBe('rejected');
    expect(await balance('GHS')).toBe(before);
    expect((await webhooks('bulk_payout.closed')).at(-1)!.payload).toMatchObject({
      bulkPayout: { id: batch.id, status: 'rejected' },
    });
    await expectLedgerInvariants(s);
  });

  it('a batch over the balance is refused with 422 and the reason', async () => {
    const csv = [HEADER, momo(6001, '99999999')].join('\n');
    const { batch } = await readJson<Detail>(upload(initiator, csv), 201);
    expect(batch.problems[0]).toMatch(/balance/);
    const r = await as(initiator, `/api/bulk-payouts/${batch.id}/submit`, {
      method: 'POST',
      json: { idempotencyKey: 'bulk-toobig-01' },
    });
    expect(r.status).toBe(422);
  });
});

describe('/api/v1', () => {
  it('creates from JSON rows (a bad row refuses all, nothing kept), gets and lists; a test key is refused', async () => {
    const { secret } = await createApiKey(s, owner, {
      scopes: ['withdrawals:write', 'wallet:read'],
    });
    // The key above is the owner's personal one: a business key is made in the business.
    const { secret: bizSecret } = await readJson<{ secret: string }>(
      s.request('/api/developers/keys', {
        method: 'POST',
        cookie: owner.cookie,
        headers: { 'x-mizani-account': biz },
        json: {
          name: 'Payroll system',
          scopes: ['withdrawals:write', 'wallet:read'],
          ipAllowlist: '',
          expiresIn: '90',
          password: owner.password,
        },
      }),
      201,
    );
    expect(secret).toBeTruthy();
    const call = (
      key: string,
      method: string,
      path: string,
      body?: unknown,
      type = 'application/json',
    ) =>
      s.request(`/api/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${key}`,
          ...(method === 'POST' ? { 'idempotency-key': newKey(), 'content-type': type } : {}),
        },
        ...(body === undefined
          ? {}
          : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
    const row = (phone: string, amount = '12.00') => ({
      name: 'Kwame Boateng',
      method: 'mobile_money',
      phone,
      network: 'mtn_momo',
      amount,
      currency: 'GHS',
      reference: 'Invoice 7',
    });
    const bad = await call(bizSecret, 'POST', '/bulk-payouts', {
      rows: [row('+233241234567'), row('+1')],
    });
    expect(bad.status).toBe(400);
    const problem = (await bad.json()) as {
      errors?: Record<string, string>;
      fields?: Record<string, string>;
    };
    expect(JSON.stringify(problem)).toContain('rows.2.phone');
    expect(JSON.stringify(problem)).not.toContain('validation.');
    const ok = await call(bizSecret, 'POST', '/bulk-payouts', {
      rows: [row('+233241234567'), row('+233241234568')],
    });
    expect(ok.status).toBe(201);
    const created = (await ok.json()) as Detail;
    expect(created.batch.status).toBe('processing');
    const csv = await call(
      bizSecret,
      'POST',
      '/bulk-payouts',
      `${HEADER}\n${momo(5001, '3')}`,
      'text/csv',
    );
    expect(csv.status).toBe(201);
    const got = await call(bizSecret, 'GET', `/bulk-payouts/${created.batch.id}`);
    expect(got.status).toBe(200);
    expect(((await got.json()) as Detail).lines).toHaveLength(2);
    const listed = await call(bizSecret, 'GET', '/bulk-payouts');
    expect(((await listed.json()) as { data: unknown[] }).data.length).toBeGreaterThanOrEqual(2);
    // The owner's personal key sees none of the business's batches.
    expect((await call(secret, 'GET', `/bulk-payouts/${created.batch.id}`)).status).toBe(404);
    // Documented in the OpenAPI reference, with the three webhook events.
    const doc = (await (await s.request('/api/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
      webhooks: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths['/bulk-payouts'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/bulk-payouts/{id}'] ?? {})).toEqual(['get']);
    for (const e of ['bulk_payout.processing', 'bulk_payout.completed', 'bulk_payout.closed'])
      expect(doc.webhooks[e], e).toBeTruthy();
    const { secret: testKey } = await createApiKey(s, owner, {
      scopes: ['withdrawals:write'],
      mode: 'test',
    });
    expect(
      (await call(testKey, 'POST', '/bulk-payouts', { rows: [row('+233241234567')] })).status,
    ).toBe(403);
    await expectLedgerInvariants(s);
  });
});
