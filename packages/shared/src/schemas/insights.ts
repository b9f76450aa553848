import { z } from 'zod';
import { BALANCE_RANGES } from '../constants/insights.ts';
import { messageKey } from '../i18n/messages.ts';
import { HeldCurrencySchema } from './wallet.ts';

export { BALANCE_RANGES, BALANCE_RANGE_MONTHS, VOLUME_MONTHS } from '../constants/insights.ts';
export type { BalanceRange } from '../constants/insights.ts';

/** GET /api/insights/balance-history?currency=KES&range=3M */
export const BalanceHistoryQuerySchema = z.object({
  currency: HeldCurrencySchema,
  range: z.enum(BALANCE_RANGES, { error: messageKey('validation.insights.range') }).default('3M'),
});
export type BalanceHistoryQuery = z.infer<typeof BalanceHistoryQuerySchema>;

/** A wallet's balance at the end of each UTC day (the sum of its ledger entries up to then). */
export interface BalancePoint {
  /** YYYY-MM-DD (UTC) */
  date: string;
  /** Decimal string, two places: the statements' closing figure for that day. */
  balance: string;
}
export interface BalanceHistory {
  currency: string;
  range: (typeof BALANCE_RANGES)[number];
  from: string;
  to: string;
  /** Empty when the account holds no wallet in this currency (nothing ever moved). */
  points: BalancePoint[];
  /** Last point minus first, decimal string (null without points). */
  change: string | null;
}

/** One kind's figures in one month: per currency (exact) and their USD equivalent. */
export interface VolumeFigures {
  count: number;
  /** USD equivalent at today's mid rates (the wallet cards' basis), decimal string. */
  usd: string;
  amounts: { currency: string; amount: string }[];
}
export interface MonthVolume {
  /** YYYY-MM (UTC) */
  month: string;
  conversions: VolumeFigures;
  payouts: VolumeFigures;
}
/** GET /api/insights/monthly-volumes: the last VOLUME_MONTHS months, oldest first. */
export interface MonthlyVolumes {
  months: MonthVolume[];
}
