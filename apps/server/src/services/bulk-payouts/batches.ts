import { sql } from 'drizzle-orm';
import { approvalsRequired, type BulkLinePatch } from '@mizani/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { newReference } from '../../lib/reference.ts';
import { audit } from '../audit.ts';
import { requestWaits } from '../business/approvals/requests.ts';
import { readRules } from '../business/approvals/rules.ts';
import type { Actor } from '../business/members.ts';
import { requestHash } from '../ledger/idempotency.ts';
import { lockUser } from '../ledger/ledger.ts';
import { said } from '../i18n/refusals/index.ts';
import { executeBatch } from './execute.ts';
import { batchFigures, checkLines, emptyFields, toFields, type LineFields } from './validate.ts';
import { fieldsOf, getBatch, readBatch, readLines, type LineRow } from './read.ts';

// Bulk payout batches (issue 41 item 4, docs/treasury.md "Bulk payouts"): a file becomes a draft
// whose every line is checked; lines are fixed or dropped; the batch is submitted once (its key)
// and either paid at once or waits for the business's approvers (services/business/approvals).

/** A draft from a file's rows (or /api/v1's JSON rows): every line checked and stored, 201. */
export async function createBatch(
  db: Db,
  holderId: string,
  actor: Actor,
  rows: LineFields[],
  fileName: string | null,
) {
  const checked = await checkLines(db, holderId, rows);
  return db.transaction(async (tx) => {
    const [b] = await queryRows<{ id: string }>(
      tx,
      sql`insert into bulk_payouts (reference, holder_id, created_by, file_name)
          values (${newReference('BLK')}, ${holderId}, ${actor.id}, ${fileName}) returning id`,
    );
    const json = checked.map((l, i) => ({
      line_no: i + 1,
      ...l.fields,
      errors: l.errors,
    }));
    // One statement for the whole file: the rows travel as one JSON parameter.
    await tx.execute(
      sql`insert into bulk_payout_lines (batch_id, line_no, name, method, country, phone, network, account,
            bank_code, iban, bic, amount, currency, reference, errors)
          select ${b!.id}::uuid, x.line_no, x.name, x.method, x.country, x.phone, x.network, x.account,
                 x.bank_code, x.iban, x.bic, x.amount, x.currency, x.reference, x.errors
            from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as x(line_no int, name text, method text,
                 country text, phone text, network text, account text, bank_code text, iban text, bic text,
                 amount text, currency text, reference text, errors jsonb)`,
    );
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'bulk_payout.upload',
      targetType: 'bulk_payout',
      targetId: b!.id,
      after: {
        fileName,
        lines: checked.length,
        invalid: checked.filter((l) => Object.keys(l.errors).length).length,
      },
      ip: actor.ip,
    });
    return getBatch(tx, holderId, b!.id);
  });
}

const notDraft = () => conflict('This batch was submitted: its lines can no longer be changed.');

/** Fixes a line (re-checked as a whole) or drops it (or brings it back), in a draft only. */
export async function patchLine(
  db: Db,
  holderId: string,
  batchId: string,
  lineId: string,
  patch: BulkLinePatch,
) {
  return db.transaction(async (tx) => {
    const b = await readBatch(tx, holderId, batchId, true);
    if (b.status !== 'draft') throw notDraft();
    const [l] = await queryRows<LineRow>(
      tx,
      sql`select * from bulk_payout_lines where id = ${lineId} and batch_id = ${batchId} for update`,
    );
    if (!l) throw notFound('Line');
    const { dropped, ...fields } = patch;
    const merged = { ...fieldsOf(l), ...toFields({ ...fieldsOf(l), ...fields }) };
    const [checked] = await checkLines(tx, holderId, [merged]);
    await tx.execute(
      sql`update bulk_payout_lines set name = ${merged.name}, method = ${merged.method}, country = ${merged.country},
            phone = ${merged.phone}, network = ${merged.network}, account = ${merged.account},
            bank_code = ${merged.bank_code}, iban = ${merged.iban}, bic = ${merged.bic}, amount = ${merged.amount},
            currency = ${merged.currency}, reference = ${merged.reference},
            errors = ${JSON.stringify(checked!.errors)}::jsonb, dropped = ${dropped ?? l.dropped}, updated_at = now()
          where id = ${lineId}`,
    );
    await tx.execute(sql`update bulk_payouts set updated_at = now() where id = ${batchId}`);
    return getBatch(tx, holderId, batchId);
  });
}

