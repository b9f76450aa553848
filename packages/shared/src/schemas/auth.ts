import { z } from 'zod';
import { COUNTRIES } from '../constants/countries.ts';
import type { Locale } from '../i18n/locales.ts';
import { isCommonPassword } from '../constants/common-passwords.ts';
import { messageKey } from '../i18n/messages.ts';
import { singleLine } from './text.ts';

// One schema object per form, used by react-hook-form and by the server (same messages).
export const PASSWORD_MIN = 8; // spec says 6; NIST SP 800-63B / ASVS baseline is 8 (docs/decisions/002)
export const PASSWORD_MAX = 128;

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine((pw) => !isCommonPassword(pw), 'This password is too common. Choose another one.');

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email('Enter a valid email address'));

/** Optional one-line text (control characters refused, text.ts): empty becomes undefined. */
const optionalText = (max: number) =>
  singleLine()
    .max(max, messageKey('validation.profile.atMost', { max }))
    .optional()
    .transform((v) => (v ? v : undefined));

export const profileFieldsSchema = z.strictObject({
  firstName: singleLine()
    .min(1, messageKey('validation.profile.firstNameRequired'))
    .max(80, messageKey('validation.profile.atMost', { max: 80 })),
  lastName: optionalText(80),
  company: optionalText(120),
  country: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine(
      (v) => v === undefined || COUNTRIES.includes(v),
      messageKey('validation.profile.country'),
    ),
});

export const signUpSchema = z.strictObject({
  ...profileFieldsSchema.shape,
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Password is required'),
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
    message: 'Passwords do not match',
    path: ['confirm'],
  });

export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, messageKey('validation.profile.currentPasswordRequired')),
  newPassword: newPasswordSchema,
  revokeOtherSessions: z.boolean(),
});

export const changeEmailSchema = z.strictObject({
  newEmail: emailSchema,
  password: z.string().min(1, messageKey('validation.profile.passwordRequired')),
});

export const totpCodeSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, messageKey('validation.profile.code')),
});
