import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { user as userTable } from '../../db/schema/index.ts';
import { audit } from '../audit.ts';
import { unlockWithToken } from './lockout.ts';

/**
 * GET /api/auth/account-unlock?token=…: the link of the account-locked mail. Spends the
 * single-use token, ends the lock and sends the browser to the sign-in page
 * (/auth?unlocked=1, or unlocked=0 for a used, expired or unknown link). A mail scanner that
 * follows the link only ends a lock early: the next five wrong passwords lock it again.
 */
export function accountUnlock(opts: { db: Db; ipHeader: string }) {
  const { db } = opts;
  return {
    id: 'mizani-account-unlock',
    endpoints: {
      accountUnlock: createAuthEndpoint(
        '/account-unlock',
        { method: 'GET', query: z.object({ token: z.string().max(200).optional() }) },
        async (ctx) => {
          const token = ctx.query?.token;
          const email = token
            ? await db.transaction(async (tx) => {
                const unlocked = await unlockWithToken(tx, token);
                if (!unlocked) return null;
                const [owner] = await tx
                  .select({ id: userTable.id })
                  .from(userTable)
                  .where(eq(userTable.email, unlocked));
                await audit(tx, {
                  actorId: owner?.id ?? null,
                  actorEmail: unlocked,
                  action: 'auth.account_unlocked',
                  targetType: 'user',
                  targetId: owner?.id,
                  after: { via: 'email_link' },
                  ip: ctx.headers?.get(opts.ipHeader) ?? undefined,
                  userAgent: ctx.headers?.get('user-agent') ?? undefined,
                });
                return unlocked;
              })
            : null;
          throw ctx.redirect(email ? '/auth?unlocked=1' : '/auth?unlocked=0');
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
