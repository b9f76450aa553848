import { APIError, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import type { Database } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import type { HookCtx } from './hook-context.ts';

/**
 * TOTP single use: better-auth accepts the same code again within its window. Find the time step
 * the code belongs to and record it atomically; a step not newer than the last used one is refused.
 */
export async function claimTotpStep(db: Database['db'], ctx: HookCtx, code: string) {
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
