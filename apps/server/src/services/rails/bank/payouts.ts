import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { bankAccountProblems, CURRENCY_CODES, D } from '@mizani/shared';
import { bankDebtorAccounts } from '../../../env-values.ts';
import { queryRows, type Db, type DbOrTx } from '../../../db/client.ts';
import { secretHash } from '../callback-secret.ts';
import { buildPain001, type DebtorAccount, type Pain001Tx } from './pain001.ts';
import { parsePain002, type TxStatus } from './pain002.ts';

// The bank rail's payouts (docs/payments.md): held withdrawals to bank payees gathered into a
// pain.001 file; the bank's pain.002 answer goes through the rails' inbox and its worker
// (apply.ts), which pays each withdrawal out or releases its hold once.

/** A pain.001 carries at most this many payments; more wait for the next file. */
const BATCH_MAX = 500;

export type BatchJson = {
  id: string;
  messageId: string;
  nbOfTxs: number;
  ctrlSum: string;
  currencies: string[];
  createdAt: string;
  sentAt: string | null;
  /** Its payments by state: with the bank, paid, refused. */
  open: number;
  paid: number;
  failed: number;
};

type Candidate = {
  id: string;
  user_id: string;
  currency: string;
  amount: string;
  reference: string;
  name: string;
  country: string;
  details: Record<string, string>;
};

/** EndToEndId of an operation: its UUID without hyphens (ISO 20022 Max35Text). */
export const endToEndIdOf = (operationId: string) => operationId.replaceAll('-', '');

/**
 * Gathers the held withdrawals to bank payees into one pain.001, or returns null when none is
 * waiting. In one transaction: each withdrawal's `rail_operations` row is written (with its
 * EndToEndId) before the file exists, by the payout worker's rule: the insert selects the
 * withdrawal `for update` while it is still pending, so an admin's decision or a cancel holding
 * that row is waited for and then seen (the row is left out), and one that comes after finds the
 * operation and answers 409. Payees whose details fail today's checks, and currencies we have no
 * account to pay from, stay with the admin.
 */
export async function createPayoutBatch(
  db: Db,
  opts: {
    debtorName: string;
    debtors: Record<string, DebtorAccount>;
    createdBy: string;
    now?: Date;
  },
) {
  return db.transaction(async (tx) => {
    const candidates = (
      await queryRows<Candidate>(
        tx,
        sql`select w.id, w.user_id, w.currency, w.amount, w.reference, b.name, b.country, b.details
            from withdrawals w join beneficiaries b on b.id = w.beneficiary_id
            where w.status = 'pending' and b.kind = 'bank_account'
              and not exists (select 1 from rail_operations o where o.withdrawal_id = w.id)
            order by w.created_at limit ${BATCH_MAX}`,
      )
    ).filter(
      (c) =>
        opts.debtors[c.currency] &&
        bankAccountProblems(c.country, c.details.accountNumber, c.details.bic).length === 0,
    );
    if (!candidates.length) return null;
    const now = opts.now ?? new Date();
    const batchId = randomUUID();
    // MsgId: unique per file (Max35Text), readable by a person at the bank.
    const messageId = `MZ-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(6).toString('hex').toUpperCase()}`;
    await tx.execute(
      sql`insert into bank_payout_batches (id, message_id, nb_of_txs, ctrl_sum, currencies, xml, sha256, created_by)
          values (${batchId}, ${messageId}, 0, 0, '', '', '', ${opts.createdBy})`,
    );
    const txs: Pain001Tx[] = [];
    for (const c of candidates) {
      const opId = randomUUID();
      // No callback reaches a bank payout (its answer is a file), so its secret is never told.
      const [op] = await queryRows<{ id: string }>(
        tx,
        sql`insert into rail_operations (id, rail, direction, holder_id, withdrawal_id, currency, amount,
              callback_secret_hash, external_id, batch_id, status)
            select ${opId}, 'bank', 'payout', w.user_id, w.id, w.currency, w.amount,
              ${secretHash(randomBytes(24).toString('base64url'))}, ${endToEndIdOf(opId)}, ${batchId}, 'submitted'
            from withdrawals w where w.id = ${c.id} and w.status = 'pending'
            for update
            on conflict do nothing returning id`,
      );
      if (!op) continue;
      txs.push({
        endToEndId: endToEndIdOf(opId),
        instructionId: c.reference,
        currency: c.currency,
        amount: c.amount,
        creditorName: c.name,
        creditorCountry: c.country,
        account: c.details.accountNumber!,
        ...(c.details.bic ? { bic: c.details.bic } : {}),
        ...(c.details.bankName ? { bankName: c.details.bankName } : {}),
        remittance: c.reference,
      });
    }
    if (!txs.length) {
      // Every candidate was decided meanwhile: no file.
      await tx.execute(sql`delete from bank_payout_batches where id = ${batchId}`);
      return null;
    }
    const file = buildPain001({
      messageId,
      createdAt: now,
      executionDate: now.toISOString().slice(0, 10),
      debtorName: opts.debtorName,
      debtors: opts.debtors,
      txs,
    });
    await tx.execute(
      sql`update bank_payout_batches set nb_of_txs = ${file.nbOfTxs}, ctrl_sum = ${file.ctrlSum},
          currencies = ${file.currencies.join(',')}, xml = ${file.xml},
          sha256 = ${createHash('sha256').update(file.xml).digest('hex')} where id = ${batchId}`,
    );
    const [batch] = await listPayoutBatches(tx, batchId);
    return batch!;
  });
}

