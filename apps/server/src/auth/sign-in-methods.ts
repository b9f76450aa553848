import { passkey } from '@better-auth/passkey';
import { APIError } from 'better-auth/api';
import { genericOAuth, phoneNumber } from 'better-auth/plugins';
import { SMS_CODE, isE164 } from '@mizani/shared';
import type { Env } from '../env.ts';
import type { Database } from '../db/client.ts';
import { signInMethods } from '../services/auth/sign-in-methods.ts';
import { AUTH_BRAND as brand, CLIENT_IP_HEADER } from './constants.ts';
import { smsSenders } from './sms.ts';

/** Paths of the plugins we do not offer: sign-in and password reset by phone number. */
export const DISABLED_AUTH_PATHS = [
  '/sign-in/phone-number',
  '/phone-number/request-password-reset',
  '/phone-number/reset-password',
];

/** The two-factor plugin's text-message code (its "otp" method): 6 digits, 5 minutes, 5 tries. */
export function twoFactorOtpOptions(db: Database['db'], env: Env) {
  return {
    sendOTP: smsSenders(db, env.BETTER_AUTH_URL).signInCode,
    period: SMS_CODE.ttlSec / 60,
    digits: SMS_CODE.digits,
    allowedAttempts: SMS_CODE.maxAttempts,
    storeOTP: 'hashed' as const,
  };
}

/**
 * Issue 19's plugins: the profile's phone number (phoneNumber), passkeys, the OpenID Connect
 * providers of OIDC_PROVIDERS (genericOAuth, with PKCE and state), and our rules around them.
 */
export function signInMethodPlugins(env: Env, database: Database) {
  const { db } = database;
  return [
    phoneNumber({
      sendOTP: smsSenders(db, env.BETTER_AUTH_URL).phoneVerification,
      otpLength: SMS_CODE.digits,
      expiresIn: SMS_CODE.ttlSec,
      allowedAttempts: SMS_CODE.maxAttempts,
      phoneNumberValidator: (n: string) => isE164(n),
    }),
    passkey({
      rpID: env.PASSKEY_RP_ID,
      rpName: brand,
      origin: env.PASSKEY_ORIGIN,
      // A passkey signs in on its own (no second factor), so the device must verify its owner
      // (PIN or biometrics) and the credential must live on the authenticator.
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      authentication: {
        afterVerification: async ({ verification }) => {
          if (!verification.authenticationInfo.userVerified)
            throw new APIError('UNAUTHORIZED', {
              code: 'USER_NOT_VERIFIED',
              message: 'Your device did not verify you. Try again with your PIN or fingerprint.',
            });
        },
      },
    }),
    ...(env.oidcProviders.length
      ? [
          genericOAuth({
            config: env.oidcProviders.map((p) => ({
              providerId: p.id,
              name: p.label,
              discoveryUrl: `${p.issuer}/.well-known/openid-configuration`,
              clientId: p.clientId,
              clientSecret: p.clientSecret,
              scopes: ['openid', 'email', 'profile'],
              pkce: true,
              requireIdTokenVerification: true,
              // A provider's unverified address never signs in (nor links, better-auth's rule).
              requireEmailVerification: true,
            })),
          }),
        ]
      : []),
    signInMethods({ db, ipHeader: CLIENT_IP_HEADER }),
  ];
}
