import { sql } from 'drizzle-orm';
import {
  D,
  nameKey,
  type DocumentKind,
  type KycTier,
  type Tier1Submission,
  type Tier2Submission,
  type VerificationOverview,
  type VerificationStatus,
  type VerificationSubmission,
} from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { lockUser } from '../ledger/ledger.ts';
import { readPlatformSettings } from '../platform-settings.ts';
import { clearedEntries, findMatches, openCase } from '../screening/screen.ts';
import { documentJson, listDocuments, type DocRow } from './documents.ts';
import { limitFigures } from './gate.ts';
import { notifyVerification } from './notify.ts';
import { said } from '../i18n/refusals/index.ts';

// A client's verification (issue 22): what the Verification section shows, and submitting or
// resubmitting a tier. Screening runs in the same transaction as the submission.

export type SubmissionRow = {
  id: string;
  user_id: string;
  tier: 1 | 2;
  status: Exclude<VerificationStatus, 'not_started'>;
  details: Record<string, unknown>;
  country: string | null;
  message: string | null;
  checks: Record<string, boolean> | null;
  submitted_at: string | Date;
  review_started_at: string | Date | null;
  first_approval_by: string | null;
  first_approval_at: string | Date | null;
  decided_at: string | Date | null;
};

const iso = (v: string | Date | null) => (v == null ? null : new Date(v).toISOString());
const parsed = (v: unknown) =>
  (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>;

export function submissionJson(s: SubmissionRow, docs: DocRow[]): VerificationSubmission {
  const d = parsed(s.details);
  const strip = (v: unknown) => {
    if (!v || typeof v !== 'object') return undefined;
    const { fileId: _f, ...rest } = v as Record<string, unknown>;
    return rest;
  };
  return {
    id: s.id,
    tier: Number(s.tier) as 1 | 2,
    status: s.status,
    message: s.message,
    submittedAt: iso(s.submitted_at)!,
    decidedAt: iso(s.decided_at),
    documents: docs.filter((x) => x.submission_id === s.id).map(documentJson),
    ...(d.business ? { business: d.business as VerificationSubmission['business'] } : {}),
    ...(d.personal ? { personal: d.personal as VerificationSubmission['personal'] } : {}),
    ...(d.idDocument
      ? { idDocument: strip(d.idDocument) as VerificationSubmission['idDocument'] }
      : {}),
    ...(d.proofOfAddress
      ? { proofOfAddress: strip(d.proofOfAddress) as VerificationSubmission['proofOfAddress'] }
      : {}),
    ...(d.sourceOfFunds
      ? {
          sourceOfFunds: {
            sourceOfFunds: d.sourceOfFunds,
            description: d.description,
            expectedMonthlyVolumeUsd: d.expectedMonthlyVolumeUsd,
          } as VerificationSubmission['sourceOfFunds'],
        }
      : {}),
  };
}

export async function overview(db: Db, userId: string): Promise<VerificationOverview> {
  const [profile] = await queryRows<{
    tier: number;
    restriction: string;
    first_name: string;
    last_name: string | null;
    country: string | null;
  }>(
    db,
    sql`select coalesce(k.tier, 0) as tier, coalesce(k.restriction, 'clear') as restriction, p.first_name, p.last_name, p.country
          from "user" u left join kyc_profiles k on k.user_id = u.id left join user_profiles p on p.user_id = u.id
         where u.id = ${userId}`,
  );
  // The latest submission of each tier.
  const subs = await queryRows<SubmissionRow>(
    db,
    sql`select distinct on (tier) * from kyc_submissions where user_id = ${userId} order by tier, submitted_at desc`,
  );
  const docs = await listDocuments(db, { userId });
  const settings = await readPlatformSettings(db);
  const byTier = (t: 1 | 2) => {
    const s = subs.find((x) => Number(x.tier) === t);
    return s ? submissionJson(s, docs) : null;
  };
  const usd = (n: number) => new D(n).toFixed(2);
  return {
    tier: Number(profile?.tier ?? 0) as KycTier,
    restriction:
      profile?.restriction === 'frozen'
        ? 'frozen'
        : profile?.restriction === 'review'
          ? 'review'
          : 'none',
    minimumUsd: usd(settings['compliance.minTransactionUsd']),
    reviewTargetHours: settings['compliance.reviewTargetHours'],
    reviewMaxBusinessDays: settings['compliance.reviewMaxBusinessDays'],
    limits: {
      1: {
        dailyUsd: usd(settings['compliance.tier1DailyUsd']),
        monthlyUsd: usd(settings['compliance.tier1MonthlyUsd']),
      },
      2: {
        dailyUsd: usd(settings['compliance.tier2DailyUsd']),
        monthlyUsd: usd(settings['compliance.tier2MonthlyUsd']),
      },
    },
    usage: await limitFigures(db, userId),
    submissions: { 1: byTier(1), 2: byTier(2) },
    pendingDocuments: docs.filter((d) => !d.submission_id).map(documentJson),
    prefill: {
      fullLegalName: [profile?.first_name, profile?.last_name].filter(Boolean).join(' '),
      country: profile?.country ?? null,
    },
  };
}

/**
 * The live submission of a tier (locked), after checking the client may submit it: none waiting
 * for review, the tier not already reached, tier 1 before tier 2. A submission that asked for more
 * information is updated in place (a resubmission).
 */
async function liveSubmission(tx: DbOrTx, userId: string, tier: 1 | 2) {
  const [k] = await queryRows<{ tier: number }>(
    tx,
    sql`select tier from kyc_profiles where user_id = ${userId}`,
  );
  const current = Number(k?.tier ?? 0);
  if (current >= tier)
    throw new AppError('CONFLICT', said('kyc.alreadyVerified', { tier: current }));
  if (tier === 2 && current < 1) throw new AppError('CONFLICT', said('kyc.tierOneFirst'));
  const [live] = await queryRows<SubmissionRow>(
    tx,
    sql`select * from kyc_submissions where user_id = ${userId} and tier = ${tier} and status in ('submitted', 'in_review', 'more_info') for update`,
  );
  if (live && live.status !== 'more_info') throw new AppError('CONFLICT', said('kyc.inReview'));
  return live ?? null;
}

/**
 * Each named upload must be the client's (another client's id reads as not found), of the right
 * kind, and not part of another submission; it is attached to this one.
 */
export async function claimDocuments(
  tx: DbOrTx,
  userId: string,
  submissionId: string,
  wanted: { id: string; kind: DocumentKind; field: string }[],
) {
  for (const w of wanted) {
    const [doc] = await queryRows<{ kind: string; submission_id: string | null }>(
      tx,
      sql`select kind, submission_id from kyc_documents where id = ${w.id} and user_id = ${userId} for update`,
    );
    if (!doc) throw notFound('Document');
    if (doc.kind !== w.kind || (doc.submission_id && doc.submission_id !== submissionId))
      throw new AppError('VALIDATION', said('kyc.uploadAgain'), {
        [w.field]: said('kyc.uploadAgainField'),
      });
    await queryRows(
      tx,
      sql`update kyc_documents set submission_id = ${submissionId} where id = ${w.id}`,
    );
  }
}

export async function saveSubmission(
  tx: DbOrTx,
  p: {
    userId: string;
    tier: 1 | 2;
    live: SubmissionRow | null;
    details: unknown;
    country: string | null;
    /** The person who sent it (a business's owner or admin for KYB); the holder by default. */
    submittedBy?: string;
  },
) {
  const details = JSON.stringify(p.details);
  if (p.live) {
    const [row] = await queryRows<SubmissionRow>(
      tx,
      sql`update kyc_submissions set details = ${details}::jsonb, country = ${p.country}, status = 'submitted', message = null,
             checks = null, review_started_at = null, reviewed_by = null, first_approval_by = null, first_approval_at = null,
             submitted_by = ${p.submittedBy ?? p.userId}, submitted_at = now(), updated_at = now()
           where id = ${p.live.id} returning *`,
    );
    return row!;
  }
  const [row] = await queryRows<SubmissionRow>(
    tx,
    sql`insert into kyc_submissions (user_id, tier, details, country, submitted_by)
        values (${p.userId}, ${p.tier}, ${details}::jsonb, ${p.country}, ${p.submittedBy ?? p.userId}) returning *`,
  );
  return row!;
}

export async function submitTier1(db: Db, userId: string, body: Tier1Submission, baseUrl: string) {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const live = await liveSubmission(tx, userId, 1);
    const sub = await saveSubmission(tx, {
      userId,
      tier: 1,
      live,
      details: body,
      country: body.personal.country,
    });
    await claimDocuments(tx, userId, sub.id, [
      { id: body.idDocument.fileId, kind: 'id_document', field: 'idDocument.fileId' },
      { id: body.proofOfAddress.fileId, kind: 'proof_of_address', field: 'proofOfAddress.fileId' },
    ]);
    // The declared identity is what screening checks, now and on every list change.
    const p = body.personal;
    await queryRows(
      tx,
      sql`insert into kyc_profiles (user_id, full_legal_name, date_of_birth, nationality, country, name_key, screened_at)
          values (${userId}, ${p.fullLegalName}, ${p.dateOfBirth}, ${p.nationality}, ${p.country}, ${nameKey(p.fullLegalName)}, now())
          on conflict (user_id) do update set full_legal_name = excluded.full_legal_name, date_of_birth = excluded.date_of_birth,
             nationality = excluded.nationality, country = excluded.country, name_key = excluded.name_key,
             screened_at = now(), updated_at = now()`,
    );
    const settings = await readPlatformSettings(tx);
    const cleared = (await clearedEntries(tx, [userId])).get(userId);
    const person = {
      name: p.fullLegalName,
      dateOfBirth: p.dateOfBirth,
      nationality: p.nationality,
    };
    const matches = await findMatches(
      tx,
      person,
      settings['compliance.screeningThreshold'],
      cleared,
    );
    if (matches.length)
      await openCase(tx, { userId, name: p.fullLegalName, matches, trigger: 'submission' });
    await notifyVerification(tx, { userId, tier: 1, status: 'submitted', baseUrl });
    return submissionJson(sub, await listDocuments(tx, { userId, submissionIds: [sub.id] }));
  });
}

export async function submitTier2(db: Db, userId: string, body: Tier2Submission, baseUrl: string) {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const live = await liveSubmission(tx, userId, 2);
    const [k] = await queryRows<{ country: string | null }>(
      tx,
      sql`select country from kyc_profiles where user_id = ${userId}`,
    );
    const sub = await saveSubmission(tx, {
      userId,
      tier: 2,
      live,
      details: body,
      country: k?.country ?? null,
    });
    await claimDocuments(tx, userId, sub.id, [
      { id: body.fileId, kind: 'source_of_funds', field: 'fileId' },
    ]);
    await notifyVerification(tx, { userId, tier: 2, status: 'submitted', baseUrl });
    return submissionJson(sub, await listDocuments(tx, { userId, submissionIds: [sub.id] }));
  });
}
