import { z } from 'zod';

// The admin settings: the admin's notification e-mails and the platform settings other features
// read (issue 8).

export const NotificationPrefsSchema = z.strictObject({
  /** spec §3 admin_settings.email_notifications_consultation (also used for support inquiries, §7). */
  emailNotificationsConsultation: z.boolean({ error: 'Choose on or off' }),
  /** spec §3 admin_settings.email_notifications_quote */
  emailNotificationsQuote: z.boolean({ error: 'Choose on or off' }),
  emailNotificationsApplication: z.boolean({ error: 'Choose on or off' }),
});
export type NotificationPrefs = z.infer<typeof NotificationPrefsSchema>;

/** A currency pair key such as "USD-KES". */
export const PAIR_KEY = /^[A-Z]{3}-[A-Z]{3}$/;
const bps = z
  .number({ error: 'Enter a number' })
  .int('Whole basis points only')
  .min(0, 'At least 0')
  .max(1000, 'At most 1000 bps (10%)');

/**
 * Platform settings other features read (trading spread and quote validity, public form limits).
 * Stored one key per row in platform_settings; the key names are the contract.
 */
export const PlatformSettingsSchema = z.strictObject({
  'trading.spreadBps': bps,
  'trading.spreadBpsByPair': z.record(
    z.string().regex(PAIR_KEY, 'Pair must look like USD-KES'),
    bps,
  ),
  /** Conversion fee in basis points of the sell amount, charged in the sell currency. */
  'trading.feeBps': bps,
  'trading.quoteValiditySeconds': z
    .number({ error: 'Enter a number' })
    .int('Whole seconds only')
    .min(5, 'At least 5 seconds')
    .max(600, 'At most 600 seconds'),
  'forms.rateLimitPerMinute': z
    .number({ error: 'Enter a number' })
    .int('Whole numbers only')
    .min(1, 'At least 1')
    .max(1000, 'At most 1000'),
  'forms.rateLimitPerDay': z
    .number({ error: 'Enter a number' })
    .int('Whole numbers only')
    .min(1, 'At least 1')
    .max(100000, 'At most 100000'),
});
export type PlatformSettings = z.infer<typeof PlatformSettingsSchema>;
export type PlatformSettingKey = keyof PlatformSettings;
export const PLATFORM_SETTINGS_DEFAULTS: PlatformSettings = {
  'trading.spreadBps': 50,
  'trading.spreadBpsByPair': {},
  'trading.feeBps': 10,
  'trading.quoteValiditySeconds': 30,
  'forms.rateLimitPerMinute': 5,
  'forms.rateLimitPerDay': 50,
};
/** A partial update; per-day must stay at or above per-minute when both are known. */
export const PlatformSettingsUpdateSchema = PlatformSettingsSchema.partial().refine(
  (v) => Object.keys(v).length > 0,
  { message: 'Nothing to change', path: ['_'] },
);
export type PlatformSettingsUpdate = z.infer<typeof PlatformSettingsUpdateSchema>;

export interface AdminSettingsResponse {
  notifications: NotificationPrefs;
  platform: PlatformSettings;
}

/** The public pricing terms (GET /api/rates/pricing): the documentation's fee example uses them. */
export interface PublicPricing {
  feeBps: number;
  /** The spread most pairs use (trading.spreadBps); a pair may have its own. */
  spreadBps: number;
  quoteValiditySeconds: number;
}
