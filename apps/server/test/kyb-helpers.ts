import { monthsBefore, todayIso, type VerificationDocument } from '@mizani/shared';
import { readJson, type TestServer, type TestUser } from './helpers.ts';
import { ALL_CHECKS, PDF } from './verification-helpers.ts';

// Business verification (KYB, decision 019) through the real API: the owner or an admin uploads
// the certificate and the proof of address and sends the form; two admins approve it in the
// verification queue (four eyes, as for every tier 2).

export function uploadForBusiness(
  s: TestServer,
  user: TestUser,
  businessId: string,
  kind: string,
  body: Buffer = PDF,
) {
  return s.request(`/api/business/${businessId}/verification/documents?kind=${kind}&name=doc.pdf`, {
    method: 'POST',
    cookie: user.cookie,
    headers: { 'content-type': 'application/octet-stream' },
    body: new Uint8Array(body),
  });
}

export async function businessUpload(
  s: TestServer,
  user: TestUser,
  businessId: string,
  kind: string,
) {
  return (
    await readJson<{ document: VerificationDocument }>(
      uploadForBusiness(s, user, businessId, kind),
      201,
    )
  ).document;
}

export function kybBody(
  files: { certificate: string; proof: string },
  directorName = 'Amani Njoroge Mwangi',
) {
  return {
    incorporationDate: '2016-03-14',
    natureOfBusiness: 'Import and wholesale of agricultural equipment',
    certificateFileId: files.certificate,
    proofOfAddress: { documentDate: monthsBefore(todayIso(), 1), fileId: files.proof },
    people: [
      {
        fullName: directorName,
        role: 'director_owner',
        ownershipPercent: '60',
        dateOfBirth: '1979-05-02',
        nationality: 'Kenya',
      },
      {
        fullName: 'Halima Said Omar',
        role: 'owner',
        ownershipPercent: '40',
        dateOfBirth: '1984-11-19',
        nationality: 'Tanzania',
      },
    ],
    noOtherOwners: true,
  };
}

/** The owner (or an admin) uploads both documents and sends the KYB; the submission's id. */
export async function submitKyb(
  s: TestServer,
  user: TestUser,
  businessId: string,
  directorName?: string,
) {
  const certificate = await businessUpload(s, user, businessId, 'certificate_of_incorporation');
  const proof = await businessUpload(s, user, businessId, 'proof_of_address');
  const { submission } = await readJson<{ submission: { id: string } }>(
    s.request(`/api/business/${businessId}/verification`, {
      method: 'POST',
      cookie: user.cookie,
      json: kybBody({ certificate: certificate.id, proof: proof.id }, directorName),
    }),
    201,
  );
  return submission.id;
}

const reviewers = new WeakMap<TestServer, Promise<[TestUser, TestUser]>>();
/** Two admins of this server (four eyes), made once. */
export function kybReviewers(s: TestServer) {
  let r = reviewers.get(s);
  if (!r) {
    r = Promise.all([s.createUser({ role: 'admin' }), s.createUser({ role: 'admin' })]);
    reviewers.set(s, r);
  }
  return r;
}

export function decideKyb(s: TestServer, admin: TestUser, submissionId: string, body: unknown) {
  return s.request(`/api/admin/verification/${submissionId}/decision`, {
    method: 'POST',
    cookie: admin.cookie,
    json: body,
  });
}

/** Two admins approve the submission in the queue. */
export async function approveKyb(s: TestServer, submissionId: string) {
  const [first, second] = await kybReviewers(s);
  const approve = { decision: 'approve', checks: ALL_CHECKS };
  const one = await readJson<{ awaitingSecondApproval: boolean }>(
    decideKyb(s, first, submissionId, approve),
  );
  if (one.awaitingSecondApproval) await readJson(decideKyb(s, second, submissionId, approve));
}

/** The whole KYB of a business: sent by `owner`, approved in the queue. */
export async function verifyBusinessKyb(s: TestServer, owner: TestUser, businessId: string) {
  await approveKyb(s, await submitKyb(s, owner, businessId));
}
