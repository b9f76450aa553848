import { Hono, type Context } from 'hono';
import { AdminBusinessQuerySchema, BusinessDisableSchema } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { readJson, readQuery } from '../../lib/validate.ts';
import {
  adminBusinessDetail,
  adminListBusinesses,
  setBusinessDisabled,
} from '../../services/business/admin.ts';

/**
 * /api/admin/businesses: list with search, detail, disable and enable (audited). The KYB decision
 * is taken in the verification queue (decision 019).
 */
export function adminBusinessesRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;
  const admin = (c: Context<AppBindings>) => ({ ...c.get('user')!, ip: c.get('clientIp') });
  const id = (c: Context) => {
    const v = c.req.param('id') ?? '';
    if (!/^[A-Za-z0-9_-]{8,64}$/.test(v)) throw new AppError('NOT_FOUND', 'Not found');
    return v;
  };

  app.get('/', async (c) =>
    c.json(await adminListBusinesses(db, readQuery(c, AdminBusinessQuerySchema))),
  );
  app.get('/:id', async (c) => c.json(await adminBusinessDetail(db, id(c))));
  app.post('/:id/disable', async (c) => {
    const { reason } = await readJson(c, BusinessDisableSchema);
    return c.json(await setBusinessDisabled(db, id(c), admin(c), reason));
  });
  app.post('/:id/enable', async (c) =>
    c.json(await setBusinessDisabled(db, id(c), admin(c), null)),
  );
  return app;
}
