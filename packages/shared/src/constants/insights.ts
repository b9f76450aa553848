// Issue 39 item 3: the wallet's balance-over-time chart and the business home's monthly volumes.
// Constants apart from their schemas so a chart's range buttons load no zod.

/** The balance chart's ranges (GET /api/insights/balance-history?range=): one point a UTC day. */
export const BALANCE_RANGES = ['1M', '3M', '6M', '1Y'] as const;
export type BalanceRange = (typeof BALANCE_RANGES)[number];

/** Months back each range covers (today's day the last point). */
export const BALANCE_RANGE_MONTHS: Record<BalanceRange, number> = {
  '1M': 1,
  '3M': 3,
  '6M': 6,
  '1Y': 12,
};

/** The business home's volumes: this many calendar months (UTC), the current one last. */
export const VOLUME_MONTHS = 12;
