import { Hono, type Context } from 'hono';
import { APIError } from 'better-auth/api';
import { getAuthenticatorName } from '@better-auth/passkey';
import {
  formatPhone,
  maskPhone,
  removePhoneSchema,
  smsFactorSchema,
  stepUpSchema,
  type StepUpState,
  type SecurityFactor,
  type SecurityOverview,
  type SignInProvider,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import {
  clearPhone,
  countSignInWays,
  findFactorState,
  listAccounts,
  listPasskeys,
  setSmsTwoFactor,
} from '../db/queries/sign-in-methods.ts';
import { readJson } from '../lib/validate.ts';
import { AppError, unauthorized } from '../lib/errors.ts';
import { audit } from '../services/audit.ts';
import { enforceRateLimit } from '../services/rate-limit.ts';
import { AUTH_BRAND, CLIENT_IP_HEADER } from '../auth/constants.ts';
import { said } from '../services/i18n/refusals/index.ts';
import { limitAddress } from '../lib/limit-address.ts';
import {
  recordStepUp,
  stepUpFresh,
  stepUpRequired,
  type StepUpMethod,
} from '../services/auth/step-up.ts';
import { mailSecurityChange } from '../services/auth/security-mail.ts';
import { endOtherSessions } from '../auth/hooks/security-changes.ts';

/** GET /api/sign-in/providers (public): the "Continue with …" buttons. */
export function signInProvidersRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const providers: SignInProvider[] = deps.env.oidcProviders.map((p) => ({
    id: p.id,
    label: p.label,
  }));
  app.get('/providers', async (c) => {
    await enforceRateLimit(
      deps.database.db,
      `sign-in-providers:${limitAddress(c.get('clientIp'))}`,
      [{ windowSec: 60, max: 120 }],
    );
    return c.json({ providers });
  });
  return app;
}

/**
 * The step-up rule (issue 33, services/auth/step-up.ts) for our own routes: a session that proved
 * its person within the last 5 minutes (sign-in, password or second factor) goes ahead; otherwise
 * the password sent with the change is checked (and counts as the proof for 5 minutes), and
 * without one the answer is 403 STEP_UP_REQUIRED, which the web app answers by asking for the
 * password or a code and retrying. Used before security changes, API keys and beneficiaries.
 */
export function identityCheck(deps: AppDeps) {
  const db = deps.database.db;
  const limit = (userId: string) =>
    enforceRateLimit(
      db,
      `security-change:${userId}`,
      [{ windowSec: 600, max: 10 }],
      'Too many attempts. Please wait a few minutes and try again.',
    );
  return async function confirmIdentity(c: Context<AppBindings>, password?: string | undefined) {
    const user = c.get('user')!;
    const sessionId = c.get('session')!.id;
    // A password that was sent is always checked (a wrong one is refused even on a fresh session).
    if (!password) {
      if (await stepUpFresh(db, sessionId)) return;
      throw stepUpRequired();
    }
    await limit(user.id);
    const accounts = await listAccounts(db, user.id);
    if (!accounts.some((a) => a.providerId === 'credential' && a.hasPassword)) {
      if (await stepUpFresh(db, sessionId)) return;
      throw stepUpRequired();
    }
    await checkPassword(deps, c, password);
    await recordStepUp(db, sessionId, 'password');
  };
}

/** better-auth's password check for the signed-in user; a wrong one is a field error. */
async function checkPassword(deps: AppDeps, c: Context<AppBindings>, password: string) {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
  try {
    await deps.auth.api.verifyPassword({ body: { password }, headers });
  } catch (err) {
    if (err instanceof APIError && err.statusCode < 500)
      throw new AppError('VALIDATION', said('profile.wrongPassword'), {
        password: said('profile.wrongPassword'),
      });
    throw err;
  }
}

/**
 * The signed-in user's sign-in methods (issue 19), mounted behind the session guard at
 * /api/security: the factor list (spec §3 multi-factor factor), text-message codes on/off and
 * removing the phone number. Adding a phone, passkeys and linking go through better-auth's own
 * endpoints (services/auth/sign-in-methods.ts holds their rules).
 */
