import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { accountHolders } from './holders.ts';
import { beneficiaries, fxQuotes, tradingOrders, withdrawals } from './ledger.ts';
import { organization } from './organizations.ts';

// Approval rules and the requests waiting for them (issue 17; docs/business-accounts.md).

/** A request of `operation` strictly over `over_usd` (USD equivalent) needs `approvals`. */
export const businessApprovalRules = pgTable(
  'business_approval_rules',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    /** withdraw | convert */
    operation: text('operation').notNull(),
    overUsd: numeric('over_usd', { precision: 24, scale: 2 }).notNull(),
    approvals: smallint('approvals').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.operation, t.overUsd] })],
);

/**
 * A withdrawal or conversion an initiator asked for that needs approvals. Nothing is held while
 * it waits; the money moves when the last approval executes it (withdrawal) or when a fresh
 * quote is confirmed (conversion), under the business's lock, exactly once.
 */
export const businessApprovals = pgTable(
  'business_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => accountHolders.id, { onDelete: 'restrict' }),
    /** withdraw | convert */
    operation: text('operation').notNull(),
    /** pending | approved | executed | rejected | cancelled | failed (shared APPROVAL_STATUSES) */
    status: text('status').notNull().default('pending'),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    /** The withdrawal asked for. */
    beneficiaryId: uuid('beneficiary_id').references(() => beneficiaries.id),
    currency: text('currency'),
    /** Withdrawal amount, or the conversion's fixed amount (sell or buy side). */
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    /** The conversion asked for: the quote the initiator accepted, then the fresh one. */
    sellCurrency: text('sell_currency'),
    buyCurrency: text('buy_currency'),
    side: text('side'),
    quoteId: uuid('quote_id').references(() => fxQuotes.id),
    freshQuoteId: uuid('fresh_quote_id').references(() => fxQuotes.id),
    amountUsd: numeric('amount_usd', { precision: 24, scale: 2 }).notNull(),
    approvalsRequired: smallint('approvals_required').notNull(),
    withdrawalId: uuid('withdrawal_id').references(() => withdrawals.id),
    orderId: uuid('order_id').references(() => tradingOrders.id),
    /** A treasury instruction proposed for approval (issue 41): a limit order or recurring plan. */
    limitOrderId: uuid('limit_order_id'),
    recurringId: uuid('recurring_id'),
    /** A bulk payout batch proposed for approval (issue 41 item 4). */
    bulkPayoutId: uuid('bulk_payout_id'),
    /** A forward contract above the business's conversion rule (issue 41 item 3). */
    forwardId: uuid('forward_id'),
    /** A stablecoin payout above the business's withdrawal rule (issue 40): its USD already held. */
    chainPayoutId: uuid('chain_payout_id'),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('business_approvals_business_idx').on(t.businessId, t.status, t.createdAt),
    uniqueIndex('business_approvals_key_uq').on(t.businessId, t.requestedBy, t.idempotencyKey),
    uniqueIndex('business_approvals_order_uq').on(t.orderId),
  ],
);

/** The request's timeline, append-only: requested, approved, rejected, quote issued, executed. */
export const businessApprovalEvents = pgTable(
  'business_approval_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    approvalId: uuid('approval_id')
      .notNull()
      .references(() => businessApprovals.id, { onDelete: 'restrict' }),
    /** shared APPROVAL_EVENT_LABELS keys */
    kind: text('kind').notNull(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('business_approval_events_approval_idx').on(t.approvalId, t.id),
    // One approval per approver, whatever the race.
    uniqueIndex('business_approval_events_once_uq')
      .on(t.approvalId, t.actorId)
      .where(sql`${t.kind} = 'approved'`),
  ],
);
