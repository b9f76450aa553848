import { Hono } from 'hono';
import { BULK_PAYOUT_MAX_BYTES, BulkLinePatchSchema, BulkPayoutSubmitSchema } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { holderId } from '../middleware/holder.ts';
import { readRawBody } from '../lib/raw-body.ts';
import { readJson, uuidParam } from '../lib/validate.ts';
import type { Actor } from '../services/business/members.ts';
import {
  cancelDraft,
  createBatch,
  patchLine,
  submitBatch,
} from '../services/bulk-payouts/batches.ts';
import { getBatch, listBatches } from '../services/bulk-payouts/read.ts';
import { parseBulkCsv } from '../services/bulk-payouts/parse.ts';

// Bulk payouts (issue 41 item 4, docs/treasury.md): the selected account's batches. Mounted
// 'account': reads need `view`, changes `initiate` (a viewer sees; an approver decides through
// Business › Approvals, never here); every query carries the holder id.
export function bulkPayoutRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const db = deps.database.db;
  const appUrl = deps.env.BETTER_AUTH_URL;
  const actorOf = (c: {
    get: <K extends keyof AppBindings['Variables']>(k: K) => AppBindings['Variables'][K];
  }): Actor => {
    const user = c.get('user')!;
    return { id: user.id, email: user.email, role: c.get('holder')!.role, ip: c.get('clientIp') };
  };

  app.get('/', async (c) => c.json({ batches: await listBatches(db, holderId(c)) }));
  /** The file as the raw text/csv body (2 MB, 5,000 payees at most); 201 with every line checked. */
  app.post('/', async (c) => {
    const raw = await readRawBody(c, BULK_PAYOUT_MAX_BYTES, 'This file');
    const rows = parseBulkCsv(raw);
    const name =
      (c.req.header('x-file-name') ?? '').replace(/[^\w.\- ]/g, '').slice(0, 200) || null;
    return c.json(await createBatch(db, holderId(c), actorOf(c), rows, name), 201);
  });
  app.get('/:id', async (c) => c.json(await getBatch(db, holderId(c), uuidParam(c))));
  app.patch('/:id/lines/:lineId', async (c) => {
    const id = uuidParam(c);
    const lineId = uuidParam(c, 'lineId');
    const body = await readJson(c, BulkLinePatchSchema);
    return c.json(await patchLine(db, holderId(c), id, lineId, body));
  });
  /** 201 paid at once, 202 waiting for approvers, 200 the same key again. */
  app.post('/:id/submit', async (c) => {
    const id = uuidParam(c);
    const { idempotencyKey } = await readJson(c, BulkPayoutSubmitSchema);
    const r = await submitBatch(db, c.get('holder')!, actorOf(c), id, idempotencyKey, appUrl);
    const status = r.replayed ? 200 : r.approval ? 202 : 201;
    return c.json(r, status);
  });
  app.post('/:id/cancel', async (c) =>
    c.json(await cancelDraft(db, holderId(c), actorOf(c), uuidParam(c))),
  );
  return app;
}
