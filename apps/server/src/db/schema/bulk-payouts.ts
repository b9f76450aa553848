import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { accountHolders } from './holders.ts';
import { beneficiaries, ledgerJournals, withdrawals } from './ledger.ts';

// Bulk payouts (issue 41 item 4, docs/treasury.md): a file of payees checked line by line, then,
// once approved, one reservation journal for the whole batch and one held withdrawal per line,
// paid by its rail like any other (rails/payout.ts, bank/payouts.ts).

export const bulkPayouts = pgTable(
  'bulk_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    holderId: text('holder_id')
      .notNull()
      .references(() => accountHolders.id, { onDelete: 'restrict' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    fileName: text('file_name'),
    /** shared BULK_PAYOUT_STATUSES */
    status: text('status').notNull().default('draft'),
    /** The submit's key: a second submit with it answers the first. */
    idempotencyKey: text('idempotency_key'),
    approvalId: uuid('approval_id'),
    /** The one journal that reserved every line and its fee (client → pending, client → fee). */
    holdJournalId: uuid('hold_journal_id').references(() => ledgerJournals.id),
    failure: text('failure'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bulk_payouts_holder_idx').on(t.holderId, t.createdAt),
    uniqueIndex('bulk_payouts_key_uq').on(t.holderId, t.idempotencyKey),
  ],
);

/**
 * One payee of a batch, kept as written (so a bad line can be shown and fixed), with what is wrong
 * with it; once approved, its beneficiary and held withdrawal, whose end (settleWithdrawal) marks
 * the line paid or refunded.
 */
export const bulkPayoutLines = pgTable(
  'bulk_payout_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => bulkPayouts.id, { onDelete: 'cascade' }),
    /** The row's number in the file (1 = the first payee). */
    lineNo: integer('line_no').notNull(),
    name: text('name').notNull().default(''),
    /** mobile_money | bank (as written until valid) */
    method: text('method').notNull().default(''),
    country: text('country').notNull().default(''),
    phone: text('phone').notNull().default(''),
    network: text('network').notNull().default(''),
    account: text('account').notNull().default(''),
    bankCode: text('bank_code').notNull().default(''),
    iban: text('iban').notNull().default(''),
    bic: text('bic').notNull().default(''),
    /** As written; a valid line's is a decimal string with the currency's decimals. */
    amount: text('amount').notNull().default(''),
    currency: text('currency').notNull().default(''),
    reference: text('reference').notNull().default(''),
    fee: numeric('fee', { precision: 24, scale: 4 }),
    /** Field → message; empty when the line may be paid. */
    errors: jsonb('errors').notNull().default({}),
    dropped: boolean('dropped').notNull().default(false),
    /** shared BULK_LINE_STATUSES, but `sent` is read from the rail operation */
    status: text('status').notNull().default('draft'),
    reason: text('reason'),
    beneficiaryId: uuid('beneficiary_id').references(() => beneficiaries.id),
    withdrawalId: uuid('withdrawal_id').references(() => withdrawals.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bulk_payout_lines_no_uq').on(t.batchId, t.lineNo),
    uniqueIndex('bulk_payout_lines_withdrawal_uq')
      .on(t.withdrawalId)
      .where(sql`${t.withdrawalId} is not null`),
  ],
);
