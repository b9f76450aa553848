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
    // Issue 19. Codes: failures count per address (sign-in guard); sends have their own exact
    // limit per number and account (3 per 10 min) besides these per-address ones.
    '/two-factor/verify-otp': false,
    '/phone-number/verify': false,
    '/passkey/verify-authentication': false,
    '/two-factor/send-otp': { window: 60, max: 5 },
    '/phone-number/send-otp': { window: 60, max: 5 },
    '/two-factor/challenge': { window: 60, max: 30 },
    '/passkey/generate-register-options': { window: 60, max: 10 },
    '/passkey/verify-registration': { window: 60, max: 10 },
    '/passkey/generate-authenticate-options': { window: 60, max: 30 },
    '/passkey/list-user-passkeys': { window: 60, max: 60 },
    '/passkey/update-passkey': { window: 60, max: 10 },
    '/passkey/delete-passkey': { window: 60, max: 10 },
    '/sign-in/social': { window: 60, max: 10 },
    '/link-social': { window: 60, max: 10 },
    '/callback/*': { window: 60, max: 20 },
    '/list-accounts': { window: 60, max: 60 },
    '/unlink-account': { window: 60, max: 10 },
    '**': false,
  },
} satisfies BetterAuthOptions['rateLimit'];
