import { Hono } from 'hono';
import {
  SCREENING_IMPORT_MAX_BYTES,
  ScreeningCaseDecisionSchema,
  ScreeningCaseQuerySchema,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import { latestScreeningImports } from '../../db/queries/screening.ts';
import { AppError } from '../../lib/errors.ts';
import { readRawBody } from '../../lib/raw-body.ts';
import { readJson, readQuery, uuidParam } from '../../lib/validate.ts';
import { audit } from '../../services/audit.ts';
import { decideCase, listCases } from '../../services/screening/cases.ts';
import { listSummaries, parseListCsv, replaceLists } from '../../services/screening/lists.ts';

// Sanctions and PEP screening (issue 22): lists, imports and cases. Admin only (routes/index.ts).
export function adminScreeningRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const db = deps.database.db;

  app.get('/lists', async (c) => {
    const lists = await listSummaries(db);
    const imports = await latestScreeningImports(db);
    return c.json({
      lists: lists.map((l) => ({
        listName: l.list_name,
        entries: Number(l.entries),
        importedAt: new Date(l.imported_at).toISOString(),
      })),
      imports: imports.map((i) => ({
        id: i.id,
        listNames: i.list_names,
        entries: Number(i.entries),
        importedAt: new Date(i.created_at).toISOString(),
        importedBy: i.imported_by,
        rescreenStatus: i.rescreen_status,
        rescreenFinishedAt: i.rescreen_finished_at
          ? new Date(i.rescreen_finished_at).toISOString()
          : null,
        clientsScreened: i.clients_screened == null ? null : Number(i.clients_screened),
        casesOpened: i.cases_opened == null ? null : Number(i.cases_opened),
      })),
    });
  });

  /**
   * Import: the CSV is the raw body (text/csv), up to 20 MB. Every list named in the file is
   * replaced; every client is re-screened by the worker (services/screening/rescreen.ts).
   */
  app.post('/lists', async (c) => {
    const body = await readRawBody(c, SCREENING_IMPORT_MAX_BYTES, 'This file');
    const { rows, errors } = parseListCsv(body.toString('utf8'));
    if (errors.length)
      throw new AppError(
        'VALIDATION',
        `Please check the file: line ${errors[0]!.line}: ${errors[0]!.message}`,
        Object.fromEntries(errors.map((e) => [`line ${e.line}`, e.message])),
      );
    const me = c.get('user')!;
    const result = await db.transaction(async (tx) => {
      const r = await replaceLists(tx, rows, me.id);
      await audit(tx, {
        actorId: me.id,
        actorEmail: me.email,
        action: 'screening.import',
        targetType: 'screening_import',
        targetId: r.importId,
        after: { listNames: r.listNames, entries: r.entries },
        ip: c.get('clientIp'),
      });
      return r;
    });
    return c.json(result, 201);
  });

  app.get('/cases', async (c) => {
    const q = readQuery(c, ScreeningCaseQuerySchema);
    return c.json({ cases: await listCases(db, q.status) });
  });

  app.post('/cases/:id/decision', async (c) => {
    const id = uuidParam(c);
    const body = await readJson(c, ScreeningCaseDecisionSchema);
    const me = c.get('user')!;
    const result = await db.transaction((tx) =>
      decideCase(tx, id, body, { id: me.id, email: me.email, ip: c.get('clientIp') }),
    );
    return c.json({ case: result });
  });
  return app;
}
