import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The developer API (issue 18, docs/developer-api.md). Keys and webhook endpoints belong to an
// account holder (`reference_id` / `holder_id`): the user today, a business once business
// accounts exist. services/developer/holder.ts is the one place that resolves it.

const tz = { withTimezone: true } as const;

/**
 * better-auth's API key plugin table (@better-auth/api-key): JS keys are the plugin's field names.
 * `key` is the SHA-256 of the secret (base64url), never the secret; `start` its first characters
 * for display. `config_id` is the mode: 'default' = live, 'test' = sandbox. `permissions` holds the
 * scopes ({"orders":["write"]}), `metadata` the IP allow-list. Our own column: last_used_ip.
 */
export const apikey = pgTable(
  'apikey',
  {
    id: text('id').primaryKey(),
    configId: text('config_id').notNull().default('default'),
    name: text('name'),
    start: text('start'),
    referenceId: text('reference_id').notNull(),
    prefix: text('prefix'),
    key: text('key').notNull(),
    refillInterval: integer('refill_interval'),
    refillAmount: integer('refill_amount'),
    lastRefillAt: timestamp('last_refill_at', tz),
    enabled: boolean('enabled').default(true),
    rateLimitEnabled: boolean('rate_limit_enabled').default(true),
    /** Our per-key limiter's window (ms) and maximum (services/developer/rate-limit.ts). */
    rateLimitTimeWindow: integer('rate_limit_time_window'),
    rateLimitMax: integer('rate_limit_max'),
    requestCount: integer('request_count').default(0),
    remaining: integer('remaining'),
    /** Last use (the plugin's name for it). */
    lastRequest: timestamp('last_request', tz),
    expiresAt: timestamp('expires_at', tz),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
    permissions: text('permissions'),
    metadata: text('metadata'),
    /** The address of the last use. */
    lastUsedIp: text('last_used_ip'),
  },
  (t) => [
    uniqueIndex('apikey_key_uq').on(t.key),
    index('apikey_reference_idx').on(t.referenceId),
    index('apikey_config_idx').on(t.configId),
  ],
);

/**
 * Idempotency-Key of every API POST: the first request of a key runs, later ones with the same
 * body get its stored answer, another body 409. Scoped per holder and mode.
 */
export const apiIdempotency = pgTable(
  'api_idempotency',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    holderId: text('holder_id').notNull(),
    mode: text('mode').notNull(),
    idemKey: text('idem_key').notNull(),
    /** METHOD path and a hash of the canonical body. */
    requestHash: text('request_hash').notNull(),
    /** processing | done */
    state: text('state').notNull().default('processing'),
    /** A processing row older than this is taken over (the instance that ran it died). */
    lockedUntil: timestamp('locked_until', tz).notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    responseType: text('response_type'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_idempotency_key_uq').on(t.holderId, t.mode, t.idemKey),
    index('api_idempotency_created_idx').on(t.createdAt),
  ],
);

/** A holder's webhook receiver. Secrets are sealed with the server secret (signing needs them). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    holderId: text('holder_id').notNull(),
    /** live | test: which events it receives. */
    mode: text('mode').notNull(),
    url: text('url').notNull(),
    description: text('description'),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    /** The secret before the last rotation, still signed with until previous_expires_at. */
    previousSecret: text('previous_secret'),
    previousExpiresAt: timestamp('previous_expires_at', tz),
    /** enabled | disabled */
    status: text('status').notNull().default('enabled'),
    disabledReason: text('disabled_reason'),
    /** First failure since the last success; a day of failures disables the endpoint. */
    failingSince: timestamp('failing_since', tz),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_holder_idx').on(t.holderId, t.mode)],
);

/** One event that happened to a holder (only written when an endpoint subscribes to it). */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    holderId: text('holder_id').notNull(),
    mode: text('mode').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [index('webhook_events_holder_idx').on(t.holderId, t.createdAt)],
);

/** The outbox: one row per (event, endpoint), claimed by the worker with FOR UPDATE SKIP LOCKED. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /**
     * pending | sending | delivered | failed. A claim sets sending and moves next_attempt_at to the
     * end of its lease, so a delivery whose instance died is simply due again after it.
     */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', tz).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', tz),
    /** A manual redelivery names the delivery it repeats. */
    redeliveryOf: uuid('redelivery_of'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);

/** Every attempt of a delivery: what the receiver answered and how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    /** HTTP status, or null when no answer came (timeout, refused, blocked address). */
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms').notNull(),
    /** The first 1,000 characters of the answer, or the error. */
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);
