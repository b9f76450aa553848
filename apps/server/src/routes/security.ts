import { Hono, type Context } from 'hono';
import { APIError } from 'better-auth/api';
import { getAuthenticatorName } from '@better-auth/passkey';
import { and, eq } from 'drizzle-orm';
import {
  formatPhone,
  removePhoneSchema,
  smsFactorSchema,
  type SecurityFactor,
  type SecurityOverview,
  type SignInProvider,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { session as sessionTable } from '../db/schema/index.ts';
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

/** Without a password (an account made by OpenID Connect), a change needs a session this new. */
const FRESH_SESSION_SEC = 10 * 60;

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
 * The password when the account has one; otherwise a recent sign-in. Used before security
 * changes and before an API key is created (routes/developers.ts).
 */
export function identityCheck(deps: AppDeps) {
  const db = deps.database.db;
  return async function confirmIdentity(c: Context<AppBindings>, password: string | undefined) {
    const user = c.get('user')!;
    await enforceRateLimit(
      db,
      `security-change:${user.id}`,
      [{ windowSec: 600, max: 10 }],
      'Too many attempts. Please wait a few minutes and try again.',
    );
    const accounts = await listAccounts(db, user.id);
    if (accounts.some((a) => a.providerId === 'credential' && a.hasPassword)) {
      if (!password)
        throw new AppError('VALIDATION', said('profile.enterPassword'), {
          password: said('profile.enterPassword'),
        });
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
      return;
    }
    const [s] = await db
      .select({ createdAt: sessionTable.createdAt })
      .from(sessionTable)
      .where(and(eq(sessionTable.id, c.get('session')!.id), eq(sessionTable.userId, user.id)));
    if (!s || Date.now() - s.createdAt.getTime() > FRESH_SESSION_SEC * 1000)
      throw new AppError('FORBIDDEN', said('profile.signInAgain'));
  };
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

  // Text-message codes as a second factor, beside or instead of the authenticator app.
  app.put('/sms-two-factor', async (c) => {
    const user = c.get('user')!;
    const input = await readJson(c, smsFactorSchema);
    await confirmIdentity(c, input.password);
    const state = await findFactorState(db, user.id);
    if (input.enabled && (!state?.phoneNumber || !state.phoneNumberVerified))
      throw new AppError('CONFLICT', said('profile.phoneFirst'));
    await db.transaction(async (tx) => {
      await setSmsTwoFactor(tx, user.id, input.enabled);
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
