import { sql } from 'drizzle-orm';
import {
  date,
  index,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { accountHolders } from './holders.ts';
import { tradingOrders } from './ledger.ts';
import { currencyPairs } from './rates.ts';

// Treasury (issue 41, docs/treasury.md): limit orders and recurring conversions.

/**
 * Convert at a target rate: the sell amount is held (client → pending, a ledger journal) from
 * placement until it fills, is cancelled or expires. A rate written that reaches the target marks
 * it `triggered` inside the writer's transaction; the treasury worker executes it with a firm
 * quote under its row lock (SKIP LOCKED), exactly once.
 */
export const limitOrders = pgTable(
  'treasury_limit_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    holderId: text('holder_id')
      .notNull()
      .references(() => accountHolders.id, { onDelete: 'restrict' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    pairId: uuid('pair_id')
      .notNull()
      .references(() => currencyPairs.id, { onDelete: 'restrict' }),
    sellCurrency: text('sell_currency').notNull(),
    buyCurrency: text('buy_currency').notNull(),
    sellAmount: numeric('sell_amount', { precision: 24, scale: 4 }).notNull(),
    /** The client rate (buy per one sell, spread included) at or above which it fills. */
    targetRate: numeric('target_rate', { precision: 24, scale: 10 }).notNull(),
    /** Last instant it may fill (end of the chosen UTC day). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** pending_approval | open | triggered | filled | cancelled | expired */
    status: text('status').notNull(),
    /** shared TREASURY_REASONS key, and the refusal's own words when there was one. */
    reason: text('reason'),
    reasonText: text('reason_text'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    approvalId: uuid('approval_id'),
    orderId: uuid('order_id').references(() => tradingOrders.id),
    filledRate: numeric('filled_rate', { precision: 24, scale: 10 }),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('treasury_limit_orders_holder_idx').on(t.holderId, t.createdAt),
    // A rate written reads only the open orders of its pair and side whose target it reaches.
    index('treasury_limit_orders_open_idx')
      .on(t.pairId, t.sellCurrency, t.targetRate)
      .where(sql`${t.status} = 'open'`),
    index('treasury_limit_orders_triggered_idx')
      .on(t.triggeredAt)
      .where(sql`${t.status} = 'triggered'`),
    index('treasury_limit_orders_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('open', 'pending_approval')`),
    uniqueIndex('treasury_limit_orders_key_uq').on(t.holderId, t.createdBy, t.idempotencyKey),
    uniqueIndex('treasury_limit_orders_reference_uq').on(t.reference),
  ],
);

/** A conversion of a fixed sell amount every week or month, at most `max_rate` (price). */
export const recurringPlans = pgTable(
  'treasury_recurring_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    holderId: text('holder_id')
      .notNull()
      .references(() => accountHolders.id, { onDelete: 'restrict' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    sellCurrency: text('sell_currency').notNull(),
    buyCurrency: text('buy_currency').notNull(),
    sellAmount: numeric('sell_amount', { precision: 24, scale: 4 }).notNull(),
    /** The most sell currency paid for one unit of the buy currency. */
    maxRate: numeric('max_rate', { precision: 24, scale: 10 }).notNull(),
    /** weekly | monthly */
    frequency: text('frequency').notNull(),
    /** ISO weekday 1-7, or day of month 1-28. */
    day: smallint('day').notNull(),
    nextRunOn: date('next_run_on', { mode: 'string' }),
    /** pending_approval | active | paused | cancelled */
    status: text('status').notNull(),
    approvalId: uuid('approval_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('treasury_recurring_holder_idx').on(t.holderId, t.createdAt),
    index('treasury_recurring_due_idx')
      .on(t.nextRunOn)
      .where(sql`${t.status} = 'active'`),
  ],
);

/** One row per plan and day: the unique key is what makes a run happen once. */
export const recurringRuns = pgTable(
  'treasury_recurring_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => recurringPlans.id, { onDelete: 'cascade' }),
    runOn: date('run_on', { mode: 'string' }).notNull(),
    /** executed | skipped */
    status: text('status').notNull(),
    reason: text('reason'),
    reasonText: text('reason_text'),
    orderId: uuid('order_id').references(() => tradingOrders.id),
    rate: numeric('rate', { precision: 24, scale: 10 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('treasury_recurring_runs_once_uq').on(t.planId, t.runOn)],
);
