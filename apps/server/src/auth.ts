import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Env } from './env.ts';
import type { Database } from './db/client.ts';
import * as schema from './db/schema/index.ts';
import { enqueueMail } from './services/mail/outbox.ts';
import { escapeHtml } from './services/mail/escape.ts';

/** Header our clientIp middleware sets (overwriting anything a client sent) for better-auth. */
export const CLIENT_IP_HEADER = 'x-mizani-client-ip';

export function createAuth(env: Env, database: Database) {
  const { db } = database;
  const https = env.BETTER_AUTH_URL.startsWith('https://');
  const brand = 'Mizani';

  return betterAuth({
    appName: brand,
    baseURL: env.BETTER_AUTH_URL,
    basePath: '/api/auth',
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [env.BETTER_AUTH_URL],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        rateLimit: schema.rateLimit,
      },
    }),
    user: {
      additionalFields: {
        // input: false — sign-up and update-user ignore any role a client sends.
        role: { type: 'string', required: false, defaultValue: 'client', input: false },
        // Read back with the session so loadSession can refuse a disabled account (admin issue 8).
        disabledAt: { type: 'date', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await enqueueMail(db, {
          kind: 'password_reset',
          to: user.email,
          subject: `Reset your ${brand} password`,
          text: `Someone asked to reset the password of your ${brand} account.\n\nOpen this link within one hour to choose a new password:\n${url}\n\nIf it was not you, ignore this message: your password stays the same.`,
          html: `<p>Someone asked to reset the password of your ${brand} account.</p><p><a href="${escapeHtml(url)}">Choose a new password</a> (the link works once, within one hour).</p><p>If it was not you, ignore this message.</p>`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await enqueueMail(db, {
          kind: 'email_verification',
          to: user.email,
          subject: `Verify your email for ${brand}`,
          text: `Welcome to ${brand}.\n\nConfirm your email address by opening this link:\n${url}\n\nIf you did not create an account, ignore this message.`,
          html: `<p>Welcome to ${brand}.</p><p><a href="${escapeHtml(url)}">Confirm your email address</a></p><p>If you did not create an account, ignore this message.</p>`,
        });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    databaseHooks: {
      session: {
        create: {
          // A disabled account (admin issue 8) cannot start a new session.
          before: async (s) => {
            const [u] = await db.select({ disabledAt: schema.user.disabledAt }).from(schema.user).where(eq(schema.user.id, s.userId));
            if (u?.disabledAt) throw new APIError('FORBIDDEN', { message: 'This account is disabled. Contact support.' });
          },
        },
      },
    },
    plugins: [twoFactor({ issuer: brand })],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 5 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 3 },
        '/forget-password': { window: 60, max: 3 },
        '/two-factor/verify-totp': { window: 60, max: 5 },
        '/two-factor/verify-backup-code': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 3 },
      },
    },
    advanced: {
      cookiePrefix: 'mizani',
      useSecureCookies: https,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
