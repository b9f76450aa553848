import { Hono } from 'hono';
import { CorridorPatchSchema, CorridorSchema } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { readJson, uuidParam } from '../../lib/validate.ts';
import {
  corridorAdminJson,
  createCorridor,
  getCorridor,
  listCorridors,
  updateCorridor,
} from '../../services/transfers/corridors.ts';
import { adminActor } from './actor.ts';

/** The admin's corridors under /api/admin/corridors (issue 38); every change is audited. */
export function adminCorridorsRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;
  const actor = adminActor;
  app.get('/', async (c) =>
    c.json({ corridors: (await listCorridors(db, { activeOnly: false })).map(corridorAdminJson) }),
  );
  app.get('/:id', async (c) => {
    const row = await getCorridor(db, uuidParam(c));
    if (!row) throw notFound('Corridor');
    return c.json({ corridor: corridorAdminJson(row) });
  });
  app.post('/', async (c) => {
    const body = await readJson(c, CorridorSchema);
    return c.json({ corridor: await createCorridor(db, actor(c), body) }, 201);
  });
  app.put('/:id', async (c) => {
    const id = uuidParam(c);
    const body = await readJson(c, CorridorSchema);
    return c.json({ corridor: await updateCorridor(db, actor(c), id, body) });
  });
  /** On/off alone. */
  app.patch('/:id', async (c) => {
    const id = uuidParam(c);
    const body = await readJson(c, CorridorPatchSchema);
    return c.json({ corridor: await updateCorridor(db, actor(c), id, body) });
  });
  return app;
}
