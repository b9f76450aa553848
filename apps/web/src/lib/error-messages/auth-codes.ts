import type { MessageId } from '../i18n/i18n';
import { lockedText, say } from './words';

/** Refusals of a request's origin or redirect: a security block, in our words. */
export const SECURITY_CODES = new Set([
  'MISSING_OR_NULL_ORIGIN',
  'INVALID_ORIGIN',
  'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED',
  'INVALID_CALLBACK_URL',
  'INVALID_REDIRECT_URL',
  'INVALID_ERROR_CALLBACK_URL',
  'INVALID_NEW_USER_CALLBACK_URL',
  'INVALID_TWO_FACTOR_COOKIE',
]);

/** better-auth's codes (and the ones our auth hooks add) in our words. */
export const AUTH_CODES: Record<string, { title: string; description: string }> = {
  INVALID_EMAIL_OR_PASSWORD: {
    title: 'Invalid credentials',
    description: 'Please check your email and password and try again.',
  },
  INVALID_PASSWORD: { title: 'Wrong password', description: 'The password is not correct.' },
  INVALID_CODE: {
    title: 'Code not accepted',
    description: 'That code did not work. Check it and try again.',
  },
  INVALID_TWO_FACTOR_CODE: {
    title: 'Code not accepted',
    description: 'That code did not work. Check it and try again.',
  },
  INVALID_BACKUP_CODE: {
    title: 'Code not accepted',
    description: 'That backup code did not work. Each backup code works once.',
  },
  TOTP_CODE_REUSED: {
    title: 'Code already used',
    description: 'This code was already used. Wait for the next code.',
  },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    title: 'Too many attempts',
    description: 'Too many wrong codes. Start signing in again to get a new one.',
  },
  INVALID_TOKEN: {
    title: 'Link expired',
    description: 'This link is invalid or has expired.',
  },
  TOKEN_EXPIRED: {
    title: 'Link expired',
    description: 'This link is invalid or has expired.',
  },
  USER_ALREADY_EXISTS: {
    title: 'Account exists',
    description: 'An account with this email already exists. Please sign in instead.',
  },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    title: 'Account exists',
    description: 'An account with this email already exists. Please sign in instead.',
  },
  PASSWORD_TOO_SHORT: {
    title: 'Password too short',
    description: 'Choose a password of at least 8 characters.',
  },
  PASSWORD_TOO_LONG: {
    title: 'Password too long',
    description: 'Choose a shorter password.',
  },
  PASSWORD_TOO_COMMON: {
    title: 'Password too common',
    description: 'This password is too common. Choose another one.',
  },
  EMAIL_NOT_VERIFIED: {
    title: 'Email not verified',
    description: 'Please verify your email address before signing in.',
  },
  EMAIL_ALREADY_VERIFIED: {
    title: 'Already verified',
    description: 'This email address is already verified. You can sign in.',
  },
  SESSION_EXPIRED: {
    title: 'Please sign in again',
    description: 'For your security, sign in again to do this.',
  },
  SESSION_NOT_FRESH: {
    title: 'Please sign in again',
    description: 'For your security, sign in again to do this.',
  },
  // Issue 19: phone, text-message codes, passkeys and linked identities.
  INVALID_PHONE_NUMBER: {
    title: 'Check the number',
    description: 'Enter a valid mobile number for the country you chose.',
  },
  PHONE_NUMBER_TAKEN: {
    title: 'Number in use',
    description: 'This number is used by another account.',
  },
  PHONE_ALREADY_VERIFIED: {
    title: 'Already verified',
    description: 'This number is already verified on your account.',
  },
  SMS_FACTOR_ON: {
    title: 'Text-message codes are on',
    description: 'Turn off text-message codes before changing your phone number.',
  },
  SMS_NOT_SET_UP: {
    title: 'Text messages not set up',
    description: 'Text-message codes are not set up for this account.',
  },
  OTP_EXPIRED: { title: 'Code expired', description: 'This code has expired. Send a new one.' },
  OTP_HAS_EXPIRED: { title: 'Code expired', description: 'This code has expired. Send a new one.' },
  OTP_NOT_FOUND: { title: 'Code expired', description: 'This code has expired. Send a new one.' },
  INVALID_OTP: {
    title: 'Code not accepted',
    description: 'That code did not work. Check it and try again.',
  },
  TOO_MANY_ATTEMPTS: {
    title: 'Too many attempts',
    description: 'Too many wrong codes. Send a new code and try again.',
  },
  LAST_SIGN_IN_METHOD: {
    title: 'Keep one way to sign in',
    description:
      'This is your last way to sign in. Add a password, a passkey or another provider first.',
  },
  PASSKEY_NOT_FOUND: {
    title: 'Passkey not recognised',
    description: 'This passkey is not registered with Mizani. Sign in another way.',
  },
  AUTHENTICATION_FAILED: {
    title: 'Passkey not accepted',
    description: 'We could not verify this passkey. Try again or sign in another way.',
  },
  USER_NOT_VERIFIED: {
    title: 'Passkey not accepted',
    description: 'Your device did not verify you. Try again with your PIN or fingerprint.',
  },
  LINKING_DIFFERENT_EMAILS_NOT_ALLOWED: {
    title: 'Different email',
    description: 'That account uses another email address than yours, so it was not linked.',
  },
  SOCIAL_ACCOUNT_ALREADY_LINKED: {
    title: 'Already linked',
    description: 'That account is already linked to a Mizani account.',
  },
  CHANGE_EMAIL_NEEDS_PASSWORD: {
    title: 'Password required',
    description: 'Change your email from the profile page; your password is required.',
  },
  ACCOUNT_DISABLED: {
    title: 'Account disabled',
    description: 'This account is disabled. Contact support.',
  },
  ACCOUNT_TEMPORARILY_LOCKED: {
    title: 'Too many failed sign-in attempts',
    description: lockedText(),
  },
};

/** better-auth's refusal by its code, in the page's language (`error.auth.<CODE>.*`). */
export function authWords(code: string) {
  const english = AUTH_CODES[code]!;
  if (code === 'ACCOUNT_TEMPORARILY_LOCKED')
    return { title: say('error.locked.title', english.title), description: lockedText() };
  return {
    title: say(`error.auth.${code}.title` as MessageId, english.title),
    description: say(`error.auth.${code}.description` as MessageId, english.description),
  };
}
