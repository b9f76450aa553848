import { getSessionFromCtx } from 'better-auth/api';
import type { HookCtx } from './hook-context.ts';

// Two-factor is on only once a code from the new authenticator is verified: /two-factor/enable
// merely starts enrolment. A verify-totp call made with a session whose user is not enrolled yet
// completes enrolment (a sign-in challenge has no session); the before hook marks that request
// so the after hook can audit "two-factor enabled" then, and only then.
const enrolling = new WeakSet<object>();
const keyOf = (ctx: HookCtx): object | undefined => ctx.request ?? ctx.headers ?? undefined;

export async function markEnrolmentVerify(ctx: HookCtx) {
  if (ctx.path !== '/two-factor/verify-totp') return;
  const key = keyOf(ctx);
  if (!key) return;
  const s = await getSessionFromCtx(ctx).catch(() => null);
  if (s && !(s.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) enrolling.add(key);
}

export function isEnrolmentVerify(ctx: HookCtx) {
  const key = keyOf(ctx);
  return ctx.path === '/two-factor/verify-totp' && !!key && enrolling.has(key);
}
