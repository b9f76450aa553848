import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { VerificationOverview } from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import {
  auditRows,
  createTestServerWithUsers,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { fundWallet } from './wallet-helpers.ts';
import {
  ALL_CHECKS,
  EXE,
  jpegWithExif,
  PDF,
  pngWithMetadata,
  submitTier1,
  tier1Body,
  upload,
  uploaded,
} from './verification-helpers.ts';

// Issue 22: tier gates, uploads, the review workflow with its notifications, four eyes.
let s: TestServer;
let admin: TestUser;
let admin2: TestUser;
let verified: TestUser;

beforeAll(async () => {
  const made = await createTestServerWithUsers({ seedContent: true, clients: 1 });
  s = made.server;
  admin = made.admin;
  verified = made.clients[0]!;
  admin2 = await s.createUser({ role: 'admin', firstName: 'Second' });
}, 60_000);
afterAll(async () => {
  await s?.close();
});

const newClient = () => s.createUser({ tier: 0 });
const post = (u: TestUser, p: string, json: unknown) =>
  s.request(p, { method: 'POST', cookie: u.cookie, json });
const errorOf = async (res: Response | Promise<Response>) => {
  const r = await res;
  return {
    status: r.status,
    ...((await r.json()) as { error: { code: string; message: string } }).error,
  };
};
const overview = (u: TestUser) =>
  readJson<VerificationOverview>(s.request('/api/verification', { cookie: u.cookie }));
const docsDir = () => path.join(s.env.DATA_DIR, 'documents');
const storedFiles = () => {
  const out: string[] = [];
  const walk = (d: string) => {
    if (!existsSync(d)) return;
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(d, e.name));
      else out.push(path.join(d, e.name));
    }
  };
  walk(docsDir());
  return out;
};
const docRows = async (userId: string) =>
  queryRows<{ id: string }>(
    s.database.db,
    sql`select id from kyc_documents where user_id = ${userId}`,
  );
const decide = (id: string, body: unknown, who = admin) =>
  s.request(`/api/admin/verification/${id}/decision`, {
    method: 'POST',
    cookie: who.cookie,
    json: body,
  });

describe('tier gates', () => {
  it('a tier 0 client browses, alerts and requests quotes, but moves no money, and is told why', async () => {
    const c = await newClient();
    expect((await overview(c)).tier).toBe(0);
    expect((await s.request('/api/rates')).status).toBe(200);
    const { rates } = await readJson<{ rates: { pairId: string; displayName: string }[] }>(
      s.request('/api/rates'),
    );
    const alert = await post(c, '/api/alerts', {
      pairId: rates[0]!.pairId,
      direction: 'above',
      targetRate: '999',
      channelEmail: false,
      channelInApp: true,
    });
    expect(alert.status).toBe(201);
    expect(
      (
        await s.request('/api/requests/quote', {
          method: 'POST',
          cookie: c.cookie,
          ip: '10.22.0.1',
          json: {
            name: 'Tier Zero',
            email: c.email,
            currencyFrom: 'USD',
            currencyTo: 'KES',
            amount: 2500,
          },
        })
      ).status,
    ).toBe(201);

    expect(
      await errorOf(post(c, '/api/wallet/deposits', { currency: 'USD', method: 'bank_transfer' })),
    ).toMatchObject({
      status: 403,
      code: 'VERIFICATION_REQUIRED',
      message: 'Verify your identity to fund your wallet',
    });
    expect(
      await errorOf(
        post(c, '/api/orders/quotes', {
          sellCurrency: 'USD',
          buyCurrency: 'KES',
          amount: '500.00',
        }),
      ),
    ).toMatchObject({
      status: 403,
      message: 'Verify your identity to convert currencies',
    });
    const { beneficiary } = await readJson<{ beneficiary: { id: string } }>(
      post(c, '/api/wallet/beneficiaries', {
        kind: 'mobile_money',
        name: 'Tier Zero',
        country: 'KE',
        currency: 'KES',
        phone: '+254712000111',
        network: 'mpesa',
      }),
      201,
    );
    expect(
      await errorOf(
        post(c, '/api/wallet/withdrawals', {
          beneficiaryId: beneficiary.id,
          currency: 'KES',
          amount: '20000.00',
        }),
      ),
    ).toMatchObject({ status: 403, message: 'Verify your identity to withdraw funds' });
    // Nothing was written by the refusals.
    const rows = await queryRows<{ n: number }>(
      s.database.db,
      sql`select (select count(*) from deposits where user_id = ${c.id}) + (select count(*) from fx_quotes where user_id = ${c.id}) + (select count(*) from withdrawals where user_id = ${c.id}) as n`,
    );
    expect(Number(rows[0]!.n)).toBe(0);

    // Once submitted, the refusal promises the review instead.
    await submitTier1(s, c);
    expect(
      (await errorOf(post(c, '/api/wallet/deposits', { currency: 'USD', method: 'bank_transfer' })))
        .message,
    ).toBe(
      'Your identity verification is being reviewed; you can fund your wallet once it is approved',
    );
  });

  it('a verified (tier 1) client funds, converts and withdraws', async () => {
    await fundWallet(s, admin, verified, 'USD', '3000.00');
    const q = await post(verified, '/api/orders/quotes', {
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      amount: '500.00',
    });
    expect(q.status).toBe(201);
  });
});

