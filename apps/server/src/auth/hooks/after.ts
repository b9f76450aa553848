import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { Database } from '../../db/client.ts';
import { audit } from '../../services/audit.ts';
import type { createSignInGuard } from '../../services/auth/sign-in-guard.ts';
import { isE164, maskPhone } from '@mizani/shared';
import { hookIp } from './hook-context.ts';
import { isEnrolmentVerify } from './two-factor-enrolment.ts';
import { securityAfter } from './security-changes.ts';

/** The better-auth endpoints written to the audit log, with their action names. */
const TRACKED: Record<string, string> = {
  '/sign-in/email': 'auth.sign_in',
  '/two-factor/verify-totp': 'auth.two_factor_verify',
  '/two-factor/verify-backup-code': 'auth.two_factor_backup_code',
  // Starting enrolment is not "enabled": that is audited when the first code is verified.
  '/two-factor/enable': 'auth.two_factor_enrolment_started',
  '/two-factor/disable': 'auth.two_factor_disable',
  '/two-factor/generate-backup-codes': 'auth.two_factor_backup_codes_regenerated',
  '/change-password': 'auth.password_change',
  '/reset-password': 'auth.password_reset',
  '/change-email': 'auth.email_change_request',
  '/revoke-sessions': 'auth.sign_out_everywhere',
  '/revoke-other-sessions': 'auth.sign_out_others',
  '/revoke-session': 'auth.session_revoke',
  // Issue 19: the phone, text-message codes, passkeys and linked identities.
  '/phone-number/send-otp': 'auth.phone_code_sent',
  '/phone-number/verify': 'auth.phone_verified',
  '/two-factor/send-otp': 'auth.two_factor_sms_sent',
  '/two-factor/verify-otp': 'auth.two_factor_verify_sms',
  '/passkey/verify-registration': 'auth.passkey_added',
  '/passkey/update-passkey': 'auth.passkey_renamed',
  '/passkey/delete-passkey': 'auth.passkey_removed',
  '/passkey/verify-authentication': 'auth.sign_in_passkey',
  '/link-social': 'auth.identity_link_started',
  '/unlink-account': 'auth.identity_unlinked',
};

/** What an audit row of these paths records besides the actor (never a code or a key). */
function details(path: string, body: Record<string, unknown>, returned: unknown) {
  const str = (v: unknown) => (typeof v === 'string' ? v.slice(0, 200) : undefined);
  switch (path) {
    case '/phone-number/send-otp':
    case '/phone-number/verify':
      return { phone: isE164(body.phoneNumber) ? maskPhone(body.phoneNumber) : undefined };
    case '/passkey/verify-registration': {
      const p = (returned ?? {}) as { id?: unknown; name?: unknown };
      return { passkeyId: str(p.id), name: str(p.name) };
    }
    case '/passkey/update-passkey':
      return { passkeyId: str(body.id), name: str(body.name) };
    case '/passkey/delete-passkey':
      return { passkeyId: str(body.id) };
    case '/link-social':
      return { providerId: str(body.provider) };
    case '/unlink-account':
      return { providerId: str(body.providerId), accountId: str(body.accountId) };
    default:
      return undefined;
  }
}

/** Runs after every better-auth endpoint: the sign-in guard's count, the security mail, the audit row. */
export function afterHook(
  db: Database['db'],
  signInGuard: ReturnType<typeof createSignInGuard>,
  appUrl: string,
) {
  return createAuthMiddleware(async (ctx) => {
    await signInGuard.after(ctx);
    // Issue 33: the security mail of a change (and issue 34's sessions ended by two-factor).
    await securityAfter(db, ctx, appUrl);
    const ip = hookIp(ctx);
    const userAgent = ctx.headers?.get('user-agent') ?? undefined;
    const returned = ctx.context.returned;
    const failed = returned instanceof APIError || returned instanceof Error;
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const newSession = ctx.context.newSession;
    const action = isEnrolmentVerify(ctx) && !failed ? 'auth.two_factor_enable' : TRACKED[ctx.path];
    if (!action) return;
    let actorId: string | null = newSession?.user.id ?? null;
    let actorEmail: string | null =
      newSession?.user.email ?? (typeof body.email === 'string' ? body.email.toLowerCase() : null);
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
      after: failed
        ? { reason: (returned as Error).message, ...details(ctx.path, body, null) }
        : details(ctx.path, body, returned),
      ip,
      userAgent,
    });
  });
}
