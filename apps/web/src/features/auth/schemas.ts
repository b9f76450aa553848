import { z } from 'zod';
import { messageKey } from '@mizani/shared/i18n/messages';

// The sign-in steps' own checks, loaded with zod on the form's first use (lib/lazy-resolver.ts):
// the page imports this module only through `import()`.

export const forgotSchema = z.object({ email: z.email(messageKey('validation.auth.email')) });

/** An authenticator or backup code. */
export const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(6, messageKey('validation.auth.code'))
    .max(20, messageKey('validation.auth.code')),
});

/** A texted code. */
export const smsSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, messageKey('validation.auth.sixDigitCode')),
});
