import { Hono, type Context } from 'hono';
import {
  IncidentCreateSchema,
  IncidentEditSchema,
  IncidentUpdateCreateSchema,
  type AdminIncidentsResponse,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import { countConfirmedSubscribers, listIncidents } from '../../db/queries/status.ts';
import { readJson, uuidParam } from '../../lib/validate.ts';
import { addIncidentUpdate, editIncident, openIncident } from '../../services/status/incidents.ts';
import { incidentsWithUpdates } from '../../services/status/status-page.ts';

/** /api/admin/status: incidents of the status page (open, update, resolve, correct). */
export function adminStatusRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;
  const actor = (c: Context<AppBindings>) => ({ user: c.get('user')!, ip: c.get('clientIp') });

  app.get('/incidents', async (c) => {
    const [rows, subscribers] = await Promise.all([
      listIncidents(db, { limit: 100 }),
      countConfirmedSubscribers(db),
    ]);
    const body: AdminIncidentsResponse = {
      incidents: await incidentsWithUpdates(db, rows),
      subscribers,
    };
    return c.json(body);
  });

  app.post('/incidents', async (c) => {
    const input = await readJson(c, IncidentCreateSchema);
    return c.json(await openIncident(deps, input, actor(c)), 201);
  });

  app.post('/incidents/:id/updates', async (c) => {
    const id = uuidParam(c);
    const input = await readJson(c, IncidentUpdateCreateSchema);
    return c.json(await addIncidentUpdate(deps, id, input, actor(c)), 201);
  });

  app.patch('/incidents/:id', async (c) => {
    const id = uuidParam(c);
    const input = await readJson(c, IncidentEditSchema);
    return c.json(await editIncident(deps, id, input, actor(c)));
  });

  return app;
}
