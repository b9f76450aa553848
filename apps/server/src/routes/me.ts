import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { profileUpdateSchema, type MyProfile } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { userProfiles } from '../db/schema/index.ts';
import { readJson } from '../lib/validate.ts';
import { audit } from '../services/audit.ts';

// The signed-in user's own profile (mounted behind the session guard at /api/me).
// Email and role are read-only here: email changes go through better-auth's verified change-email,
// the role only through the admin CLI or an admin.
export function meRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;

  const read = async (userId: string, email: string, role: MyProfile['role']): Promise<MyProfile> => {
    const [p] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
    return {
      email,
      role,
      firstName: p?.firstName ?? null,
      lastName: p?.lastName ?? null,
      company: p?.company ?? null,
      country: p?.country ?? null,
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
      const [before] = await tx.select().from(userProfiles).where(eq(userProfiles.userId, user.id));
      await tx
        .insert(userProfiles)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: userProfiles.userId, set: { ...values, updatedAt: new Date() } });
      await audit(tx, {
        actorId: user.id,
        actorEmail: user.email,
        action: 'profile.update',
        targetType: 'user',
        targetId: user.id,
        before: before ? { firstName: before.firstName, lastName: before.lastName, company: before.company, country: before.country } : null,
        after: values,
        ip: c.get('clientIp'),
      });
    });
    return c.json(await read(user.id, user.email, user.role));
  });

  return app;
}
