import { z } from 'zod';
import { COUNTRIES } from '../constants/countries.ts';
import type { Locale } from '../i18n/locales.ts';
import { isCommonPassword } from '../constants/common-passwords.ts';
import { messageKey } from '../i18n/messages.ts';
import { personName, singleLine } from './text.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants/passwords.ts';

// One schema object per form, used by react-hook-form and by the server (same messages). Messages
// are keys (i18n/messages.ts): the form shows them in the page's language, the server in English.
// The lengths live apart, so a form that shows the minimum loads no zod (decision 027).
export { PASSWORD_MAX, PASSWORD_MIN } from '../constants/passwords.ts';

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, messageKey('validation.auth.passwordTooShort', { min: PASSWORD_MIN }))
  .max(PASSWORD_MAX, messageKey('validation.auth.passwordTooLong', { max: PASSWORD_MAX }))
  .refine((pw) => !isCommonPassword(pw), messageKey('validation.auth.passwordCommon'));

export const emailSchema = z
  .string()
  .trim()
  .min(1, messageKey('validation.auth.emailRequired'))
  .pipe(z.email(messageKey('validation.auth.email')));

/** Optional one-line text (control characters refused, text.ts): empty becomes undefined. */
const optionalText = (max: number, text = singleLine) =>
  text()
    .max(max, messageKey('validation.auth.atMost', { max }))
    .optional()
    .transform((v) => (v ? v : undefined));

export const profileFieldsSchema = z.strictObject({
  firstName: personName()
    .min(1, messageKey('validation.auth.firstNameRequired'))
    .max(80, messageKey('validation.auth.atMost', { max: 80 })),
  lastName: optionalText(80, personName),
  company: optionalText(120, personName),
  country: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || COUNTRIES.includes(v), messageKey('validation.auth.country')),
});

/** Sign-up's consent to the terms and the privacy notice: ticked, or no account (issue 34). */
export const termsConsentSchema = z.literal(true, {
  error: messageKey('validation.auth.terms'),
});

export const signUpSchema = z.strictObject({
  ...profileFieldsSchema.shape,
  email: emailSchema,
  password: newPasswordSchema,
  acceptTerms: termsConsentSchema,
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, messageKey('validation.auth.passwordRequired')),
});
export type SignInInput = z.input<typeof signInSchema>;

export const profileUpdateSchema = profileFieldsSchema;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export interface MyProfile {
  email: string;
  role: 'client' | 'admin';
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  country: string | null;
  /** Mails, notices and texts go out in it (PUT /api/me/language). */
  language: Locale;
}

export const forgotPasswordSchema = z.strictObject({ email: emailSchema });

export const resetPasswordSchema = z
  .strictObject({ password: newPasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, {
    message: messageKey('validation.auth.passwordsDiffer'),
    path: ['confirm'],
  });

export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, messageKey('validation.auth.currentPasswordRequired')),
  newPassword: newPasswordSchema,
  revokeOtherSessions: z.boolean(),
});

export const changeEmailSchema = z.strictObject({
  newEmail: emailSchema,
  password: z.string().min(1, messageKey('validation.auth.passwordRequired')),
});

export const totpCodeSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, messageKey('validation.auth.sixDigitCode')),
});
