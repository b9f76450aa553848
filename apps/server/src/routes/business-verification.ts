import type { Context, Hono } from 'hono';
import { BusinessVerificationSchema, roleMay, type BusinessPermission } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { assertRawBodyType } from '../lib/raw-body.ts';
import { readJson, uuidParam } from '../lib/validate.ts';
import type { Actor } from '../services/business/members.ts';
import { documentVault } from '../services/storage/index.ts';
import {
  businessVerification,
  submitBusinessVerification,
} from '../services/verification/business.ts';
import {
  deletePendingDocument,
  documentResponse,
  readDocument,
} from '../services/verification/documents.ts';
import { receiveDocument } from './verification.ts';

type Member = (
  c: Context<AppBindings>,
  permission: BusinessPermission,
) => Promise<Actor & { businessId: string }>;

/**
 * /api/business/:id/verification (KYB, decision 019): every member sees the status; owners and
 * admins (`verify`) upload, read and remove the documents and send the form. Documents are the
 * business's: another business's document id answers 404, as for a person's.
 */
export function businessVerificationRoutes(app: Hono<AppBindings>, deps: AppDeps, member: Member) {
  const db = deps.database.db;
  const baseUrl = deps.env.BETTER_AUTH_URL;

  app.get('/:id/verification', async (c) => {
    const m = await member(c, 'view');
    return c.json(await businessVerification(db, m.businessId, roleMay(m.role, 'verify')));
  });
  app.post('/:id/verification', async (c) => {
    const m = await member(c, 'verify');
    const body = await readJson(c, BusinessVerificationSchema);
    const submission = await submitBusinessVerification(db, m.businessId, m, body, baseUrl);
    return c.json({ submission }, 201);
  });
  app.post('/:id/verification/documents', async (c) => {
    assertRawBodyType(c);
    const m = await member(c, 'verify');
    return receiveDocument(c, deps, { userId: m.businessId, uploadedBy: m.id });
  });
  app.get('/:id/verification/documents/:documentId', async (c) => {
    const m = await member(c, 'verify');
    const { doc, data } = await readDocument(db, documentVault(deps), {
      id: uuidParam(c, 'documentId'),
      userId: m.businessId,
    });
    return documentResponse(doc, data);
  });
  app.delete('/:id/verification/documents/:documentId', async (c) => {
    const m = await member(c, 'verify');
    await deletePendingDocument(db, documentVault(deps), {
      id: uuidParam(c, 'documentId'),
      userId: m.businessId,
    });
    return c.json({ ok: true });
  });
}
