import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { isLocale } from '@mizani/shared';
import type { Db } from '../../db/client.ts';
import { user as userTable } from '../../db/schema/index.ts';
import { audit } from '../audit.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { authTexts } from '../i18n/auth-texts.ts';
import { refundRateLimit, reserveRateLimit, type RateReservation } from '../rate-limit.ts';
import { limitAddress } from '../../lib/limit-address.ts';
import {
  LOCKOUT,
  clearAttempts,
  lockIfOverLimit,
  minutesText,
  normaliseEmail,
  refundAttempt,
  reserveAttempt,
} from './lockout.ts';

export type HookCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Per-address limit on wrong credentials (password or second-factor code): only failures count,
 * so an office behind one address never meets it by signing in. Limits for the other auth
 * endpoints are better-auth's (auth.ts rateLimit.customRules).
 */
export const ADDRESS_FAILURE_RULE = { windowSec: 300, max: 20 };

/** Paths whose failures are counted here; better-auth's own limiter is off for them. */
export const GUARDED_PATHS = [
  '/sign-in/email',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
  '/phone-number/verify',
  '/passkey/verify-authentication',
] as const;

/** The failed-attempt audit action of each guarded path (the same as auth.ts's after hook). */
const REFUSAL_ACTION: Record<string, string> = {
  '/sign-in/email': 'auth.sign_in_failed',
  '/two-factor/verify-totp': 'auth.two_factor_verify_failed',
  '/two-factor/verify-backup-code': 'auth.two_factor_backup_code_failed',
  '/two-factor/verify-otp': 'auth.two_factor_verify_sms_failed',
  '/phone-number/verify': 'auth.phone_verified_failed',
  '/passkey/verify-authentication': 'auth.sign_in_passkey_failed',
};

/** The contract the browser relies on: 429, this code, Retry-After in seconds. */
export function accountLockedError(retryAfterSec: number) {
  return new APIError(
    'TOO_MANY_REQUESTS',
    {
      code: 'TOO_MANY_ATTEMPTS',
      message: `Too many failed sign-in attempts. Try again in ${minutesText(retryAfterSec)}, or use the unlock link we have emailed you.`,
    },
    { 'Retry-After': String(retryAfterSec) },
  );
}

function addressLimitedError(retryAfterSec: number) {
  return new APIError(
    'TOO_MANY_REQUESTS',
    {
      code: 'TOO_MANY_REQUESTS',
      message: `Too many failed attempts from your network. Try again in ${minutesText(retryAfterSec)}.`,
    },
    { 'Retry-After': String(retryAfterSec) },
  );
}

interface Pending {
  slot: RateReservation;
  email?: string;
}

export function createSignInGuard(opts: {
  db: Db;
  baseURL: string;
  brand: string;
  ipHeader: string;
}) {
  const { db, baseURL, brand } = opts;
  // What before() reserved, for after() to keep or give back; keyed by the HTTP request.
  const pending = new WeakMap<Request, Pending>();

  const refusal = async (ctx: HookCtx, email: string | undefined, reason: string) =>
    audit(db, {
      actorEmail: email ?? null,
      action: REFUSAL_ACTION[ctx.path] ?? 'auth.sign_in_failed',
      targetType: 'user',
      after: { reason },
      ip: ctx.headers?.get(opts.ipHeader) ?? undefined,
      userAgent: ctx.headers?.get('user-agent') ?? undefined,
    });

  async function startLock(email: string, ip: string | undefined) {
    await db.transaction(async (tx) => {
      const lock = await lockIfOverLimit(tx, email);
      if (!lock) return;
      // Looked up for an unknown email too, so both take the same path up to the mail.
      const [owner] = await tx
        .select({ id: userTable.id, email: userTable.email, language: userTable.language })
        .from(userTable)
        .where(eq(userTable.email, email));
      await audit(tx, {
        actorEmail: email,
        action: 'auth.account_locked',
        targetType: 'user',
        targetId: owner?.id,
        after: { lockedForSeconds: lock.retryAfterSec, knownAccount: !!owner },
        ip,
      });
      if (!owner) return;
      const url = `${baseURL}/api/auth/account-unlock?token=${encodeURIComponent(lock.token)}`;
      // In the account's language (issue 20); English word for word as before.
      const t = authTexts(isLocale(owner.language) ? owner.language : 'en');
      const wait = t.minutes(Math.max(1, Math.ceil(lock.retryAfterSec / 60)));
      await enqueueMail(tx, {
        kind: 'account_locked',
        to: owner.email,
        ...t.accountLocked({ brand, failures: LOCKOUT.maxFailures, wait, url }),
      });
    });
  }

  return {
    /** Before the endpoint: refuse when the address or the account is over its limit. */
    async before(ctx: HookCtx) {
      const request = ctx.request;
      const ip = ctx.headers?.get(opts.ipHeader);
      if (!request || !ip || !(GUARDED_PATHS as readonly string[]).includes(ctx.path)) return;
      const body = (ctx.body ?? {}) as Record<string, unknown>;
      const email =
        ctx.path === '/sign-in/email' && typeof body.email === 'string' && body.email.trim()
          ? normaliseEmail(body.email)
          : undefined;
      const addr = await reserveRateLimit(
        db,
        `auth-fail:${limitAddress(ip)}`,
        ADDRESS_FAILURE_RULE,
      );
      if (!addr.ok) {
        await refusal(ctx, email, 'Too many failed attempts from this address');
        throw addressLimitedError(addr.retryAfterSec);
      }
      if (email) {
        const decision = await reserveAttempt(db, email);
        if (!decision.ok) {
          await refundRateLimit(db, addr.slot); // a locked account reveals nothing: not a guess
          await refusal(ctx, email, 'Account temporarily locked');
          throw accountLockedError(decision.retryAfterSec);
        }
      }
      pending.set(request, { slot: addr.slot, email });
    },

    /** After the endpoint: a wrong credential keeps its slots (and may lock); anything else gives them back. */
    async after(ctx: HookCtx) {
      const request = ctx.request;
      const p = request ? pending.get(request) : undefined;
      if (!request || !p) return;
      pending.delete(request);
      const returned = ctx.context.returned;
      const status = isAPIError(returned)
        ? returned.statusCode
        : returned instanceof Error
          ? 500
          : 200;
      const wrongCredential = ctx.path === '/sign-in/email' ? status === 401 : status >= 400;
      if (wrongCredential) {
        if (p.email) await startLock(p.email, ctx.headers?.get(opts.ipHeader) ?? undefined);
        return;
      }
      await refundRateLimit(db, p.slot);
      if (!p.email) return;
      // 403 after sign-in means the password was right (email not verified, account disabled).
      if (status < 400 || status === 403) await clearAttempts(db, p.email);
      else await refundAttempt(db, p.email);
    },
  };
}
