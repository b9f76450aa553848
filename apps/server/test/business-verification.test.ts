import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { BusinessVerificationOverview } from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import {
  auditRows,
  createTestServer,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { addMember, asBusiness, createBusiness } from './business-helpers.ts';
import {
  approveKyb,
  businessUpload,
  decideKyb,
  kybBody,
  kybReviewers,
  submitKyb,
  uploadForBusiness,
} from './kyb-helpers.ts';
import { ALL_CHECKS, importList } from './verification-helpers.ts';

// Business verification (KYB, issue 17; decision 019): the owner or an admin sends the
// certificate of incorporation, proof of address, directors and owners over 25%; admins decide
// it in the same queue as a person's identity (four eyes); the owners and admins are told; the
// business moves money only once approved. Runs on PGlite and on PostgreSQL.

let s: TestServer;
let owner: TestUser;
let viewer: TestUser;
let initiator: TestUser;
let coAdmin: TestUser;
beforeAll(async () => {
  s = await createTestServer({ seedContent: true, settings: NO_TRANSACTION_LIMITS });
  owner = await s.createUser({ firstName: 'Olive' });
  viewer = await s.createUser({ firstName: 'Victor' });
  initiator = await s.createUser({ firstName: 'Ivy' });
  coAdmin = await s.createUser({ firstName: 'Adam' });
});
afterAll(async () => {
  await s.close();
});

const overview = (u: TestUser, id: string) =>
  readJson<BusinessVerificationOverview>(
    s.request(`/api/business/${id}/verification`, { cookie: u.cookie }),
  );
const deposit = (u: TestUser, id: string) =>
  asBusiness(s, u, id, '/api/wallet/deposits', {
    method: 'POST',
    json: { currency: 'USD', method: 'bank_transfer' },
  });
const message = async (res: Response) =>
  ((await res.json()) as { error: { message: string } }).error.message;
const unread = (u: TestUser) =>
  queryRows<{ title: string; body: string }>(
    s.database.db,
    sql`select title, body from notifications where user_id = ${u.id} and kind = 'verification' order by created_at`,
  );
const mails = (u: TestUser) =>
  queryRows<{ subject: string; text_body: string }>(
    s.database.db,
    sql`select subject, text_body from mail_outbox where to_address = ${u.email} and kind = 'verification_status' order by created_at`,
  );

describe('business verification (KYB)', () => {
  it('is sent by the owner, decided by two admins in the queue, and only then lets money move', async () => {
    const biz = await createBusiness(s, owner);
    await addMember(s, owner, biz.id, viewer, 'viewer');
    await addMember(s, owner, biz.id, coAdmin, 'admin');
    expect(await overview(viewer, biz.id)).toMatchObject({
      verified: false,
      status: 'not_started',
      submission: null,
    });
    expect(await message(await deposit(owner, biz.id))).toBe(
      'Verify the business to fund its wallet',
    );

    // The form's rules: a director, owners strictly over 25%, shares at most 100%.
    const certificate = await businessUpload(s, owner, biz.id, 'certificate_of_incorporation');
    const proof = await businessUpload(s, coAdmin, biz.id, 'proof_of_address');
    const good = kybBody({ certificate: certificate.id, proof: proof.id });
    const bad = await s.request(`/api/business/${biz.id}/verification`, {
      method: 'POST',
      cookie: owner.cookie,
      json: {
        ...good,
        people: [{ ...good.people[1]!, ownershipPercent: '25' }],
        noOtherOwners: false,
      },
    });
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as { error: { fields: Record<string, string> } }).error
      .fields;
    expect(fields).toEqual({
      'people.0.ownershipPercent': 'A beneficial owner holds more than 25%',
      noOtherOwners: 'Confirm that nobody else owns or controls more than 25%',
    });
    const noDirector = await s.request(`/api/business/${biz.id}/verification`, {
      method: 'POST',
      cookie: owner.cookie,
      json: { ...good, people: [good.people[1]] },
    });
    expect(noDirector.status).toBe(400);
    expect(await noDirector.json()).toMatchObject({
      error: { fields: { people: 'List at least one director' } },
    });
    // The certificate named where the proof of address belongs is refused.
    const swapped = await s.request(`/api/business/${biz.id}/verification`, {
      method: 'POST',
      cookie: owner.cookie,
      json: kybBody({ certificate: proof.id, proof: certificate.id }),
    });
    expect(swapped.status).toBe(400);

    const sent = await readJson<{ submission: { id: string; status: string } }>(
      s.request(`/api/business/${biz.id}/verification`, {
        method: 'POST',
        cookie: owner.cookie,
        json: good,
      }),
      201,
    );
    expect(sent.submission.status).toBe('submitted');
    const seen = await overview(viewer, biz.id);
    expect(seen.status).toBe('submitted');
    expect(seen.submission?.business).toMatchObject({
      legalName: 'Savanna Trading Limited',
      people: good.people,
      submittedBy: owner.email,
    });
    expect(seen.submission?.documents.map((d) => d.kind).sort()).toEqual([
      'certificate_of_incorporation',
      'proof_of_address',
    ]);
    expect(await message(await deposit(owner, biz.id))).toBe(
      'The business verification is being reviewed; the business can fund its wallet once it is approved',
    );
    const again = await s.request(`/api/business/${biz.id}/verification`, {
      method: 'POST',
      cookie: coAdmin.cookie,
      json: good,
    });
    expect(again.status).toBe(409);

    // The same queue as a person's identity, named by the business and its sender.
    const [first, second] = await kybReviewers(s);
    const { items } = await readJson<{
      items: { id: string; holderKind: string; fullLegalName: string; email: string }[];
    }>(s.request('/api/admin/verification?status=open', { cookie: first.cookie }));
    expect(items.find((i) => i.id === sent.submission.id)).toMatchObject({
      holderKind: 'business',
      fullLegalName: 'Savanna Trading Limited',
      email: owner.email,
    });
    const doc = await s.request(`/api/admin/verification/documents/${certificate.id}`, {
      cookie: first.cookie,
    });
    expect(doc.status).toBe(200);

    // Four eyes: the first approval waits for a second admin; money still does not move.
    const approve = { decision: 'approve', checks: ALL_CHECKS };
    const one = await readJson<{ awaitingSecondApproval: boolean }>(
      decideKyb(s, first, sent.submission.id, approve),
    );
    expect(one.awaitingSecondApproval).toBe(true);
    expect((await deposit(owner, biz.id)).status).toBe(403);
    expect((await decideKyb(s, first, sent.submission.id, approve)).status).toBe(409);
    await readJson(decideKyb(s, second, sent.submission.id, approve));

    expect(await overview(viewer, biz.id)).toMatchObject({ verified: true, status: 'approved' });
    expect((await deposit(owner, biz.id)).status).toBe(201);
    // Told to the owners and admins (bell and mail), not to the viewer.
    for (const u of [owner, coAdmin]) {
      expect((await unread(u)).map((n) => n.title)).toEqual([
        'Business verification of Savanna Trading Limited: Submitted',
        'Business verification of Savanna Trading Limited: Approved',
      ]);
      expect((await mails(u)).at(-1)?.subject).toBe(
        'Savanna Trading Limited verification: Approved',
      );
    }
    expect(await unread(viewer)).toEqual([]);
    expect(await auditRows(s, 'business.kyb_submit')).not.toHaveLength(0);
    const history = await queryRows<{ action: string }>(
      s.database.db,
      sql`select action from audit_log where target_type = 'business' and target_id = ${biz.id} and action like 'business.kyb%' order by created_at`,
    );
    expect(history.map((h) => h.action)).toEqual(['business.kyb_submit', 'business.kyb_approve']);
    const { business } = await readJson<{
      business: { verified: boolean; verificationStatus: string };
    }>(s.request(`/api/admin/businesses/${biz.id}`, { cookie: first.cookie }));
    expect(business).toMatchObject({ verified: true, verificationStatus: 'approved' });
  });

  it('tells the owners a rejection with its reason, and takes a new submission after it', async () => {
    const biz = await createBusiness(s, owner);
    const id = await submitKyb(s, owner, biz.id);
    const [first] = await kybReviewers(s);
    const more = await decideKyb(s, first, id, {
      decision: 'more_info',
      checks: { ...ALL_CHECKS, addressRecent: false },
      message: 'The utility bill is older than 3 months.',
    });
    expect(more.status).toBe(200);
    expect((await overview(owner, biz.id)).status).toBe('more_info');
    // Resubmitting updates the same submission with the new files.
    expect(await submitKyb(s, owner, biz.id)).toBe(id);
    const rejected = await decideKyb(s, first, id, {
      decision: 'reject',
      checks: ALL_CHECKS,
      message: 'The certificate <b>does not match</b> the registry.',
    });
    expect(rejected.status).toBe(200);
    const o = await overview(owner, biz.id);
    expect(o).toMatchObject({ verified: false, status: 'rejected' });
    expect(o.submission?.message).toBe('The certificate <b>does not match</b> the registry.');
    const last = (await mails(owner)).at(-1)!;
    expect(last.text_body).toContain('The certificate <b>does not match</b> the registry.');
    const [html] = await queryRows<{ html_body: string }>(
      s.database.db,
      sql`select html_body from mail_outbox where to_address = ${owner.email} and kind = 'verification_status' order by created_at desc limit 1`,
    );
    expect(html!.html_body).toContain('&lt;b&gt;does not match&lt;/b&gt;');
    expect(html!.html_body).not.toContain('<b>does not match');
    expect(await submitKyb(s, owner, biz.id)).not.toBe(id);
  });

  it('lets only owners and admins send it; other roles read the status; other businesses get 404', async () => {
    const biz = await createBusiness(s, owner);
    await addMember(s, owner, biz.id, viewer, 'viewer');
    await addMember(s, owner, biz.id, initiator, 'initiator');
    const doc = await businessUpload(s, owner, biz.id, 'certificate_of_incorporation');
    for (const u of [viewer, initiator]) {
      expect((await uploadForBusiness(s, u, biz.id, 'proof_of_address')).status).toBe(403);
      const submit = await s.request(`/api/business/${biz.id}/verification`, {
        method: 'POST',
        cookie: u.cookie,
        json: kybBody({ certificate: doc.id, proof: doc.id }),
      });
      expect(submit.status).toBe(403);
      const read = await s.request(`/api/business/${biz.id}/verification/documents/${doc.id}`, {
        cookie: u.cookie,
      });
      expect(read.status).toBe(403);
      // They see where it stands, not the files waiting to be sent.
      expect((await overview(u, biz.id)).pendingDocuments).toEqual([]);
    }
    expect((await overview(owner, biz.id)).pendingDocuments.map((d) => d.id)).toEqual([doc.id]);

    // A member of business B: 404 for A's verification, and A's document through B's own path.
    const other = await s.createUser({ firstName: 'Bea' });
    const bizB = await createBusiness(s, other);
    expect(
      (await s.request(`/api/business/${biz.id}/verification`, { cookie: other.cookie })).status,
    ).toBe(404);
    expect((await uploadForBusiness(s, other, biz.id, 'proof_of_address')).status).toBe(404);
    for (const [method, path] of [
      ['GET', `/api/business/${bizB.id}/verification/documents/${doc.id}`],
      ['DELETE', `/api/business/${bizB.id}/verification/documents/${doc.id}`],
      ['GET', `/api/verification/documents/${doc.id}`],
    ] as const)
      expect((await s.request(path, { method, cookie: other.cookie })).status, path).toBe(404);
    // B cannot submit A's files as its own.
    const proofB = await businessUpload(s, other, bizB.id, 'proof_of_address');
    const stolen = await s.request(`/api/business/${bizB.id}/verification`, {
      method: 'POST',
      cookie: other.cookie,
      json: kybBody({ certificate: doc.id, proof: proofB.id }),
    });
    expect(stolen.status).toBe(404);
    // The owner removes a wrong upload; it is gone.
    const del = await s.request(`/api/business/${biz.id}/verification/documents/${doc.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(del.status).toBe(200);
    expect((await overview(owner, biz.id)).pendingDocuments).toEqual([]);
  });

  it('screens the directors and owners: a listed director pauses the business until the case is decided', async () => {
    const [first, second] = await kybReviewers(s);
    const csv =
      'name,aliases,date_of_birth,nationality,programme,list_name\nAmani Listed Director,,1979,Kenya,TEST,KYB test list\n';
    expect((await importList(s, first, csv)).status).toBe(201);
    const biz = await createBusiness(s, owner);
    const id = await submitKyb(s, owner, biz.id, 'Amani Listed Director');
    const { cases } = await readJson<{
      cases: { id: string; email: string; fullLegalName: string }[];
    }>(s.request('/api/admin/screening/cases?status=open', { cookie: first.cookie }));
    const kase = cases.find((c) => c.fullLegalName.includes('Amani Listed Director'));
    expect(kase?.email).toBe('Savanna Trading Limited');
    const refused = await decideKyb(s, first, id, { decision: 'approve', checks: ALL_CHECKS });
    expect(refused.status).toBe(409);
    await readJson(
      s.request(`/api/admin/screening/cases/${kase!.id}/decision`, {
        method: 'POST',
        cookie: second.cookie,
        json: { decision: 'false_positive', note: 'Different person: other date of birth.' },
      }),
    );
    await approveKyb(s, id);
    expect((await deposit(owner, biz.id)).status).toBe(201);
  });
});
