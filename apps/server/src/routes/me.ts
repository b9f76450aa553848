import { Hono } from 'hono';
import { APIError } from 'better-auth/api';
import {
  LanguageUpdateSchema,
  changeEmailSchema,
  profileUpdateSchema,
  type MyProfile,
} from '@mizani/shared';
import { eq } from 'drizzle-orm';
import * as schema from '../db/schema/index.ts';
import type { AppBindings, AppDeps } from '../context.ts';
import { findProfile, saveProfile } from '../db/queries/profiles.ts';
import { readJson } from '../lib/validate.ts';
import { AppError } from '../lib/errors.ts';
import { audit } from '../services/audit.ts';
import { enforceRateLimit } from '../services/rate-limit.ts';
import { CLIENT_IP_HEADER, EMAIL_CHANGE_MARKER } from '../auth/constants.ts';
import { recordStepUp } from '../services/auth/step-up.ts';
import { mailSecurityChange } from '../services/auth/security-mail.ts';
import { said } from '../services/i18n/refusals/index.ts';

// The signed-in user's own profile (mounted behind the session guard at /api/me).
// Email and role are read-only here: email changes go through better-auth's verified change-email,
// the role only through the admin CLI or an admin.
export function meRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;

  const read = async (
    userId: string,
    email: string,
    role: MyProfile['role'],
  ): Promise<MyProfile> => {
    const [p, [u]] = await Promise.all([
      findProfile(db, userId),
      db
        .select({ language: schema.user.language })
        .from(schema.user)
        .where(eq(schema.user.id, userId)),
    ]);
    return {
      email,
      role,
      firstName: p?.firstName ?? null,
      lastName: p?.lastName ?? null,
      company: p?.company ?? null,
      country: p?.country ?? null,
      language: (u?.language ?? 'en') as MyProfile['language'],
    };
  };

  app.get('/profile', async (c) => {
    const user = c.get('user')!;
    return c.json(await read(user.id, user.email, user.role));
  });

  app.patch('/profile', async (c) => {
    const user = c.get('user')!;
    // strictObject: role, email or any other key is refused with 400.
    const input = await readJson(c, profileUpdateSchema);
    const values = {
      firstName: input.firstName,
      lastName: input.lastName ?? null,
      company: input.company ?? null,
      country: input.country ?? null,
    };
    await db.transaction(async (tx) => {
      const before = await findProfile(tx, user.id);
      await saveProfile(tx, user.id, values);
      await audit(tx, {
        actorId: user.id,
        actorEmail: user.email,
        action: 'profile.update',
        targetType: 'user',
        targetId: user.id,
        before: before
          ? {
              firstName: before.firstName,
              lastName: before.lastName,
              company: before.company,
              country: before.country,
            }
          : null,
        after: values,
        ip: c.get('clientIp'),
      });
    });
    return c.json(await read(user.id, user.email, user.role));
  });

  // Issue 20: the language of the user's mails, notices and texts (the web keeps its cookie in
  // step). Audited like any profile change.
  app.put('/language', async (c) => {
    const user = c.get('user')!;
    const { language } = await readJson(c, LanguageUpdateSchema);
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ language: schema.user.language })
        .from(schema.user)
        .where(eq(schema.user.id, user.id))
        .for('update');
      await tx.update(schema.user).set({ language }).where(eq(schema.user.id, user.id));
      await audit(tx, {
        actorId: user.id,
        actorEmail: user.email,
        action: 'profile.language',
        targetType: 'user',
        targetId: user.id,
        before: { language: before?.language ?? null },
        after: { language },
        ip: c.get('clientIp'),
      });
    });
    return c.json({ language });
  });

  /**
   * Change of email (issue 5): the password first, then better-auth's change-email, which mails a
   * verification link to the new address (the address changes when it is opened). better-auth's
   * own /change-email does not ask for the password, so HTTP calls to it are refused (auth.ts).
   * An address already in use answers the same success (no account enumeration).
   */
  app.post('/email', async (c) => {
    const user = c.get('user')!;
    const input = await readJson(c, changeEmailSchema);
    await enforceRateLimit(
      db,
      `me-email:${user.id}`,
      [{ windowSec: 600, max: 5 }],
      'Too many attempts. Please wait a few minutes and try again.',
    );
    const newEmail = input.newEmail.toLowerCase();
    if (newEmail === user.email.toLowerCase()) {
      throw new AppError('VALIDATION', said('profile.sameEmail'), {
        newEmail: said('profile.sameEmail'),
      });
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
    try {
      await deps.auth.api.verifyPassword({ body: { password: input.password }, headers });
    } catch (err) {
      if (err instanceof APIError && err.statusCode < 500) {
        throw new AppError('VALIDATION', said('profile.wrongPassword'), {
          password: said('profile.wrongPassword'),
        });
      }
      throw err;
    }
    await deps.auth.api.changeEmail({
      body: { newEmail, callbackURL: `/dashboard?tab=profile&${EMAIL_CHANGE_MARKER}=1` },
      headers,
    });
    // Issue 33: the password was the step-up; the current address hears of the request (the
    // change itself waits for the new address's link).
    await recordStepUp(db, c.get('session')!.id, 'password');
    await mailSecurityChange(db, {
      userId: user.id,
      change: 'email_change_requested',
      detail: newEmail,
      appUrl: deps.env.BETTER_AUTH_URL,
    });
    return c.json({ status: 'verification_sent', newEmail });
  });

  return app;
}
