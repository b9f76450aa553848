import { sql } from 'drizzle-orm';
import type { ScreeningCase, ScreeningCaseDecision, ScreeningMatch } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { said } from '../i18n/refusals/index.ts';
import { audit } from '../audit.ts';
import { lockUser } from '../ledger/ledger.ts';

// Screening cases (issue 22): an admin clears a possible match as a false positive (money moves
// again unless another case is open) or confirms it, which freezes the account. The client is
// not told why: tipping off a listed person is itself an offence (docs/compliance.md).

type CaseRow = {
  id: string;
  user_id: string;
  email: string;
  screened_name: string;
  status: ScreeningCase['status'];
  trigger: ScreeningCase['trigger'];
  matches: ScreeningMatch[];
  opened_at: string | Date;
  decided_at: string | Date | null;
  decided_by_email: string | null;
  note: string | null;
};

const iso = (v: string | Date | null) => (v == null ? null : new Date(v).toISOString());
const caseJson = (r: CaseRow): ScreeningCase => ({
  id: r.id,
  userId: r.user_id,
  email: r.email,
  fullLegalName: r.screened_name,
  status: r.status,
  trigger: r.trigger,
  matches: typeof r.matches === 'string' ? JSON.parse(r.matches) : r.matches,
  openedAt: iso(r.opened_at)!,
  decidedAt: iso(r.decided_at),
  decidedBy: r.decided_by_email,
  note: r.note,
});

// A business's case (KYB screening, decision 019) shows the business's legal name for an address.
const caseSelect = sql`select c.*, coalesce(u.email, o.name) as email, d.email as decided_by_email
  from screening_cases c left join "user" u on u.id = c.user_id left join organization o on o.id = c.user_id
  left join "user" d on d.id = c.decided_by`;

export async function listCases(
  db: DbOrTx,
  status: 'open' | 'false_positive' | 'confirmed' | 'all',
) {
  const rows = await queryRows<CaseRow>(
    db,
    sql`${caseSelect} ${status === 'all' ? sql`` : sql`where c.status = ${status}`}
        order by c.opened_at ${status === 'open' ? sql`asc` : sql`desc`} limit 200`,
  );
  return rows.map(caseJson);
}

export async function decideCase(
  tx: DbOrTx,
  id: string,
  body: ScreeningCaseDecision,
  actor: { id: string; email: string; ip?: string },
) {
  const [pre] = await queryRows<{ user_id: string }>(
    tx,
    sql`select user_id from screening_cases where id = ${id}`,
  );
  if (!pre) throw notFound('Screening case');
  // The user lock first, as every money operation takes it: the restriction changes atomically
  // with respect to the client's movements.
  await lockUser(tx, pre.user_id);
  const [row] = await queryRows<{ status: string }>(
    tx,
    sql`select status from screening_cases where id = ${id} for update`,
  );
  if (row!.status !== 'open') throw new AppError('CONFLICT', said('admin.caseDecided'));
  await queryRows(
    tx,
    sql`update screening_cases set status = ${body.decision}, decided_by = ${actor.id}, decided_at = now(), note = ${body.note} where id = ${id}`,
  );
  const restriction =
    body.decision === 'confirmed'
      ? 'frozen'
      : // Cleared: money moves again unless the account is frozen or another case is open.
        null;
  if (restriction)
    await queryRows(
      tx,
      sql`update kyc_profiles set restriction = 'frozen', updated_at = now() where user_id = ${pre.user_id}`,
    );
  else
    await queryRows(
      tx,
      sql`update kyc_profiles set restriction = 'clear', updated_at = now()
           where user_id = ${pre.user_id} and restriction = 'review'
             and not exists (select 1 from screening_cases c where c.user_id = ${pre.user_id} and c.status = 'open')`,
    );
  await audit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: body.decision === 'confirmed' ? 'screening.confirm' : 'screening.clear',
    targetType: 'screening_case',
    targetId: id,
    before: { status: 'open' },
    after: { status: body.decision, note: body.note, userId: pre.user_id },
    ip: actor.ip,
  });
  const [after] = await queryRows<CaseRow>(tx, sql`${caseSelect} where c.id = ${id}`);
  return caseJson(after!);
}
