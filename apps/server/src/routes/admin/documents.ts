import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppBindings, AppDeps } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
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
    const [row] = await queryRows<{
      reference: string;
      kind: string;
      subject: string;
      sha256: string;
      created_at: Date;
      user_id: string;
      email: string;
      name: string;
    }>(
      db,
      sql`select d.reference, d.kind, d.subject, d.sha256, d.created_at, d.user_id, u.email, u.name
            from issued_documents d join "user" u on u.id = d.user_id where d.reference = ${reference}`,
    );
    if (!row) throw new AppError('NOT_FOUND', 'Document not found');
    return c.json({
      document: {
        reference: row.reference,
        kind: row.kind,
        subject: row.subject,
        sha256: row.sha256,
        issuedAt: new Date(row.created_at).toISOString(),
        user: { id: row.user_id, email: row.email, name: row.name },
      },
    });
  });
  return app;
}
