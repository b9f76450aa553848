import type { BetterAuthPlugin } from 'better-auth';
import {
  APIError,
  createAuthEndpoint,
  createAuthMiddleware,
  getSessionFromCtx,
  isAPIError,
} from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';
import { isE164, maskPhone, type TwoFactorChallengeInfo } from '@mizani/shared';
import type { Db } from '../../db/client.ts';
import {
  countSignInWays,
  findFactorState,
  ownsSignInWay,
  phoneTakenByOther,
  setSmsTwoFactor,
} from '../../db/queries/sign-in-methods.ts';
import { audit } from '../audit.ts';
import { smsLimitMessage, takeSmsSendSlot } from './sms-send-limit.ts';

type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** better-auth's two-factor challenge cookie (plugins/two-factor constant). */
const TWO_FACTOR_COOKIE = 'two_factor';
/** How long a challenge waits for its second factor (better-auth's default). */
const CHALLENGE_MAX_AGE_SEC = 600;

/** The signed value of the two_factor cookie: the id of a sign-in waiting for its second factor. */
export async function challengeIdentifier(ctx: Ctx): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const signed = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  return signed || null;
}

/** The user of a pending sign-in challenge, or null. */
export async function challengeUserId(ctx: Ctx): Promise<string | null> {
  const id = await challengeIdentifier(ctx);
  if (!id) return null;
  const v = await ctx.context.internalAdapter.findVerificationValue(id);
  return v && v.expiresAt > new Date() ? v.value : null;
}

/** The signed-in user, else the user of a pending challenge. */
async function actingUserId(ctx: Ctx) {
  const s = await getSessionFromCtx(ctx).catch(() => null);
  return s?.user.id ?? (await challengeUserId(ctx));
}

const refuse = (
  status: 'BAD_REQUEST' | 'UNAUTHORIZED' | 'CONFLICT',
  code: string,
  message: string,
) => new APIError(status, { code, message });

const SECOND_STEP: Record<string, string> = {
  '/two-factor/verify-totp': 'totp',
  '/two-factor/verify-otp': 'sms',
  '/two-factor/verify-backup-code': 'backup_code',
};

/**
 * How a new session started (session.sign_in_method, shown in the sessions list): the first
 * factor, then "+" the second one. Sessions better-auth re-issues (password change, two-factor
 * on/off) keep the method of the session they replace.
 */
export async function sessionSignInMethod(ctx: Ctx | null): Promise<string | null> {
  if (!ctx) return null;
  const path = ctx.path;
  if (path === '/sign-in/email') return 'password';
  if (path === '/passkey/verify-authentication') return 'passkey';
  if (path === '/callback/:id') return `oidc:${String(ctx.params?.id ?? 'unknown')}`;
  const second = SECOND_STEP[path];
  if (second) {
    const id = await challengeIdentifier(ctx);
    const first = id
      ? await ctx.context.internalAdapter.findVerificationValue(`2fa-first-${id}`)
      : null;
    if (id) await ctx.context.internalAdapter.deleteVerificationByIdentifier(`2fa-first-${id}`);
    if (id || first) return `${first?.value ?? 'password'}+${second}`;
  }
  const current = ctx.context.session?.session as { signInMethod?: string | null } | undefined;
  return current?.signInMethod ?? null;
}

/**
 * Issue 19's rules around better-auth's phone-number, two-factor OTP, passkey and account
 * plugins, plus GET /two-factor/challenge (which factors a pending sign-in may use) and the
 * second-factor challenge after an OpenID Connect sign-in.
 */
