import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

// Issue 19: passkeys (better-auth's passkey plugin; JS keys are its field names) and the SMS outbox.

export const passkey = pgTable(
  'passkey',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull(),
    counter: integer('counter').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
    aaguid: text('aaguid'),
  },
  (t) => [
    index('passkey_user_id_idx').on(t.userId),
    uniqueIndex('passkey_credential_id_idx').on(t.credentialID),
  ],
);

/**
 * Text messages, written in the same transaction as what caused them and delivered by a worker
 * (services/sms/worker.ts) like mail: claimed with SKIP LOCKED, retried with backoff. `unknown`
 * is an attempt whose outcome the gateway never told us: it is not sent again (never twice).
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    userId: text('user_id'),
    /** pending | sending | sent | failed | expired | unknown */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    /** A code past this time is useless: the worker drops it instead of sending it late. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sms_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
