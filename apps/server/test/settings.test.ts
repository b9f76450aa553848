import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { readPlatformSetting, spreadBpsFor } from '../src/services/platform-settings.ts';
import type { AdminSettingsResponse, ApiErrorBody } from '@mizani/shared';
import { auditRows, readJson } from './helpers.ts';
import { useServerWithUsers } from './fixtures.ts';

// Admin settings (/api/admin/settings): an admin's own notification preferences and the platform
// settings other features read.

const t = useServerWithUsers({ seedContent: true, adminFirstName: 'Ada', clients: 0 });

describe('settings', () => {
  it('saves my notification preferences, audited', async () => {
    const start = await readJson<AdminSettingsResponse>(t.get('/api/admin/settings'));
    expect(start.notifications).toEqual({
      emailNotificationsConsultation: true,
      emailNotificationsQuote: true,
      emailNotificationsApplication: true,
    });
    await readJson(
      t.send('PUT', '/api/admin/settings/notifications', {
        emailNotificationsConsultation: false,
        emailNotificationsQuote: true,
        emailNotificationsApplication: false,
      }),
    );
    const now = await readJson<AdminSettingsResponse>(t.get('/api/admin/settings'));
    expect(now.notifications.emailNotificationsConsultation).toBe(false);
    const [row] = await queryRows<{ email_notifications_consultation: boolean }>(
      t.s.database.db,
      sql`select * from admin_settings where user_id = ${t.admin.id}`,
    );
    expect(row!.email_notifications_consultation).toBe(false);
    expect((await auditRows(t.s, 'settings.notifications')).length).toBe(1);
    await readJson(
      t.send('PUT', '/api/admin/settings/notifications', { emailNotificationsConsultation: 'yes' }),
      400,
    );
  });

  it('validates and audits platform settings that other features read', async () => {
    const start = await readJson<AdminSettingsResponse>(t.get('/api/admin/settings'));
    expect(start.platform['trading.spreadBps']).toBe(50);
    const saved = await readJson<Pick<AdminSettingsResponse, 'platform'>>(
      t.send('PUT', '/api/admin/settings/platform', {
        'trading.spreadBps': 40,
        'trading.spreadBpsByPair': { 'USD-KES': 25 },
        'trading.quoteValiditySeconds': 45,
      }),
    );
    expect(saved.platform['trading.quoteValiditySeconds']).toBe(45);
    expect(await spreadBpsFor(t.s.database.db, 'USD-KES')).toBe(25);
    expect(await spreadBpsFor(t.s.database.db, 'USD-NGN')).toBe(40);
    expect(await readPlatformSetting(t.s.database.db, 'forms.rateLimitPerMinute')).toBe(5);
    const [entry] = await auditRows(t.s, 'settings.platform');
    expect(entry!.before).toMatchObject({ 'trading.spreadBps': 50 });
    expect(entry!.after).toMatchObject({ 'trading.spreadBps': 40 });

    const bad = await readJson<ApiErrorBody>(
      t.send('PUT', '/api/admin/settings/platform', { 'trading.spreadBps': -3 }),
      400,
    );
    expect(bad.error.fields!['trading.spreadBps']).toBe('At least 0');
    await readJson(
      t.send('PUT', '/api/admin/settings/platform', { 'trading.spreadBpsByPair': { usdkes: 1 } }),
      400,
    );
    await readJson(t.send('PUT', '/api/admin/settings/platform', { 'unknown.key': 1 }), 400);
    await readJson(
      t.send('PUT', '/api/admin/settings/platform', { 'forms.rateLimitPerDay': 2 }),
      400,
    );
  });
});
