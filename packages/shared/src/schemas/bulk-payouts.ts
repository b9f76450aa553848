import { z } from 'zod';
import { cleanToken, singleLine } from './text.ts';

// Bulk payouts (issue 41 item 4, docs/treasury.md "Bulk payouts"): a CSV of up to 5,000 payees,
// every row checked before anything moves, submitted once under the business's approval rules.

/** Rows one file may hold (the header not counted). */
export const BULK_PAYOUT_MAX_ROWS = 5000;
/** Bytes one file may weigh: 5,000 rows of the widest columns fit well within it. */
export const BULK_PAYOUT_MAX_BYTES = 2 * 1024 * 1024;
/**
 * Our fee on each line, in basis points of its amount (0.5 %), rounded half up to the currency's
 * minor unit, taken with the reservation and returned with a failed line.
 */
export const BULK_PAYOUT_FEE_BPS = 50;

/** The columns a file may have (header row, any order; unknown columns are refused). */
export const BULK_PAYOUT_COLUMNS = [
  'name',
  'method',
  'country',
  'phone',
  'network',
  'account',
  'bank_code',
  'iban',
  'bic',
  'amount',
  'currency',
  'reference',
] as const;
export type BulkPayoutColumn = (typeof BULK_PAYOUT_COLUMNS)[number];
/** Columns every file must have. */
export const BULK_PAYOUT_REQUIRED_COLUMNS = ['name', 'method', 'amount', 'currency'] as const;

/** batch: draft (checked, editable) → pending_approval → processing → completed; or closed. */
export const BULK_PAYOUT_STATUSES = [
  'draft',
  'pending_approval',
  'processing',
  'completed',
  'rejected',
  'cancelled',
  'failed',
] as const;
export type BulkPayoutStatus = (typeof BULK_PAYOUT_STATUSES)[number];

/**
 * A line: draft (in a batch not yet approved) → pending (money reserved, waiting for its rail) →
 * sent (with the rail or in a bank file) → paid; or refunded (the rail or bank refused it, the
 * amount and its fee are back in the wallet, with the reason).
 */
export const BULK_LINE_STATUSES = ['draft', 'pending', 'sent', 'paid', 'refunded'] as const;
export type BulkLineStatus = (typeof BULK_LINE_STATUSES)[number];

const cell = (max: number) => singleLine().max(max).optional();

/**
 * One payee as sent by /api/v1 (JSON rows) or typed in the fix form: every field a string, as in
 * the CSV, so a bad row is kept and shown rather than refused with the whole batch. The checks
 * themselves are the server's (services/bulk-payouts/validate.ts).
 */
export const BulkPayoutRowSchema = z.strictObject({
  name: cell(200),
  method: cell(40),
  country: cell(10),
  phone: cell(40),
  network: cell(40),
  account: cell(60),
  bank_code: cell(120),
  iban: cell(60),
  bic: cell(20),
  amount: cell(40),
  currency: cell(10),
  reference: cell(140),
});
export type BulkPayoutRow = z.infer<typeof BulkPayoutRowSchema>;

/** PATCH a line: fix its fields (re-checked) or drop it from the batch (or bring it back). */
export const BulkLinePatchSchema = BulkPayoutRowSchema.extend({
  dropped: z.boolean().optional(),
});
export type BulkLinePatch = z.infer<typeof BulkLinePatchSchema>;

/** /api/v1 POST /bulk-payouts as JSON: the rows, and whether to submit at once. */
export const BulkPayoutApiCreateSchema = z.strictObject({
  rows: z.array(BulkPayoutRowSchema).min(1).max(BULK_PAYOUT_MAX_ROWS),
  fileName: singleLine().max(200).optional(),
});

export const BulkPayoutSubmitSchema = z.strictObject({
  idempotencyKey: cleanToken().min(8).max(100),
});

export interface BulkPayoutLine {
  id: string;
  lineNo: number;
  name: string;
  method: string;
  country: string;
  phone: string;
  network: string;
  account: string;
  bankCode: string;
  iban: string;
  bic: string;
  amount: string;
  currency: string;
  reference: string;
  fee: string | null;
  /** Field → what is wrong (empty when the line may be paid). */
  errors: Record<string, string>;
  dropped: boolean;
  status: BulkLineStatus;
  reason: string | null;
  withdrawalReference: string | null;
  rail: string | null;
}

export interface BulkPayoutTotal {
  currency: string;
  lines: number;
  amount: string;
  fee: string;
  total: string;
  /** The wallet's available balance in that currency now. */
  available: string;
}

export interface BulkPayout {
  id: string;
  reference: string;
  status: BulkPayoutStatus;
  fileName: string | null;
  createdBy: string | null;
  createdAt: string;
  submittedAt: string | null;
  completedAt: string | null;
  failure: string | null;
  approvalId: string | null;
  counts: {
    lines: number;
    valid: number;
    invalid: number;
    dropped: number;
    pending: number;
    sent: number;
    paid: number;
    refunded: number;
  };
  totals: BulkPayoutTotal[];
  /** What stops the whole batch (balance, limits, account restriction), in words. */
  problems: string[];
  /** USD equivalent of the lines to pay (what the business's approval rules judge). */
  amountUsd: string | null;
}
