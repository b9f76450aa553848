import { z } from 'zod';
import { messageKey } from '../i18n/messages.ts';
import { personName, singleLine } from './text.ts';
import {
  ageOn,
  countryField,
  fileIdField,
  isoDateField,
  isRealDate,
  MIN_AGE,
  ProofOfAddressSchema,
  todayIso,
} from './verification.ts';

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
    fullName: personName({ error: messageKey('validation.business.personName') })
      .min(3, messageKey('validation.business.personNameAsOnId'))
      .max(150, messageKey('validation.profile.atMost', { max: 150 })),
    role: z.enum(Object.keys(KYB_PERSON_ROLES) as [KybPersonRole, ...KybPersonRole[]], {
      error: messageKey('validation.business.personRole'),
    }),
    /** Share held, percent with up to two decimals ("0" for a director who owns nothing). */
    ownershipPercent: z
      .string({ error: messageKey('validation.business.shareRequired') })
      .trim()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, messageKey('validation.business.shareFormat'))
      .refine((v) => Number(v) <= 100, messageKey('validation.business.shareMax')),
    dateOfBirth: isoDateField(messageKey('validation.business.personDob')).refine(
      (v) => !isRealDate(v) || ageOn(v, todayIso()) >= MIN_AGE,
      messageKey('validation.business.personAge'),
    ),
    nationality: countryField(messageKey('validation.business.personNationality')),
  })
  .superRefine((p, ctx) => {
    const share = Number(p.ownershipPercent);
    if (Number.isNaN(share)) return;
    if (isOwner(p.role) && share <= BENEFICIAL_OWNER_PERCENT)
      ctx.addIssue({
        code: 'custom',
        path: ['ownershipPercent'],
        message: messageKey('validation.business.ownerShareLow'),
      });
    if (!isOwner(p.role) && share > BENEFICIAL_OWNER_PERCENT)
      ctx.addIssue({
        code: 'custom',
        path: ['role'],
        message: messageKey('validation.business.directorShareHigh'),
      });
  });
export type KybPerson = z.infer<typeof KybPersonSchema>;

export const BusinessVerificationSchema = z
  .strictObject({
    incorporationDate: isoDateField(messageKey('validation.business.incorporationDate')).refine(
      (v) => !isRealDate(v) || v <= todayIso(),
      messageKey('validation.kyc.futureDate'),
    ),
    natureOfBusiness: singleLine({ error: messageKey('validation.business.nature') })
      .min(3, messageKey('validation.business.nature'))
      .max(200, messageKey('validation.profile.atMost', { max: 200 })),
    certificateFileId: fileIdField(messageKey('validation.business.certificateFile')),
    proofOfAddress: ProofOfAddressSchema,
    people: z
      .array(KybPersonSchema, { error: messageKey('validation.business.people') })
      .min(1, messageKey('validation.business.people'))
      .max(KYB_PEOPLE_MAX, messageKey('validation.business.peopleMax', { max: KYB_PEOPLE_MAX })),
    /** The declaration a regulator expects: nobody else holds more than 25%. */
    noOtherOwners: z.literal(true, {
      error: messageKey('validation.business.declaration'),
    }),
  })
  .superRefine((v, ctx) => {
    if (!v.people.some((p) => p.role !== 'owner'))
      ctx.addIssue({
        code: 'custom',
        path: ['people'],
        message: messageKey('validation.business.director'),
      });
    const total = v.people.reduce(
      (sum, p) => sum + Math.round(Number(p.ownershipPercent) * 100),
      0,
    );
    if (total > 10_000)
      ctx.addIssue({
        code: 'custom',
        path: ['people'],
        message: messageKey('validation.business.sharesOverTotal'),
      });
  });
export type BusinessVerification = z.infer<typeof BusinessVerificationSchema>;

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
