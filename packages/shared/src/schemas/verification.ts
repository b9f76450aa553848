import { z } from 'zod';
import { COUNTRIES } from '../constants/countries.ts';
import { multiLine, singleLine } from './text.ts';
import type { BusinessVerificationDetails } from './business-verification.ts';
import {
  VERIFICATION_STATUSES,
  type KycTier,
  type VerificationStatus,
} from '../compliance/tiers.ts';

// Identity verification (issue 22): the client's submission and the reviewer's decision. The
// same objects validate the browser forms and the API.

export const DOCUMENT_KINDS = [
  'id_document',
  'proof_of_address',
  'source_of_funds',
  'certificate_of_incorporation',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  id_document: 'Government ID',
  proof_of_address: 'Proof of address',
  source_of_funds: 'Source of funds',
  certificate_of_incorporation: 'Certificate of incorporation',
};

/** Uploads: PDF, JPEG or PNG, checked by content; at most 10 MB each. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
/** Documents a client may have waiting (uploaded, not yet part of a submission). */
export const UPLOADS_PENDING_MAX = 12;

export const ID_DOCUMENT_TYPES = {
  passport: 'Passport',
  national_id: 'National ID card',
  driving_licence: 'Driving licence',
} as const;
export type IdDocumentType = keyof typeof ID_DOCUMENT_TYPES;

export const SOURCES_OF_FUNDS = {
  salary: 'Salary or employment income',
  business_income: 'Business income',
  savings: 'Savings',
  investments: 'Investments',
  property_sale: 'Sale of property or assets',
  inheritance: 'Inheritance or gift',
  other: 'Other',
} as const;
export type SourceOfFunds = keyof typeof SOURCES_OF_FUNDS;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
/** Today as YYYY-MM-DD (UTC), the day every date rule is measured from. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);
function isRealDate(v: string) {
  if (!DATE_RE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}
/** The date `months` calendar months before `iso` (day clamped to the month's end). */
export function monthsBefore(iso: string, months: number) {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
/** Whole years from `dob` to `on`. */
export function ageOn(dob: string, on: string) {
  const [y1, m1, d1] = dob.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = on.split('-').map(Number) as [number, number, number];
  return y2 - y1 - (m2 < m1 || (m2 === m1 && d2 < d1) ? 1 : 0);
}

const date = (message: string) =>
  z.string({ error: message }).trim().refine(isRealDate, 'Enter a valid date (YYYY-MM-DD)');
const country = (message: string) =>
  z.string({ error: message }).refine((v) => COUNTRIES.includes(v), message);

/** Terms of Service: clients must be 18 or older (spec §2). */
export const MIN_AGE = 18;
/** Proof of address must be dated within this many months (help centre, spec §2). */
export const PROOF_OF_ADDRESS_MONTHS = 3;

export const PersonalDetailsSchema = z.strictObject({
  fullLegalName: singleLine({ error: 'Enter your full legal name' })
    .min(3, 'Enter your full legal name as on your ID')
    .max(150, 'At most 150 characters'),
  dateOfBirth: date('Enter your date of birth').superRefine((v, ctx) => {
    if (!isRealDate(v)) return;
    const age = ageOn(v, todayIso());
    if (age < MIN_AGE) ctx.addIssue({ code: 'custom', message: 'You must be 18 or older' });
    else if (age > 120) ctx.addIssue({ code: 'custom', message: 'Check the year of birth' });
  }),
  nationality: country('Choose your nationality'),
  addressLine1: singleLine({ error: 'Enter your street address' })
    .min(3, 'Enter your street address')
    .max(200, 'At most 200 characters'),
  addressLine2: singleLine().max(200, 'At most 200 characters').optional(),
  city: singleLine({ error: 'Enter your city' })
    .min(2, 'Enter your city')
    .max(100, 'At most 100 characters'),
  postalCode: singleLine().max(20, 'At most 20 characters').optional(),
  country: country('Choose your country of residence'),
  phone: z
    .string({ error: 'Enter your phone number' })
    .trim()
    .regex(/^\+[1-9]\d{7,14}$/, 'Enter the number in international format, e.g. +254712345678'),
});
export type PersonalDetails = z.infer<typeof PersonalDetailsSchema>;

const fileId = (message: string) => z.uuid({ error: message });

export const IdDocumentSchema = z.strictObject({
  type: z.enum(Object.keys(ID_DOCUMENT_TYPES) as [IdDocumentType, ...IdDocumentType[]], {
    error: 'Choose the type of ID',
  }),
  number: z
    .string({ error: 'Enter the document number' })
    .trim()
    .min(4, 'Enter the document number')
    .max(40, 'At most 40 characters')
    .regex(/^[A-Za-z0-9 -]+$/, 'Letters, digits, spaces and hyphens only'),
  issuingCountry: country('Choose the issuing country'),
  expiryDate: date('Enter the expiry date').refine(
    (v) => !isRealDate(v) || v > todayIso(),
    'This document has expired; use a valid one',
  ),
  fileId: fileId('Upload a photo or scan of your ID'),
});
export type IdDocument = z.infer<typeof IdDocumentSchema>;

export const ProofOfAddressSchema = z.strictObject({
  documentDate: date('Enter the date on the document').superRefine((v, ctx) => {
    if (!isRealDate(v)) return;
    const today = todayIso();
    if (v > today) ctx.addIssue({ code: 'custom', message: 'The date cannot be in the future' });
    else if (v < monthsBefore(today, PROOF_OF_ADDRESS_MONTHS))
      ctx.addIssue({
        code: 'custom',
        message: 'Proof of address must be dated within the last 3 months',
      });
  }),
  fileId: fileId('Upload your proof of address'),
});

export const Tier1SubmissionSchema = z.strictObject({
  personal: PersonalDetailsSchema,
  idDocument: IdDocumentSchema,
  proofOfAddress: ProofOfAddressSchema,
});
export type Tier1Submission = z.infer<typeof Tier1SubmissionSchema>;

export const Tier2SubmissionSchema = z.strictObject({
  sourceOfFunds: z.enum(Object.keys(SOURCES_OF_FUNDS) as [SourceOfFunds, ...SourceOfFunds[]], {
    error: 'Choose where your funds come from',
  }),
  description: multiLine({ error: 'Describe your source of funds' })
    .min(20, 'Describe your source of funds in at least 20 characters')
    .max(2000, 'At most 2000 characters'),
  expectedMonthlyVolumeUsd: z
    .string({ error: 'Enter the monthly volume you expect' })
    .trim()
    .regex(/^\d{1,12}$/, 'Enter a whole number of US dollars'),
  fileId: fileId('Upload a document supporting your source of funds'),
});
export type Tier2Submission = z.infer<typeof Tier2SubmissionSchema>;

export const REVIEW_CHECKS = {
  legible: 'Documents legible',
  nameMatches: 'Name matches the ID',
  notExpired: 'ID not expired',
  addressRecent: 'Address proof within 3 months',
} as const;
export type ReviewCheck = keyof typeof REVIEW_CHECKS;
const checks = z.strictObject({
  legible: z.boolean(),
  nameMatches: z.boolean(),
  notExpired: z.boolean(),
  addressRecent: z.boolean(),
});

/** A reviewer's decision: approval needs every check ticked; the others need a message. */
export const ReviewDecisionSchema = z
  .strictObject({
    decision: z.enum(['approve', 'reject', 'more_info'], { error: 'Choose a decision' }),
    checks,
    message: multiLine().max(2000, 'At most 2000 characters').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'approve' && !Object.values(v.checks).every(Boolean))
      ctx.addIssue({
        code: 'custom',
        path: ['checks'],
        message: 'Tick every check before approving',
      });
    if (v.decision !== 'approve' && (!v.message || v.message.length < 10))
      ctx.addIssue({
        code: 'custom',
        path: ['message'],
        message:
          v.decision === 'reject'
            ? 'Give the reason for the rejection (at least 10 characters)'
            : 'Tell the client what is needed (at least 10 characters)',
      });
  });
