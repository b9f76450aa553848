import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { generateRandomString } from 'better-auth/crypto';
import type { Database } from '../db/client.ts';
import { recordSignIn, TRUST_PREFIX } from '../services/devices/devices.ts';
import { SESSION_COOKIE_PREFIX } from './constants.ts';
import { hookIp, type HookCtx } from './hooks/hook-context.ts';
import { isEnrolmentVerify } from './hooks/two-factor-enrolment.ts';

// Issue 39: every completed sign-in names its device (docs/notifications.md). A plugin, listed
// after twoFactor, so its after hook runs once the second factor decided: a password sign-in that
// became a challenge has no session any more, and a trusted one has its rotated trust cookie.

/** The browser's device cookie: random, http-only, about 400 days (browsers' upper bound). */
export const DEVICE_COOKIE = `${SESSION_COOKIE_PREFIX}.device`;
const DEVICE_MAX_AGE = 400 * 24 * 60 * 60;

/** Endpoints that end with a person signed in (besides the identity providers' callbacks). */
const SIGN_IN_PATHS = new Set([
  '/sign-in/email',
  '/two-factor/verify-totp',
  '/two-factor/verify-otp',
  '/two-factor/verify-backup-code',
  '/passkey/verify-authentication',
]);

const isSignIn = (path: string | undefined) =>
  !!path && (SIGN_IN_PATHS.has(path) || path.startsWith('/oauth2/callback'));

/** The device cookie's value when it looks like one of ours. */
export function readDeviceId(value: string | null | undefined): string | null {
  return value && /^[A-Za-z0-9]{32,64}$/.test(value) ? value : null;
}

/**
 * better-auth's trust identifier this response sets (a new trust, or its rotation at a trusted
 * sign-in), read from the signed cookie's value "<hmac>!trust-device-…".
 */
function trustIdentifierSet(ctx: HookCtx): string | null {
  const name = ctx.context.createAuthCookie('trust_device').name;
  for (const c of ctx.context.responseHeaders?.getSetCookie() ?? []) {
    if (!c.startsWith(`${name}=`) || /;\s*max-age=0/i.test(c)) continue;
    const raw = decodeURIComponent(c.slice(name.length + 1).split(';')[0] ?? '');
    const identifier = raw.slice(0, raw.lastIndexOf('.')).split('!')[1];
    if (identifier?.startsWith(TRUST_PREFIX)) return identifier;
  }
  return null;
}

export function deviceWatch(db: Database['db'], appUrl: string, secure: boolean) {
  return {
    id: 'mizani-device-watch',
    hooks: {
      after: [
        {
          matcher: (ctx: { path?: string }) => isSignIn(ctx.path),
          handler: createAuthMiddleware(async (ctx) => {
            const signedIn = ctx.context.newSession;
            if (!signedIn || isEnrolmentVerify(ctx)) return;
            let deviceId = readDeviceId(ctx.getCookie(DEVICE_COOKIE));
            if (!deviceId) {
              deviceId = generateRandomString(43, 'a-z', 'A-Z', '0-9');
              ctx.setCookie(DEVICE_COOKIE, deviceId, {
                httpOnly: true,
                sameSite: 'lax',
                secure,
                path: '/',
                maxAge: DEVICE_MAX_AGE,
              });
            }
            await recordSignIn(db, {
              userId: signedIn.user.id,
              deviceId,
              userAgent: ctx.headers?.get('user-agent'),
              ip: hookIp(ctx),
              trustIdentifier: trustIdentifierSet(ctx),
              appUrl,
            });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
