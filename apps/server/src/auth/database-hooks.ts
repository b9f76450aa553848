import { APIError } from 'better-auth/api';
import { cookieLocale, isLocale } from '@mizani/shared';
import { CLIENT_IP_HEADER } from './constants.ts';
import type { BetterAuthOptions } from 'better-auth';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { audit } from '../services/audit.ts';
import { sessionSignInMethod } from '../services/auth/sign-in-methods.ts';

/** Row hooks: the sign-up metadata becomes the profile; a disabled account gets no session. */
export function databaseHooks(db: Database['db']) {
  return {
    user: {
      create: {
        // The new user's language (issue 20): the sign-up form's (the page's), else the
        // remembered choice (mizani_lang cookie, also on a first OpenID Connect sign-in), else
        // English. A client cannot set it any other way (input: false).
        before: async (u, ctx) => {
          const asked = (ctx?.body as Record<string, unknown> | undefined)?.language;
          const language = isLocale(asked)
            ? asked
            : (cookieLocale(ctx?.headers?.get('cookie')) ?? 'en');
          return { data: { ...u, language } };
        },
        // The sign-up metadata becomes the profile row (spec §3 user_profiles).
        after: async (u, ctx) => {
          // A first OpenID Connect sign-in: the profile starts from the provider's name.
          if (ctx?.path === '/callback/:id') {
            const [first, ...rest] = (u.name || u.email.split('@')[0] || '').trim().split(/\s+/);
            await db
              .insert(schema.userProfiles)
              .values({
                userId: u.id,
                firstName: (first || u.email).slice(0, 80),
                lastName: rest.join(' ').slice(0, 80) || null,
              })
              .onConflictDoNothing();
            return;
          }
          if (ctx?.path !== '/sign-up/email') return;
          const b = (ctx.body ?? {}) as Record<string, string | undefined>;
          // Checked before the user was created (hooks/sign-up.ts): the consent's time is now.
          await db
            .insert(schema.userProfiles)
            .values({
              userId: u.id,
              firstName: b.firstName ?? u.name,
              lastName: b.lastName ?? null,
              company: b.company ?? null,
              country: b.country ?? null,
              termsAcceptedAt: new Date(),
            })
            .onConflictDoNothing();
        },
      },
    },
    session: {
      create: {
        // A disabled account (admin issue 8) cannot start a new session.
        before: async (s, ctx) => {
          const [u] = await db
            .select({ disabledAt: schema.user.disabledAt })
            .from(schema.user)
            .where(eq(schema.user.id, s.userId));
          if (u?.disabledAt)
            throw new APIError('FORBIDDEN', {
              code: 'ACCOUNT_DISABLED',
              message: 'This account is disabled. Contact support.',
            });
          return { data: { ...s, signInMethod: await sessionSignInMethod(ctx ?? null) } };
        },
      },
    },
    account: {
      create: {
        // Every identity linked (a first OpenID Connect sign-in or a link from the profile).
        after: async (a, ctx) => {
          if (a.providerId === 'credential') return;
          await audit(db, {
            actorId: a.userId,
            action: 'auth.identity_linked',
            targetType: 'user',
            targetId: a.userId,
            after: { providerId: a.providerId },
            ip: ctx?.headers?.get(CLIENT_IP_HEADER) ?? undefined,
          });
        },
      },
    },
  } satisfies BetterAuthOptions['databaseHooks'];
}
