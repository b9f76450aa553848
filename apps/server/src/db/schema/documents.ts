import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accountHolders } from './holders.ts';

/**
 * Every PDF the server hands out (services/documents): the verification reference printed on it,
 * whose it is, what it covers and the SHA-256 of the exact bytes sent, so an admin can confirm
 * that a statement a bank or auditor holds is genuine and unaltered. Rows are never updated.
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** printed on every page, e.g. MZ-ST-7K2Q-H9WD */
    reference: text('reference').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => accountHolders.id, { onDelete: 'restrict' }),
    /** statement | order_confirmation | forward_contract */
    kind: text('kind').notNull(),
    /** statement: "YYYY-MM USD"; order confirmation: the order id */
    subject: text('subject').notNull(),
    /** hex SHA-256 of the PDF bytes */
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('issued_documents_user_idx').on(t.userId, t.createdAt),
    check(
      'issued_documents_kind',
      sql`${t.kind} in ('statement', 'order_confirmation', 'forward_contract')`,
    ),
  ],
);
