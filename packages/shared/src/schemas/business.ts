import { z } from 'zod';
import { COUNTRIES } from '../constants/countries.ts';
import {
  APPROVAL_OPERATIONS,
  MAX_APPROVAL_RULES,
  MAX_APPROVALS,
  type ApprovalEventKind,
  type ApprovalOperation,
  type ApprovalStatus,
} from '../business/approvals.ts';
import { BUSINESS_ROLES, type BusinessPermission, type BusinessRole } from '../business/roles.ts';
import { D } from '../money.ts';
import type { KycTier, VerificationStatus } from '../compliance/tiers.ts';
import { emailSchema } from './auth.ts';
import { multiLine, singleLine } from './text.ts';
import {
  PersonalDetailsSchema,
  ProofOfAddressSchema,
  type LimitFigures,
  type VerificationDocument,
} from './verification.ts';

// Business accounts (issue 17): the forms and the API answers of organisations, members,
// invitations, approval rules, approvals and business verification (KYB). The same objects
// validate the browser forms and the API.

const country = (message: string) =>
  z.string({ error: message }).refine((v) => COUNTRIES.includes(v), message);

export const BusinessRoleSchema = z.enum(BUSINESS_ROLES, { error: 'Choose a role' });

export const BusinessCreateSchema = z.strictObject({
  legalName: singleLine({ error: 'Enter the registered name of the business' })
    .min(2, 'Enter the registered name of the business')
    .max(200, 'At most 200 characters'),
  registrationNumber: singleLine({ error: 'Enter the registration number' })
    .min(2, 'Enter the registration number')
    .max(64, 'At most 64 characters')
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, 'Letters, digits, spaces, dots, slashes and hyphens'),
  country: country('Choose the country of registration'),
  addressLine1: singleLine({ error: 'Enter the registered address' })
    .min(3, 'Enter the registered address')
    .max(200, 'At most 200 characters'),
  addressLine2: singleLine().max(200, 'At most 200 characters').optional(),
  city: singleLine({ error: 'Enter the city' })
    .min(2, 'Enter the city')
    .max(100, 'At most 100 characters'),
  postalCode: singleLine().max(20, 'At most 20 characters').optional(),
});
export type BusinessCreate = z.infer<typeof BusinessCreateSchema>;

export const InvitationCreateSchema = z.strictObject({
  email: emailSchema,
  role: BusinessRoleSchema,
});
export type InvitationCreate = z.infer<typeof InvitationCreateSchema>;

export const MemberRoleSchema = z.strictObject({ role: BusinessRoleSchema });

export const BusinessSettingsSchema = z.strictObject({
  requireTwoFactor: z.boolean({ error: 'Choose on or off' }),
});
export type BusinessSettings = z.infer<typeof BusinessSettingsSchema>;

const usdThreshold = z
  .string({ error: 'Enter an amount in USD' })
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'Enter an amount in USD with at most 2 decimals')
  .transform((v) => new D(v).toFixed(2));

export const ApprovalRuleSchema = z.strictObject({
  operation: z.enum(APPROVAL_OPERATIONS, { error: 'Choose withdrawals or conversions' }),
  overUsd: usdThreshold,
  approvals: z
    .number({ error: 'Enter the number of approvers' })
    .int('Whole numbers only')
    .min(1, 'At least 1 approver')
    .max(MAX_APPROVALS, `At most ${MAX_APPROVALS} approvers`),
});

