import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { readPlatformSetting, spreadBpsFor } from '../src/services/platform-settings.ts';
import type { AdminSettingsResponse, ApiErrorBody } from '@mizani/shared';
import {
  apiAs,
  auditRows,
  createTestServerWithUsers,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';

// Admin settings (/api/admin/settings): an admin's own notification preferences and the platform
// settings other features read.

let s: TestServer;
let admin: TestUser;
let get: ReturnType<typeof apiAs>['get'];
let send: ReturnType<typeof apiAs>['send'];
beforeAll(async () => {
  const users = await createTestServerWithUsers({
    seedContent: true,
    adminFirstName: 'Ada',
    clients: 0,
  });
  ({ server: s, admin } = users);

  ({ get, send } = apiAs(s, admin));
}, 60_000);
afterAll(async () => {
  await s?.close();
});

describe('settings', () => {
  it('saves my notification preferences, audited', async () => {
    const start = await readJson<AdminSettingsResponse>(get('/api/admin/settings'));
    expect(start.notifications).toEqual({
      emailNotificationsConsultation: true,
      emailNotificationsQuote: true,
      emailNotificationsApplication: true,
    });
    await readJson(
      send('PUT', '/api/admin/settings/notifications', {
        emailNotificationsConsultation: false,
        emailNotificationsQuote: true,
        emailNotificationsApplication: false,
      }),
    );
    const now = await readJson<AdminSettingsResponse>(get('/api/admin/settings'));
    expect(now.notifications.emailNotificationsConsultation).toBe(false);
    const [row] = await queryRows<{ email_notifications_consultation: boolean }>(
      s.database.db,
      sql`select * from admin_settings where user_id = ${admin.id}`,
    );
    expect(row!.email_notifications_consultation).toBe(false);
    expect((await auditRows(s, 'settings.notifications')).length).toBe(1);
    await readJson(
      send('PUT', '/api/admin/settings/notifications', { emailNotificationsConsultation: 'yes' }),
      400,
    );
  });

  it('validates and audits platform settings that other features read', async () => {
    const start = await readJson<AdminSettingsResponse>(get('/api/admin/settings'));
    expect(start.platform['trading.spreadBps']).toBe(50);
    const saved = await readJson<Pick<AdminSettingsResponse, 'platform'>>(
      send('PUT', '/api/admin/settings/platform', {
        'trading.spreadBps': 40,
        'trading.spreadBpsByPair': { 'USD-KES': 25 },
        'trading.quoteValiditySeconds': 45,
      }),
    );
    expect(saved.platform['trading.quoteValiditySeconds']).toBe(45);
    expect(await spreadBpsFor(s.database.db, 'USD-KES')).toBe(25);
    expect(await spreadBpsFor(s.database.db, 'USD-NGN')).toBe(40);
    expect(await readPlatformSetting(s.database.db, 'forms.rateLimitPerMinute')).toBe(5);
    const [entry] = await auditRows(s, 'settings.platform');
    expect(entry!.before).toMatchObject({ 'trading.spreadBps': 50 });
    expect(entry!.after).toMatchObject({ 'trading.spreadBps': 40 });

    const bad = await readJson<ApiErrorBody>(
      send('PUT', '/api/admin/settings/platform', { 'trading.spreadBps': -3 }),
      400,
    );
    expect(bad.error.fields!['trading.spreadBps']).toBe('At least 0');
    await readJson(
      send('PUT', '/api/admin/settings/platform', { 'trading.spreadBpsByPair': { usdkes: 1 } }),
      400,
    );
    await readJson(send('PUT', '/api/admin/settings/platform', { 'unknown.key': 1 }), 400);
    await readJson(
      send('PUT', '/api/admin/settings/platform', { 'forms.rateLimitPerDay': 2 }),
      400,
    );
  });
});
