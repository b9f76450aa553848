import { D } from '../money.ts';

// Approval rules (issue 17): per operation, thresholds in USD equivalent. A request whose USD
// equivalent is strictly over a rule's threshold needs that rule's number of approvals; the
// strictest rule that applies wins ("withdrawals over 5,000 USD need one approver, over 50,000
// two": 5,000.00 needs none, 5,000.01 needs one).

// A firm quote cannot wait for approvers: an approved conversion gets a fresh quote that the
// requester or an approver confirms.
export const APPROVAL_OPERATIONS = ['withdraw', 'convert'] as const;
export type ApprovalOperation = (typeof APPROVAL_OPERATIONS)[number];
export const APPROVAL_OPERATION_LABELS: Record<ApprovalOperation, string> = {
  withdraw: 'Withdrawals',
  convert: 'Conversions',
};

/** At most this many approvers on one request. */
export const MAX_APPROVALS = 3;
/** At most this many rules per business. */
export const MAX_APPROVAL_RULES = 10;

export interface ApprovalRule {
  operation: ApprovalOperation;
  /** USD, two decimals: the rule applies strictly above it. */
  overUsd: string;
  approvals: number;
}

/** Approvals a request of `amountUsd` needs under `rules` (0: none, it runs at once). */
export function approvalsRequired(
  rules: readonly ApprovalRule[],
  operation: ApprovalOperation,
  amountUsd: string,
): number {
  const amount = new D(amountUsd);
  let needed = 0;
  for (const r of rules)
    if (r.operation === operation && amount.gt(r.overUsd)) needed = Math.max(needed, r.approvals);
  return needed;
}

/**
 * pending: waiting for approvals. approved: a conversion approved, waiting for a fresh quote to
 * be confirmed. executed: the money moved (withdrawal requested or order filled). rejected,
 * cancelled (by its initiator), failed (approved but the movement was refused: balance, limits).
 */
export const APPROVAL_STATUSES = [
  'pending',
  'approved',
  'executed',
  'rejected',
  'cancelled',
  'failed',
] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved: confirm a fresh quote',
  executed: 'Done',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  failed: 'Could not be completed',
};

/** What each step on a request's timeline says. */
export const APPROVAL_EVENT_LABELS = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  quote_issued: 'Fresh quote issued',
  executed: 'Executed',
  failed: 'Could not be completed',
} as const;
export type ApprovalEventKind = keyof typeof APPROVAL_EVENT_LABELS;
