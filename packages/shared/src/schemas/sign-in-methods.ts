import { z } from 'zod';
import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import { messageKey } from '../i18n/messages.ts';
import { singleLine } from './text.ts';

// Issue 19: phone numbers, text-message codes, passkey names and the factor list (spec §3
// "Multi-factor factor": friendly name, factor type phone/totp/webauthn, status, phone, issuer).

// With the constants, so the sign-in page's code form needs no phone-number metadata.
export { SMS_CODE } from '../constants/sms-code.ts';

/** The markets' countries first in the phone country list (spec §1), then every other one. */
export const PHONE_MARKET_COUNTRIES: CountryCode[] = ['KE', 'GH', 'NG', 'ZA', 'ET', 'TZ', 'ZM'];

/** Country codes with their calling code, markets first, then alphabetical by code. */
export function phoneCountries(): { code: CountryCode; callingCode: string }[] {
  const rest = getCountries()
    .filter((c) => !PHONE_MARKET_COUNTRIES.includes(c))
    .sort();
  return [...PHONE_MARKET_COUNTRIES, ...rest].map((code) => ({
    code,
    callingCode: getCountryCallingCode(code),
  }));
}

const isCountry = (v: string): v is CountryCode => (getCountries() as string[]).includes(v);

/** The number in E.164 (+254712345678) when it is a valid number of that country, else null. */
export function toE164(number: string, country: string): string | null {
  if (!isCountry(country)) return null;
  const parsed = parsePhoneNumberFromString(number.trim(), country);
  return parsed?.isValid() ? parsed.number : null;
}

/** True for a valid number already written in canonical E.164 (what the server accepts). */
export function isE164(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\+[1-9]\d{6,14}$/.test(value)) return false;
  const parsed = parsePhoneNumberFromString(value);
  return !!parsed?.isValid() && parsed.number === value;
}

/** "+254 ••• ••• 678": enough to recognise one's own number, not to learn someone else's. */
export function maskPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const cc = parsed ? `+${parsed.countryCallingCode}` : e164.slice(0, 4);
  return `${cc} ••• ••• ${e164.slice(-3)}`;
}

/** The international format for showing one's own number: "+254 712 345 678". */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** The profile's phone form: country and the number as typed; the result is E.164. */
export const phoneEntrySchema = z
  .strictObject({
    country: z.string().refine(isCountry, messageKey('validation.profile.phoneCountry')),
    number: z
      .string()
      .trim()
      .min(1, messageKey('validation.profile.phoneRequired'))
      .max(30, messageKey('validation.profile.phoneInvalid')),
  })
  .superRefine((v, ctx) => {
    if (isCountry(v.country) && !toE164(v.number, v.country))
      ctx.addIssue({
        code: 'custom',
        path: ['number'],
        message: messageKey('validation.profile.phoneInvalid'),
      });
  });
export type PhoneEntryInput = z.input<typeof phoneEntrySchema>;

/** A 6-digit code from a text message. */
export const smsCodeSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, messageKey('validation.profile.code')),
});

/** Turning text-message codes on or off as a second factor (password when the account has one). */
export const smsFactorSchema = z.strictObject({
  enabled: z.boolean(),
  password: z
    .string()
    .max(128, messageKey('validation.profile.passwordTooLong', { max: 128 }))
    .optional(),
});
export type SmsFactorInput = z.input<typeof smsFactorSchema>;

/** Removing the phone number from the profile. */
export const removePhoneSchema = z.strictObject({
  password: z
    .string()
    .max(128, messageKey('validation.profile.passwordTooLong', { max: 128 }))
    .optional(),
});

/** A passkey's friendly name. */
export const passkeyNameSchema = z.strictObject({
  name: singleLine()
    .min(1, messageKey('validation.profile.nameRequired'))
    .max(60, messageKey('validation.profile.atMost', { max: 60 })),
});

/** How a session started (session.sign_in_method): first factor, then "+" the second one. */
export type SignInMethod = string;

/** The words for a session's sign-in method, e.g. "Password and text message", "Acme ID". */
export function describeSignInMethod(
  method: string | null | undefined,
  providerLabel: (id: string) => string = (id) => id,
): string {
  if (!method) return 'Sign-in method not recorded';
  const [first = '', second] = method.split('+');
  const firstWords =
    first === 'password'
      ? 'Password'
      : first === 'passkey'
        ? 'Passkey'
        : first.startsWith('oidc:')
          ? providerLabel(first.slice(5))
          : 'Password';
  const secondWords: Record<string, string> = {
    totp: 'authenticator app',
    sms: 'text message',
    backup_code: 'backup code',
  };
  return second && secondWords[second] ? `${firstWords} and ${secondWords[second]}` : firstWords;
}

/** One entry of the factor list (spec §3 Multi-factor factor). */
export interface SecurityFactor {
  id: string;
  type: 'totp' | 'phone' | 'webauthn';
  friendlyName: string;
  status: 'verified' | 'unverified';
  phone?: string;
  issuer?: string;
  createdAt: string | null;
}

/** A linked OpenID Connect identity. */
export interface LinkedIdentity {
  id: string;
  providerId: string;
  label: string;
  createdAt: string;
}

/** GET /api/me/security: what the profile's sign-in section shows. */
export interface SecurityOverview {
  /** The account has a password (a credential account). */
  hasPassword: boolean;
  twoFactorEnabled: boolean;
  phone: { number: string; display: string; verified: boolean } | null;
  smsTwoFactor: boolean;
  totp: boolean;
  factors: SecurityFactor[];
  identities: LinkedIdentity[];
  /** Providers configured on this server, for "Link". */
  providers: { id: string; label: string }[];
  /** Ways to sign in (password, identities, passkeys): the last one cannot be removed. */
  signInWays: number;
}

/** GET /api/sign-in/providers: the "Continue with …" buttons. */
export interface SignInProvider {
  id: string;
  label: string;
}

/** GET /api/auth/two-factor/challenge: the factors the sign-in challenge may offer. */
export interface TwoFactorChallengeInfo {
  methods: ('totp' | 'sms' | 'backup_code')[];
  phone: string | null;
}

/**
 * POST /api/security/step-up (issue 33): the password, or a code of a second factor, proving the
 * person behind the session before a security-sensitive change.
 */
export const stepUpSchema = z.union([
  z.strictObject({
    method: z.literal('password'),
    password: z
      .string()
      .min(1, messageKey('validation.profile.passwordRequired'))
      .max(128, messageKey('validation.profile.passwordTooLong', { max: 128 })),
  }),
  z.strictObject({
    method: z.enum(['totp', 'sms']),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, messageKey('validation.profile.code')),
  }),
]);
export type StepUpInput = z.input<typeof stepUpSchema>;

/** GET /api/security/step-up: whether a change may go ahead now, and how to prove it otherwise. */
export interface StepUpState {
  fresh: boolean;
  methods: ('password' | 'totp' | 'sms')[];
}
