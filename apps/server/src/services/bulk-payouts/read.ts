import { sql } from 'drizzle-orm';
import {
  type BulkLineStatus,
  type BulkPayout,
  type BulkPayoutLine,
  type BulkPayoutStatus,
} from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { iso } from '../wallet/format.ts';
import { batchFigures, type LineFields } from './validate.ts';

// A bulk payout batch and its lines as the dashboard and /api/v1 read them (batches.ts writes them).

export type BatchRow = {
  id: string;
  reference: string;
  holder_id: string;
  created_by: string | null;
  creator_name: string | null;
  file_name: string | null;
  status: BulkPayoutStatus;
  idempotency_key: string | null;
  approval_id: string | null;
  failure: string | null;
  submitted_at: Date | null;
  completed_at: Date | null;
  created_at: Date;
};

export type LineRow = {
  id: string;
  line_no: number;
  name: string;
  method: string;
  country: string;
  phone: string;
  network: string;
  account: string;
  bank_code: string;
  iban: string;
  bic: string;
  amount: string;
  currency: string;
  reference: string;
  fee: string | null;
  errors: Record<string, string>;
  dropped: boolean;
  status: BulkLineStatus;
  reason: string | null;
  withdrawal_reference: string | null;
  rail: string | null;
};

export const fieldsOf = (l: LineRow): LineFields => ({
  name: l.name,
  method: l.method,
  country: l.country,
  phone: l.phone,
  network: l.network,
  account: l.account,
  bank_code: l.bank_code,
  iban: l.iban,
  bic: l.bic,
  amount: l.amount,
  currency: l.currency,
  reference: l.reference,
});

export const lineJson = (l: LineRow): BulkPayoutLine => ({
  id: l.id,
  lineNo: l.line_no,
  name: l.name,
  method: l.method,
  country: l.country,
  phone: l.phone,
  network: l.network,
  account: l.account,
  bankCode: l.bank_code,
  iban: l.iban,
  bic: l.bic,
  amount: l.amount,
  currency: l.currency,
  reference: l.reference,
  fee: l.fee === null ? null : String(l.fee),
  errors: l.errors,
  dropped: l.dropped,
  status: l.status,
  reason: l.reason,
  withdrawalReference: l.withdrawal_reference,
  rail: l.rail,
});

export const SELECT_BATCH = sql`select b.*, u.name as creator_name from bulk_payouts b left join "user" u on u.id = b.created_by`;

export async function readBatch(db: DbOrTx, holderId: string, id: string, lock = false) {
  const [b] = await queryRows<BatchRow>(
    db,
    lock
      ? sql`select b.*, null as creator_name from bulk_payouts b where b.id = ${id} and b.holder_id = ${holderId} for update`
      : sql`${SELECT_BATCH} where b.id = ${id} and b.holder_id = ${holderId}`,
  );
  if (!b) throw notFound('Bulk payout');
  return b;
}

/** The lines with their state: a pending line whose payout a rail (or a bank file) holds is `sent`. */
export async function readLines(db: DbOrTx, batchId: string) {
  return queryRows<LineRow>(
    db,
    sql`select l.id, l.line_no, l.name, l.method, l.country, l.phone, l.network, l.account, l.bank_code,
               l.iban, l.bic, l.amount, l.currency, l.reference, l.fee::text as fee, l.errors, l.dropped,
               case when l.status = 'pending' and o.rail is not null then 'sent' else l.status end as status,
               l.reason, w.reference as withdrawal_reference, o.rail
          from bulk_payout_lines l
          left join withdrawals w on w.id = l.withdrawal_id
          left join lateral (select r.rail from rail_operations r where r.withdrawal_id = l.withdrawal_id
                              order by r.created_at desc limit 1) o on l.withdrawal_id is not null
         where l.batch_id = ${batchId} order by l.line_no`,
  );
}

export const valid = (l: { errors: Record<string, string>; dropped: boolean }) =>
  !l.dropped && Object.keys(l.errors).length === 0;

/** The batch as its members see it: counts, totals per currency, problems, and optionally lines. */
export async function batchJson(db: DbOrTx, b: BatchRow, lines: LineRow[]): Promise<BulkPayout> {
  const counts = {
    lines: lines.length,
    valid: 0,
    invalid: 0,
    dropped: 0,
    pending: 0,
    sent: 0,
    paid: 0,
    refunded: 0,
  };
  for (const l of lines) {
    if (l.dropped) counts.dropped++;
    else if (valid(l)) counts.valid++;
    else counts.invalid++;
    if (l.status !== 'draft') counts[l.status]++;
  }
  const pay = lines.filter(valid).map((l) => ({ currency: l.currency, amount: l.amount }));
  const figures = await batchFigures(db, b.holder_id, pay);
  const open = b.status === 'draft';
  return {
    id: b.id,
    reference: b.reference,
    status: b.status,
    fileName: b.file_name,
    createdBy: b.creator_name,
    createdAt: iso(b.created_at)!,
    submittedAt: iso(b.submitted_at),
    completedAt: iso(b.completed_at),
    failure: b.failure,
    approvalId: b.approval_id,
    counts,
    totals: figures.totals,
    // Balance and limits stop a draft; once reserved, they no longer apply.
    problems: open ? figures.problems : [],
    amountUsd: figures.amountUsd,
  };
}

export async function getBatch(db: DbOrTx, holderId: string, id: string) {
  const b = await readBatch(db, holderId, id);
  const lines = await readLines(db, id);
  return { batch: await batchJson(db, b, lines), lines: lines.map(lineJson) };
}

export async function listBatches(db: DbOrTx, holderId: string) {
  const rows = await queryRows<
    BatchRow & {
      lines: number;
      paid: number;
      refunded: number;
      dropped: number;
      totals: { currency: string; amount: string }[];
    }
  >(
    db,
    sql`select b.*, u.name as creator_name, c.lines, c.paid, c.refunded, c.dropped
          from bulk_payouts b left join "user" u on u.id = b.created_by,
        lateral (select count(*)::int as lines,
                        count(*) filter (where l.status = 'paid')::int as paid,
                        count(*) filter (where l.status = 'refunded')::int as refunded,
                        count(*) filter (where l.dropped)::int as dropped
                   from bulk_payout_lines l where l.batch_id = b.id) c
        where b.holder_id = ${holderId} order by b.created_at desc limit 100`,
  );
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    status: r.status,
    fileName: r.file_name,
    createdBy: r.creator_name,
    createdAt: iso(r.created_at)!,
    submittedAt: iso(r.submitted_at),
    completedAt: iso(r.completed_at),
    lines: r.lines,
    paid: r.paid,
    refunded: r.refunded,
    dropped: r.dropped,
  }));
}

/** The batch an earlier request with this idempotency key made, if any (a retried submit). */
export async function batchIdByKey(db: DbOrTx, holderId: string, key: string) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from bulk_payouts where holder_id = ${holderId} and idempotency_key = ${key}`,
  );
  return row?.id ?? null;
}
