// The spec's numbers (§9), once.
export const LIMITS = {
  searchResultsMax: 6,
  headerSolidAfterPx: 50,
  carouselAutoplayMs: 3500,
  ratesRefreshMs: 30_000,
  ratesSkeletonCards: 8,
  rateDecimals: 2,
  recentTradesDays: 30,
  refreshSpinnerMs: 500,
  passwordMinSpec: 6,
  /** Issue 5: the form and server require 8 (NIST SP 800-63B), the meter keeps the spec's 6. */
  passwordMin: 8,
  passwordMax: 128,
  generatedPasswordLength: 12,
  amountMin: 1,
  amountStep: 0.01,
  nameMin: 2,
  coverLetterMin: 50,
  copyConfirmMs: 2000,
  /** Issue 4: server-side length caps. */
  nameMax: 120,
  emailMax: 254,
  subjectMax: 200,
  messageMax: 5000,
  bodyMaxBytes: 100 * 1024,
  /** Dates and months the API accepts (filters, statements, preferred dates): years in this range. */
  dateYearMin: 2000,
  dateYearMax: 2100,
  /**
   * Concurrent live-rates streams (SSE) one client address may hold open on one instance; the
   * next one gets 429. nginx applies the same number per address in front (deploy/nginx.conf).
   */
  rateStreamsPerIp: 10,
} as const;
