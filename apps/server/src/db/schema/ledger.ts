import { sql } from 'drizzle-orm';
import {
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  jsonb,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { accountHolders } from './holders.ts';

// Double-entry ledger (docs/client-platform.md). Money is numeric(24,4); amounts are decimal strings.

/**
 * Ledger accounts. kind: client (a user's wallet, spec §3 wallet_accounts), house (the provider's
 * own position per currency), fee (conversion fees earned, per currency), pending (withdrawal holds per currency), external (settlement
 * outside the platform: banks, mobile money). `balance` is stored only for client accounts: the
 * sum of their entries, moved in the same statement as the entries and never below zero. House,
 * fee, pending and external accounts keep it at 0 and take their balance from their entries (view
 * ledger_account_balances, migration 0007), so no order locks a shared row
 * (docs/decisions/004-ledger-throughput.md).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    userId: text('user_id').references(() => accountHolders.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    balance: numeric('balance', { precision: 24, scale: 4 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_uq').on(t.kind, sql`coalesce(${t.userId}, '')`, t.currency),
    index('ledger_accounts_user_idx').on(t.userId),
    check('ledger_accounts_client_nonneg', sql`${t.kind} <> 'client' or ${t.balance} >= 0`),
  ],
);

/** One business movement; its entries sum to zero per currency. Append-only. */
export const ledgerJournals = pgTable(
  'ledger_journals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** deposit | withdrawal_hold | withdrawal_paid | withdrawal_release | conversion | seed */
    type: text('type').notNull(),
    userId: text('user_id').references(() => accountHolders.id, { onDelete: 'restrict' }),
    reference: text('reference').notNull(),
    memo: text('memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_journals_user_idx').on(t.userId, t.createdAt)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    journalId: uuid('journal_id')
      .notNull()
      .references(() => ledgerJournals.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    /** Signed: positive credits the account, negative debits it. */
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_journal_idx').on(t.journalId),
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt),
  ],
);

export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => accountHolders.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    /** bank_transfer | mobile_money */
    method: text('method').notNull(),
    reference: text('reference').notNull().unique(),
    expectedAmount: numeric('expected_amount', { precision: 24, scale: 4 }),
    receivedAmount: numeric('received_amount', { precision: 24, scale: 4 }),
    /** pending | completed | rejected */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    journalId: uuid('journal_id').references(() => ledgerJournals.id),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deposits_user_idx').on(t.userId, t.createdAt),
    index('deposits_status_idx').on(t.status),
  ],
);

export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => accountHolders.id, { onDelete: 'restrict' }),
    /** bank_account | mobile_money */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    details: jsonb('details').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('beneficiaries_user_idx').on(t.userId)],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => accountHolders.id, { onDelete: 'restrict' }),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id),
    currency: text('currency').notNull(),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    reference: text('reference').notNull().unique(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** pending | completed | rejected */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    holdJournalId: uuid('hold_journal_id').references(() => ledgerJournals.id),
    finalJournalId: uuid('final_journal_id').references(() => ledgerJournals.id),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The member who asked for it (decision 012). */
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('withdrawals_user_key_uq').on(t.userId, t.idempotencyKey),
  ],
);

/** Firm quotes: valid until expires_at, usable once (used_at set by the order that takes it). */
export const fxQuotes = pgTable(
  'fx_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => accountHolders.id, { onDelete: 'restrict' }),
    sellCurrency: text('sell_currency').notNull(),
    buyCurrency: text('buy_currency').notNull(),
    sellAmount: numeric('sell_amount', { precision: 24, scale: 4 }).notNull(),
    buyAmount: numeric('buy_amount', { precision: 24, scale: 4 }).notNull(),
    /** Client rate: units of buy currency per 1 unit of sell currency, spread included. */
    rate: numeric('rate', { precision: 24, scale: 10 }).notNull(),
    marketRate: numeric('market_rate', { precision: 24, scale: 10 }).notNull(),
    spreadBps: numeric('spread_bps', { precision: 10, scale: 2 }).notNull(),
    fee: numeric('fee', { precision: 24, scale: 4 }).notNull().default('0'),
    /** The fee setting (bps of the sell amount) the quote was priced with. */
    feeBps: numeric('fee_bps', { precision: 10, scale: 2 }).notNull().default('0'),
    feeCurrency: text('fee_currency').notNull(),
    fxRateId: text('fx_rate_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** sell | buy: which amount the client fixed (a fresh quote for an approval keeps it). */
    side: text('side').notNull().default('sell'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fx_quotes_user_idx').on(t.userId)],
);

/** Spec §3 trading_orders (id, user_id, filled_at) plus everything a regulated order record needs. */
export const tradingOrders = pgTable(
  'trading_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => accountHolders.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    quoteId: uuid('quote_id').references(() => fxQuotes.id),
    sellCurrency: text('sell_currency').notNull(),
    buyCurrency: text('buy_currency').notNull(),
    sellAmount: numeric('sell_amount', { precision: 24, scale: 4 }).notNull(),
    buyAmount: numeric('buy_amount', { precision: 24, scale: 4 }).notNull(),
    rate: numeric('rate', { precision: 24, scale: 10 }).notNull(),
    fee: numeric('fee', { precision: 24, scale: 4 }).notNull().default('0'),
    /** pending | filled | rejected | cancelled */
    status: text('status').notNull(),
    /** insufficient_balance | quote_expired | quote_used | pair_inactive */
    rejectReason: text('reject_reason'),
    journalId: uuid('journal_id').references(() => ledgerJournals.id),
    /** The member who placed it (a business's initiator or approver; the client themself otherwise). */
    placedBy: text('placed_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    filledAt: timestamp('filled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('trading_orders_user_key_uq').on(t.userId, t.idempotencyKey),
    index('trading_orders_user_idx').on(t.userId, t.createdAt),
  ],
);
