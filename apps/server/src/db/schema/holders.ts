import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { organization } from './organizations.ts';

/**
 * Who money belongs to (decision 012): a person (id = the user's id) or a business (id = the
 * organization's id). The money tables' `user_id` columns hold a holder id and reference this
 * table; a row is made by a trigger when a user or an organization is inserted (migration 0017).
 * Locking a holder's row serialises its money operations (SQL mizani_lock_user).
 */
export const accountHolders = pgTable(
  'account_holders',
  {
    id: text('id').primaryKey(),
    /** person | business */
    kind: text('kind').notNull(),
    userId: text('user_id')
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .unique()
      .references(() => organization.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'account_holders_kind',
      sql`(${t.kind} = 'person' and ${t.userId} = ${t.id} and ${t.businessId} is null) or (${t.kind} = 'business' and ${t.businessId} = ${t.id} and ${t.userId} is null)`,
    ),
  ],
);
