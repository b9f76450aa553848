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
import { emailSchema } from './auth.ts';
import { messageKey } from '../i18n/messages.ts';
import { multiLine, personName, singleLine } from './text.ts';

// Business accounts (issue 17): the forms and the API answers of organisations, members,
// invitations, approval rules, approvals and the admin's business list. The same objects
// validate the browser forms and the API.

const country = (message: string) =>
  z.string({ error: message }).refine((v) => COUNTRIES.includes(v), message);

export const BusinessRoleSchema = z.enum(BUSINESS_ROLES, {
  error: messageKey('validation.business.role'),
});

export const BusinessCreateSchema = z.strictObject({
  legalName: personName({ error: messageKey('validation.business.legalName') })
    .min(2, messageKey('validation.business.legalName'))
    .max(200, messageKey('validation.profile.atMost', { max: 200 })),
  registrationNumber: singleLine({ error: messageKey('validation.business.registrationNumber') })
    .min(2, messageKey('validation.business.registrationNumber'))
    .max(64, messageKey('validation.profile.atMost', { max: 64 }))
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, messageKey('validation.business.registrationChars')),
  country: country(messageKey('validation.business.country')),
  addressLine1: singleLine({ error: messageKey('validation.business.address') })
    .min(3, messageKey('validation.business.address'))
    .max(200, messageKey('validation.profile.atMost', { max: 200 })),
  addressLine2: singleLine()
    .max(200, messageKey('validation.profile.atMost', { max: 200 }))
    .optional(),
  city: singleLine({ error: messageKey('validation.business.city') })
    .min(2, messageKey('validation.business.city'))
    .max(100, messageKey('validation.profile.atMost', { max: 100 })),
  postalCode: singleLine()
    .max(20, messageKey('validation.profile.atMost', { max: 20 }))
    .optional(),
});
export type BusinessCreate = z.infer<typeof BusinessCreateSchema>;

export const InvitationCreateSchema = z.strictObject({
  email: emailSchema,
  role: BusinessRoleSchema,
});
export type InvitationCreate = z.infer<typeof InvitationCreateSchema>;

export const MemberRoleSchema = z.strictObject({ role: BusinessRoleSchema });

export const BusinessSettingsSchema = z.strictObject({
  requireTwoFactor: z.boolean({ error: messageKey('validation.business.onOff') }),
});
export type BusinessSettings = z.infer<typeof BusinessSettingsSchema>;

const usdThreshold = z
  .string({ error: messageKey('validation.business.usdRequired') })
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, messageKey('validation.business.usdFormat'))
  .transform((v) => new D(v).toFixed(2));

export const ApprovalRuleSchema = z.strictObject({
  operation: z.enum(APPROVAL_OPERATIONS, { error: messageKey('validation.business.operation') }),
  overUsd: usdThreshold,
  approvals: z
    .number({ error: messageKey('validation.business.approversRequired') })
    .int(messageKey('validation.business.wholeNumber'))
    .min(1, messageKey('validation.business.approversMin'))
    .max(MAX_APPROVALS, messageKey('validation.business.approversMax', { max: MAX_APPROVALS })),
});

