import { z } from 'zod';

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
export const RatesResponseSchema = z.object({ rates: z.array(RateCardSchema), updatedAt: z.string() });
export type RatesResponse = z.infer<typeof RatesResponseSchema>;