export function signInMethods(opts: { db: Db; ipHeader: string }) {
  const { db } = opts;

  /** Refuses a send over the limit; takes a slot otherwise. */
  async function limitSends(userId: string, phoneNumber: string) {
    const wait = await takeSmsSendSlot(db, { userId, phoneNumber });
    if (wait)
      throw new APIError(
        'TOO_MANY_REQUESTS',
        { code: 'SMS_SEND_LIMIT', message: smsLimitMessage(wait) },
        { 'Retry-After': String(wait) },
      );
  }

  async function signedIn(ctx: Ctx) {
    const s = await getSessionFromCtx(ctx).catch(() => null);
    if (!s) throw refuse('UNAUTHORIZED', 'UNAUTHORIZED', 'Please sign in to continue.');
    return s.user;
  }

  const smsOnRefusal = () =>
    refuse(
      'BAD_REQUEST',
      'SMS_FACTOR_ON',
      'Turn off text-message codes before changing your phone number.',
    );

  const before: Record<string, (ctx: Ctx) => Promise<void>> = {
    // The profile's number: signed in only (no SMS to strangers' numbers), E.164, limited.
    async '/phone-number/send-otp'(ctx) {
      const u = await signedIn(ctx);
      const phone = (ctx.body as { phoneNumber?: unknown }).phoneNumber;
      if (!isE164(phone))
        throw refuse('BAD_REQUEST', 'INVALID_PHONE_NUMBER', 'Enter a valid phone number.');
      const state = await findFactorState(db, u.id);
      if (state?.smsTwoFactor && state.phoneNumber !== phone) throw smsOnRefusal();
      if (state?.phoneNumber === phone && state.phoneNumberVerified)
        throw refuse('BAD_REQUEST', 'PHONE_ALREADY_VERIFIED', 'This number is already verified.');
      if (await phoneTakenByOther(db, phone, u.id))
        throw refuse('CONFLICT', 'PHONE_NUMBER_TAKEN', 'This number is used by another account.');
      await limitSends(u.id, phone);
    },
    // Only ever updates the signed-in user's own number (never a sign-in by phone).
    async '/phone-number/verify'(ctx) {
      const u = await signedIn(ctx);
      const body = ctx.body as Record<string, unknown>;
      body.updatePhoneNumber = true;
      body.disableSession = true;
      const state = await findFactorState(db, u.id);
      if (state?.smsTwoFactor && state.phoneNumber !== body.phoneNumber) throw smsOnRefusal();
    },
    // Second-factor codes go only to a verified number of an account that turned them on.
    async '/two-factor/send-otp'(ctx) {
      const userId = await actingUserId(ctx);
      const state = userId ? await findFactorState(db, userId) : undefined;
      if (!state)
        throw refuse('UNAUTHORIZED', 'INVALID_TWO_FACTOR_COOKIE', 'Please sign in again.');
      if (!state.smsTwoFactor || !state.phoneNumberVerified || !state.phoneNumber)
        throw refuse('BAD_REQUEST', 'SMS_NOT_SET_UP', 'Text-message codes are not set up.');
      await limitSends(state.id, state.phoneNumber);
    },
    async '/two-factor/verify-otp'(ctx) {
      const userId = await actingUserId(ctx);
      const state = userId ? await findFactorState(db, userId) : undefined;
      if (state && !state.smsTwoFactor)
        throw refuse('BAD_REQUEST', 'SMS_NOT_SET_UP', 'Text-message codes are not set up.');
    },
    // Text-message codes are turned on from the profile (PUT /api/me/sms-two-factor).
    async '/two-factor/enable'(ctx) {
      if ((ctx.body as { method?: unknown }).method === 'otp')
        throw refuse(
          'BAD_REQUEST',
          'OTP_NOT_CONFIGURED',
          'Turn on text-message codes from your profile.',
        );
    },
    // Never remove the last way to sign in (issue 19).
    // (Someone else's passkey or identity is left to the plugin, which answers not found.)
    async '/passkey/delete-passkey'(ctx) {
      const u = await signedIn(ctx);
      const id = (ctx.body as { id?: unknown }).id;
      if ((await ownsSignInWay(db, u.id, 'passkey', id)) && (await countSignInWays(db, u.id)) <= 1)
        throw lastWay();
    },
    async '/unlink-account'(ctx) {
      const u = await signedIn(ctx);
      const id = (ctx.body as { accountId?: unknown }).accountId;
      if ((await ownsSignInWay(db, u.id, 'account', id)) && (await countSignInWays(db, u.id)) <= 1)
        throw lastWay();
    },
  };

  return {
    id: 'mizani-sign-in-methods',
    endpoints: {
      twoFactorChallenge: createAuthEndpoint(
        '/two-factor/challenge',
        { method: 'GET' },
        async (ctx) => {
          const userId = await challengeUserId(ctx);
          const state = userId ? await findFactorState(db, userId) : undefined;
          if (!state)
            throw refuse('UNAUTHORIZED', 'INVALID_TWO_FACTOR_COOKIE', 'Please sign in again.');
          const sms = state.smsTwoFactor && state.phoneNumberVerified && !!state.phoneNumber;
          const info: TwoFactorChallengeInfo = {
            methods: [
              ...(state.totp ? (['totp'] as const) : []),
              ...(sms ? (['sms'] as const) : []),
              ...(state.totp ? (['backup_code'] as const) : []),
            ],
            phone: sms ? maskPhone(state.phoneNumber!) : null,
          };
          return ctx.json(info);
        },
      ),
    },
    hooks: {
      before: [
        {
          matcher: (ctx) => !!ctx.request && !!ctx.path && Object.hasOwn(before, ctx.path),
          handler: createAuthMiddleware(async (ctx) => before[ctx.path]!(ctx)),
        },
      ],
      after: [
        {
          // Turning the authenticator app off leaves two-factor on when text messages are on.
          matcher: (ctx) => ctx.path === '/two-factor/disable',
          handler: createAuthMiddleware(async (ctx) => {
            const r = ctx.context.returned;
            if (isAPIError(r) || r instanceof Error) return;
            const userId = ctx.context.session?.user.id;
            const state = userId ? await findFactorState(db, userId) : undefined;
            if (state?.smsTwoFactor) await setSmsTwoFactor(db, state.id, true);
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/callback/:id',
          handler: createAuthMiddleware(async (ctx) => oidcCallback(ctx)),
        },
      ],
    },
  } satisfies BetterAuthPlugin;

  /**
   * After an OpenID Connect callback: audit it, and when the account has two-factor on, turn the
   * new session into the same challenge a password sign-in gets (better-auth's two-factor plugin
   * only challenges password sign-ins). The browser lands on /auth?twoFactor=1.
   */
  async function oidcCallback(ctx: Ctx) {
    const providerId = String(ctx.params?.id ?? '');
    const ip = ctx.headers?.get(opts.ipHeader) ?? undefined;
    const userAgent = ctx.headers?.get('user-agent') ?? undefined;
    const location = redirectLocation(ctx.context.returned);
    const data = ctx.context.newSession;
    if (!data) {
      const error = location ? new URL(location, 'http://x').searchParams.get('error') : null;
      if (error)
        await audit(db, {
          action:
            error === 'account_not_linked' ? 'auth.identity_link_refused' : 'auth.sign_in_failed',
          targetType: 'user',
          after: { providerId, reason: error },
          ip,
          userAgent,
        });
      return;
    }
    const user = data.user as typeof data.user & { twoFactorEnabled?: boolean | null };
    const entry = {
      actorId: user.id,
      actorEmail: user.email,
      targetType: 'user',
      targetId: user.id,
      ip,
      userAgent,
    };
    if (!user.twoFactorEnabled) {
      await audit(db, {
        ...entry,
        action: 'auth.sign_in',
        after: { method: `oidc:${providerId}` },
      });
      return;
    }
    deleteSessionCookie(ctx, true);
    await ctx.context.internalAdapter.deleteSession(data.session.token);
    ctx.context.setNewSession(null);
    const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, {
      maxAge: CHALLENGE_MAX_AGE_SEC,
    });
    const identifier = `2fa-${generateRandomString(20)}`;
    const expiresAt = new Date(Date.now() + CHALLENGE_MAX_AGE_SEC * 1000);
    const store = ctx.context.internalAdapter;
    await store.createVerificationValue({ value: user.id, identifier, expiresAt });
    await store.createVerificationValue({
      value: '0',
      identifier: `2fa-attempts-${identifier}`,
      expiresAt,
    });
    await store.createVerificationValue({
      value: `oidc:${providerId}`,
      identifier: `2fa-first-${identifier}`,
      expiresAt,
    });
    await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
    await audit(db, {
      ...entry,
      action: 'auth.sign_in_challenged',
      after: { method: `oidc:${providerId}` },
    });
    const target = samePath(location, ctx.context.baseURL);
    throw ctx.redirect(`/auth?twoFactor=1&redirectTo=${encodeURIComponent(target)}`);
  }
}

function lastWay() {
  return refuse(
    'BAD_REQUEST',
    'LAST_SIGN_IN_METHOD',
    'This is your last way to sign in. Add a password, a passkey or another provider first.',
  );
}

/** The Location of a redirect better-auth answered with (an APIError carrying headers). */
function redirectLocation(returned: unknown): string | null {
  const headers = (returned as { headers?: Headers } | null)?.headers;
  return headers && typeof headers.get === 'function' ? headers.get('location') : null;
}

/** A path on our own site from a redirect target (anything else falls back to the dashboard). */
function samePath(location: string | null, baseURL: string) {
  if (!location) return '/dashboard';
  try {
    const base = new URL(baseURL);
    const url = new URL(location, base);
    return url.origin === base.origin ? `${url.pathname}${url.search}` : '/dashboard';
  } catch {
    return '/dashboard';
  }
}
