// Verification tiers (issue 22; docs/compliance.md). The server decides with these rules; the
// browser only shows them.

export const KYC_TIERS = [0, 1, 2] as const;
export type KycTier = (typeof KYC_TIERS)[number];

/** What a client asks the platform to do with money. */
export type MoneyOperation = 'fund' | 'convert' | 'withdraw';

/** What each tier allows, in the words the Verification section shows. */
export const TIER_INFO: Record<KycTier, { name: string; summary: string; allows: string[] }> = {
  0: {
    name: 'Tier 0 — signed up',
    summary: 'Email verified. Browse rates, create alerts and request quotes.',
    allows: ['Browse live rates', 'Create rate alerts', 'Request quotes'],
  },
  1: {
    name: 'Tier 1 — identity verified',
    summary:
      'Government ID and proof of address checked. Fund, convert and withdraw within your limits.',
    allows: [
      'Everything in tier 0',
      'Fund your wallet',
      'Convert currencies',
      'Withdraw to your beneficiaries',
    ],
  },
  2: {
    name: 'Tier 2 — enhanced due diligence',
    summary: 'Source of funds checked. Higher daily and monthly limits for larger volumes.',
    allows: ['Everything in tier 1', 'Higher daily and monthly limits'],
  },
};

/** The lowest tier that may do an operation: every money movement needs a verified identity. */
export const REQUIRED_TIER: Record<MoneyOperation, KycTier> = { fund: 1, convert: 1, withdraw: 1 };

const VERB: Record<MoneyOperation, string> = {
  fund: 'fund your wallet',
  convert: 'convert currencies',
  withdraw: 'withdraw funds',
};

export function mayDo(tier: number, op: MoneyOperation): boolean {
  return tier >= REQUIRED_TIER[op];
}

/**
 * Why a tier-0 client is refused, and what to do. A submission already waiting gets the review
 * promise instead of a request to start.
 */
export function tierRefusal(
  op: MoneyOperation,
  pendingReview = false,
  holder: 'person' | 'business' = 'person',
): string {
  if (holder === 'business')
    return pendingReview
      ? `The business verification is being reviewed; the business can ${BUSINESS_VERB[op]} once it is approved`
      : `Verify the business to ${BUSINESS_VERB[op]}`;
  return pendingReview
    ? `Your identity verification is being reviewed; you can ${VERB[op]} once it is approved`
    : `Verify your identity to ${VERB[op]}`;
}
const BUSINESS_VERB: Record<MoneyOperation, string> = {
  fund: 'fund its wallet',
  convert: 'convert currencies',
  withdraw: 'withdraw funds',
};

/** Submission statuses, in the order a submission moves through them. */
export const VERIFICATION_STATUSES = [
  'not_started',
  'submitted',
  'in_review',
  'more_info',
  'approved',
  'rejected',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  not_started: 'Not started',
  submitted: 'Submitted',
  in_review: 'In review',
  more_info: 'More information needed',
  approved: 'Approved',
  rejected: 'Rejected',
};
/** A submission a reviewer still has to decide. */
export const OPEN_STATUSES: readonly VerificationStatus[] = ['submitted', 'in_review'];

/** Help centre promise (spec §2, §9): shown on the Verification section. */
export const REVIEW_PROMISE = 'Verification takes 24-48 hours, up to 5 business days.';
