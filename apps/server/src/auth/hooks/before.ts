import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { isCommonPassword } from '@mizani/shared';
import type { Database } from '../../db/client.ts';
import { audit } from '../../services/audit.ts';
import { MAX_EMAIL_LENGTH, unstorableInput } from '../../services/auth/input-guard.ts';
import type { createSignInGuard } from '../../services/auth/sign-in-guard.ts';
import { hookIp } from './hook-context.ts';
import { prepareSignUp } from './sign-up.ts';
import { claimTotpStep } from './totp-step.ts';
import { markEnrolmentVerify } from './two-factor-enrolment.ts';
import { securityBefore } from './security-changes.ts';

/**
 * Runs before every better-auth endpoint: refuses what the database cannot store, the profile and
 * email changes that must go through our routes, and common passwords; applies the sign-in guard;
 * prepares sign-up; audits sign-out; makes TOTP codes single-use.
 */
export function beforeHook(db: Database['db'], signInGuard: ReturnType<typeof createSignInGuard>) {
  return createAuthMiddleware(async (ctx) => {
    const ip = hookIp(ctx);
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
    // Issue 33: the step-up rule, and what a password reset will do with the passkeys.
    await securityBefore(db, ctx);
    await signInGuard.before(ctx);
    if (ctx.path === '/sign-up/email') await prepareSignUp(db, body);
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
      await markEnrolmentVerify(ctx);
      await claimTotpStep(db, ctx, body.code);
    }
  });
}
