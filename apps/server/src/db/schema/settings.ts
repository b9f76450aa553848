import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

// Spec §3 admin_settings, plus a flag for job applications.
export const adminSettings = pgTable('admin_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  emailNotificationsConsultation: boolean('email_notifications_consultation')
    .notNull()
    .default(true),
  emailNotificationsQuote: boolean('email_notifications_quote').notNull().default(true),
  emailNotificationsApplication: boolean('email_notifications_application').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Platform-wide settings (spread, quote validity, form limits) as validated JSON values. */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
