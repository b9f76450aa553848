import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  date,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

// Spec §3: the four request kinds. Every request carries a workflow status
// (new, in_progress, closed, spam) and an optional assignee for the admin inbox.
const workflow = () => ({
  status: text('status').notNull().default('new'),
  assignedTo: text('assigned_to').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const consultationRequests = pgTable(
  'consultation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    preferredDate: date('preferred_date'),
    preferredTime: text('preferred_time'),
    message: text('message'),
    ...workflow(),
  },
  (t) => [index('consultation_requests_created_idx').on(t.createdAt)],
);

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    currencyFrom: text('currency_from').notNull(),
    currencyTo: text('currency_to').notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    /** low | medium | high */
    urgency: text('urgency').notNull().default('medium'),
    message: text('message'),
    ...workflow(),
  },
  (t) => [index('quote_requests_created_idx').on(t.createdAt)],
);

export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    subject: text('subject').notNull(),
    /** general | technical | account | billing | corporate | partnership */
    inquiryType: text('inquiry_type').notNull().default('general'),
    message: text('message').notNull(),
    ...workflow(),
  },
  (t) => [index('inquiries_created_idx').on(t.createdAt)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    department: text('department').notNull(),
    location: text('location').notNull(),
    employmentType: text('employment_type').notNull(),
    salaryRange: text('salary_range'),
    description: text('description').notNull(),
    requirements: text('requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    responsibilities: text('responsibilities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_active_created_idx').on(t.isActive, t.createdAt)],
);

/**
 * A posting's French or Swahili texts (issue 20, decision 020), optional: /fr/careers and
 * /sw/careers show a posting without one in English. Gone with the posting.
 */
export const jobTranslations = pgTable(
  'job_translations',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** fr | sw (English is the posting itself). */
    language: text('language').notNull(),
    title: text('title').notNull(),
    department: text('department').notNull(),
    location: text('location').notNull(),
    /** Null shows the posting's own (figures and currency codes). */
    salaryRange: text('salary_range'),
    description: text('description').notNull(),
    requirements: text('requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    responsibilities: text('responsibilities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.language] }),
    check('job_translations_language_check', sql`${t.language} in ('fr', 'sw')`),
  ],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for an open application ("Don't See Your Role?"). */
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    applicantName: text('applicant_name').notNull(),
    applicantEmail: text('applicant_email').notNull(),
    applicantPhone: text('applicant_phone'),
    coverLetter: text('cover_letter').notNull(),
    resumeUrl: text('resume_url'),
    ...workflow(),
  },
  (t) => [index('job_applications_created_idx').on(t.createdAt)],
);

/**
 * A CV sent as a file with a job application (issue 34): checked like an identity document (a PDF
 * by its content, no scripts or attached files), encrypted, stored under a random key. Uploaded
 * before the application is sent, it is claimed by it with the upload's secret (kept as a hash);
 * one never claimed is deleted after a day.
 */
export const jobApplicationFiles = pgTable(
  'job_application_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .unique()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    /** SHA-256 of the secret the uploader got back, hex. */
    tokenHash: text('token_hash').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the stored plaintext, hex. */
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    keyId: text('key_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_application_files_created_idx').on(t.createdAt)],
);

/** Internal notes on any request, by an admin. */
export const requestNotes = pgTable(
  'request_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestType: text('request_type').notNull(),
    requestId: uuid('request_id').notNull(),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_notes_request_idx').on(t.requestType, t.requestId)],
);

/**
 * Requests per type and UTC day of creation, and how many of those are still new: kept by
 * statement triggers on the four request tables in the same transaction as the change
 * (migration 0029), so the admin dashboard reads a few hundred rows instead of counting every
 * request (decision 025).
 */
export const requestDayCounts = pgTable(
  'request_day_counts',
  {
    requestType: text('request_type').notNull(),
    day: date('day').notNull(),
    created: integer('created').notNull().default(0),
    open: integer('open').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.requestType, t.day] })],
);
