import { z } from 'zod';
import { COUNTRIES } from '../constants/countries.ts';
import { messageKey } from '../i18n/messages.ts';
import { multiLine, personName, singleLine } from './text.ts';
import { VERIFICATION_STATUSES } from '../compliance/tiers.ts';

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
  z.string({ error: message }).trim().refine(isRealDate, messageKey('validation.kyc.dateInvalid'));
const country = (message: string) =>
  z.string({ error: message }).refine((v) => COUNTRIES.includes(v), message);

/** Terms of Service: clients must be 18 or older (spec §2). */
export const MIN_AGE = 18;
/** Proof of address must be dated within this many months (help centre, spec §2). */
export const PROOF_OF_ADDRESS_MONTHS = 3;

export const PersonalDetailsSchema = z.strictObject({
  fullLegalName: personName({ error: messageKey('validation.kyc.fullName') })
    .min(3, messageKey('validation.kyc.fullNameAsOnId'))
    .max(150, messageKey('validation.profile.atMost', { max: 150 })),
  dateOfBirth: date(messageKey('validation.kyc.dobRequired')).superRefine((v, ctx) => {
    if (!isRealDate(v)) return;
    const age = ageOn(v, todayIso());
    if (age < MIN_AGE)
      ctx.addIssue({ code: 'custom', message: messageKey('validation.kyc.minAge') });
    else if (age > 120)
      ctx.addIssue({ code: 'custom', message: messageKey('validation.kyc.checkYear') });
  }),
  nationality: country(messageKey('validation.kyc.nationality')),
  addressLine1: singleLine({ error: messageKey('validation.kyc.street') })
    .min(3, messageKey('validation.kyc.street'))
    .max(200, messageKey('validation.profile.atMost', { max: 200 })),
  addressLine2: singleLine()
    .max(200, messageKey('validation.profile.atMost', { max: 200 }))
    .optional(),
  city: singleLine({ error: messageKey('validation.kyc.city') })
    .min(2, messageKey('validation.kyc.city'))
    .max(100, messageKey('validation.profile.atMost', { max: 100 })),
  postalCode: singleLine()
    .max(20, messageKey('validation.profile.atMost', { max: 20 }))
    .optional(),
  country: country(messageKey('validation.kyc.residence')),
  phone: z
    .string({ error: messageKey('validation.kyc.phoneRequired') })
    .trim()
    .regex(/^\+[1-9]\d{7,14}$/, messageKey('validation.kyc.phoneFormat')),
});
export type PersonalDetails = z.infer<typeof PersonalDetailsSchema>;

const fileId = (message: string) => z.uuid({ error: message });

export const IdDocumentSchema = z.strictObject({
  type: z.enum(Object.keys(ID_DOCUMENT_TYPES) as [IdDocumentType, ...IdDocumentType[]], {
    error: messageKey('validation.kyc.idType'),
  }),
  number: z
    .string({ error: messageKey('validation.kyc.idNumber') })
    .trim()
    .min(4, messageKey('validation.kyc.idNumber'))
    .max(40, messageKey('validation.profile.atMost', { max: 40 }))
    .regex(/^[A-Za-z0-9 -]+$/, messageKey('validation.kyc.idNumberChars')),
  issuingCountry: country(messageKey('validation.kyc.issuingCountry')),
  expiryDate: date(messageKey('validation.kyc.expiryRequired')).refine(
    (v) => !isRealDate(v) || v > todayIso(),
    messageKey('validation.kyc.expired'),
  ),
  fileId: fileId(messageKey('validation.kyc.idFile')),
});
export type IdDocument = z.infer<typeof IdDocumentSchema>;

export const ProofOfAddressSchema = z.strictObject({
  documentDate: date(messageKey('validation.kyc.documentDate')).superRefine((v, ctx) => {
    if (!isRealDate(v)) return;
    const today = todayIso();
    if (v > today)
      ctx.addIssue({ code: 'custom', message: messageKey('validation.kyc.futureDate') });
    else if (v < monthsBefore(today, PROOF_OF_ADDRESS_MONTHS))
      ctx.addIssue({
        code: 'custom',
        message: messageKey('validation.kyc.addressTooOld'),
      });
  }),
  fileId: fileId(messageKey('validation.kyc.addressFile')),
});

export const Tier1SubmissionSchema = z.strictObject({
  personal: PersonalDetailsSchema,
  idDocument: IdDocumentSchema,
  proofOfAddress: ProofOfAddressSchema,
});
export type Tier1Submission = z.infer<typeof Tier1SubmissionSchema>;

export const Tier2SubmissionSchema = z.strictObject({
  sourceOfFunds: z.enum(Object.keys(SOURCES_OF_FUNDS) as [SourceOfFunds, ...SourceOfFunds[]], {
    error: messageKey('validation.kyc.sourceOfFunds'),
  }),
  description: multiLine({ error: messageKey('validation.kyc.describeFunds') })
    .min(20, messageKey('validation.kyc.describeFundsMin'))
    .max(2000, messageKey('validation.profile.atMost', { max: 2000 })),
  expectedMonthlyVolumeUsd: z
    .string({ error: messageKey('validation.kyc.volumeRequired') })
    .trim()
    .regex(/^\d{1,12}$/, messageKey('validation.kyc.volumeWhole')),
  fileId: fileId(messageKey('validation.kyc.fundsFile')),
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
    decision: z.enum(['approve', 'reject', 'more_info'], {
      error: messageKey('validation.verification.decision'),
    }),
    checks,
    message: multiLine()
      .max(2000, messageKey('validation.profile.atMost', { max: 2000 }))
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'approve' && !Object.values(v.checks).every(Boolean))
      ctx.addIssue({
        code: 'custom',
        path: ['checks'],
        message: messageKey('validation.verification.checksAll'),
      });
    if (v.decision !== 'approve' && (!v.message || v.message.length < 10))
      ctx.addIssue({
        code: 'custom',
        path: ['message'],
        message:
          v.decision === 'reject'
            ? messageKey('validation.verification.rejectReason', { min: 10 })
            : messageKey('validation.verification.moreInfo', { min: 10 }),
      });
  });
export type ReviewDecision = z.infer<typeof ReviewDecisionSchema>;

export const VerificationQueueQuerySchema = z.object({
  status: z.enum([...VERIFICATION_STATUSES, 'open'] as [string, ...string[]]).default('open'),
  tier: z.enum(['1', '2']).optional(),
  country: z
    .string()
    .refine((v) => COUNTRIES.includes(v), messageKey('validation.wallet.country'))
    .optional(),
  olderThan48h: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(200).optional(),
});
export type VerificationQueueQuery = z.infer<typeof VerificationQueueQuerySchema>;

/** The field builders of these forms, shared with the business verification (KYB) form. */
export { date as isoDateField, country as countryField, fileId as fileIdField, isRealDate };