export type ReviewDecision = z.infer<typeof ReviewDecisionSchema>;

export const VerificationQueueQuerySchema = z.object({
  status: z.enum([...VERIFICATION_STATUSES, 'open'] as [string, ...string[]]).default('open'),
  tier: z.enum(['1', '2']).optional(),
  country: z
    .string()
    .refine((v) => COUNTRIES.includes(v), 'Choose a country')
    .optional(),
  olderThan48h: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(200).optional(),
});
export type VerificationQueueQuery = z.infer<typeof VerificationQueueQuerySchema>;

/** Uploaded document, as the API returns it (never its storage key). */
export interface VerificationDocument {
  id: string;
  kind: DocumentKind;
  fileName: string;
  contentType: UploadType;
  size: number;
  createdAt: string;
}

export interface VerificationSubmission {
  id: string;
  /** A business's verification (KYB, decision 019): what the owner or admin declared. */
  business?: BusinessVerificationDetails;
  tier: 1 | 2;
  status: VerificationStatus;
  /** The reviewer's message (more information needed) or the rejection reason. */
  message: string | null;
  submittedAt: string;
  decidedAt: string | null;
  documents: VerificationDocument[];
  personal?: PersonalDetails;
  idDocument?: Omit<IdDocument, 'fileId'>;
  proofOfAddress?: { documentDate: string };
  sourceOfFunds?: Omit<Tier2Submission, 'fileId'>;
}

export interface LimitFigures {
  dailyLimitUsd: string;
  monthlyLimitUsd: string;
  usedTodayUsd: string;
  usedMonthUsd: string;
  remainingTodayUsd: string;
  remainingMonthUsd: string;
}

/** GET /api/verification */
export interface VerificationOverview {
  tier: KycTier;
  /** Money movements paused (possible sanctions match) or frozen (confirmed). */
  restriction: 'none' | 'review' | 'frozen';
  minimumUsd: string;
  reviewTargetHours: number;
  reviewMaxBusinessDays: number;
  limits: Record<1 | 2, { dailyUsd: string; monthlyUsd: string }>;
  /** The client's current figures (null at tier 0). */
  usage: LimitFigures | null;
  /** Latest submission per tier. */
  submissions: { 1: VerificationSubmission | null; 2: VerificationSubmission | null };
  /** Uploaded documents not yet part of a submission. */
  pendingDocuments: VerificationDocument[];
  /** Prefill for the tier 1 form (the profile's name and country). */
  prefill: { fullLegalName: string; country: string | null };
}

/** The field builders of these forms, shared with the business verification (KYB) form. */
export { date as isoDateField, country as countryField, fileId as fileIdField, isRealDate };