export const ApprovalRulesSchema = z
  .strictObject({
    rules: z
      .array(ApprovalRuleSchema)
      .max(
        MAX_APPROVAL_RULES,
        messageKey('validation.business.rulesMax', { max: MAX_APPROVAL_RULES }),
      ),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.rules.forEach((r, i) => {
      const key = `${r.operation} ${r.overUsd}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['rules', i, 'overUsd'],
          message: messageKey('validation.business.duplicateThreshold'),
        });
      seen.add(key);
    });
  });
export type ApprovalRulesInput = z.infer<typeof ApprovalRulesSchema>;

/** Approve with an optional comment; a rejection says why. */
export const ApprovalDecisionSchema = z
  .strictObject({
    decision: z.enum(['approve', 'reject'], { error: messageKey('validation.business.decision') }),
    comment: multiLine()
      .max(500, messageKey('validation.profile.atMost', { max: 500 }))
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && (!v.comment || v.comment.length < 3))
      ctx.addIssue({
        code: 'custom',
        path: ['comment'],
        message: messageKey('validation.business.rejectReason'),
      });
  });
export type ApprovalDecision = z.infer<typeof ApprovalDecisionSchema>;

export const ApprovalConfirmSchema = z.strictObject({
  quoteId: z.uuid({ error: messageKey('validation.business.freshQuote') }),
});

export const ApprovalListQuerySchema = z.object({
  status: z.enum(['open', 'all']).default('open'),
});

// ---------- Admin ----------

export const AdminBusinessQuerySchema = z.object({
  q: singleLine().max(100).optional(),
  status: z.enum(['all', 'active', 'disabled', 'unverified']).default('all'),
  page: z.coerce.number().int().min(1).max(10000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminBusinessQuery = z.infer<typeof AdminBusinessQuerySchema>;

export const BusinessDisableSchema = z.strictObject({
  reason: singleLine({ error: messageKey('validation.business.reasonRequired') })
    .min(5, messageKey('validation.business.reasonShort', { min: 5 }))
    .max(500, messageKey('validation.profile.atMost', { max: 500 })),
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
  /** Business verification (KYB) approved: the business may move money. */
  verified: boolean;
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
  status: string;
  expiresAt: string;
  expired: boolean;
  createdAt: string;
  invitedBy: string | null;
}

export interface MembersResponse {
  members: BusinessMember[];
  invitations: BusinessInvitation[];
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
  /** What was asked: a withdrawal (beneficiary) or a conversion (currencies, fixed side, amount). */
  withdrawal: {
    beneficiaryId: string;
    beneficiaryName: string;
    currency: string;
    amount: string;
  } | null;
  conversion: {
    sellCurrency: string;
    buyCurrency: string;
    side: 'sell' | 'buy';
    amount: string;
    /** The quote the requester accepted, for the approvers to judge. */
    quotedRate: string;
    quotedSellAmount: string;
    quotedBuyAmount: string;
  } | null;
  /**
   * A treasury instruction proposed for approval (issue 41): a limit order (sell when the client
   * rate reaches targetRate), a recurring conversion (at most maxRate, weekly or monthly on day),
   * a bulk payout or a forward contract.
   */
  treasury:
    | { kind: 'limit_order'; id: string; reference: string; targetRate: string; validUntil: string }
    | {
        kind: 'recurring';
        id: string;
        maxRate: string;
        frequency: 'weekly' | 'monthly';
        day: number;
      }
    /** A bulk payout (issue 41 item 4): `lines` payees; amountUsd is the batch's total. */
    | { kind: 'bulk_payout'; id: string; reference: string; lines: number }
    /**
     * A forward contract (issue 41 item 3): sell the request's amount on valueDate at forwardRate
     * for buyAmount; marginAmount (marginPct % of it, in the sell currency) is held while it waits.
     */
    | {
        kind: 'forward';
        id: string;
        reference: string;
        forwardRate: string;
        valueDate: string;
        buyAmount: string;
        marginAmount: string;
        marginPct: string;
      }
    /** A stablecoin payout (issue 40): amountUsd sent as `asset` to toAddress on the network named. */
    | {
        kind: 'chain_payout';
        id: string;
        reference: string;
        asset: string;
        networkName: string;
        toAddress: string;
      }
    | null;
  amountUsd: string;
  approvalsRequired: number;
  approvals: number;
  /** Whether the caller may approve or reject it, get a fresh quote and confirm it, or cancel it. */
  canDecide: boolean;
  canConfirm: boolean;
  canCancel: boolean;
  result: { kind: 'withdrawal' | 'order'; id: string; reference: string } | null;
  failure: string | null;
  timeline: ApprovalEvent[];
}

/** `GET /api/business/needs-action`: every approval and confirmation the caller owes, oldest first. */
export interface NeedsActionResponse {
  count: number;
  items: { businessId: string; businessName: string; approval: BusinessApproval }[];
}

export interface AdminBusinessRow {
  id: string;
  legalName: string;
  registrationNumber: string;
  country: string;
  members: number;
  verified: boolean;
  disabledAt: string | null;
  createdAt: string;
}
