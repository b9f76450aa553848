import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

// Business accounts (issue 17; docs/business-accounts.md, decision 012). The tables of
// better-auth's organization plugin (organization, member, invitation; its field names as JS keys,
// snake_case columns), owned by our migrations like the other auth tables. An organization is a
// business: `name` is its legal name; the columns after `metadata` are ours.

export const organization = pgTable(
  'organization',
  {
    id: text('id').primaryKey(),
    /** The registered (legal) name. */
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    logo: text('logo'),
    metadata: text('metadata'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    registrationNumber: text('registration_number').notNull(),
    country: text('country').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    postalCode: text('postal_code'),
    /** Every member must have two-factor sign-in on to act for the business. */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    /** Set by a Mizani admin: no member can act for the business; their personal accounts stay. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
  },
  (t) => [
    // One account per registered company: a second one is refused (ask the owner for an invite).
    uniqueIndex('organization_registration_uq').on(t.country, sql`lower(${t.registrationNumber})`),
    index('organization_name_idx').on(sql`lower(${t.name})`),
  ],
);

/** role: owner | admin | approver | initiator | viewer (shared BUSINESS_ROLES). */
export const member = pgTable(
  'member',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_org_user_uq').on(t.organizationId, t.userId),
    index('member_user_idx').on(t.userId),
  ],
);

/** The id is the link's secret (better-auth's random id); status pending → accepted once. */
export const invitation = pgTable(
  'invitation',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role'),
    /** pending | accepted | rejected | canceled | revoked (its sender lost the right: issue 33) */
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('invitation_org_idx').on(t.organizationId, t.createdAt),
    index('invitation_email_idx').on(t.email),
  ],
);
