import { APIError, getSessionFromCtx } from 'better-auth/api';
import { and, eq, ne, sql } from 'drizzle-orm';
import { STEP_UP, isE164, maskPhone } from '@mizani/shared';
import type { Database } from '../../db/client.ts';
import { revokeAllTrust } from '../../services/devices/devices.ts';
import { passkey, session as sessionTable, verification } from '../../db/schema/index.ts';
import { audit } from '../../services/audit.ts';
import { mailSecurityChange, type SecurityChange } from '../../services/auth/security-mail.ts';
import { STEP_UP_AUTH_PATHS, stepUpFresh } from '../../services/auth/step-up.ts';
import { hookIp, type HookCtx } from './hook-context.ts';
import { isEnrolmentVerify } from './two-factor-enrolment.ts';

type Db = Database['db'];

// Issue 33 around better-auth's own endpoints: the step-up rule before a change of a sign-in way
// or factor, the security mail after it, the passkeys a "forgot password" reset may remove, and
// issue 34's other sessions ended when two-factor is turned on.

/** The reset's user and whether the person asked to remove the passkeys (reset page's box). */
const resets = new WeakMap<object, { userId: string; removePasskeys: boolean }>();
const keyOf = (ctx: HookCtx): object | undefined => ctx.request ?? ctx.headers ?? undefined;

export async function securityBefore(db: Db, ctx: HookCtx) {
  // A change made over HTTP needs a proof within the window (services/auth/step-up.ts); no
  // session at all is left to the endpoint, which answers 401.
  if (ctx.request && STEP_UP_AUTH_PATHS.has(ctx.path)) {
    const s = await getSessionFromCtx(ctx).catch(() => null);
    if (s && !(await stepUpFresh(db, s.session.id)))
      throw new APIError('FORBIDDEN', {
        code: STEP_UP.errorCode,
        message:
          'For your security, confirm it is you (your password or a sign-in code) before this change.',
      });
  }
  if (ctx.path === '/reset-password') {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const token =
      typeof body.token === 'string'
        ? body.token
        : typeof ctx.query?.token === 'string'
          ? ctx.query.token
          : null;
    const key = keyOf(ctx);
    if (!token || !key) return;
    const [row] = await db
      .select({ value: verification.value })
      .from(verification)
      .where(eq(verification.identifier, `reset-password:${token}`));
    // better-auth checks the token itself; this only remembers whose it is for the after hook.
    if (row) resets.set(key, { userId: row.value, removePasskeys: body.removePasskeys === true });
    delete body.removePasskeys;
  }
}

const CHANGES: Record<string, SecurityChange> = {
  '/passkey/verify-registration': 'passkey_added',
  '/passkey/delete-passkey': 'passkey_removed',
  '/phone-number/verify': 'phone_added',
  '/two-factor/disable': 'totp_disabled',
  '/change-password': 'password_changed',
  '/reset-password': 'password_changed',
  '/unlink-account': 'identity_unlinked',
};

export async function securityAfter(db: Db, ctx: HookCtx, appUrl: string) {
  const returned = ctx.context.returned;
  if (returned instanceof APIError || returned instanceof Error) return;
  const enrolment = isEnrolmentVerify(ctx);
  const change: SecurityChange | undefined = enrolment ? 'totp_enabled' : CHANGES[ctx.path];
  if (!change) return;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const newSession = ctx.context.newSession;
  let userId: string | null = null;
  if (ctx.path === '/reset-password') {
    const key = keyOf(ctx);
    userId = (key && resets.get(key)?.userId) ?? null;
  } else {
    userId =
      newSession?.user.id ??
      (await getSessionFromCtx(ctx).catch(() => null))?.user.id ??
      ctx.context.session?.user.id ??
      null;
  }
  if (!userId) return;
  let detail: string | null = null;
  if (ctx.path === '/passkey/verify-registration')
    detail =
      typeof (returned as { name?: unknown })?.name === 'string'
        ? (returned as { name: string }).name
        : null;
  if (ctx.path === '/phone-number/verify' && isE164(body.phoneNumber))
    detail = maskPhone(body.phoneNumber);
  await mailSecurityChange(db, { userId, change, detail, appUrl });

  // Issue 34: the sessions made before two-factor was on would never have passed it; they end
  // (the session better-auth just issued for this device stays).
  if (enrolment && newSession) await endOtherSessions(db, userId, newSession.session.id);

  // Issue 39: a new password, or the second factor turned off, ends every trusted device: the
  // next sign-in anywhere asks for the second factor again (better-auth ends only this one's).
  if (
    ctx.path === '/reset-password' ||
    ctx.path === '/change-password' ||
    ctx.path === '/two-factor/disable'
  )
    await revokeAllTrust(db, userId);

  if (ctx.path === '/reset-password') {
    const key = keyOf(ctx);
    const reset = key ? resets.get(key) : undefined;
    if (reset?.removePasskeys) {
      const removed = await db
        .delete(passkey)
        .where(eq(passkey.userId, reset.userId))
        .returning({ id: passkey.id, name: passkey.name });
      if (removed.length) {
        await audit(db, {
          actorId: reset.userId,
          action: 'auth.passkeys_removed_after_reset',
          targetType: 'user',
          targetId: reset.userId,
          after: { passkeys: removed.map((p) => ({ id: p.id, name: p.name })) },
          ip: hookIp(ctx),
        });
        await mailSecurityChange(db, {
          userId: reset.userId,
          change: 'passkeys_removed_after_reset',
          detail: removed.map((p) => p.name || 'Passkey').join(', '),
          appUrl,
        });
      }
    }
  }
}

/** Ends every session of the user but one (the cache follows the session table's triggers). */
export async function endOtherSessions(db: Db, userId: string, keepSessionId: string) {
  await db
    .delete(sessionTable)
    .where(and(eq(sessionTable.userId, userId), ne(sessionTable.id, keepSessionId)));
}

/** The account's passkeys by name, for the reset mail (a way in the person may not know of). */
export async function passkeyNames(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: passkey.name, createdAt: passkey.createdAt })
    .from(passkey)
    .where(eq(passkey.userId, userId))
    .orderBy(sql`${passkey.createdAt} asc`);
  return rows.map((r) => r.name || 'Passkey');
}
