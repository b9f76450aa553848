import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

// Spec §3 user_profiles. The role is NOT stored here: it lives on user.role, server-side only.
export const userProfiles = pgTable('user_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name'),
  company: text('company'),
  country: text('country'),
  /** When the person ticked the terms and privacy notice at sign-up (issue 34); null: signed up
   *  before consent was asked, or through an identity provider. */
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
