import { Hono, type Context } from 'hono';
import {
  DOCUMENT_KINDS,
  Tier1SubmissionSchema,
  Tier2SubmissionSchema,
  UPLOAD_MAX_BYTES,
  type DocumentKind,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { AppError } from '../lib/errors.ts';
import { readRawBody } from '../lib/raw-body.ts';
import { readJson, uuidParam } from '../lib/validate.ts';
import { documentVault } from '../services/storage/index.ts';
import {
  deletePendingDocument,
  documentResponse,
  readDocument,
  storeDocument,
} from '../services/verification/documents.ts';
import { overview, submitTier1, submitTier2 } from '../services/verification/submissions.ts';
import { said } from '../services/i18n/refusals/index.ts';

// The client's Verification section (issue 22; docs/compliance.md). Every query is scoped to the
// signed-in user: another client's document id answers 404.
export function verificationRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const db = deps.database.db;
  const baseUrl = deps.env.BETTER_AUTH_URL;

  app.get('/', async (c) => c.json(await overview(db, c.get('user')!.id)));

  app.post('/documents', async (c) => {
    const user = c.get('user')!;
    return receiveDocument(c, deps, { userId: user.id, uploadedBy: user.id });
  });

  app.get('/documents/:id', async (c) => {
    const { doc, data } = await readDocument(db, documentVault(deps), {
      id: uuidParam(c),
      userId: c.get('user')!.id,
    });
    return documentResponse(doc, data);
  });

  app.delete('/documents/:id', async (c) => {
    await deletePendingDocument(db, documentVault(deps), {
      id: uuidParam(c),
      userId: c.get('user')!.id,
    });
    return c.json({ ok: true });
  });

  app.post('/tier1', async (c) => {
    const body = await readJson(c, Tier1SubmissionSchema);
    return c.json({ submission: await submitTier1(db, c.get('user')!.id, body, baseUrl) }, 201);
  });

  app.post('/tier2', async (c) => {
    const body = await readJson(c, Tier2SubmissionSchema);
    return c.json({ submission: await submitTier2(db, c.get('user')!.id, body, baseUrl) }, 201);
  });

  return app;
}

/**
 * Upload: the file is the raw body (so the browser can show progress), the kind and the file
 * name in the query. Checked by content, at most 10 MB, metadata stripped, encrypted. Stored for
 * `userId`, the holder verified (a person, or a business: decision 019).
 */
export async function receiveDocument(
  c: Context<AppBindings>,
  deps: AppDeps,
  p: { userId: string; uploadedBy: string },
) {
  const body = await readRawBody(c, UPLOAD_MAX_BYTES, 'This file');
  const kind = c.req.query('kind') as DocumentKind;
  if (!DOCUMENT_KINDS.includes(kind))
    throw new AppError('VALIDATION', said('kyc.chooseKind'), {
      kind: said('kyc.chooseKindField'),
    });
  if (!body.length)
    throw new AppError('VALIDATION', said('kyc.emptyFile'), { file: said('kyc.emptyFileField') });
  const document = await storeDocument(deps.database.db, documentVault(deps), {
    ...p,
    kind,
    fileName: c.req.query('name')?.slice(0, 200),
    body,
  });
  return c.json({ document }, 201);
}