describe('uploads', () => {
  it('refuses a .pdf that is an executable (415) and stores nothing', async () => {
    const c = await newClient();
    const before = storedFiles().length;
    const res = await upload(s, c, 'id_document', EXE, 'passport.pdf', 'application/pdf');
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /PDF, JPEG or PNG/,
    );
    expect(await docRows(c.id)).toEqual([]);
    expect(storedFiles().length).toBe(before);
  });

  it('refuses an 11 MB upload with 413 and stores nothing, announced or not', async () => {
    const c = await newClient();
    const before = storedFiles().length;
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]);
    expect((await upload(s, c, 'proof_of_address', big)).status).toBe(413);
    // Streamed without a Content-Length: cut off once past 10 MB.
    const stream = new ReadableStream<Uint8Array>({
      start(ctl) {
        for (let i = 0; i < 11; i++) ctl.enqueue(new Uint8Array(1024 * 1024));
        ctl.close();
      },
    });
    const res = await s.request('/api/verification/documents?kind=proof_of_address', {
      method: 'POST',
      cookie: c.cookie,
      headers: { 'content-type': 'application/pdf' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await docRows(c.id)).toEqual([]);
    expect(storedFiles().length).toBe(before);
  });

  it('accepts exactly 10 MB, refuses text/plain and form bodies, and checks the kind', async () => {
    const c = await newClient();
    const ten = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length)]);
    expect((await upload(s, c, 'proof_of_address', ten)).status).toBe(201);
    expect((await upload(s, c, 'proof_of_address', PDF, 'a.pdf', 'text/plain')).status).toBe(415);
    expect(
      (await upload(s, c, 'proof_of_address', PDF, 'a.pdf', 'multipart/form-data')).status,
    ).toBe(415);
    expect((await upload(s, c, 'selfie', PDF)).status).toBe(400);
  });

  it('strips image metadata, encrypts at rest, and serves only to the owner as a no-store attachment', async () => {
    const c = await newClient();
    const png = await uploaded(s, c, 'id_document', pngWithMetadata(), '../../etc/my passport.png');
    expect(png).toMatchObject({ contentType: 'image/png', fileName: 'etc_my_passport.png' });
    const jpg = await uploaded(s, c, 'id_document', jpegWithExif(), 'id.jpg');
    for (const [doc, secret] of [
      [png, 'GPS'],
      [jpg, 'Canon'],
    ] as const) {
      const res = await s.request(`/api/verification/documents/${doc.id}`, { cookie: c.cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.toString('latin1')).not.toContain(secret);
      expect(bytes.length).toBe(doc.size);
    }
    // On disk: ciphertext only (no PNG signature, no IHDR), under DATA_DIR/documents.
    const [row] = await queryRows<{ storage_key: string; key_id: string }>(
      s.database.db,
      sql`select storage_key, key_id from kyc_documents where id = ${png.id}`,
    );
    const file = storedFiles().find((f) => f.endsWith(row!.storage_key.split('/').pop()!))!;
    const { readFileSync } = await import('node:fs');
    const raw = readFileSync(file);
    expect(raw.subarray(0, 4).toString()).toBe('MZD1');
    expect(raw.includes(Buffer.from('IHDR'))).toBe(false);
    expect(row!.key_id).toBe('dev');

    // Another client: 404 to read or delete; a client on the admin route: 403; visitors: 401.
    const other = await newClient();
    expect(
      (await s.request(`/api/verification/documents/${png.id}`, { cookie: other.cookie })).status,
    ).toBe(404);
    expect(
      (
        await s.request(`/api/verification/documents/${png.id}`, {
          method: 'DELETE',
          cookie: other.cookie,
        })
      ).status,
    ).toBe(404);
    expect(
      (await s.request(`/api/admin/verification/documents/${png.id}`, { cookie: c.cookie })).status,
    ).toBe(403);
    expect((await s.request(`/api/admin/verification`, { cookie: c.cookie })).status).toBe(403);
    expect((await s.request(`/api/verification/documents/${png.id}`)).status).toBe(401);
    // The admin reads it for review (audited).
    const asAdmin = await s.request(`/api/admin/verification/documents/${png.id}`, {
      cookie: admin.cookie,
    });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('cache-control')).toBe('no-store');
    expect(
      (await auditRows(s, 'verification.document_view')).some((r) => r.target_id === png.id),
    ).toBe(true);
    // The owner removes a wrong upload: row and object gone.
    const count = storedFiles().length;
    expect(
      (
        await s.request(`/api/verification/documents/${jpg.id}`, {
          method: 'DELETE',
          cookie: c.cookie,
        })
      ).status,
    ).toBe(200);
    expect(storedFiles().length).toBe(count - 1);
  });

  it('refuses a submission naming another client’s file as not found', async () => {
    const c = await newClient();
    const mine = await uploaded(s, c, 'proof_of_address');
    const theirs = await uploaded(s, await newClient(), 'id_document', pngWithMetadata(), 'id.png');
    const res = await post(
      c,
      '/api/verification/tier1',
      tier1Body({ id: theirs.id, proof: mine.id }),
    );
    expect(res.status).toBe(404);
    expect(
      await queryRows(s.database.db, sql`select id from kyc_submissions where user_id = ${c.id}`),
    ).toEqual([]);
  });
});

