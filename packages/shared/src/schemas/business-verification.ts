import { z } from 'zod';
import { singleLine } from './text.ts';
import {
  ageOn,
  countryField,
  fileIdField,
  isoDateField,
  isRealDate,
  MIN_AGE,
  ProofOfAddressSchema,
  todayIso,
  type VerificationDocument,
  type VerificationSubmission,
} from './verification.ts';
import type { VerificationStatus } from '../compliance/tiers.ts';

// Business verification (KYB, issue 17; decision 019): what a business's owner or admin declares
// and uploads, reviewed in the same admin queue as a person's identity. The same objects validate
// the browser form and the API.

/** A beneficial owner holds MORE than this share, directly or indirectly (the issue's "over 25%"). */
export const BENEFICIAL_OWNER_PERCENT = 25;
/** Directors and owners one form may list. */
export const KYB_PEOPLE_MAX = 12;

export const KYB_PERSON_ROLES = {
  director: 'Director',
  owner: 'Beneficial owner',
  director_owner: 'Director and beneficial owner',
} as const;
export type KybPersonRole = keyof typeof KYB_PERSON_ROLES;
const isOwner = (r: KybPersonRole) => r !== 'director';

export const KybPersonSchema = z
  .strictObject({
    fullName: singleLine({ error: 'Enter the full legal name' })
      .min(3, 'Enter the full legal name as on their ID')
      .max(150, 'At most 150 characters'),
    role: z.enum(Object.keys(KYB_PERSON_ROLES) as [KybPersonRole, ...KybPersonRole[]], {
      error: 'Choose their role',
    }),
    /** Share held, percent with up to two decimals ("0" for a director who owns nothing). */
    ownershipPercent: z
      .string({ error: 'Enter the share held (0 if none)' })
      .trim()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, 'Enter a percentage such as 30 or 12.5')
      .refine((v) => Number(v) <= 100, 'At most 100%'),
    dateOfBirth: isoDateField('Enter their date of birth').refine(
      (v) => !isRealDate(v) || ageOn(v, todayIso()) >= MIN_AGE,
      'Directors and owners must be 18 or older',
    ),
    nationality: countryField('Choose their nationality'),
  })
  .superRefine((p, ctx) => {
    const share = Number(p.ownershipPercent);
    if (Number.isNaN(share)) return;
    if (isOwner(p.role) && share <= BENEFICIAL_OWNER_PERCENT)
      ctx.addIssue({
        code: 'custom',
        path: ['ownershipPercent'],
        message: 'A beneficial owner holds more than 25%',
      });
    if (!isOwner(p.role) && share > BENEFICIAL_OWNER_PERCENT)
      ctx.addIssue({
        code: 'custom',
        path: ['role'],
        message: 'Over 25%: they are a beneficial owner too',
      });
  });
export type KybPerson = z.infer<typeof KybPersonSchema>;

export const BusinessVerificationSchema = z
  .strictObject({
    incorporationDate: isoDateField('Enter the date of incorporation').refine(
      (v) => !isRealDate(v) || v <= todayIso(),
      'The date cannot be in the future',
    ),
    natureOfBusiness: singleLine({ error: 'Describe what the business does' })
      .min(3, 'Describe what the business does')
      .max(200, 'At most 200 characters'),
    certificateFileId: fileIdField('Upload the certificate of incorporation'),
    proofOfAddress: ProofOfAddressSchema,
    people: z
      .array(KybPersonSchema, { error: 'List the directors and beneficial owners' })
      .min(1, 'List the directors and beneficial owners')
      .max(KYB_PEOPLE_MAX, `At most ${KYB_PEOPLE_MAX} people`),
    /** The declaration a regulator expects: nobody else holds more than 25%. */
    noOtherOwners: z.literal(true, {
      error: 'Confirm that nobody else owns or controls more than 25%',
    }),
  })
  .superRefine((v, ctx) => {
    if (!v.people.some((p) => p.role !== 'owner'))
      ctx.addIssue({ code: 'custom', path: ['people'], message: 'List at least one director' });
    const total = v.people.reduce(
      (sum, p) => sum + Math.round(Number(p.ownershipPercent) * 100),
      0,
    );
    if (total > 10_000)
      ctx.addIssue({
        code: 'custom',
        path: ['people'],
        message: 'The shares listed add up to more than 100%',
      });
  });
export type BusinessVerification = z.infer<typeof BusinessVerificationSchema>;

/** A KYB submission as the API shows it (files are listed with the submission's documents). */
export interface BusinessVerificationDetails {
  legalName: string;
  registrationNumber: string;
  country: string;
  address: string;
  incorporationDate: string;
  natureOfBusiness: string;
  proofOfAddress: { documentDate: string };
  people: KybPerson[];
  submittedBy: string | null;
}

/** GET /api/business/:id/verification */
export interface BusinessVerificationOverview {
  verified: boolean;
  status: VerificationStatus;
  reviewTargetHours: number;
  reviewMaxBusinessDays: number;
  /** The latest KYB submission, with its documents. */
  submission: VerificationSubmission | null;
  /** Uploads not yet part of a submission (only for members who may verify). */
  pendingDocuments: VerificationDocument[];
}

/**
 * The reviewer's four checks, worded for a business. The decision body keeps the same keys as a
 * person's (one ReviewDecisionSchema for the one queue).
 */
export const KYB_REVIEW_CHECKS = {
  legible: 'Documents legible',
  nameMatches: 'Legal name and registration number match the certificate',
  notExpired: 'Directors and owners over 25% identified and screened',
  addressRecent: 'Address proof within 3 months',
} as const;
