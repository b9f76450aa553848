import { sql } from 'drizzle-orm';
import {
  nameKey,
  type BusinessVerification,
  type BusinessVerificationDetails,
  type BusinessVerificationOverview,
  type ScreeningMatch,
} from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { audit } from '../audit.ts';
import { lockUser } from '../ledger/ledger.ts';
import { readPlatformSettings } from '../platform-settings.ts';
import { clearedEntries, findMatches, openCase } from '../screening/screen.ts';
import { documentJson, listDocuments } from './documents.ts';
import { notifyVerification } from './notify.ts';
import {
  claimDocuments,
  saveSubmission,
  submissionJson,
  type SubmissionRow,
} from './submissions.ts';
import { said } from '../i18n/refusals/index.ts';

// Business verification (KYB, issue 17; decision 019). A business is a holder like a person: its
// submission and documents are kyc_* rows under the business's id, reviewed in the same admin
// queue. Approval gives the business tier 2 (business limits); until then the compliance gate
// refuses its money movements. The business's name, directors and owners are screened when the
// submission is sent.

/** The tier a verified business holds. */
export const BUSINESS_TIER = 2;

type Sender = { id: string; email: string; ip?: string };

export async function businessVerification(
  db: DbOrTx,
  businessId: string,
  mayVerify: boolean,
): Promise<BusinessVerificationOverview> {
  const [row] = await queryRows<{ tier: number | null }>(
    db,
    sql`select p.tier from organization o left join kyc_profiles p on p.user_id = o.id where o.id = ${businessId}`,
  );
  const [sub] = await queryRows<SubmissionRow>(
    db,
    sql`select * from kyc_submissions where user_id = ${businessId} order by submitted_at desc limit 1`,
  );
  const docs = await listDocuments(db, { userId: businessId });
  const settings = await readPlatformSettings(db);
  const verified = Number(row?.tier ?? 0) >= 1;
  return {
    verified,
    status: sub ? sub.status : verified ? 'approved' : 'not_started',
    reviewTargetHours: settings['compliance.reviewTargetHours'],
    reviewMaxBusinessDays: settings['compliance.reviewMaxBusinessDays'],
    submission: sub ? submissionJson(sub, docs) : null,
    pendingDocuments: mayVerify ? docs.filter((d) => !d.submission_id).map(documentJson) : [],
  };
}

/** The live KYB submission (locked), after checking one may be sent now. */
async function liveKyb(tx: DbOrTx, businessId: string) {
  const [k] = await queryRows<{ tier: number }>(
    tx,
    sql`select tier from kyc_profiles where user_id = ${businessId}`,
  );
  if (Number(k?.tier ?? 0) >= 1) throw new AppError('CONFLICT', said('kyc.businessVerified'));
  const [live] = await queryRows<SubmissionRow>(
    tx,
    sql`select * from kyc_submissions where user_id = ${businessId} and status in ('submitted', 'in_review', 'more_info') for update`,
  );
  if (live && live.status !== 'more_info')
    throw new AppError('CONFLICT', said('kyc.businessInReview'));
  return live ?? null;
}

/** Screens the business's name and every person named; one case for all the matches. */
async function screenBusiness(
  tx: DbOrTx,
  businessId: string,
  legalName: string,
  body: BusinessVerification,
) {
  const settings = await readPlatformSettings(tx);
  const threshold = settings['compliance.screeningThreshold'];
  const cleared = (await clearedEntries(tx, [businessId])).get(businessId);
  const found: { name: string; matches: ScreeningMatch[] }[] = [];
  const subjects = [
    { name: legalName },
    ...body.people.map((p) => ({
      name: p.fullName,
      dateOfBirth: p.dateOfBirth,
      nationality: p.nationality,
    })),
  ];
  for (const subject of subjects) {
    const matches = await findMatches(tx, subject, threshold, cleared);
    if (matches.length) found.push({ name: subject.name, matches });
  }
  if (found.length)
    await openCase(tx, {
      userId: businessId,
      name: found.map((f) => f.name).join('; '),
      matches: found.flatMap((f) => f.matches),
      trigger: 'submission',
    });
}

/**
 * An owner or admin sends (or, after "more information", resends) the business's KYB: the
 * declared details, the certificate of incorporation and the proof of registered address.
 */
export async function submitBusinessVerification(
  db: Db,
  businessId: string,
  sender: Sender,
  body: BusinessVerification,
  baseUrl: string,
) {
  return db.transaction(async (tx) => {
    await lockUser(tx, businessId);
    const [o] = await queryRows<{
      name: string;
      registration_number: string;
      country: string;
      address_line1: string;
      address_line2: string | null;
      city: string;
      postal_code: string | null;
    }>(tx, sql`select * from organization where id = ${businessId}`);
    if (!o) throw new AppError('NOT_FOUND', 'Not found');
    const live = await liveKyb(tx, businessId);
    const { certificateFileId, proofOfAddress, noOtherOwners: _declared, ...declared } = body;
    const business: BusinessVerificationDetails = {
      legalName: o.name,
      registrationNumber: o.registration_number,
      country: o.country,
      address: [o.address_line1, o.address_line2, o.city, o.postal_code].filter(Boolean).join(', '),
      ...declared,
      proofOfAddress: { documentDate: proofOfAddress.documentDate },
      submittedBy: sender.email,
    };
    const sub = await saveSubmission(tx, {
      userId: businessId,
      tier: BUSINESS_TIER,
      live,
      details: {
        business,
        files: { certificateFileId, proofOfAddressFileId: proofOfAddress.fileId },
      },
      country: o.country,
      submittedBy: sender.id,
    });
    await claimDocuments(tx, businessId, sub.id, [
      { id: certificateFileId, kind: 'certificate_of_incorporation', field: 'certificateFileId' },
      { id: proofOfAddress.fileId, kind: 'proof_of_address', field: 'proofOfAddress.fileId' },
    ]);
    // The business's profile carries its name for screening on every list change.
    await queryRows(
      tx,
      sql`insert into kyc_profiles (user_id, full_legal_name, country, name_key, screened_at)
          values (${businessId}, ${o.name}, ${o.country}, ${nameKey(o.name)}, now())
          on conflict (user_id) do update set full_legal_name = excluded.full_legal_name, country = excluded.country,
             name_key = excluded.name_key, screened_at = now(), updated_at = now()`,
    );
    await screenBusiness(tx, businessId, o.name, body);
    await audit(tx, {
      actorId: sender.id,
      actorEmail: sender.email,
      action: 'business.kyb_submit',
      targetType: 'business',
      targetId: businessId,
      after: { submissionId: sub.id, people: body.people.length },
      ip: sender.ip,
    });
    await notifyVerification(tx, {
      userId: businessId,
      tier: BUSINESS_TIER,
      status: 'submitted',
      baseUrl,
    });
    return submissionJson(
      sub,
      await listDocuments(tx, { userId: businessId, submissionIds: [sub.id] }),
    );
  });
}
