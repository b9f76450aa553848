import { Hono } from 'hono';
import {
  complianceSettingsProblems,
  NotificationPrefsSchema,
  PlatformSettingsSchema,
  PlatformSettingsUpdateSchema,
  type AdminSettingsResponse,
  type NotificationPrefs,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  findAdminSettings,
  upsertAdminNotificationPrefs,
  upsertPlatformSetting,
} from '../../db/queries/settings.ts';
import { AppError } from '../../lib/errors.ts';
import {
  COMPLIANCE_PROBLEMS,
  said,
  type ComplianceProblem,
} from '../../services/i18n/refusals/index.ts';
import { readJson } from '../../lib/validate.ts';
import { audit } from '../../services/audit.ts';
import { readPlatformSettings } from '../../services/platform-settings.ts';

async function readPrefs(db: DbOrTx, userId: string): Promise<NotificationPrefs> {
  const row = await findAdminSettings(db, userId);
  // An admin without a row (made admin before rows existed) sees the defaults: everything on.
  return {
    emailNotificationsConsultation: row?.emailNotificationsConsultation ?? true,
    emailNotificationsQuote: row?.emailNotificationsQuote ?? true,
    emailNotificationsApplication: row?.emailNotificationsApplication ?? true,
  };
}

/** Admin settings: mounted under /api/admin/settings; the admin role is enforced at the mount. */
export function adminSettingsRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;

  app.get('/', async (c) => {
    const body: AdminSettingsResponse = {
      notifications: await readPrefs(db, c.get('user')!.id),
      platform: await readPlatformSettings(db),
    };
    return c.json(body);
  });

  /** The signed-in admin's own notification preferences (spec §3 admin_settings). */
  app.put('/notifications', async (c) => {
    const input = await readJson(c, NotificationPrefsSchema);
    const me = c.get('user')!;
    const after = await db.transaction(async (tx) => {
      const before = await readPrefs(tx, me.id);
      await upsertAdminNotificationPrefs(tx, me.id, input);
      await audit(tx, {
        actorId: me.id,
        actorEmail: me.email,
        action: 'settings.notifications',
        targetType: 'user',
        targetId: me.id,
        before,
        after: input,
        ip: c.get('clientIp'),
      });
      return input;
    });
    return c.json({ notifications: after });
  });

  /** Platform settings other features read; partial update, every value validated. */
  app.put('/platform', async (c) => {
    const input = await readJson(c, PlatformSettingsUpdateSchema);
    const me = c.get('user')!;
    const platform = await db.transaction(async (tx) => {
      const before = await readPlatformSettings(tx);
      const merged = PlatformSettingsSchema.parse({ ...before, ...input });
      if (merged['forms.rateLimitPerDay'] < merged['forms.rateLimitPerMinute']) {
        throw new AppError('VALIDATION', said('admin.dailyBelowMinute'), {
          'forms.rateLimitPerDay': said('admin.dailyBelowMinuteField'),
        });
      }
      const compliance = Object.entries(complianceSettingsProblems(merged));
      if (compliance.length) {
        // Each problem by its id in the refusals catalogue (its English is the shared text).
        const id = (text: string) =>
          (Object.keys(COMPLIANCE_PROBLEMS) as ComplianceProblem[]).find(
            (k) => COMPLIANCE_PROBLEMS[k] === text,
          );
        const worded = (text: string) => {
          const problem = id(text);
          return problem ? said('admin.complianceField', { problem }) : text;
        };
        const first = id(compliance[0]![1]);
        throw new AppError(
          'VALIDATION',
          first
            ? said('admin.compliance', { problem: first })
            : `Please check the form: ${compliance[0]![1]}`,
          Object.fromEntries(compliance.map(([k, text]) => [k, worded(text)])),
        );
      }
      const changedBefore: Record<string, unknown> = {};
      const changedAfter: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(input)) {
        if (JSON.stringify(before[key as keyof typeof before]) === JSON.stringify(value)) continue;
        changedBefore[key] = before[key as keyof typeof before];
        changedAfter[key] = value;
        await upsertPlatformSetting(tx, { key, value, updatedBy: me.id });
      }
      if (Object.keys(changedAfter).length) {
        await audit(tx, {
          actorId: me.id,
          actorEmail: me.email,
          action: 'settings.platform',
          targetType: 'platform_settings',
          targetId: Object.keys(changedAfter).join(','),
          before: changedBefore,
          after: changedAfter,
          ip: c.get('clientIp'),
        });
      }
      return merged;
    });
    return c.json({ platform });
  });

  return app;
}