/** Discards a draft (nothing was reserved). */
export async function cancelDraft(db: Db, holderId: string, actor: Actor, batchId: string) {
  return db.transaction(async (tx) => {
    const b = await readBatch(tx, holderId, batchId, true);
    if (b.status !== 'draft') throw notDraft();
    await tx.execute(
      sql`update bulk_payouts set status = 'cancelled', updated_at = now() where id = ${batchId}`,
    );
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'bulk_payout.cancel',
      targetType: 'bulk_payout',
      targetId: batchId,
      ip: actor.ip,
    });
    return getBatch(tx, holderId, batchId);
  });
}

/**
 * Submits a draft once. Under the holder's lock and the batch's row lock: every line checked
 * again (the server's word is final), the batch's problems (balance, limits) refused with 422;
 * then, when a rule of the business asks for approvers, a request waits (202); otherwise the
 * money is reserved and the lines handed to their rails at once (201). The same key again
 * answers the batch as it stands (200); another key on a submitted batch is a conflict.
 */
export async function submitBatch(
  db: Db,
  holder: { id: string; kind: 'person' | 'business' },
  actor: Actor,
  batchId: string,
  key: string,
  appUrl?: string,
) {
  return db
    .transaction(async (tx) => {
      await lockUser(tx, holder.id);
      const b = await readBatch(tx, holder.id, batchId, true);
      if (b.idempotency_key === key)
        return { ...(await getBatch(tx, holder.id, batchId)), replayed: true, approval: null };
      if (b.status !== 'draft')
        throw conflict('This batch was already submitted (or closed): it is paid once.');
      const [other] = await queryRows(
        tx,
        sql`select 1 from bulk_payouts where holder_id = ${holder.id} and idempotency_key = ${key}`,
      );
      if (other) throw conflict(said('common.idempotencyReused'));

      const lines = (await readLines(tx, batchId)).filter((l) => !l.dropped);
      if (!lines.length)
        throw new AppError('VALIDATION', 'Every line was dropped: there is nothing to pay.', {
          lines: 'Every line was dropped',
        });
      const checked = await checkLines(tx, holder.id, lines.map(fieldsOf));
      const wrong = checked.flatMap((c, i) =>
        Object.keys(c.errors).length ? [{ id: lines[i]!.id, errors: c.errors }] : [],
      );
      if (wrong.length) {
        await tx.execute(
          sql`update bulk_payout_lines l set errors = x.errors
              from jsonb_to_recordset(${JSON.stringify(wrong)}::jsonb) as x(id uuid, errors jsonb)
             where l.id = x.id`,
        );
        const m = `${wrong.length} line${wrong.length > 1 ? 's' : ''} still ${wrong.length > 1 ? 'have' : 'has'} errors: fix or drop ${wrong.length > 1 ? 'them' : 'it'} first.`;
        // The corrected errors are kept even though the submit is refused.
        return { refused: new AppError('VALIDATION', m, { lines: m }) };
      }
      const figures = await batchFigures(
        tx,
        holder.id,
        checked.map((c) => ({ currency: c.payee!.currency, amount: c.amount! })),
      );
      if (figures.problems.length)
        throw new AppError('UNPROCESSABLE', figures.problems[0]!, { batch: figures.problems[0]! });

      await tx.execute(
        sql`update bulk_payouts set idempotency_key = ${key}, submitted_at = now(), updated_at = now()
           where id = ${batchId}`,
      );
      const needed =
        holder.kind === 'business'
          ? approvalsRequired(await readRules(tx, holder.id), 'withdraw', figures.amountUsd)
          : 0;
      if (needed > 0) {
        const [a] = await queryRows<{ id: string }>(
          tx,
          sql`insert into business_approvals (business_id, operation, requested_by, idempotency_key,
              request_hash, currency, amount, amount_usd, approvals_required, bulk_payout_id)
            values (${holder.id}, 'withdraw', ${actor.id}, ${`bulk-${batchId}`},
              ${requestHash({ bulk: batchId })}, 'USD', ${figures.amountUsd}, ${figures.amountUsd},
              ${needed}, ${batchId}) returning id`,
        );
        await tx.execute(
          sql`update bulk_payouts set status = 'pending_approval', approval_id = ${a!.id} where id = ${batchId}`,
        );
        const approval = await requestWaits(
          tx,
          { id: a!.id, businessId: holder.id, actor, appUrl },
          {
            operation: 'withdraw',
            kind: 'bulk_payout',
            amount: figures.amountUsd,
            currency: 'USD',
            usd: figures.amountUsd,
            needed,
          },
          { bulkPayoutId: batchId },
        );
        return { ...(await getBatch(tx, holder.id, batchId)), replayed: false, approval };
      }
      await executeBatch(tx, holder.id, batchId, actor);
      return { ...(await getBatch(tx, holder.id, batchId)), replayed: false, approval: null };
    })
    .then((r) => {
      if ('refused' in r) throw r.refused;
      return r;
    });
}

export { emptyFields };
