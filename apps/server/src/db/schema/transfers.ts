import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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
import { beneficiaries, deposits, withdrawals } from './ledger.ts';

// Send money (issue 38, docs/send-money.md): the admin's corridors and the clients' transfers.

/** A route money can take: source → destination currency/country, its price, limits and speed. */
export const corridors = pgTable(
  'corridors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceCurrency: text('source_currency').notNull(),
    destCurrency: text('dest_currency').notNull(),
    destCountry: text('dest_country').notNull(),
    /** mobile_money | bank_account | wallet */
    payoutMethods: text('payout_methods').array().notNull(),
    feeFixed: numeric('fee_fixed', { precision: 24, scale: 4 }).notNull(),
    feePercent: numeric('fee_percent', { precision: 8, scale: 4 }).notNull(),
    feeMin: numeric('fee_min', { precision: 24, scale: 4 }).notNull(),
    spreadBps: integer('spread_bps').notNull(),
    /** Limits in the source currency: per transfer, and per sender per calendar month (EAT). */
    minAmount: numeric('min_amount', { precision: 24, scale: 4 }).notNull(),
    maxPerTransfer: numeric('max_per_transfer', { precision: 24, scale: 4 }).notNull(),
    monthlyLimit: numeric('monthly_limit', { precision: 24, scale: 4 }).notNull(),
    /** minutes (min..max minutes) | business_days (min..max days) */
    deliveryKind: text('delivery_kind').notNull(),
    deliveryMin: integer('delivery_min').notNull(),
    deliveryMax: integer('delivery_max').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('corridors_route_uq').on(t.sourceCurrency, t.destCurrency, t.destCountry)],
);

/**
 * One transfer. Priced when created (held TRANSFER_PRICE_HOLD_SEC), money moves on confirm: the
 * conversion journal, then a held withdrawal to the payee (paid by the rail or the admin) or a
 * journal to another client. `tracking_token` is the public link's capability (256 random bits).
 */
export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => accountHolders.id, { onDelete: 'restrict' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    corridorId: uuid('corridor_id')
      .notNull()
      .references(() => corridors.id),
    reference: text('reference').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    payoutMethod: text('payout_method').notNull(),
    /** beneficiary | client */
    recipientKind: text('recipient_kind').notNull(),
    beneficiaryId: uuid('beneficiary_id').references(() => beneficiaries.id),
    recipientUserId: text('recipient_user_id').references(() => accountHolders.id),
    recipientName: text('recipient_name').notNull(),
    recipientPhone: text('recipient_phone'),
    recipientEmail: text('recipient_email'),
    network: text('network'),
    /**
     * The rail's name check of a mobile-money payee (issue 38): match | close | mismatch |
     * unavailable; null where the rail offers none (M-Pesa). `registered_name` is masked.
     */
    nameCheck: text('name_check'),
    registeredName: text('registered_name'),
    sourceCurrency: text('source_currency').notNull(),
    destCurrency: text('dest_currency').notNull(),
    destCountry: text('dest_country').notNull(),
    sendAmount: numeric('send_amount', { precision: 24, scale: 4 }).notNull(),
    receiveAmount: numeric('receive_amount', { precision: 24, scale: 4 }).notNull(),
    fee: numeric('fee', { precision: 24, scale: 4 }).notNull(),
    total: numeric('total', { precision: 24, scale: 4 }).notNull(),
    rate: numeric('rate', { precision: 24, scale: 10 }).notNull(),
    midRate: numeric('mid_rate', { precision: 24, scale: 10 }).notNull(),
    /** awaiting_confirmation | processing | delivered | cancelled | refunded */
    status: text('status').notNull().default('awaiting_confirmation'),
    reason: text('reason'),
    arrival: jsonb('arrival').notNull(),
    priceExpiresAt: timestamp('price_expires_at', { withTimezone: true }).notNull(),
    withdrawalId: uuid('withdrawal_id').references(() => withdrawals.id),
    /**
     * Paid in for this transfer alone (an M-Pesa prompt for its total): the deposit that pays it.
     * Once credited, the worker confirms the transfer from it (transfers/pay-in.ts).
     */
    payInDepositId: uuid('pay_in_deposit_id').references(() => deposits.id),
    trackingToken: text('tracking_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** When the sender was told the rail has the payout ("sent to the network"). */
    sentNoticeAt: timestamp('sent_notice_at', { withTimezone: true }),
  },
  (t) => [
    index('transfers_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('transfers_user_key_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('transfers_tracking_uq').on(t.trackingToken),
    uniqueIndex('transfers_withdrawal_uq')
      .on(t.withdrawalId)
      .where(sql`${t.withdrawalId} is not null`),
    uniqueIndex('transfers_pay_in_uq')
      .on(t.payInDepositId)
      .where(sql`${t.payInDepositId} is not null`),
  ],
);

/**
 * Recurring transfers (issue 38): a fixed amount to one recipient every week or month. The rate
 * seen at set-up is kept; a run whose rate moved more than `tolerance_percent` waits for the
 * client instead of sending (docs/send-money.md "Recurring transfers").
 */
export const transferSchedules = pgTable(
  'transfer_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => accountHolders.id, { onDelete: 'restrict' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    corridorId: uuid('corridor_id')
      .notNull()
      .references(() => corridors.id),
    payoutMethod: text('payout_method').notNull(),
    beneficiaryId: uuid('beneficiary_id').references(() => beneficiaries.id, {
      onDelete: 'set null',
    }),
    /** Another client's email or phone, as the sender typed it (payout method `wallet`). */
    recipientContact: text('recipient_contact'),
    /** As the sender sees it (a client's masked). */
    recipientName: text('recipient_name').notNull(),
    sendAmount: numeric('send_amount', { precision: 24, scale: 4 }).notNull(),
    /** weekly (day 1-7, Monday first) | monthly (day 1-28) */
    frequency: text('frequency').notNull(),
    day: integer('day').notNull(),
    setupRate: numeric('setup_rate', { precision: 24, scale: 10 }).notNull(),
    tolerancePercent: numeric('tolerance_percent', { precision: 6, scale: 2 }).notNull(),
    nextRunOn: date('next_run_on'),
    /** active | paused | cancelled */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transfer_schedules_user_idx').on(t.userId, t.createdAt),
    index('transfer_schedules_due_idx').on(t.status, t.nextRunOn),
  ],
);

/** One row per schedule and day: the worker's claim, so no run happens twice. */
export const transferScheduleRuns = pgTable(
  'transfer_schedule_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => transferSchedules.id, { onDelete: 'cascade' }),
    runOn: date('run_on').notNull(),
    /** running | sent | waiting | skipped */
    status: text('status').notNull().default('running'),
    reason: text('reason'),
    reasonText: text('reason_text'),
    rate: numeric('rate', { precision: 24, scale: 10 }),
    transferId: uuid('transfer_id').references(() => transfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('transfer_schedule_runs_day_uq').on(t.scheduleId, t.runOn)],
);
