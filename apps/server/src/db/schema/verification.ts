import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { accountHolders } from './holders.ts';

// Identity verification (issue 22; docs/compliance.md). Rows reference the user with ON DELETE
// RESTRICT: the law keeps identification records for years after an account closes, so a
// deletion must anonymise the account, never cascade into these tables.

/** One row per client who has started verification: the tier reached and any restriction. */
export const kycProfiles = pgTable('kyc_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => accountHolders.id, { onDelete: 'restrict' }),
  tier: smallint('tier').notNull().default(0),
  /** The verified personal details (copied from the approved tier 1 submission). */
  fullLegalName: text('full_legal_name'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  nationality: text('nationality'),
  country: text('country'),
  /** Canonical name tokens for screening (shared nameKey). */
  nameKey: text('name_key'),
  /** The shared NAME_KEY_VERSION name_key was made with; older keys are re-made by a worker. */
  nameKeyVersion: smallint('name_key_version').notNull().default(2),
  /** clear | review (possible match, money paused) | frozen (confirmed match) */
  restriction: text('restriction').notNull().default('clear'),
  screenedAt: timestamp('screened_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A request for a tier, with what the client declared and what the reviewers decided. */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The holder verified: a person, or a business (KYB, decision 019). */
    userId: text('user_id')
      .notNull()
      .references(() => accountHolders.id, { onDelete: 'restrict' }),
    tier: smallint('tier').notNull(),
    /** Who sent it: the person themselves, or the business's owner or admin (KYB). */
    submittedBy: text('submitted_by').references(() => user.id, { onDelete: 'set null' }),
    /** submitted | in_review | more_info | approved | rejected */
    status: text('status').notNull().default('submitted'),
    /** Tier 1: { personal, idDocument, proofOfAddress }; tier 2: { sourceOfFunds, ... }. */
    details: jsonb('details').notNull(),
    /** Residence country, for the queue filter. */
    country: text('country'),
    /** The reviewer's request for more information, or the rejection reason. */
    message: text('message'),
    checks: jsonb('checks'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewStartedAt: timestamp('review_started_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    /** Four eyes (tier 2): the first of two approvals. */
    firstApprovalBy: text('first_approval_by').references(() => user.id, { onDelete: 'set null' }),
    firstApprovalAt: timestamp('first_approval_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kyc_submissions_user_idx').on(t.userId, t.submittedAt),
    index('kyc_submissions_queue_idx').on(t.status, t.submittedAt),
    // One live submission per client and tier: a resubmission updates it.
    uniqueIndex('kyc_submissions_live_uq')
      .on(t.userId, t.tier)
      .where(sql`${t.status} in ('submitted', 'in_review', 'more_info')`),
  ],
);

/** An uploaded file: encrypted in the document store under storage_key, never served publicly. */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The holder whose verification it serves (a person, or a business: KYB). */
    userId: text('user_id')
      .notNull()
      .references(() => accountHolders.id, { onDelete: 'restrict' }),
    /** The member who uploaded it (a business's documents are sent by its owners and admins). */
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    submissionId: uuid('submission_id').references(() => kycSubmissions.id, {
      onDelete: 'restrict',
    }),
    /** id_document | proof_of_address | source_of_funds | certificate_of_incorporation */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    /** Detected from the content: application/pdf | image/jpeg | image/png */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the stored plaintext (after metadata stripping), hex. */
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** Id of the key that encrypted it (rotation: docs/compliance.md). */
    keyId: text('key_id').notNull(),
    /** True when image metadata (EXIF, XMP, text chunks) was removed on upload. */
    metadataStripped: boolean('metadata_stripped').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kyc_documents_user_idx').on(t.userId, t.createdAt)],
);

/**
 * USD equivalent of each limited money movement (conversions, withdrawals), written in the
 * movement's transaction under the user lock: the daily and monthly limits sum these rows.
 */
export const complianceVolume = pgTable(
  'compliance_volume',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => accountHolders.id, { onDelete: 'restrict' }),
    /** convert | withdraw */
    operation: text('operation').notNull(),
    /** The order or withdrawal id. */
    refId: uuid('ref_id').notNull(),
    usdAmount: numeric('usd_amount', { precision: 24, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('compliance_volume_user_idx').on(t.userId, t.createdAt)],
);
