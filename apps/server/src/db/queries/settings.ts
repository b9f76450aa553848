import { eq } from 'drizzle-orm';
import type { NotificationPrefs } from '@mizani/shared';
import type { DbOrTx } from '../client.ts';
import { adminSettings, platformSettings } from '../schema/index.ts';

/** An admin's own settings row (absent for an admin made before rows existed). */
export async function findAdminSettings(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(adminSettings).where(eq(adminSettings.userId, userId));
  return row;
}

export async function upsertAdminNotificationPrefs(
  tx: DbOrTx,
  userId: string,
  prefs: NotificationPrefs,
) {
  await tx
    .insert(adminSettings)
    .values({ userId, ...prefs, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: adminSettings.userId,
      set: { ...prefs, updatedAt: new Date() },
    });
}

/** Stores one platform setting (validated by the caller) and who changed it. */
export async function upsertPlatformSetting(
  tx: DbOrTx,
  p: { key: string; value: unknown; updatedBy: string },
) {
  await tx
    .insert(platformSettings)
    .values({ ...p, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: platformSettings.key,
      set: { value: p.value, updatedBy: p.updatedBy, updatedAt: new Date() },
    });
}
