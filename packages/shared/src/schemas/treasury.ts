import { z } from 'zod';
import { WalletCurrencySchema, moneyString } from './wallet.ts';
import { messageKey } from '../i18n/messages.ts';

// Treasury for businesses (issue 41, docs/treasury.md): convert at a target rate (limit order)
// and recurring conversions. Rates are client rates: how much of the buy currency one unit of the
// sell currency gets, spread included, as a firm quote would give.

const rateString = z
  .string({ error: messageKey('validation.treasury.rateRequired') })
  .trim()
  .min(1, messageKey('validation.treasury.rateRequired'))
  .regex(/^\d{1,14}(\.\d{1,10})?$/, messageKey('validation.treasury.rateFormat'))
  .refine((v) => Number(v) > 0, messageKey('validation.treasury.rateFormat'));

/** At most this many open limit orders per account (each holds money). */
export const MAX_OPEN_LIMIT_ORDERS = 100;
/** A limit order lives at most this many days. */
export const LIMIT_ORDER_MAX_DAYS = 365;
/** At most this many active recurring conversions per account. */
export const MAX_RECURRING_PLANS = 20;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, messageKey('validation.dateFormat'))
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), messageKey('validation.dateInvalid'));

const sameCurrency = {
  path: ['buyCurrency'],
  message: messageKey('validation.orders.sameCurrency'),
};
const limitFields = z.strictObject({
  sellCurrency: WalletCurrencySchema,
  buyCurrency: WalletCurrencySchema,
  amount: moneyString,
  targetRate: rateString,
  /** Last day the order may fill (UTC, inclusive); absent: good until cancelled (max 365 days). */
  validUntil: isoDay.optional(),
});

/** POST /api/treasury/limit-orders: sell `amount` of sellCurrency once the client rate ≥ targetRate. */
export const LimitOrderCreateSchema = limitFields
  .extend({ idempotencyKey: z.string().trim().min(8).max(100).optional() })
  .refine((v) => v.sellCurrency !== v.buyCurrency, sameCurrency);
/** The same for /api/v1, whose Idempotency-Key is a header. */
export const LimitOrderApiSchema = limitFields.refine(
  (v) => v.sellCurrency !== v.buyCurrency,
  sameCurrency,
);
export type LimitOrderCreate = z.input<typeof LimitOrderCreateSchema>;

export const LIMIT_ORDER_STATUSES = [
  'pending_approval',
  'open',
  'triggered',
  'filled',
  'cancelled',
  'expired',
] as const;
export type LimitOrderStatus = (typeof LIMIT_ORDER_STATUSES)[number];

/** Why a limit order or a recurring run did not convert (the client reads it). */
export const TREASURY_REASONS = {
  client_cancelled: 'Cancelled by you',
  expired: 'Validity ended before the rate was reached',
  approval_rejected: 'Rejected by an approver',
  insufficient_balance: 'Insufficient balance',
  limit_exceeded: 'Over your transaction limits',
  not_allowed: 'Your account may not convert now',
  pair_inactive: 'This currency pair is not traded now',
  no_rate: 'No rate for this pair',
  rate_above_max: 'The rate was above your maximum',
} as const;
export type TreasuryReason = keyof typeof TREASURY_REASONS;

export interface LimitOrder {
  id: string;
  reference: string;
  sellCurrency: string;
  buyCurrency: string;
  sellAmount: string;
  targetRate: string;
  validUntil: string | null;
  status: LimitOrderStatus;
  reason: TreasuryReason | null;
  reasonText: string | null;
  filledRate: string | null;
  orderId: string | null;
  buyAmount: string | null;
  approvalId: string | null;
  createdBy: string | null;
  createdAt: string;
  filledAt: string | null;
  closedAt: string | null;
}

export const RECURRING_FREQUENCIES = ['weekly', 'monthly'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

/**
 * POST /api/treasury/recurring: sell `amount` every week (day 1 = Monday … 7 = Sunday) or every
 * month (day 1-28), at most `maxRate` of the sell currency per unit of the buy currency (the price
 * the client accepts; a dearer run is skipped).
 */
export const RecurringCreateSchema = z
  .strictObject({
    sellCurrency: WalletCurrencySchema,
    buyCurrency: WalletCurrencySchema,
    amount: moneyString,
    maxRate: rateString,
    frequency: z.enum(RECURRING_FREQUENCIES, {
      error: messageKey('validation.treasury.frequency'),
    }),
    day: z.coerce
      .number({ error: messageKey('validation.treasury.day') })
      .int(messageKey('validation.treasury.day'))
      .min(1, messageKey('validation.treasury.day'))
      .max(28, messageKey('validation.treasury.day')),
  })
  .refine((v) => v.sellCurrency !== v.buyCurrency, {
    path: ['buyCurrency'],
    message: messageKey('validation.orders.sameCurrency'),
  })
  .refine((v) => v.frequency === 'monthly' || v.day <= 7, {
    path: ['day'],
    message: messageKey('validation.treasury.weekday'),
  });
export type RecurringCreate = z.input<typeof RecurringCreateSchema>;

export const RecurringStatusSchema = z.strictObject({ active: z.boolean() });

export const RECURRING_STATUSES = ['pending_approval', 'active', 'paused', 'cancelled'] as const;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];

export interface RecurringRun {
  id: string;
  runOn: string;
  status: 'executed' | 'skipped';
  reason: TreasuryReason | null;
  reasonText: string | null;
  orderId: string | null;
  rate: string | null;
  createdAt: string;
}

export interface RecurringPlan {
  id: string;
  sellCurrency: string;
  buyCurrency: string;
  sellAmount: string;
  maxRate: string;
  frequency: RecurringFrequency;
  day: number;
  nextRunOn: string | null;
  status: RecurringStatus;
  approvalId: string | null;
  createdBy: string | null;
  createdAt: string;
  runs: RecurringRun[];
}

/**
 * The next day a plan runs on or after `from` (UTC, YYYY-MM-DD): weekly on ISO weekday `day`
 * (1 = Monday), monthly on day-of-month `day` (1-28, so every month has it).
 */
export function nextRunOn(frequency: RecurringFrequency, day: number, from: string): string {
  const d = new Date(`${from}T00:00:00Z`);
  if (frequency === 'weekly') {
    const iso = ((d.getUTCDay() + 6) % 7) + 1;
    d.setUTCDate(d.getUTCDate() + ((day - iso + 7) % 7));
  } else {
    if (d.getUTCDate() > day) d.setUTCMonth(d.getUTCMonth() + 1, day);
    else d.setUTCDate(day);
  }
  return d.toISOString().slice(0, 10);
}

/** The day after `day` (YYYY-MM-DD). */
export function dayAfter(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
