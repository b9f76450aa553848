import { z } from 'zod';
import { messageKey } from '../i18n/messages.ts';
import { RECURRING_FREQUENCIES, type RecurringFrequency } from './treasury.ts';
import { PAYOUT_METHODS, TransferRecipientSchema, type PayoutMethod } from './transfers.ts';
import { moneyString } from './wallet.ts';

// Recurring transfers (issue 38, docs/send-money.md): a fixed amount sent every week or month to
// the same recipient on one corridor. The rate at set-up is kept; a run whose rate moved more than
// the client's tolerance waits for their confirmation instead of sending.

export const SCHEDULE_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];
/** A run: sent, waiting for the client (the rate moved), skipped (with the reason), or under way. */
export const SCHEDULE_RUN_STATUSES = ['running', 'sent', 'waiting', 'skipped'] as const;
export type ScheduleRunStatus = (typeof SCHEDULE_RUN_STATUSES)[number];
/** Why a run did not send, in words the web and the notices translate. */
export const SCHEDULE_SKIP_REASONS = [
  'insufficient_balance',
  'limit_exceeded',
  'not_allowed',
  'corridor_closed',
  'recipient_unavailable',
  'no_rate',
  'not_confirmed',
  'declined',
  'failed',
] as const;
export type ScheduleSkipReason = (typeof SCHEDULE_SKIP_REASONS)[number];
/** Open recurring transfers a person may have at once. */
export const MAX_TRANSFER_SCHEDULES = 10;

/**
 * POST /api/transfer-schedules: `amount` sent (source currency) every week (day 1 = Monday …
 * 7 = Sunday) or month (day 1-28) to the recipient, `tolerancePercent` the rate move (either way)
 * accepted without asking.
 */
export const TransferScheduleCreateSchema = z
  .strictObject({
    corridorId: z.uuid({ error: 'Choose where to send' }),
    payoutMethod: z.enum(PAYOUT_METHODS),
    amount: moneyString,
    recipient: TransferRecipientSchema,
    frequency: z.enum(RECURRING_FREQUENCIES, {
      error: messageKey('validation.treasury.frequency'),
    }),
    day: z.coerce
      .number({ error: messageKey('validation.treasury.day') })
      .int(messageKey('validation.treasury.day'))
      .min(1, messageKey('validation.treasury.day'))
      .max(28, messageKey('validation.treasury.day')),
    tolerancePercent: z
      .string({ error: messageKey('validation.send.tolerance') })
      .trim()
      .regex(/^\d{1,2}(\.\d{1,2})?$/, messageKey('validation.send.tolerance'))
      .refine((v) => Number(v) >= 0.1 && Number(v) <= 20, messageKey('validation.send.tolerance')),
  })
  .superRefine((v, ctx) => {
    if (v.frequency === 'weekly' && v.day > 7)
      ctx.addIssue({
        code: 'custom',
        path: ['day'],
        message: messageKey('validation.treasury.weekday'),
      });
  });
export type TransferScheduleCreate = z.infer<typeof TransferScheduleCreateSchema>;

export const TransferScheduleStatusSchema = z.strictObject({
  status: z.enum(['active', 'paused', 'cancelled']),
});

export interface TransferScheduleRun {
  id: string;
  runOn: string;
  status: ScheduleRunStatus;
  reason: ScheduleSkipReason | null;
  /** The refusal in the server's words (English), beside the reason's code. */
  reasonText: string | null;
  /** The sender's rate the run saw. */
  rate: string | null;
  /** How far the rate had moved from the set-up's, in percent (signed). */
  movedPercent: string | null;
  transferId: string | null;
  createdAt: string;
}

export interface TransferSchedule {
  id: string;
  corridorId: string;
  payoutMethod: PayoutMethod;
  sourceCurrency: string;
  destCurrency: string;
  destCountry: string;
  amount: string;
  recipient: { kind: 'beneficiary' | 'client'; name: string; beneficiaryId: string | null };
  frequency: RecurringFrequency;
  day: number;
  setupRate: string;
  tolerancePercent: string;
  nextRunOn: string | null;
  status: ScheduleStatus;
  createdAt: string;
  runs: TransferScheduleRun[];
}
