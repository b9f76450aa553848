import { z } from 'zod';
import { multiLine, singleLine } from './text.ts';
import { RATE_RANGES } from '../constants/markets.ts';

/**
 * One card of GET /api/rates → { rates: RateCard[], updatedAt }. Decimal strings, never numbers.
 * change = mid − previousMid, where previous is the latest rate older than 24 h, or the oldest.
 */
export const RateCardSchema = z.object({
  pairId: z.string(),
  base: z.string(),
  quote: z.string(),
  displayName: z.string(),
  bid: z.string(),
  ask: z.string(),
  mid: z.string(),
  timestamp: z.string(),
  previousMid: z.string().nullable(),
  change: z.string().nullable(),
  changePercent: z.string().nullable(),
});
export type RateCard = z.infer<typeof RateCardSchema>;
export const RatesResponseSchema = z.object({
  rates: z.array(RateCardSchema),
  updatedAt: z.string(),
});
export type RatesResponse = z.infer<typeof RatesResponseSchema>;

const decimalString = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(
      /^\d{1,14}(\.\d{1,10})?$/,
      `${label} must be a positive number with at most 10 decimals`,
    );

/** GET /api/rates/:pair/history?range= */
export const RateHistoryQuerySchema = z.object({ range: z.enum(RATE_RANGES).default('1D') });
export const HistoryPointSchema = z.object({
  time: z.string(),
  bid: z.string(),
  ask: z.string(),
  mid: z.string(),
});
export type HistoryPoint = z.infer<typeof HistoryPointSchema>;
export const RateHistoryResponseSchema = z.object({
  pairId: z.string(),
  displayName: z.string(),
  range: z.enum(RATE_RANGES),
  points: z.array(HistoryPointSchema),
});
export type RateHistoryResponse = z.infer<typeof RateHistoryResponseSchema>;

/** Admin: post a new bid/ask for a pair. confirm lets a move over 20 % through (fat-finger guard). */
export const PostRateSchema = z
  .strictObject({
    bid: decimalString('Bid'),
    ask: decimalString('Ask'),
    confirm: z.boolean().optional().default(false),
  })
  .refine((v) => !(Number(v.bid) > 0) || !(Number(v.ask) > 0) || Number(v.bid) <= Number(v.ask), {
    message: 'Ask must be greater than or equal to bid',
    path: ['ask'],
  });
export type PostRateInput = z.input<typeof PostRateSchema>;

const currencyCode = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, `${label} must be a 3-letter currency code`);

/** Admin: add a pair. The display name defaults to BASE/QUOTE. */
export const CreatePairSchema = z
  .strictObject({
    base: currencyCode('Base currency'),
    quote: currencyCode('Quote currency'),
    displayName: singleLine().max(40, 'Display name is at most 40 characters').optional(),
    isActive: z.boolean().optional().default(true),
  })
  .refine((v) => v.base !== v.quote, { message: 'Base and quote must differ', path: ['quote'] });
export type CreatePairInput = z.input<typeof CreatePairSchema>;

export const PairActiveSchema = z.strictObject({ isActive: z.boolean() });

/** Admin: CSV import. Columns pair,bid,ask (pair as USD/KES); a header row is optional. */
export const ImportRatesSchema = z.strictObject({
  csv: multiLine().min(1, 'The file is empty').max(90_000, 'The file is too large (90 kB at most)'),
  confirm: z.boolean().optional().default(false),
});

/** One pair in the admin desk list. */
export const AdminPairSchema = z.object({
  id: z.string(),
  base: z.string(),
  quote: z.string(),
  displayName: z.string(),
  isActive: z.boolean(),
  bid: z.string().nullable(),
  ask: z.string().nullable(),
  mid: z.string().nullable(),
  timestamp: z.string().nullable(),
});
export type AdminPair = z.infer<typeof AdminPairSchema>;

export const AdminRateRowSchema = z.object({
  id: z.number(),
  bid: z.string(),
  ask: z.string(),
  mid: z.string(),
  source: z.string(),
  createdBy: z.string().nullable(),
  createdByEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminRateRow = z.infer<typeof AdminRateRowSchema>;

/** GET /api/rates/terms: the pricing in force, for the public converter's indicative client rate. */
export interface PricingTerms {
  spreadBps: number;
  spreadBpsByPair: Record<string, number>;
  feeBps: number;
  quoteValiditySeconds: number;
}
