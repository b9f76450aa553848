import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { isCommonPassword, profileFieldsSchema } from '@mizani/shared';
import type { Env } from './env.ts';
import { originPolicy } from './lib/origins.ts';
import type { Database } from './db/client.ts';
import * as schema from './db/schema/index.ts';
import { enqueueMail } from './services/mail/outbox.ts';
import { escapeHtml } from './services/mail/escape.ts';
import { audit } from './services/audit.ts';
import { accountUnlock } from './services/auth/account-unlock.ts';
import { MAX_EMAIL_LENGTH, unstorableInput } from './services/auth/input-guard.ts';
import { dropResetTokens } from './services/auth/reset-tokens.ts';
import { createSignInGuard } from './services/auth/sign-in-guard.ts';

/** Header our clientIp middleware sets (overwriting anything a client sent) for better-auth. */
export const CLIENT_IP_HEADER = 'x-mizani-client-ip';

/** Query parameter on the change-email callback: the verification mail then reads as a change. */
export const EMAIL_CHANGE_MARKER = 'emailChanged';

export function createAuth(env: Env, database: Database) {
  const { db } = database;
  const https = env.BETTER_AUTH_URL.startsWith('https://');
  const brand = 'Mizani';
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
      },
    }),
    user: {
      additionalFields: {
        // input: false — sign-up and update-user ignore any role a client sends.
        role: { type: 'string', required: false, defaultValue: 'client', input: false },
        // Read back with the session so loadSession can refuse a disabled account (admin issue 8).
        disabledAt: { type: 'date', required: false, input: false },
      },
      // Changing email: POST /api/me/email checks the password first (routes/me.ts), then calls
      // change-email, which mails a verification link to the new address; the address changes
      // only when that link is opened. Direct HTTP calls to /change-email are refused below.
      changeEmail: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url, token }) => {
        // Only the newest link works: every older reset token of this user goes.
        await dropResetTokens(db, user.id, token);
        await enqueueMail(db, {
          kind: 'password_reset',
          to: user.email,
          subject: `Reset your ${brand} password`,
          text: `Someone asked to reset the password of your ${brand} account.\n\nOpen this link within one hour to choose a new password:\n${url}\n\nIf it was not you, ignore this message: your password stays the same.`,
          html: `<p>Someone asked to reset the password of your ${brand} account.</p><p><a href="${escapeHtml(url)}">Choose a new password</a> (the link works once, within one hour).</p><p>If it was not you, ignore this message.</p>`,
        });
      },
      // A reset used: any other outstanding link of the user stops working too.
      onPasswordReset: async ({ user }) => {
        await dropResetTokens(db, user.id);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        // A change of address (its callback carries EMAIL_CHANGE_MARKER) gets its own wording.
        if (url.includes(EMAIL_CHANGE_MARKER)) {
          await enqueueMail(db, {
            kind: 'email_change',
            to: user.email,
            subject: `Confirm your new email address for ${brand}`,
            text: `Someone asked to use this address for a ${brand} account.\n\nConfirm it by opening this link:\n${url}\n\nUntil then the account keeps its current address. If it was not you, ignore this message.`,
            html: `<p>Someone asked to use this address for a ${brand} account.</p><p><a href="${escapeHtml(url)}">Confirm your new email address</a></p><p>Until then the account keeps its current address. If it was not you, ignore this message.</p>`,
          });
          return;
        }
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
      user: {
        create: {
          // The sign-up metadata becomes the profile row (spec §3 user_profiles).
          after: async (u, ctx) => {
            if (ctx?.path !== '/sign-up/email') return;
            const b = (ctx.body ?? {}) as Record<string, string | undefined>;
            await db
              .insert(schema.userProfiles)
              .values({
                userId: u.id,
                firstName: b.firstName ?? u.name,
                lastName: b.lastName ?? null,
                company: b.company ?? null,
                country: b.country ?? null,
              })
              .onConflictDoNothing();
          },
        },
      },
      session: {
        create: {
          // A disabled account (admin issue 8) cannot start a new session.
          before: async (s) => {
            const [u] = await db
              .select({ disabledAt: schema.user.disabledAt })
              .from(schema.user)
              .where(eq(schema.user.id, s.userId));
            if (u?.disabledAt)
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_DISABLED',
                message: 'This account is disabled. Contact support.',
              });
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const ip = ctx.headers?.get(CLIENT_IP_HEADER) ?? undefined;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        // PostgreSQL refuses NUL in text and over-long index keys: a 400 here, not a 500 later.
        const unstorable = ctx.request ? unstorableInput(body) : null;
        if (unstorable) {
          if (ctx.path === '/sign-in/email')
            await audit(db, {
              actorEmail:
                typeof body.email === 'string'
                  ? body.email.replaceAll('\u0000', '').toLowerCase().slice(0, MAX_EMAIL_LENGTH)
                  : null,
              action: 'auth.sign_in_failed',
              targetType: 'user',
              after: { reason: unstorable.error.message },
              ip,
              userAgent: ctx.headers?.get('user-agent') ?? undefined,
            });
          throw unstorable.error;
        }
        // The profile (names, image) changes through PATCH /api/me/profile, which validates it.
        if (ctx.path === '/update-user' && ctx.request) {
          throw new APIError('FORBIDDEN', {
            message: 'Edit your profile from the profile page.',
            code: 'UPDATE_USER_NOT_ALLOWED',
          });
        }
        await signInGuard.before(ctx);
        if (ctx.path === '/sign-up/email') {
          // The role lives on the server only: drop whatever a client sends (input:false also guards).
          delete body.role;
          delete body.disabledAt;
          const meta = profileFieldsSchema.safeParse({
            firstName: body.firstName,
            lastName: body.lastName ?? undefined,
            company: body.company ?? undefined,
            country: body.country ?? undefined,
          });
          if (!meta.success) {
            throw new APIError('BAD_REQUEST', {
              message: meta.error.issues[0]?.message ?? 'Invalid sign-up details',
              code: 'VALIDATION_FAILED',
            });
          }
          Object.assign(body, meta.data);
          // Spec §8 shows "Account exists" for a registered email, so the duplicate is reported
          // (better-auth would answer a generic success); sign-up is rate-limited per address.
          if (typeof body.email === 'string') {
            const [existing] = await db
              .select({ id: schema.user.id })
              .from(schema.user)
              .where(eq(schema.user.email, body.email.trim().toLowerCase()));
            if (existing) {
              throw new APIError('UNPROCESSABLE_ENTITY', {
                message: 'User already registered',
                code: 'USER_ALREADY_EXISTS',
              });
            }
          }
          if (!body.name)
            body.name = [meta.data.firstName, meta.data.lastName].filter(Boolean).join(' ');
        }
        const newPassword =
          ctx.path === '/sign-up/email'
            ? body.password
            : ctx.path === '/reset-password' || ctx.path === '/change-password'
              ? body.newPassword
              : undefined;
        if (typeof newPassword === 'string' && isCommonPassword(newPassword)) {
          throw new APIError('BAD_REQUEST', {
            message: 'This password is too common. Choose another one.',
            code: 'PASSWORD_TOO_COMMON',
          });
        }
        if (ctx.path === '/sign-out') {
          const s = await getSessionFromCtx(ctx).catch(() => null);
          if (s)
            await audit(db, {
              actorId: s.user.id,
              actorEmail: s.user.email,
              action: 'auth.sign_out',
              targetType: 'user',
              targetId: s.user.id,
              ip,
            });
        }
        // The password is required to change email: only our route (POST /api/me/email), which
        // checks it, may call change-email; it calls through auth.api, without an HTTP request.
        if (ctx.path === '/change-email' && ctx.request) {
          throw new APIError('FORBIDDEN', {
            message: 'Change your email from the profile page (your password is required).',
            code: 'CHANGE_EMAIL_NEEDS_PASSWORD',
          });
        }
        if (ctx.path === '/two-factor/verify-totp' && typeof body.code === 'string') {
          await claimTotpStep(db, ctx, body.code);
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        await signInGuard.after(ctx);
        const ip = ctx.headers?.get(CLIENT_IP_HEADER) ?? undefined;
        const userAgent = ctx.headers?.get('user-agent') ?? undefined;
        const returned = ctx.context.returned;
        const failed = returned instanceof APIError || returned instanceof Error;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const newSession = ctx.context.newSession;
        const tracked: Record<string, string> = {
          '/sign-in/email': 'auth.sign_in',
          '/two-factor/verify-totp': 'auth.two_factor_verify',
          '/two-factor/verify-backup-code': 'auth.two_factor_backup_code',
          '/two-factor/enable': 'auth.two_factor_enable',
          '/two-factor/disable': 'auth.two_factor_disable',
          '/two-factor/generate-backup-codes': 'auth.two_factor_backup_codes_regenerated',
          '/change-password': 'auth.password_change',
          '/reset-password': 'auth.password_reset',
          '/change-email': 'auth.email_change_request',
          '/revoke-sessions': 'auth.sign_out_everywhere',
          '/revoke-other-sessions': 'auth.sign_out_others',
          '/revoke-session': 'auth.session_revoke',
        };
        const action = tracked[ctx.path];
        if (!action) return;
        let actorId: string | null = newSession?.user.id ?? null;
        let actorEmail: string | null =
          newSession?.user.email ??
          (typeof body.email === 'string' ? body.email.toLowerCase() : null);
        if (!actorId && ctx.path !== '/sign-in/email') {
          const s = await getSessionFromCtx(ctx).catch(() => null);
          actorId = s?.user.id ?? null;
          actorEmail = s?.user.email ?? actorEmail;
        }
        // The two-factor plugin turns a password sign-in of an enrolled user into a challenge after us.
        const enrolled = !!(newSession?.user as { twoFactorEnabled?: boolean } | undefined)
          ?.twoFactorEnabled;
        const challenged =
          !failed &&
          ((ctx.path === '/sign-in/email' && enrolled) ||
            (!!returned && typeof returned === 'object' && 'twoFactorRedirect' in returned));
        await audit(db, {
          actorId,
          actorEmail,
          action: failed ? `${action}_failed` : challenged ? `${action}_challenged` : action,
          targetType: 'user',
          targetId: actorId ?? undefined,
          after: failed ? { reason: (returned as Error).message } : undefined,
          ip,
          userAgent,
        });
      }),
    },
    plugins: [twoFactor({ issuer: brand }), accountUnlock({ db, ipHeader: CLIENT_IP_HEADER })],
    // Per-address limits count every call, so only endpoints an office does not call all day
    // keep one. Sign-in and second-factor codes count failures only (services/auth/sign-in-guard.ts);
    // session checks and everything not listed are not limited ('**': false, last).
    rateLimit: {
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

/**
 * TOTP single use: better-auth accepts the same code again within its window. Find the time step
 * the code belongs to and record it atomically; a step not newer than the last used one is refused.
 */
type HookCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
async function claimTotpStep(db: Database['db'], ctx: HookCtx, code: string) {
  let userId: string | undefined;
  const s = await getSessionFromCtx(ctx).catch(() => null);
  if (s) userId = s.user.id;
  else {
    const cookie = ctx.context.createAuthCookie('two_factor');
    const signed = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    if (!signed) return;
    const v = await ctx.context.internalAdapter.findVerificationValue(signed);
    userId = v?.value;
  }
  if (!userId) return;
  const [row] = await db.select().from(schema.twoFactor).where(eq(schema.twoFactor.userId, userId));
  if (!row) return;
  let raw: string;
  try {
    raw = await symmetricDecrypt({ key: ctx.context.secretConfig as never, data: row.secret });
  } catch {
    return;
  }
  const secret = raw.startsWith('base32:')
    ? OTPAuth.Secret.fromBase32(raw.slice(7).toUpperCase())
    : OTPAuth.Secret.fromUTF8(raw);
  const totp = new OTPAuth.TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
  const delta = totp.validate({ token: code.trim(), window: 1 });
  if (delta === null) return; // wrong code: better-auth refuses it and counts the failure
  const step = Math.floor(Date.now() / 1000 / 30) + delta;
  const claimed = await db
    .update(schema.twoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(schema.twoFactor.id, row.id),
        or(isNull(schema.twoFactor.lastUsedStep), lt(schema.twoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ id: schema.twoFactor.id });
  if (claimed.length === 0) {
    throw new APIError('UNAUTHORIZED', {
      message: 'This code was already used. Wait for the next code.',
      code: 'TOTP_CODE_REUSED',
    });
  }
}
