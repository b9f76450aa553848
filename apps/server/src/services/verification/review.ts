import { sql } from 'drizzle-orm';
import type { ReviewDecision, VerificationQueueQuery } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { said } from '../i18n/refusals/index.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { audit } from '../audit.ts';
import { lockUser } from '../ledger/ledger.ts';
import { readPlatformSettings } from '../platform-settings.ts';
import { listDocuments } from './documents.ts';
import { notifyVerification } from './notify.ts';
import { submissionJson, type SubmissionRow } from './submissions.ts';

// The admin verification queue (issue 22): oldest first, filters, the decision with its checks,
// four eyes on tier 2 approvals, every decision audited and told to the client.

type Actor = { id: string; email: string; ip?: string };

type QueueRow = SubmissionRow & {
  email: string;
  business: boolean;
  full_legal_name: string | null;
  first_approval_email: string | null;
  restriction: string | null;
  age_hours: number;
  cursor_ts: string;
};

function queueJson(r: QueueRow) {
  return {
    id: r.id,
    userId: r.user_id,
    /** A person's identity, or a business's verification (KYB: decision 019). */
    holderKind: r.business ? ('business' as const) : ('person' as const),
    email: r.email,
    fullLegalName: r.full_legal_name,
    tier: Number(r.tier),
    status: r.status,
    country: r.country,
    submittedAt: new Date(r.submitted_at).toISOString(),
    ageHours: Number(r.age_hours),
    firstApprovalBy: r.first_approval_email,
    screening:
      r.restriction === 'review'
        ? 'possible_match'
        : r.restriction === 'frozen'
          ? 'frozen'
          : 'clear',
  };
}
export type QueueItem = ReturnType<typeof queueJson>;

// A business's row names the business and the member who sent it (decision 019).
const queueSelect = sql`select s.*, coalesce(u.email, sb.email) as email, o.id is not null as business,
    coalesce(s.details #>> '{personal,fullLegalName}', o.name, k.full_legal_name) as full_legal_name,
    fa.email as first_approval_email, k.restriction,
    floor(extract(epoch from (now() - s.submitted_at)) / 3600)::int as age_hours,
    to_char(s.submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_ts
  from kyc_submissions s
  left join "user" u on u.id = s.user_id
  left join organization o on o.id = s.user_id
  left join "user" sb on sb.id = s.submitted_by
  left join kyc_profiles k on k.user_id = s.user_id
  left join "user" fa on fa.id = s.first_approval_by`;

export async function listQueue(db: DbOrTx, q: VerificationQueueQuery) {
  const after = q.cursor ? decodeCursor(q.cursor) : null;
  // Only a cursor this list wrote (microsecond UTC text) goes into SQL.
  if (after && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(after.ts))
    throw new AppError('VALIDATION', said('admin.invalidCursor'), {
      cursor: said('admin.invalidCursorField'),
    });
  const where = [
    q.status === 'open' ? sql`s.status in ('submitted', 'in_review')` : sql`s.status = ${q.status}`,
    q.tier ? sql`s.tier = ${Number(q.tier)}` : null,
    q.country ? sql`s.country = ${q.country}` : null,
    q.olderThan48h === 'true' ? sql`s.submitted_at < now() - interval '48 hours'` : null,
    after ? sql`(s.submitted_at, s.id) > (${after.ts}::timestamptz, ${after.id}::uuid)` : null,
  ].filter(Boolean);
  const rows = await queryRows<QueueRow>(
    db,
    sql`${queueSelect} where ${sql.join(where as ReturnType<typeof sql>[], sql` and `)}
        order by s.submitted_at, s.id limit ${q.limit + 1}`,
  );
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(queueJson),
    nextCursor:
      rows.length > q.limit && last ? encodeCursor({ ts: last.cursor_ts, id: last.id }) : null,
  };
}

export async function submissionDetail(db: DbOrTx, id: string) {
  const [row] = await queryRows<QueueRow>(db, sql`${queueSelect} where s.id = ${id}`);
  if (!row) throw notFound('Submission');
  const history = await queryRows<SubmissionRow>(
    db,
    sql`select * from kyc_submissions where user_id = ${row.user_id} order by submitted_at desc limit 20`,
  );
  const docs = await listDocuments(db, { userId: row.user_id });
  const [k] = await queryRows<{ tier: number }>(
    db,
    sql`select tier from kyc_profiles where user_id = ${row.user_id}`,
  );
  const [openCase] = await queryRows<{ id: string }>(
    db,
    sql`select id from screening_cases where user_id = ${row.user_id} and status = 'open'`,
  );
  return {
    ...queueJson(row),
    currentTier: Number(k?.tier ?? 0),
    checks: row.checks,
    openCaseId: openCase?.id ?? null,
    submission: submissionJson(row, docs),
    history: history.filter((h) => h.id !== row.id).map((h) => submissionJson(h, docs)),
  };
}

/** Locks the submission (after its owner, the order every money operation uses). */
async function lockSubmission(tx: DbOrTx, id: string) {
  const [pre] = await queryRows<{ user_id: string }>(
    tx,
    sql`select user_id from kyc_submissions where id = ${id}`,
  );
  if (!pre) throw notFound('Submission');
  await lockUser(tx, pre.user_id);
  const [row] = await queryRows<SubmissionRow>(
    tx,
    sql`select * from kyc_submissions where id = ${id} for update`,
  );
  return row!;
}

