import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { accountHolders } from './holders.ts';
import { currencyPairs } from './rates.ts';

// Spec §3 rate_alerts (user_id, is_active) plus what the alerts manager needs.
export const rateAlerts = pgTable(
  'rate_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The holder the alert belongs to: the person, or the business selected when it was made. */
    userId: text('user_id')
      .notNull()
      .references(() => accountHolders.id, { onDelete: 'cascade' }),
    /** The member who made it (hears it while still a member; otherwise the owners and admins). */
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    pairId: uuid('pair_id')
      .notNull()
      .references(() => currencyPairs.id, { onDelete: 'cascade' }),
    /** above | below */
    direction: text('direction').notNull(),
    targetRate: numeric('target_rate', { precision: 24, scale: 10 }).notNull(),
    channelEmail: boolean('channel_email').notNull().default(true),
    channelInApp: boolean('channel_in_app').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    /** May fire: false from a firing until the rate crosses back (one notification per crossing). */
    armed: boolean('armed').notNull().default(true),
    lastTriggeredAt: timestamp('last_triggered_at', { withTimezone: true }),
    lastTriggeredRate: numeric('last_triggered_rate', { precision: 24, scale: 10 }),
    triggerCount: integer('trigger_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rate_alerts_user_idx').on(t.userId, t.createdAt),
    // Evaluating a new rate touches only the rows that change: armed alerts now beyond their target
    // (they fire) and disarmed ones back on the near side (they re-arm), whatever the total count.
    index('rate_alerts_armed_idx')
      .on(t.pairId, t.direction, t.targetRate)
      .where(sql`${t.isActive} and ${t.armed}`),
    index('rate_alerts_disarmed_idx')
      .on(t.pairId, t.direction, t.targetRate)
      .where(sql`${t.isActive} and not ${t.armed}`),
  ],
);

/** In-app notification centre (the dashboard bell). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
