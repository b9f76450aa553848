import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppBindings, AppDeps } from '../context.ts';
import { DEVICE_COOKIE, readDeviceId } from '../auth/devices.ts';
import { notFound } from '../lib/errors.ts';
import { uuidParam } from '../lib/validate.ts';
import { audit } from '../services/audit.ts';
import { listDevices, revokeTrust } from '../services/devices/devices.ts';

/**
 * The signed-in person's devices (issue 39), behind the session guard at /api/devices: the
 * browsers they signed in from, which are trusted (no second factor for 30 days) and until when,
 * and revoking a trust. Only the person's own devices are ever read or changed.
 */
export function devicesRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;

  app.get('/', async (c) => {
    const current = readDeviceId(getCookie(c, DEVICE_COOKIE));
    return c.json({ devices: await listDevices(db, c.get('user')!.id, current) });
  });

  app.delete('/:id/trust', async (c) => {
    const id = uuidParam(c);
    const user = c.get('user')!;
    if (!(await revokeTrust(db, user.id, id))) throw notFound('Device');
    await audit(db, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'auth.trusted_device_revoked',
      targetType: 'device',
      targetId: id,
      ip: c.get('clientIp'),
      userAgent: c.req.header('user-agent'),
    });
    const current = readDeviceId(getCookie(c, DEVICE_COOKIE));
    return c.json({ devices: await listDevices(db, user.id, current) });
  });

  return app;
}
