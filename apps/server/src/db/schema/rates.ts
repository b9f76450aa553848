import {
  bigserial,
  boolean,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

// Spec §3 currency_pairs and fx_rates; rates are numeric, never floats.
export const currencyPairs = pgTable(
  'currency_pairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    baseCurrency: text('base_currency').notNull(),
    quoteCurrency: text('quote_currency').notNull(),
    displayName: text('display_name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('currency_pairs_base_quote_uq').on(t.baseCurrency, t.quoteCurrency)],
);

export const fxRates = pgTable(
  'fx_rates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pairId: uuid('pair_id')
      .notNull()
      .references(() => currencyPairs.id, { onDelete: 'cascade' }),
    bidRate: numeric('bid_rate', { precision: 24, scale: 10 }).notNull(),
    askRate: numeric('ask_rate', { precision: 24, scale: 10 }).notNull(),
    midRate: numeric('mid_rate', { precision: 24, scale: 10 }).notNull(),
    /** manual | simulated | import | seed */
    source: text('source').notNull().default('manual'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The market time the rate refers to (spec: timestamp). */
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fx_rates_pair_created_idx').on(t.pairId, t.createdAt)],
);
