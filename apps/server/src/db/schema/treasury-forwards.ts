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
import { currencyPairs } from './rates.ts';

// Forward contracts (issue 41 item 3, docs/treasury.md).

/** Yearly interest rate per currency, kept by the admin; the forward rate's carry. */
export const interestRates = pgTable('treasury_interest_rates', {
  currency: text('currency').primaryKey(),
  ratePct: numeric('rate_pct', { precision: 8, scale: 4 }).notNull(),
  /** 360 (ACT/360: USD, EUR) or 365 (ACT/365: GBP and the African currencies). */
  dayCount: smallint('day_count').notNull(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A forward: the client pays `sell_amount` of the sell currency on `value_date` and receives
 * `sell_amount × forward_rate` of the buy currency. The margin is held from the wallet (client →
 * pending) from booking to settlement or close-out.
 */
export const forwards = pgTable(
  'treasury_forwards',
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
    /** What is left to settle after early drawdowns. */
    remainingSell: numeric('remaining_sell', { precision: 24, scale: 4 }).notNull(),
    spotRate: numeric('spot_rate', { precision: 24, scale: 10 }).notNull(),
    forwardRate: numeric('forward_rate', { precision: 24, scale: 10 }).notNull(),
    sellInterestPct: numeric('sell_interest_pct', { precision: 8, scale: 4 }).notNull(),
    buyInterestPct: numeric('buy_interest_pct', { precision: 8, scale: 4 }).notNull(),
    valueDate: date('value_date', { mode: 'string' }).notNull(),
    amountUsd: numeric('amount_usd', { precision: 24, scale: 2 }).notNull(),
    /** Held now (initial margin plus what the client added on a call, less what was released). */
    marginAmount: numeric('margin_amount', { precision: 24, scale: 4 }).notNull(),
    marginPct: numeric('margin_pct', { precision: 6, scale: 2 }).notNull(),
    /** pending_approval | open | settled | closed_out | cancelled */
    status: text('status').notNull(),
    /** A business's approval request; null with `admin_review` for a person's (four eyes). */
    approvalId: uuid('approval_id'),
    adminReview: text('admin_review'),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    mtmAmount: numeric('mtm_amount', { precision: 24, scale: 4 }),
    mtmRate: numeric('mtm_rate', { precision: 24, scale: 10 }),
    mtmOn: date('mtm_on', { mode: 'string' }),
    marginCallAmount: numeric('margin_call_amount', { precision: 24, scale: 4 }),
    marginCallDeadline: timestamp('margin_call_deadline', { withTimezone: true }),
    /** Close-out loss the margin and wallet could not cover: owed to us (operations collect). */
    shortfall: numeric('shortfall', { precision: 24, scale: 4 }),
    reasonText: text('reason_text'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('treasury_forwards_holder_idx').on(t.holderId, t.createdAt),
    index('treasury_forwards_due_idx')
      .on(t.valueDate)
      .where(sql`${t.status} = 'open'`),
    index('treasury_forwards_review_idx')
      .on(t.createdAt)
      .where(sql`${t.adminReview} = 'waiting'`),
    uniqueIndex('treasury_forwards_key_uq').on(t.holderId, t.createdBy, t.idempotencyKey),
    uniqueIndex('treasury_forwards_reference_uq').on(t.reference),
  ],
);

/** The contract's timeline; a `valued` row per day is what makes the daily valuation run once. */
export const forwardEvents = pgTable(
  'treasury_forward_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    forwardId: uuid('forward_id')
      .notNull()
      .references(() => forwards.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** For `valued`: the day valued (unique with the kind). */
    day: date('day', { mode: 'string' }),
    amount: numeric('amount', { precision: 24, scale: 4 }),
    rate: numeric('rate', { precision: 24, scale: 10 }),
    note: text('note'),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('treasury_forward_events_idx').on(t.forwardId, t.createdAt),
    uniqueIndex('treasury_forward_events_daily_uq')
      .on(t.forwardId, t.kind, t.day)
      .where(sql`${t.day} is not null`),
  ],
);
