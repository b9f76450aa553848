import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * The status page's checks (services/status): one row per component per minute of the database
 * clock. Every instance checks every component once a minute and adds its outcome to the row with
 * INSERT … ON CONFLICT, so instances never overwrite each other: the minute's verdict is what the
 * majority of them saw (docs/public-site.md "System status").
 */
export const statusChecks = pgTable(
  'status_checks',
  {
    component: text('component').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    upCount: integer('up_count').notNull().default(0),
    degradedCount: integer('degraded_count').notNull().default(0),
    downCount: integer('down_count').notNull().default(0),
    /** Slowest check of the minute. */
    maxLatencyMs: integer('max_latency_ms').notNull().default(0),
    /** Why the latest non-up observation was not up (never shown to the public). */
    detail: text('detail'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.component, t.minute] }),
    index('status_checks_minute_idx').on(t.minute),
  ],
);

/** Incidents admins open, update and resolve; shown on /support/status with their updates. */
export const statusIncidents = pgTable(
  'status_incidents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** minor | major | critical */
    impact: text('impact').notNull(),
    /** investigating | identified | monitoring | resolved (the latest update's) */
    status: text('status').notNull(),
    components: text('components').array().notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('status_incidents_started_idx').on(t.startedAt),
    check('status_incidents_impact', sql`${t.impact} in ('minor', 'major', 'critical')`),
    check(
      'status_incidents_status',
      sql`${t.status} in ('investigating', 'identified', 'monitoring', 'resolved')`,
    ),
  ],
);

export const statusIncidentUpdates = pgTable(
  'status_incident_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => statusIncidents.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    message: text('message').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('status_incident_updates_incident_idx').on(t.incidentId, t.createdAt)],
);

/**
 * Email subscriptions to incidents, double opt-in: pending until the link in the confirmation
 * mail is followed; unsubscribed keeps the row (so a resubscription is a new confirmation).
 * The links carry an HMAC of the id, so no token is stored.
 */
export const statusSubscribers = pgTable(
  'status_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    /** pending | confirmed | unsubscribed */
    state: text('state').notNull().default('pending'),
    /** Bumped by every new subscribe request: older confirmation links stop working. */
    nonce: integer('nonce').notNull().default(0),
    /** en | fr | sw: the page they subscribed from; their mails' and links' language (issue 20). */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    index('status_subscribers_state_idx').on(t.state),
    check('status_subscribers_state', sql`${t.state} in ('pending', 'confirmed', 'unsubscribed')`),
    check('status_subscribers_language', sql`${t.language} in ('en', 'fr', 'sw')`),
  ],
);
