import { sql } from 'drizzle-orm';
import {
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
import { accountHolders } from './holders.ts';
import { deposits, withdrawals } from './ledger.ts';

// Payment rails (docs/payments.md): what we asked of a rail, and what came back from it.

/**
 * One request to a rail: a collection (M-Pesa STK push) for a deposit, or a payout (B2C) for a
 * withdrawal. `callback_secret_hash` is the SHA-256 of the secret in the callback address the
 * rail was given, so a callback proves it answers this request. `status` moves once from
 * submitting/submitted to succeeded, failed or refused, under a row lock (rails/apply.ts).
 */
export const railOperations = pgTable(
  'rail_operations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rail: text('rail').notNull(),
    /** collect | payout */
    direction: text('direction').notNull(),
    holderId: text('holder_id')
      .notNull()
      .references(() => accountHolders.id, { onDelete: 'restrict' }),
    depositId: uuid('deposit_id').references(() => deposits.id),
    withdrawalId: uuid('withdrawal_id').references(() => withdrawals.id),
    currency: text('currency').notNull(),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    /** The payer's or payee's mobile number (E.164 without '+'). */
    msisdn: text('msisdn'),
    /** A bank payout's payment file (pain.001): the batch that carries it to the bank. */
    batchId: uuid('batch_id').references(() => bankPayoutBatches.id),
    callbackSecretHash: text('callback_secret_hash').notNull(),
    /** The rail's id for the request (CheckoutRequestID, ConversationID). */
    externalId: text('external_id'),
    secondaryId: text('secondary_id'),
    /** submitting | submitted | succeeded | failed | refused */
    status: text('status').notNull().default('submitting'),
    resultCode: text('result_code'),
    resultMessage: text('result_message'),
    /** The rail's receipt for the money that moved (M-Pesa receipt number). */
    receipt: text('receipt'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rail_operations_external_uq')
      .on(t.rail, t.externalId)
      .where(sql`${t.externalId} is not null`),
    uniqueIndex('rail_operations_receipt_uq')
      .on(t.rail, t.receipt)
      .where(sql`${t.receipt} is not null`),
    index('rail_operations_open_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} in ('submitting', 'submitted')`),
    index('rail_operations_deposit_idx').on(t.depositId),
    index('rail_operations_batch_idx').on(t.batchId),
    // A withdrawal is handed to a rail once: a second worker's insert fails, never pays twice.
    uniqueIndex('rail_operations_withdrawal_uq')
      .on(t.withdrawalId)
      .where(sql`${t.withdrawalId} is not null`),
  ],
);

/**
 * A bank payout file (ISO 20022 pain.001.001.09) as we made it: the held withdrawals to bank
 * payees it carries are `rail_operations` rows (rail 'bank', direction 'payout', `batch_id`)
 * written in the same transaction, so the bank's answer (pain.002) always finds them. The XML is
 * kept as sent (downloaded again byte for byte); `ctrl_sum` and `nb_of_txs` are its GrpHdr's.
 */
export const bankPayoutBatches = pgTable(
  'bank_payout_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** GrpHdr/MsgId: the bank's pain.002 names it in OrgnlMsgId. */
    messageId: text('message_id').notNull(),
    nbOfTxs: integer('nb_of_txs').notNull(),
    ctrlSum: numeric('ctrl_sum', { precision: 24, scale: 4 }).notNull(),
    /** The currencies of its PmtInf blocks, e.g. "KES,USD". */
    currencies: text('currencies').notNull(),
    xml: text('xml').notNull(),
    sha256: text('sha256').notNull(),
    createdBy: text('created_by'),
    /** When it was handed to the bank (host-to-host or the simulator); null: download only. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_payout_batches_msg_uq').on(t.messageId)],
);

/**
 * A bank statement file as imported (camt.053 or camt.054): who brought it, its SHA-256 (the same
 * file twice is recognised; its entries are deduplicated one by one anyway) and what it held.
 */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** camt.053 | camt.054 */
    format: text('format'),
    fileName: text('file_name'),
    sha256: text('sha256'),
    messageId: text('message_id'),
    /** importing | imported | failed */
    status: text('status').notNull().default('importing'),
    entries: integer('entries').notNull().default(0),
    /** Entries new to us (the rest were already in from an earlier file). */
    newEntries: integer('new_entries').notNull().default(0),
    error: text('error'),
    importedBy: text('imported_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('bank_statements_sha_idx').on(t.sha256)],
);

/**
 * The rails' inbox: every callback as received (raw body, source address), and every answer a
 * status query gave, before anything moves. A worker applies each once (rails/apply.ts); the
 * dedupe key makes a callback sent twice one row.
 */
export const railEvents = pgTable(
  'rail_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rail: text('rail').notNull(),
    /** stk_callback | b2c_result | b2c_timeout | status_query | unconfirmed_payout | … (inbox.ts) */
    kind: text('kind').notNull(),
    operationId: uuid('operation_id').references(() => railOperations.id),
    /**
     * The body exactly as it arrived. Null for a statement's entry: its body is the entry as read
     * from the file (the file itself is kept by its hash, bank_statements), not stored twice.
     */
    raw: text('raw'),
    body: jsonb('body'),
    sourceIp: text('source_ip'),
    dedupeKey: text('dedupe_key').notNull(),
    /** received | applied | ignored | rejected | exception */
    status: text('status').notNull().default('received'),
    /** A bank entry's statement file (camt.053/054), when the event came from one. */
    statementId: uuid('statement_id').references(() => bankStatements.id),
    /** The deposit an event was matched to (applied), or the one suggested for a person (exception). */
    depositId: uuid('deposit_id').references(() => deposits.id),
    /** The withdrawal a bank debit was matched to: a payout paid by hand, then booked by the bank. */
    withdrawalId: uuid('withdrawal_id').references(() => withdrawals.id),
    note: text('note'),
    attempts: integer('attempts').notNull().default(0),
    /** A worker's lease on the row: another instance skips it until then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rail_events_dedupe_uq').on(t.rail, t.dedupeKey),
    index('rail_events_pending_idx')
      .on(t.receivedAt)
      .where(sql`${t.status} = 'received'`),
    index('rail_events_operation_idx').on(t.operationId),
    index('rail_events_statement_idx').on(t.statementId),
    index('rail_events_exception_idx')
      .on(t.rail, t.receivedAt)
      .where(sql`${t.status} = 'exception'`),
  ],
);

/**
 * The reconciliation queue (docs/payments.md): each rail event that matched nothing it should,
 * with the deposit it most likely belongs to, for a person to resolve: credit to the holder,
 * refund to the sender, or write off (requested by one admin, approved by another: four eyes).
 */
export const railExceptions = pgTable(
  'rail_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => railEvents.id),
    rail: text('rail').notNull(),
    reason: text('reason').notNull(),
    /** What the event says moved, when it says (a bank entry's amount). */
    amount: numeric('amount', { precision: 24, scale: 4 }),
    currency: text('currency'),
    suggestedDepositId: uuid('suggested_deposit_id').references(() => deposits.id),
    /** open | write_off_requested | credited | refunded | written_off | confirmed_paid | confirmed_not_paid | settled_by_rail */
    state: text('state').notNull().default('open'),
    note: text('note'),
    requestedBy: text('requested_by'),
    decidedBy: text('decided_by'),
    depositId: uuid('deposit_id').references(() => deposits.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rail_exceptions_event_uq').on(t.eventId),
    index('rail_exceptions_open_idx')
      .on(t.createdAt)
      .where(sql`${t.state} in ('open', 'write_off_requested')`),
  ],
);