describe('review workflow', () => {
  it('submitted → in review → more information → resubmitted → approved, each change in the bell and by mail', async () => {
    const c = await newClient();
    const id = await submitTier1(s, c, 'Wanjiku <b>Njeri</b> Otieno');
    let ov = await overview(c);
    expect(ov.submissions[1]).toMatchObject({ id, status: 'submitted', tier: 1 });
    expect(ov.submissions[1]!.documents.map((d) => d.kind).sort()).toEqual([
      'id_document',
      'proof_of_address',
    ]);

    // The queue: oldest first, filtered by tier and country.
    const queue = await readJson<{ items: { id: string; ageHours: number }[] }>(
      s.request('/api/admin/verification?status=open&tier=1&country=Kenya', {
        cookie: admin.cookie,
      }),
    );
    expect(queue.items.map((i) => i.id)).toContain(id);
    const none = await readJson<{ items: unknown[] }>(
      s.request('/api/admin/verification?status=open&country=Ghana', { cookie: admin.cookie }),
    );
    expect(none.items).toEqual([]);
    const old = await readJson<{ items: unknown[] }>(
      s.request('/api/admin/verification?olderThan48h=true', { cookie: admin.cookie }),
    );
    expect(old.items).toEqual([]);

    expect(
      (
        await s.request(`/api/admin/verification/${id}/start`, {
          method: 'POST',
          cookie: admin.cookie,
          json: {},
        })
      ).status,
    ).toBe(200);
    // Approval needs every check; the others need a message.
    const half = await decide(id, {
      decision: 'approve',
      checks: { ...ALL_CHECKS, addressRecent: false },
    });
    expect(half.status).toBe(400);
    expect(
      ((await half.json()) as { error: { fields: Record<string, string> } }).error.fields.checks,
    ).toBe('Tick every check before approving');
    expect((await decide(id, { decision: 'more_info', checks: ALL_CHECKS })).status).toBe(400);
    expect(
      (
        await decide(id, {
          decision: 'more_info',
          checks: { ...ALL_CHECKS, legible: false },
          message: 'Your ID photo is blurred & cut off; please upload a sharper one.',
        })
      ).status,
    ).toBe(200);
    ov = await overview(c);
    expect(ov.submissions[1]).toMatchObject({
      status: 'more_info',
      message: 'Your ID photo is blurred & cut off; please upload a sharper one.',
    });

    // The client resubmits with a new ID photo: the same submission, back to submitted.
    const newId = await uploaded(s, c, 'id_document', pngWithMetadata(), 'sharper.png');
    const proof = ov.submissions[1]!.documents.find((d) => d.kind === 'proof_of_address')!;
    const again = await readJson<{ submission: { id: string; status: string } }>(
      post(
        c,
        '/api/verification/tier1',
        tier1Body({ id: newId.id, proof: proof.id }, 'Wanjiku Njeri Otieno'),
      ),
      201,
    );
    expect(again.submission).toMatchObject({ id, status: 'submitted' });
    expect(
      (await post(c, '/api/verification/tier1', tier1Body({ id: newId.id, proof: proof.id })))
        .status,
    ).toBe(409);

    expect((await decide(id, { decision: 'approve', checks: ALL_CHECKS })).status).toBe(200);
    expect((await decide(id, { decision: 'approve', checks: ALL_CHECKS })).status).toBe(409);
    ov = await overview(c);
    expect(ov.tier).toBe(1);
    expect(ov.usage).toMatchObject({
      dailyLimitUsd: '5000.00',
      monthlyLimitUsd: '10000.00',
      remainingMonthUsd: '10000.00',
    });
    expect(
      (await post(c, '/api/wallet/deposits', { currency: 'USD', method: 'bank_transfer' })).status,
    ).toBe(201);

    // Bell and mail for every change, the reviewer's message escaped in the HTML.
    const { notifications } = await readJson<{
      notifications: { kind: string; title: string; body: string }[];
    }>(s.request('/api/notifications', { cookie: c.cookie }));
    expect(
      notifications
        .filter((n) => n.kind === 'verification')
        .map((n) => n.title)
        .reverse(),
    ).toEqual([
      'Verification (tier 1): Submitted',
      'Verification (tier 1): In review',
      'Verification (tier 1): More information needed',
      'Verification (tier 1): Submitted',
      'Verification (tier 1): Approved',
    ]);
    const mails = await queryRows<{ subject: string; html_body: string }>(
      s.database.db,
      sql`select subject, html_body from mail_outbox where to_address = ${c.email} and kind = 'verification_status' order by id`,
    );
    expect(mails.map((m) => m.subject)).toEqual([
      'Your Mizani verification: Submitted',
      'Your Mizani verification: In review',
      'Your Mizani verification: More information needed',
      'Your Mizani verification: Submitted',
      'Your Mizani verification: Approved',
    ]);
    expect(mails[2]!.html_body).toContain('blurred &amp; cut off');
    // Every decision audited.
    for (const action of [
      'verification.start_review',
      'verification.more_info',
      'verification.approve',
    ])
      expect((await auditRows(s, action)).some((r) => r.target_id === id)).toBe(true);
  });

  it('a rejection carries its reason, and the client may start again', async () => {
    const c = await newClient();
    const id = await submitTier1(s, c);
    expect(
      (
        await decide(id, {
          decision: 'reject',
          checks: ALL_CHECKS,
          message: 'The ID belongs to another person.',
        })
      ).status,
    ).toBe(200);
    const ov = await overview(c);
    expect(ov.submissions[1]).toMatchObject({
      status: 'rejected',
      message: 'The ID belongs to another person.',
    });
    expect(ov.tier).toBe(0);
    const second = await submitTier1(s, c);
    expect(second).not.toBe(id);
  });

  it('tier 2 needs a verified client, a source of funds, and two different admins', async () => {
    const c = await newClient();
    const sof = await uploaded(s, c, 'source_of_funds');
    const body = {
      sourceOfFunds: 'business_income',
      description: 'Income of my import business, audited accounts attached.',
      expectedMonthlyVolumeUsd: '120000',
      fileId: sof.id,
    };
    expect((await errorOf(post(c, '/api/verification/tier2', body))).message).toBe(
      'Complete tier 1 (identity verification) first',
    );
    const t1 = await submitTier1(s, c);
    expect((await decide(t1, { decision: 'approve', checks: ALL_CHECKS })).status).toBe(200);
    const { submission } = await readJson<{ submission: { id: string } }>(
      post(c, '/api/verification/tier2', body),
      201,
    );
    const first = await readJson<{ awaitingSecondApproval: boolean }>(
      decide(submission.id, { decision: 'approve', checks: ALL_CHECKS }),
    );
    expect(first.awaitingSecondApproval).toBe(true);
    expect((await overview(c)).tier).toBe(1);
    expect(
      (await errorOf(decide(submission.id, { decision: 'approve', checks: ALL_CHECKS }))).message,
    ).toBe('A second admin must approve a tier 2 submission');
    const second = await readJson<{ awaitingSecondApproval: boolean }>(
      decide(submission.id, { decision: 'approve', checks: ALL_CHECKS }, admin2),
    );
    expect(second.awaitingSecondApproval).toBe(false);
    const ov = await overview(c);
    expect(ov.tier).toBe(2);
    expect(ov.usage).toMatchObject({ dailyLimitUsd: '50000.00', monthlyLimitUsd: '250000.00' });
    expect(
      (await auditRows(s, 'verification.first_approval')).some(
        (r) => r.target_id === submission.id,
      ),
    ).toBe(true);
  });

  it('compliance settings are validated across fields and audited; the dashboard counts the queue', async () => {
    const bad = await s.request('/api/admin/settings/platform', {
      method: 'PUT',
      cookie: admin.cookie,
      json: { 'compliance.tier1DailyUsd': 20000 },
    });
    expect(bad.status).toBe(400);
    expect(
      ((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toEqual({
      'compliance.tier1DailyUsd': 'The daily limit cannot exceed the monthly limit',
    });
    const ok = await s.request('/api/admin/settings/platform', {
      method: 'PUT',
      cookie: admin.cookie,
      json: { 'compliance.minTransactionUsd': 150, 'compliance.screeningThreshold': 0.9 },
    });
    expect(ok.status).toBe(200);
    const [row] = (await auditRows(s, 'settings.platform')).slice(-1);
    expect(row!.after).toEqual({
      'compliance.minTransactionUsd': 150,
      'compliance.screeningThreshold': 0.9,
    });
    await s.request('/api/admin/settings/platform', {
      method: 'PUT',
      cookie: admin.cookie,
      json: { 'compliance.minTransactionUsd': 100, 'compliance.screeningThreshold': 0.88 },
    });

    await submitTier1(s, await newClient());
    await queryRows(
      s.database.db,
      sql`update kyc_submissions set submitted_at = now() - interval '50 hours' where id = (select id from kyc_submissions where status = 'submitted' order by submitted_at limit 1)`,
    );
    const figures = await readJson<{
      waiting: number;
      oldestWaitingHours: number;
      approvalsThisWeek: number;
      openScreeningCases: number;
    }>(s.request('/api/admin/verification/figures', { cookie: admin.cookie }));
    const [counts] = await queryRows<{ waiting: number; approved: number }>(
      s.database.db,
      sql`select count(*) filter (where status in ('submitted', 'in_review'))::int as waiting, count(*) filter (where status = 'approved' and decided_at >= now() - interval '7 days')::int as approved from kyc_submissions`,
    );
    expect(figures.waiting).toBe(counts!.waiting);
    expect(figures.oldestWaitingHours).toBeGreaterThanOrEqual(50);
    expect(figures.approvalsThisWeek).toBe(counts!.approved);
    const old = await readJson<{ items: { ageHours: number }[] }>(
      s.request('/api/admin/verification?olderThan48h=true', { cookie: admin.cookie }),
    );
    expect(old.items.length).toBe(1);
    expect(old.items[0]!.ageHours).toBeGreaterThanOrEqual(50);
  });
});
