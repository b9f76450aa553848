import { Hono } from 'hono';
import type { IssuedDocumentLookup } from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import { findIssuedDocument } from '../../db/queries/documents.ts';
import { toIso } from '../../db/queries/sql-row.ts';
import { AppError } from '../../lib/errors.ts';
import { DOCUMENT_REFERENCE } from '../../services/documents/documents.ts';

/**
 * Admin verification of an issued PDF (mounted under /api/admin/documents, admin only): the
 * reference printed on a statement or confirmation gives who it was issued to, what it covers,
 * when, and the SHA-256 the presented file must have to be the one the server sent.
 */
export function adminDocumentsRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;

  app.get('/:reference', async (c) => {
    // Typed from paper: accept lower case and stray spaces; anything else is simply not found.
    const reference = (c.req.param('reference') ?? '').trim().toUpperCase();
    if (!DOCUMENT_REFERENCE.test(reference)) throw new AppError('NOT_FOUND', 'Document not found');
    const row = await findIssuedDocument(db, reference);
    if (!row) throw new AppError('NOT_FOUND', 'Document not found');
    const document: IssuedDocumentLookup = {
      reference: row.reference,
      kind: row.kind as IssuedDocumentLookup['kind'],
      subject: row.subject,
      sha256: row.sha256,
      issuedAt: toIso(row.created_at),
      user: { id: row.user_id, email: row.email, name: row.name },
    };
    return c.json({ document });
  });
  return app;
}
