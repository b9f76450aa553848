import { z } from 'zod';
import { TRADING_DEFAULTS } from '../constants/trading-defaults.ts';
import { messageKey } from '../i18n/messages.ts';
import { COMPLIANCE_SETTINGS_DEFAULTS, COMPLIANCE_SETTINGS_SHAPE } from './compliance-settings.ts';
import { CHAIN_SETTINGS_DEFAULTS, CHAIN_SETTINGS_SHAPE } from './chain-settings.ts';
import { FORWARD_SETTINGS_DEFAULTS, FORWARD_SETTINGS_SHAPE } from './treasury-forwards.ts';

// The admin settings: the admin's notification e-mails and the platform settings other features
// read (issue 8).

export const NotificationPrefsSchema = z.strictObject({
  /** spec §3 admin_settings.email_notifications_consultation (also used for support inquiries, §7). */
  emailNotificationsConsultation: z.boolean({ error: messageKey('validation.admin.onOff') }),
  /** spec §3 admin_settings.email_notifications_quote */
  emailNotificationsQuote: z.boolean({ error: messageKey('validation.admin.onOff') }),
  emailNotificationsApplication: z.boolean({ error: messageKey('validation.admin.onOff') }),
});
export type NotificationPrefs = z.infer<typeof NotificationPrefsSchema>;

/** A currency pair key such as "USD-KES". */
export const PAIR_KEY = /^[A-Z]{3}-[A-Z]{3}$/;
const bps = z
  .number({ error: messageKey('validation.admin.number') })
  .int(messageKey('validation.admin.wholeBps'))
  .min(0, messageKey('validation.admin.atLeast', { min: 0 }))
  .max(1000, messageKey('validation.admin.bpsMax'));

/**
 * Platform settings other features read (trading spread and quote validity, public form limits).
 * Stored one key per row in platform_settings; the key names are the contract.
 */
export const PlatformSettingsSchema = z.strictObject({
  'trading.spreadBps': bps,
  'trading.spreadBpsByPair': z.record(
    z.string().regex(PAIR_KEY, messageKey('validation.admin.pair')),
    bps,
  ),
  /** Conversion fee in basis points of the sell amount, charged in the sell currency. */
  'trading.feeBps': bps,
  'trading.quoteValiditySeconds': z
    .number({ error: messageKey('validation.admin.number') })
    .int(messageKey('validation.admin.wholeSeconds'))
    .min(5, messageKey('validation.admin.secondsMin', { min: 5 }))
    .max(600, messageKey('validation.admin.secondsMax', { max: 600 })),
  'forms.rateLimitPerMinute': z
    .number({ error: messageKey('validation.admin.number') })
    .int(messageKey('validation.admin.wholeNumbers'))
    .min(1, messageKey('validation.admin.atLeast', { min: 1 }))
    .max(1000, messageKey('validation.admin.atMost', { max: 1000 })),
  'forms.rateLimitPerDay': z
    .number({ error: messageKey('validation.admin.number') })
    .int(messageKey('validation.admin.wholeNumbers'))
    .min(1, messageKey('validation.admin.atLeast', { min: 1 }))
    .max(100000, messageKey('validation.admin.atMost', { max: 100000 })),
  ...COMPLIANCE_SETTINGS_SHAPE,
  ...CHAIN_SETTINGS_SHAPE,
  ...FORWARD_SETTINGS_SHAPE,
});
export type PlatformSettings = z.infer<typeof PlatformSettingsSchema>;
export type PlatformSettingKey = keyof PlatformSettings;
export const PLATFORM_SETTINGS_DEFAULTS: PlatformSettings = {
  ...TRADING_DEFAULTS,
  'trading.spreadBpsByPair': {},
  'forms.rateLimitPerMinute': 5,
  'forms.rateLimitPerDay': 50,
  ...COMPLIANCE_SETTINGS_DEFAULTS,
  ...CHAIN_SETTINGS_DEFAULTS,
  ...FORWARD_SETTINGS_DEFAULTS,
};
/** A partial update; per-day must stay at or above per-minute when both are known. */
export const PlatformSettingsUpdateSchema = PlatformSettingsSchema.partial().refine(
  (v) => Object.keys(v).length > 0,
  { message: messageKey('validation.admin.nothingToChange'), path: ['_'] },
);
export type PlatformSettingsUpdate = z.infer<typeof PlatformSettingsUpdateSchema>;

export interface AdminSettingsResponse {
  notifications: NotificationPrefs;
  platform: PlatformSettings;
}
