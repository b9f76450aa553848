import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  DOCUMENT_KIND_LABELS,
  UPLOADS_PENDING_MAX,
  type DocumentKind,
  type UploadType,
  type VerificationDocument,
} from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { DocumentVault } from '../storage/index.ts';
import { openDocument, sealDocument } from '../storage/document-crypto.ts';
import { cleanUpload, DamagedFile, detectType, RefusedPdf } from './file-check.ts';
import { said } from '../i18n/refusals/index.ts';

// Verification documents (issue 22): checked by content, metadata stripped, encrypted, stored
// under a random key; the row never leaves the server with its storage key.

export type DocRow = {
  id: string;
  user_id: string;
  submission_id: string | null;
  kind: DocumentKind;
  file_name: string;
  content_type: UploadType;
  size: number;
  storage_key: string;
  created_at: string | Date;
};

export const documentJson = (d: DocRow): VerificationDocument => ({
  id: d.id,
  kind: d.kind,
  fileName: d.file_name,
  contentType: d.content_type,
  size: Number(d.size),
  createdAt: new Date(d.created_at).toISOString(),
});

const EXT: Record<UploadType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** A sent file's name without its extension, safe to show and to send back in Content-Disposition: letters, digits, . _ - */
export function safeBaseName(raw: string | undefined) {
  return (raw ?? '')
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .replace(/\.[^.]*$/, '')
    .slice(0, 80);
}

/** The stored name: the sent one made safe, with the extension of what the file really is. */
export function safeFileName(raw: string | undefined, type: UploadType, kind: DocumentKind) {
  const base = safeBaseName(raw);
  return `${base || DOCUMENT_KIND_LABELS[kind].toLowerCase().replace(/\W+/g, '-')}.${EXT[type]}`;
}

/**
 * Checks, cleans, encrypts and stores an upload. The object is written before the row; if the row
 * cannot be written the object is removed again, so nothing is left half-stored.
 */
export async function storeDocument(
  db: DbOrTx,
  vault: DocumentVault,
  p: { userId: string; kind: DocumentKind; fileName?: string; body: Buffer; uploadedBy?: string },
): Promise<VerificationDocument> {
  const type = detectType(p.body);
  // UNSUPPORTED_FILE: a 415 whose sentence the browser shows as it is (a person's own file).
  if (!type) throw new AppError('UNSUPPORTED_FILE', said('kyc.notAFile'));
  let cleaned: { data: Buffer; stripped: boolean };
  try {
    cleaned = await cleanUpload(p.body, type);
  } catch (err) {
    if (err instanceof DamagedFile) throw new AppError('UNPROCESSABLE', said('kyc.damaged'));
    if (err instanceof RefusedPdf)
      throw new AppError(
        'UNSUPPORTED_FILE',
        said(err.reason === 'active' ? 'kyc.pdfActive' : 'kyc.pdfUnreadable'),
      );
    throw err;
  }
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from kyc_documents where user_id = ${p.userId} and submission_id is null`,
  );
  if (Number(count?.n) >= UPLOADS_PENDING_MAX)
    throw new AppError('CONFLICT', said('kyc.tooManyUploads', { max: UPLOADS_PENDING_MAX }));
  const id = randomUUID();
  const storageKey = `kyc/${p.userId.replace(/[^a-z0-9-]/gi, '').toLowerCase() || 'user'}/${id}`;
  const sealed = sealDocument(vault.keys, storageKey, cleaned.data);
  await vault.store.put(storageKey, sealed.data);
  try {
    const [row] = await queryRows<DocRow>(
      db,
      sql`insert into kyc_documents (id, user_id, uploaded_by, kind, file_name, content_type, size, sha256, storage_key, key_id, metadata_stripped)
          values (${id}, ${p.userId}, ${p.uploadedBy ?? p.userId}, ${p.kind}, ${safeFileName(p.fileName, type, p.kind)}, ${type}, ${cleaned.data.length},
                  ${createHash('sha256').update(cleaned.data).digest('hex')}, ${storageKey}, ${sealed.keyId}, ${cleaned.stripped})
          returning *`,
    );
    return documentJson(row!);
  } catch (err) {
    await vault.store.delete(storageKey).catch(() => {});
    throw err;
  }
}

/** A document and its plaintext; scoped to the owner unless `userId` is null (reviewers). */
export async function readDocument(
  db: DbOrTx,
  vault: DocumentVault,
  p: { id: string; userId: string | null },
) {
  const [row] = await queryRows<DocRow>(
    db,
    sql`select * from kyc_documents where id = ${p.id} ${p.userId ? sql`and user_id = ${p.userId}` : sql``}`,
  );
  if (!row) throw notFound('Document');
  const sealed = await vault.store.get(row.storage_key);
  if (!sealed) throw notFound('Document');
  return { doc: row, data: openDocument(vault.keys, row.storage_key, sealed) };
}

/** Removes an upload not yet part of a submission (a wrong file); submitted ones are kept. */
export async function deletePendingDocument(
  db: DbOrTx,
  vault: DocumentVault,
  p: { id: string; userId: string },
) {
  const [row] = await queryRows<DocRow>(
    db,
    sql`delete from kyc_documents where id = ${p.id} and user_id = ${p.userId} and submission_id is null returning *`,
  );
  if (!row) throw notFound('Document');
  await vault.store.delete(row.storage_key).catch(() => {});
}

export async function listDocuments(
  db: DbOrTx,
  p: { userId: string; submissionIds?: string[]; pendingOnly?: boolean },
) {
  const rows = await queryRows<DocRow>(
    db,
    sql`select * from kyc_documents where user_id = ${p.userId}
          ${p.pendingOnly ? sql`and submission_id is null` : sql``}
          ${
            p.submissionIds
              ? p.submissionIds.length
                ? sql`and submission_id in (${sql.join(
                    p.submissionIds.map((s) => sql`${s}`),
                    sql`, `,
                  )})`
                : sql`and false`
              : sql``
          }
        order by created_at`,
  );
  return rows;
}

/** Response headers for a document: download only, never cached, never sniffed. */
export function documentResponse(doc: Pick<DocRow, 'content_type' | 'file_name'>, data: Buffer) {
  return new Response(new Uint8Array(data), {
    headers: {
      'content-type': doc.content_type,
      'content-length': String(data.length),
      'content-disposition': `attachment; filename="${doc.file_name}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
