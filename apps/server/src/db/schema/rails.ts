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
    // A withdrawal is handed to a rail once: a second worker's insert fails, never pays twice.
    uniqueIndex('rail_operations_withdrawal_uq')
      .on(t.withdrawalId)
      .where(sql`${t.withdrawalId} is not null`),
  ],
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
    /** stk_callback | b2c_result | b2c_timeout | status_query */
    kind: text('kind').notNull(),
    operationId: uuid('operation_id').references(() => railOperations.id),
    /** The body exactly as it arrived. */
    raw: text('raw').notNull(),
    body: jsonb('body'),
    sourceIp: text('source_ip'),
    dedupeKey: text('dedupe_key').notNull(),
    /** received | applied | ignored | rejected | exception */
    status: text('status').notNull().default('received'),
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
  ],
);
