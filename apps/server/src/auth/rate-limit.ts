import type { BetterAuthOptions } from 'better-auth';

/**
 * Per-address limits count every call, so only endpoints an office does not call all day keep
 * one. Sign-in and second-factor codes count failures only (services/auth/sign-in-guard.ts);
 * session checks and everything not listed are not limited ('**': false, last).
 */
export const authRateLimit = {
  enabled: true,
  storage: 'database',
  window: 60,
  max: 100,
  customRules: {
    '/sign-in/email': false,
    '/two-factor/verify-totp': false,
    '/two-factor/verify-backup-code': false,
    '/sign-up/email': { window: 60, max: 5 },
    '/request-password-reset': { window: 60, max: 3 },
    '/forget-password': { window: 60, max: 3 },
    '/reset-password': { window: 60, max: 10 },
    '/account-unlock': { window: 60, max: 10 },
    '/send-verification-email': { window: 60, max: 3 },
    // Password checks behind a session (guessing from a stolen session stays slow).
    '/change-password': { window: 60, max: 5 },
    '/two-factor/enable': { window: 60, max: 5 },
    '/two-factor/disable': { window: 60, max: 5 },
    '/two-factor/generate-backup-codes': { window: 60, max: 5 },
    '**': false,
  },
} satisfies BetterAuthOptions['rateLimit'];