export const ApprovalRulesSchema = z
  .strictObject({
    rules: z.array(ApprovalRuleSchema).max(MAX_APPROVAL_RULES, `At most ${MAX_APPROVAL_RULES} rules`),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.rules.forEach((r, i) => {
      const key = `${r.operation} ${r.overUsd}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['rules', i, 'overUsd'],
          message: 'This threshold is already set for this operation',
        });
      seen.add(key);
    });
  });
export type ApprovalRulesInput = z.infer<typeof ApprovalRulesSchema>;

/** Approve with an optional comment; a rejection says why. */
export const ApprovalDecisionSchema = z
  .strictObject({
    decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject' }),
    comment: multiLine().max(500, 'At most 500 characters').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && (!v.comment || v.comment.length < 3))
      ctx.addIssue({
        code: 'custom',
        path: ['comment'],
        message: 'Say why you reject it (at least 3 characters)',
      });
  });
export type ApprovalDecision = z.infer<typeof ApprovalDecisionSchema>;

export const ApprovalConfirmSchema = z.strictObject({
  quoteId: z.uuid({ error: 'Get a fresh quote first' }),
});

export const ApprovalListQuerySchema = z.object({
  status: z.enum(['open', 'all']).default('open'),
});

// ---------- Business verification (KYB) ----------

export const KybPersonSchema = z.strictObject({
  fullName: singleLine({ error: 'Enter the full legal name' })
    .min(3, 'Enter the full legal name')
    .max(150, 'At most 150 characters'),
  dateOfBirth: PersonalDetailsSchema.shape.dateOfBirth,
  nationality: country('Choose the nationality'),
});
export type KybPerson = z.infer<typeof KybPersonSchema>;

export const BeneficialOwnerSchema = KybPersonSchema.extend({
  ownershipPercent: z
    .string({ error: 'Enter the share held' })
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'Enter a percentage, e.g. 40 or 33.5')
    .refine((v) => new D(v).gt(25), 'Only owners of more than 25% are listed')
    .refine((v) => new D(v).lte(100), 'At most 100%'),
});
export type BeneficialOwner = z.infer<typeof BeneficialOwnerSchema>;

export const KybSubmissionSchema = z
  .strictObject({
    incorporationDate: z
      .string({ error: 'Enter the date of incorporation' })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a valid date (YYYY-MM-DD)')
      .refine(
        (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && v <= new Date().toISOString(),
        'Enter a date in the past',
      ),
    natureOfBusiness: singleLine({ error: 'Describe what the business does' })
      .min(5, 'Describe what the business does')
      .max(200, 'At most 200 characters'),
    directors: z
      .array(KybPersonSchema)
      .min(1, 'List at least one director')
      .max(20, 'At most 20 directors'),
    beneficialOwners: z.array(BeneficialOwnerSchema).max(3, 'At most 3 owners can hold over 25%'),
    /** Required when no owner is listed: the declaration that nobody holds more than 25%. */
    noOwnerOver25: z.boolean().optional(),
    certificateOfIncorporation: z.strictObject({
      fileId: z.uuid({ error: 'Upload the certificate of incorporation' }),
    }),
    proofOfAddress: ProofOfAddressSchema,
  })
  .superRefine((v, ctx) => {
    if (v.beneficialOwners.length === 0 && !v.noOwnerOver25)
      ctx.addIssue({
        code: 'custom',
        path: ['noOwnerOver25'],
        message: 'List every owner of more than 25%, or confirm there is none',
      });
    const total = v.beneficialOwners.reduce((t, o) => t.plus(o.ownershipPercent), new D(0));
    if (total.gt(100))
      ctx.addIssue({
        code: 'custom',
        path: ['beneficialOwners'],
        message: 'The shares add up to more than 100%',
      });
  });
export type KybSubmission = z.infer<typeof KybSubmissionSchema>;

// ---------- Admin ----------

export const AdminBusinessQuerySchema = z.object({
  q: singleLine().max(100).optional(),
  status: z.enum(['all', 'active', 'disabled', 'unverified']).default('all'),
  page: z.coerce.number().int().min(1).max(10000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminBusinessQuery = z.infer<typeof AdminBusinessQuerySchema>;

export const BusinessDisableSchema = z.strictObject({
  reason: singleLine({ error: 'Give the reason' })
    .min(5, 'Give the reason (at least 5 characters)')
    .max(500, 'At most 500 characters'),
});

// ---------- API answers ----------

/** What the account switcher lists: the personal account and each business of the member. */
export interface AccountChoice {
  /** The holder id: the user's id for the personal account, the business id otherwise. */
  id: string;
  kind: 'personal' | 'business';
  name: string;
  role: BusinessRole | null;
  permissions: BusinessPermission[];
  verified: boolean;
  disabled: boolean;
  requireTwoFactor: boolean;
}
export interface AccountsResponse {
  accounts: AccountChoice[];
  invitations: ReceivedInvitation[];
}

export interface Business {
  id: string;
  legalName: string;
  registrationNumber: string;
  country: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  postalCode: string | null;
  requireTwoFactor: boolean;
  createdAt: string;
  disabledAt: string | null;
  verification: { tier: KycTier; status: VerificationStatus | 'not_started' };
  /** The caller's role and what it allows. */
  role: BusinessRole;
  permissions: BusinessPermission[];
}

export interface BusinessMember {
  id: string;
  userId: string;
  email: string;
  name: string;
  role: BusinessRole;
  twoFactorEnabled: boolean;
  joinedAt: string;
}

export interface BusinessInvitation {
  id: string;
  email: string;
  role: BusinessRole;
  status: 'pending' | 'accepted' | 'rejected' | 'canceled';
  expiresAt: string;
  createdAt: string;
  invitedBy: string | null;
}

export interface ReceivedInvitation {
  id: string;
  businessName: string;
  role: BusinessRole;
  invitedBy: string | null;
  expiresAt: string;
}

export interface ApprovalRulesResponse {
  rules: { operation: ApprovalOperation; overUsd: string; approvals: number }[];
}

export interface ApprovalEvent {
  kind: ApprovalEventKind;
  at: string;
  by: string | null;
  comment: string | null;
}

export interface BusinessApproval {
  id: string;
  operation: ApprovalOperation;
  status: ApprovalStatus;
  requestedBy: { id: string; email: string; name: string };
  createdAt: string;
  /** What was asked: a withdrawal (beneficiary) or a conversion (currencies, side, amount). */
  withdrawal: {
    beneficiaryId: string;
    beneficiaryName: string;
    beneficiaryDetails: string;
    currency: string;
    amount: string;
  } | null;
  conversion: {
    sellCurrency: string;
    buyCurrency: string;
    side: 'sell' | 'buy';
    amount: string;
    /** The quote the initiator accepted, for the approver to judge. */
    quotedRate: string;
    quotedSellAmount: string;
    quotedBuyAmount: string;
    /** The fresh quote to confirm, once approved. */
    freshQuoteId: string | null;
  } | null;
  amountUsd: string;
  approvalsRequired: number;
  approvals: number;
  /** Whether the caller may approve or reject it, confirm it, or cancel it. */
  canDecide: boolean;
  canConfirm: boolean;
  canCancel: boolean;
  result: { kind: 'withdrawal' | 'order'; id: string; reference: string } | null;
  failure: string | null;
  timeline: ApprovalEvent[];
}

export interface KybOverview {
  tier: KycTier;
  status: VerificationStatus | 'not_started';
  message: string | null;
  submittedAt: string | null;
  limits: LimitFigures | null;
  pendingDocuments: VerificationDocument[];
  documents: VerificationDocument[];
  submission: Omit<KybSubmission, 'certificateOfIncorporation' | 'proofOfAddress'> | null;
}

export interface AdminBusinessRow {
  id: string;
  legalName: string;
  registrationNumber: string;
  country: string;
  members: number;
  tier: KycTier;
  verification: VerificationStatus | 'not_started';
  disabledAt: string | null;
  createdAt: string;
}
