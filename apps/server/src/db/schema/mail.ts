import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// The outbox: written in the same transaction as whatever caused the mail; a worker on every
// instance delivers it, claiming rows with FOR UPDATE SKIP LOCKED.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** Null until sent when the mail is stored as mailInput (rendered by the sender, stored.ts). */
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /**
     * A client mail's content (ClientMailInput) when a batch stores it unrendered: its text and
     * HTML are rendered when it is sent and kept then, so the row still says what was sent.
     */
    mailInput: jsonb('mail_input'),
    /** pending | sending | sent | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('mail_outbox_body', sql`${t.textBody} is not null or ${t.mailInput} is not null`),
  ],
);
