import { APIError } from 'better-auth/api';
import type { BetterAuthOptions } from 'better-auth';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';

/** Row hooks: the sign-up metadata becomes the profile; a disabled account gets no session. */
export function databaseHooks(db: Database['db']) {
  return {
    user: {
      create: {
        // The sign-up metadata becomes the profile row (spec §3 user_profiles).
        after: async (u, ctx) => {
          if (ctx?.path !== '/sign-up/email') return;
          const b = (ctx.body ?? {}) as Record<string, string | undefined>;
          await db
            .insert(schema.userProfiles)
            .values({
              userId: u.id,
              firstName: b.firstName ?? u.name,
              lastName: b.lastName ?? null,
              company: b.company ?? null,
              country: b.country ?? null,
            })
            .onConflictDoNothing();
        },
      },
    },
    session: {
      create: {
        // A disabled account (admin issue 8) cannot start a new session.
        before: async (s) => {
          const [u] = await db
            .select({ disabledAt: schema.user.disabledAt })
            .from(schema.user)
            .where(eq(schema.user.id, s.userId));
          if (u?.disabledAt)
            throw new APIError('FORBIDDEN', {
              code: 'ACCOUNT_DISABLED',
              message: 'This account is disabled. Contact support.',
            });
        },
      },
    },
  } satisfies BetterAuthOptions['databaseHooks'];
}