/** A reviewer takes a submitted one: in review (the client is told). */
export async function startReview(db: Db, id: string, actor: Actor, baseUrl: string) {
  return db.transaction(async (tx) => {
    const s = await lockSubmission(tx, id);
    if (s.status === 'in_review') return submissionDetail(tx, id);
    if (s.status !== 'submitted')
      throw new AppError('CONFLICT', said('admin.submissionNotWaiting'));
    await queryRows(
      tx,
      sql`update kyc_submissions set status = 'in_review', review_started_at = now(), reviewed_by = ${actor.id}, updated_at = now() where id = ${id}`,
    );
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'verification.start_review',
      targetType: 'kyc_submission',
      targetId: id,
      before: { status: 'submitted' },
      after: { status: 'in_review' },
      ip: actor.ip,
    });
    await notifyVerification(tx, {
      userId: s.user_id,
      tier: Number(s.tier),
      status: 'in_review',
      baseUrl,
    });
    return submissionDetail(tx, id);
  });
}

export async function decide(
  db: Db,
  id: string,
  body: ReviewDecision,
  actor: Actor,
  baseUrl: string,
) {
  return db.transaction(async (tx) => {
    const s = await lockSubmission(tx, id);
    if (s.status !== 'submitted' && s.status !== 'in_review')
      throw new AppError('CONFLICT', said('admin.submissionDecided'));
    const tier = Number(s.tier);
    const base = {
      actorId: actor.id,
      actorEmail: actor.email,
      targetType: 'kyc_submission',
      targetId: id,
      ip: actor.ip,
    };
    if (body.decision === 'approve') {
      const [open] = await queryRows<{ id: string }>(
        tx,
        sql`select id from screening_cases where user_id = ${s.user_id} and status = 'open'`,
      );
      if (open) throw new AppError('CONFLICT', said('admin.screeningFirst'));
      const settings = await readPlatformSettings(tx);
      if (tier === 2 && settings['compliance.fourEyesTier2']) {
        if (!s.first_approval_by) {
          // The first of two approvals: recorded, the submission waits for a second admin.
          await queryRows(
            tx,
            sql`update kyc_submissions set status = 'in_review', first_approval_by = ${actor.id}, first_approval_at = now(),
                   checks = ${JSON.stringify(body.checks)}::jsonb, review_started_at = coalesce(review_started_at, now()), updated_at = now()
                 where id = ${id}`,
          );
          await audit(tx, {
            ...base,
            action: 'verification.first_approval',
            before: { status: s.status },
            after: { status: 'in_review', firstApprovalBy: actor.email, checks: body.checks },
          });
          return { detail: await submissionDetail(tx, id), awaitingSecondApproval: true };
        }
        if (s.first_approval_by === actor.id)
          throw new AppError('CONFLICT', said('admin.secondApprover'));
      }
      await queryRows(
        tx,
        sql`update kyc_submissions set status = 'approved', checks = ${JSON.stringify(body.checks)}::jsonb, message = null,
               decided_by = ${actor.id}, decided_at = now(), updated_at = now() where id = ${id}`,
      );
      await queryRows(
        tx,
        sql`insert into kyc_profiles (user_id, tier) values (${s.user_id}, ${tier})
            on conflict (user_id) do update set tier = greatest(kyc_profiles.tier, excluded.tier), updated_at = now()`,
      );
    } else {
      const status = body.decision === 'reject' ? 'rejected' : 'more_info';
      await queryRows(
        tx,
        sql`update kyc_submissions set status = ${status}, message = ${body.message ?? null}, checks = ${JSON.stringify(body.checks)}::jsonb,
               decided_by = ${status === 'rejected' ? actor.id : null}, decided_at = ${status === 'rejected' ? sql`now()` : null},
               updated_at = now() where id = ${id}`,
      );
    }
    const status =
      body.decision === 'approve'
        ? 'approved'
        : body.decision === 'reject'
          ? 'rejected'
          : 'more_info';
    await audit(tx, {
      ...base,
      action: `verification.${body.decision}`,
      before: { status: s.status, tier },
      after: { status, tier, checks: body.checks, message: body.message ?? null },
    });
    // A business's KYB decision is also on the business's own history (admin Businesses).
    if (await isBusiness(tx, s.user_id))
      await audit(tx, {
        ...base,
        action: `business.kyb_${body.decision}`,
        targetType: 'business',
        targetId: s.user_id,
        after: { status, submissionId: id, message: body.message ?? null },
      });
    await notifyVerification(tx, {
      userId: s.user_id,
      tier,
      status,
      message: body.message ?? null,
      baseUrl,
    });
    return { detail: await submissionDetail(tx, id), awaitingSecondApproval: false };
  });
}

async function isBusiness(tx: DbOrTx, holderId: string) {
  const [o] = await queryRows<{ id: string }>(
    tx,
    sql`select id from organization where id = ${holderId}`,
  );
  return Boolean(o);
}

/** Admin dashboard figures. */
export async function verificationFigures(db: DbOrTx) {
  const [row] = await queryRows<{
    waiting: number;
    oldest_hours: number | null;
    approvals_week: number;
    open_cases: number;
  }>(
    db,
    sql`select
          (select count(*)::int from kyc_submissions where status in ('submitted', 'in_review')) as waiting,
          (select floor(extract(epoch from (now() - min(submitted_at))) / 3600)::int from kyc_submissions where status in ('submitted', 'in_review')) as oldest_hours,
          (select count(*)::int from kyc_submissions where status = 'approved' and decided_at >= now() - interval '7 days') as approvals_week,
          (select count(*)::int from screening_cases where status = 'open') as open_cases`,
  );
  return {
    waiting: Number(row?.waiting ?? 0),
    oldestWaitingHours: row?.oldest_hours == null ? null : Number(row.oldest_hours),
    approvalsThisWeek: Number(row?.approvals_week ?? 0),
    openScreeningCases: Number(row?.open_cases ?? 0),
  };
}
