import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import type { Env } from '../env.ts';
import { originPolicy } from '../lib/origins.ts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { accountUnlock } from '../services/auth/account-unlock.ts';
import { boundedPasswordHashing } from '../services/auth/password-hashing.ts';
import { dropResetTokens } from '../services/auth/reset-tokens.ts';
import { createSignInGuard } from '../services/auth/sign-in-guard.ts';
import { TRUST_DEVICE_DAYS } from '@mizani/shared';
import { AUTH_BRAND as brand, CLIENT_IP_HEADER, SESSION_COOKIE_PREFIX } from './constants.ts';
import { databaseHooks } from './database-hooks.ts';
import { deviceWatch } from './devices.ts';
import { afterHook } from './hooks/after.ts';
import { beforeHook } from './hooks/before.ts';
import { resetPasswordSender, verificationSender } from './mail.ts';
import { authRateLimit } from './rate-limit.ts';
import { API_KEY_HTTP_PATHS, apiKeysPlugin } from './api-keys.ts';
import {
  DISABLED_AUTH_PATHS,
  signInMethodPlugins,
  twoFactorOtpOptions,
} from './sign-in-methods.ts';

// better-auth, assembled: the options here, the hooks, mail, row hooks and limits beside it.
export function createAuth(env: Env, database: Database) {
  const { db } = database;
  const https = env.BETTER_AUTH_URL.startsWith('https://');
  // Failed-attempt limits per address and per account, lock and unlock mail (docs/accounts.md).
  const signInGuard = createSignInGuard({
    db,
    baseURL: env.BETTER_AUTH_URL,
    brand,
    ipHeader: CLIENT_IP_HEADER,
  });

  return betterAuth({
    appName: brand,
    baseURL: env.BETTER_AUTH_URL,
    basePath: '/api/auth',
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: (request) => originPolicy(env).trustedFor(request),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        rateLimit: schema.rateLimit,
        passkey: schema.passkey,
        apikey: schema.apikey,
      },
    }),
    user: {
      additionalFields: {
        // input: false — sign-up and update-user ignore any role a client sends.
        role: { type: 'string', required: false, defaultValue: 'client', input: false },
        // Read back with the session so loadSession can refuse a disabled account (admin issue 8).
        disabledAt: { type: 'date', required: false, input: false },
        // Text-message codes as a second factor: set by PUT /api/me/sms-two-factor only.
        smsTwoFactor: { type: 'boolean', required: false, defaultValue: false, input: false },
        // Mails, notices and texts in this language (issue 20): set at sign-up from the page's
        // language (database-hooks.ts), then by PUT /api/me/language only.
        language: { type: 'string', required: false, defaultValue: 'en', input: false },
      },
      // Changing email: POST /api/me/email checks the password first (routes/me.ts), then calls
      // change-email, which mails a verification link to the new address; the address changes
      // only when that link is opened. Direct HTTP calls to /change-email are refused (hooks/before.ts).
      changeEmail: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      password: boundedPasswordHashing,
      sendResetPassword: resetPasswordSender(db),
      // A reset used: any other outstanding link of the user stops working too.
      onPasswordReset: async ({ user }) => {
        await dropResetTokens(db, user.id);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: verificationSender(db),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      // How the session started, for the sessions list (services/auth/sign-in-methods.ts).
      additionalFields: { signInMethod: { type: 'string', required: false, input: false } },
    },
    account: {
      // OpenID Connect: an identity links to an existing account only when the provider says the
      // address is verified (no provider is "trusted" without it) and the address is ours too.
      // The last way to sign in (password, identity or passkey) is kept by our own rule
      // (services/auth/sign-in-methods.ts), which counts passkeys as well.
      accountLinking: {
        enabled: true,
        trustedProviders: [],
        allowDifferentEmails: false,
        requireLocalEmailVerified: true,
        allowUnlinkingAll: true,
      },
    },
    disabledPaths: [...DISABLED_AUTH_PATHS, ...API_KEY_HTTP_PATHS],
    databaseHooks: databaseHooks(db),
    hooks: {
      before: beforeHook(db, signInGuard),
      after: afterHook(db, signInGuard, env.BETTER_AUTH_URL),
    },
    plugins: [
      // "Trust this device" (issue 39): the second factor is skipped on it for 30 days.
      twoFactor({
        issuer: brand,
        otpOptions: twoFactorOtpOptions(db, env),
        trustDeviceMaxAge: TRUST_DEVICE_DAYS * 24 * 60 * 60,
      }),
      accountUnlock({ db, ipHeader: CLIENT_IP_HEADER }),
      ...signInMethodPlugins(env, database),
      apiKeysPlugin(),
      // Last: sees each sign-in after the second factor decided (new-device alerts, issue 39).
      deviceWatch(db, env.BETTER_AUTH_URL, https),
    ],
    rateLimit: authRateLimit,
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: https,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
    },
    telemetry: { enabled: false },
  });
}