export async function listPayoutBatches(db: DbOrTx, id?: string): Promise<BatchJson[]> {
  const rows = await queryRows<{
    id: string;
    message_id: string;
    nb_of_txs: number;
    ctrl_sum: string;
    currencies: string;
    created_at: Date | string;
    sent_at: Date | string | null;
    open: number;
    paid: number;
    failed: number;
  }>(
    db,
    sql`select b.id, b.message_id, b.nb_of_txs, b.ctrl_sum, b.currencies, b.created_at, b.sent_at,
          (select count(*)::int from rail_operations o where o.batch_id = b.id and o.status in ('submitting', 'submitted')) as open,
          (select count(*)::int from rail_operations o where o.batch_id = b.id and o.status = 'succeeded') as paid,
          (select count(*)::int from rail_operations o where o.batch_id = b.id and o.status in ('failed', 'refused')) as failed
        from bank_payout_batches b
        where (${id ?? null}::uuid is null or b.id = ${id ?? null}::uuid)
        order by b.created_at desc limit 50`,
  );
  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
  return rows.map((r) => ({
    id: r.id,
    messageId: r.message_id,
    nbOfTxs: r.nb_of_txs,
    ctrlSum: new D(r.ctrl_sum).toFixed(2),
    currencies: r.currencies ? r.currencies.split(',') : [],
    createdAt: iso(r.created_at)!,
    sentAt: iso(r.sent_at),
    open: r.open,
    paid: r.paid,
    failed: r.failed,
  }));
}

export async function payoutBatchXml(db: Db, id: string) {
  const [row] = await queryRows<{ xml: string; message_id: string }>(
    db,
    sql`select xml, message_id from bank_payout_batches where id = ${id}`,
  );
  return row ?? null;
}

export type StatusImport = {
  statementId: string;
  messageId: string;
  originalMessageId: string;
  statuses: number;
  newStatuses: number;
  duplicateFile: boolean;
};

/**
 * A pain.002 into the rails' inbox: one `rail_events` row per payment status (kind
 * 'pain002_status', keyed by EndToEndId and status, so the same file twice is the same rows), the
 * file noted beside the camt imports. Nothing moves here: the inbox worker applies each once. A
 * whole file refused (GrpSts RJCT, no line per payment) refuses every payment of that file.
 */
export async function importStatusReport(
  db: Db,
  xml: string,
  meta: { fileName?: string; importedBy: string },
): Promise<StatusImport> {
  const report = parsePain002(xml);
  const sha = createHash('sha256').update(xml).digest('hex');
  const [dup] = await queryRows<{ id: string }>(
    db,
    sql`select id from bank_statements where sha256 = ${sha} and status = 'imported' limit 1`,
  );
  let txs: TxStatus[] = report.txs;
  if (!txs.length && report.groupStatus === 'RJCT')
    txs = (
      await queryRows<{ external_id: string }>(
        db,
        sql`select o.external_id from rail_operations o join bank_payout_batches b on b.id = o.batch_id
            where b.message_id = ${report.originalMessageId}`,
      )
    ).map((o) => ({
      endToEndId: o.external_id,
      status: 'RJCT',
      ...(report.groupReason ? { reason: report.groupReason } : {}),
    }));
  return db.transaction(async (tx) => {
    const [st] = await queryRows<{ id: string }>(
      tx,
      sql`insert into bank_statements (format, file_name, sha256, message_id, status, entries, imported_by, completed_at)
          values ('pain.002', ${meta.fileName ?? null}, ${sha}, ${report.messageId}, 'imported', ${txs.length}, ${meta.importedBy}, now())
          returning id`,
    );
    let fresh = 0;
    for (const t of txs) {
      // The operation this status answers: ours, in the file the report names. Anything else
      // is stored unmatched and goes to the exceptions queue.
      const [op] = await queryRows<{ id: string }>(
        tx,
        sql`select o.id from rail_operations o join bank_payout_batches b on b.id = o.batch_id
            where o.rail = 'bank' and o.external_id = ${t.endToEndId} and b.message_id = ${report.originalMessageId}`,
      );
      const body = {
        ...t,
        originalMessageId: report.originalMessageId,
        reportId: report.messageId,
      };
      const inserted = await queryRows<{ id: string }>(
        tx,
        sql`insert into rail_events (rail, kind, operation_id, raw, body, dedupe_key, statement_id)
            values ('bank', 'pain002_status', ${op?.id ?? null}, ${JSON.stringify(body)}, ${JSON.stringify(body)}::jsonb,
                    ${`pain002:${report.originalMessageId}:${t.endToEndId}:${t.status}`}, ${st!.id})
            on conflict (rail, dedupe_key) do nothing returning id`,
      );
      fresh += inserted.length;
    }
    await tx.execute(sql`update bank_statements set new_entries = ${fresh} where id = ${st!.id}`);
    return {
      statementId: st!.id,
      messageId: report.messageId,
      originalMessageId: report.originalMessageId,
      statuses: txs.length,
      newStatuses: fresh,
      duplicateFile: !!dup,
    };
  });
}

/** The simulated bank's account we pay from (outside production, when none is configured). */
export const SIMULATED_DEBTOR: DebtorAccount = { iban: 'GB29NWBK60161331926819', bic: 'NWBKGB2L' };

/**
 * The accounts payouts are paid from, per currency (BANK_DEBTOR_ACCOUNTS). Outside production an
 * empty setting pays every currency from the simulated bank's account; in production a currency
 * without an account is never put in a file (its payouts stay with the admin).
 */
export function debtorAccounts(env: {
  NODE_ENV: string;
  BANK_DEBTOR_ACCOUNTS: string;
}): Record<string, DebtorAccount> {
  const configured = bankDebtorAccounts(env.BANK_DEBTOR_ACCOUNTS);
  if (Object.keys(configured).length || env.NODE_ENV === 'production') return configured;
  return Object.fromEntries(CURRENCY_CODES.map((c) => [c, SIMULATED_DEBTOR]));
}
