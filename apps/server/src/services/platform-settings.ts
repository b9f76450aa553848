import { inArray } from 'drizzle-orm';
import {
  PLATFORM_SETTINGS_DEFAULTS,
  PlatformSettingsSchema,
  type PlatformSettingKey,
  type PlatformSettings,
} from '@mizani/shared';
import type { DbOrTx } from '../db/client.ts';
import { platformSettings } from '../db/schema/index.ts';

const KEYS = Object.keys(PLATFORM_SETTINGS_DEFAULTS) as PlatformSettingKey[];

/**
 * Every platform setting, stored values over defaults. A stored value that no longer passes the
 * schema (an older shape) falls back to the default instead of breaking the feature that reads it.
 */
export async function readPlatformSettings(db: DbOrTx): Promise<PlatformSettings> {
  const rows = await db.select().from(platformSettings).where(inArray(platformSettings.key, KEYS));
  const out: Record<string, unknown> = { ...PLATFORM_SETTINGS_DEFAULTS };
  for (const row of rows) {
    const field = PlatformSettingsSchema.shape[row.key as PlatformSettingKey];
    const parsed = field?.safeParse(row.value);
    if (parsed?.success) out[row.key] = parsed.data;
  }
  return out as PlatformSettings;
}

/** One setting, for features that need a single value (trading spread, form limits). */
export async function readPlatformSetting<K extends PlatformSettingKey>(
  db: DbOrTx,
  key: K,
): Promise<PlatformSettings[K]> {
  return (await readPlatformSettings(db))[key];
}

/** Spread in basis points for a pair such as "USD-KES": the per-pair value, else the default. */
export async function spreadBpsFor(db: DbOrTx, pair: string): Promise<number> {
  const s = await readPlatformSettings(db);
  return s['trading.spreadBpsByPair'][pair] ?? s['trading.spreadBps'];
}