export function securityRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const confirmIdentity = identityCheck(deps);
  const { db } = deps.database;
  const labels = new Map(deps.env.oidcProviders.map((p) => [p.id, p.label]));

  app.get('/', async (c) => {
    const user = c.get('user')!;
    await enforceRateLimit(db, `security-read:${user.id}`, [{ windowSec: 60, max: 60 }]);
    const [state, accounts, passkeys, ways] = await Promise.all([
      findFactorState(db, user.id),
      listAccounts(db, user.id),
      listPasskeys(db, user.id),
      countSignInWays(db, user.id),
    ]);
    if (!state) throw unauthorized();
    const factors: SecurityFactor[] = [];
    if (state.totp)
      factors.push({
        id: 'totp',
        type: 'totp',
        friendlyName: 'Authenticator app',
        status: 'verified',
        issuer: AUTH_BRAND,
        createdAt: null,
      });
    if (state.phoneNumber)
      factors.push({
        id: 'phone',
        type: 'phone',
        friendlyName: 'Text message',
        status: state.phoneNumberVerified ? 'verified' : 'unverified',
        phone: formatPhone(state.phoneNumber),
        createdAt: null,
      });
    for (const p of passkeys)
      factors.push({
        id: p.id,
        type: 'webauthn',
        friendlyName: p.name || getAuthenticatorName(p.aaguid ?? undefined) || 'Passkey',
        status: 'verified',
        createdAt: p.createdAt?.toISOString() ?? null,
      });
    const overview: SecurityOverview = {
      hasPassword: accounts.some((a) => a.providerId === 'credential' && a.hasPassword),
      twoFactorEnabled: state.twoFactorEnabled,
      phone: state.phoneNumber
        ? {
            number: state.phoneNumber,
            display: formatPhone(state.phoneNumber),
            verified: state.phoneNumberVerified,
          }
        : null,
      smsTwoFactor: state.smsTwoFactor,
      totp: state.totp,
      factors,
      identities: accounts
        .filter((a) => a.providerId !== 'credential')
        .map((a) => ({
          id: a.id,
          providerId: a.providerId,
          label: labels.get(a.providerId) ?? a.providerId,
          createdAt: a.createdAt.toISOString(),
        })),
      providers: deps.env.oidcProviders.map((p) => ({ id: p.id, label: p.label })),
      signInWays: ways,
    };
    return c.json(overview);
  });

  // Step-up (issue 33): whether a security change may go ahead now, and the ways to prove it.
  app.get('/step-up', async (c) => {
    const user = c.get('user')!;
    const [fresh, state, accounts] = await Promise.all([
      stepUpFresh(db, c.get('session')!.id),
      findFactorState(db, user.id),
      listAccounts(db, user.id),
    ]);
    const methods: StepUpState['methods'] = [];
    if (accounts.some((a) => a.providerId === 'credential' && a.hasPassword))
      methods.push('password');
    if (state?.totp) methods.push('totp');
    if (state?.smsTwoFactor && state.phoneNumberVerified && state.phoneNumber) methods.push('sms');
    return c.json({ fresh, methods } satisfies StepUpState);
  });

  // The proof itself: the password, or a code of the authenticator app or a text message
  // (better-auth's own verify endpoints, which keep their single use and failure counts).
  app.post('/step-up', async (c) => {
    const user = c.get('user')!;
    const sessionId = c.get('session')!.id;
    const input = await readJson(c, stepUpSchema);
    await enforceRateLimit(
      db,
      `security-change:${user.id}`,
      [{ windowSec: 600, max: 10 }],
      'Too many attempts. Please wait a few minutes and try again.',
    );
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
    let method: StepUpMethod;
    if (input.method === 'password') {
      await checkPassword(deps, c, input.password);
      method = 'password';
    } else {
      const state = await findFactorState(db, user.id);
      const on =
        input.method === 'totp'
          ? state?.totp
          : state?.smsTwoFactor && state.phoneNumberVerified && !!state.phoneNumber;
      if (!on)
        throw new AppError('VALIDATION', said('profile.wrongCode'), {
          code: said('profile.wrongCode'),
        });
      try {
        if (input.method === 'totp')
          await deps.auth.api.verifyTOTP({ body: { code: input.code }, headers });
        else await deps.auth.api.verifyTwoFactorOTP({ body: { code: input.code }, headers });
      } catch (err) {
        if (err instanceof APIError && err.statusCode < 500)
          throw new AppError('VALIDATION', said('profile.wrongCode'), {
            code: said('profile.wrongCode'),
          });
        throw err;
      }
      method = input.method;
    }
    await db.transaction(async (tx) => {
      await recordStepUp(tx, sessionId, method);
      await audit(tx, {
        actorId: user.id,
        actorEmail: user.email,
        action: 'auth.step_up',
        targetType: 'user',
        targetId: user.id,
        after: { method },
        ip: c.get('clientIp'),
        userAgent: c.req.header('user-agent'),
      });
    });
    return c.json({ fresh: true });
  });

  // Text-message codes as a second factor, beside or instead of the authenticator app.
  app.put('/sms-two-factor', async (c) => {
    const user = c.get('user')!;
    const input = await readJson(c, smsFactorSchema);
    await confirmIdentity(c, input.password);
    const state = await findFactorState(db, user.id);
    if (input.enabled && (!state?.phoneNumber || !state.phoneNumberVerified))
      throw new AppError('CONFLICT', said('profile.phoneFirst'));
    const wasOn = !!state?.twoFactorEnabled;
    await db.transaction(async (tx) => {
      await setSmsTwoFactor(tx, user.id, input.enabled);
      await mailSecurityChange(tx, {
        userId: user.id,
        change: input.enabled ? 'sms_enabled' : 'sms_disabled',
        appUrl: deps.env.BETTER_AUTH_URL,
      });
      // Issue 34: turning two-factor on ends the sessions that never passed it.
      if (input.enabled && !wasOn) await endOtherSessions(tx, user.id, c.get('session')!.id);
      await audit(tx, {
        actorId: user.id,
        actorEmail: user.email,
        action: input.enabled ? 'auth.two_factor_sms_enable' : 'auth.two_factor_sms_disable',
        targetType: 'user',
        targetId: user.id,
        ip: c.get('clientIp'),
        userAgent: c.req.header('user-agent'),
      });
    });
    return c.json({ smsTwoFactor: input.enabled });
  });

  app.post('/phone/remove', async (c) => {
    const user = c.get('user')!;
    const input = await readJson(c, removePhoneSchema);
    await confirmIdentity(c, input.password);
    const state = await findFactorState(db, user.id);
    if (!state?.phoneNumber) throw new AppError('NOT_FOUND', said('profile.noPhone'));
    if (state.smsTwoFactor) throw new AppError('CONFLICT', said('profile.smsOnFirst'));
    await db.transaction(async (tx) => {
      await clearPhone(tx, user.id);
      await mailSecurityChange(tx, {
        userId: user.id,
        change: 'phone_removed',
        detail: maskPhone(state.phoneNumber!),
        appUrl: deps.env.BETTER_AUTH_URL,
      });
      await audit(tx, {
        actorId: user.id,
        actorEmail: user.email,
        action: 'auth.phone_removed',
        targetType: 'user',
        targetId: user.id,
        ip: c.get('clientIp'),
        userAgent: c.req.header('user-agent'),
      });
    });
    return c.json({ removed: true });
  });

  return app;
}
