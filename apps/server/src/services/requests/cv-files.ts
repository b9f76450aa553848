import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { DocumentVault } from '../storage/index.ts';
import { openDocument, sealDocument } from '../storage/document-crypto.ts';
import { cleanUpload, RefusedPdf, detectType } from '../verification/file-check.ts';
import { safeBaseName } from '../verification/documents.ts';
import { said } from '../i18n/refusals/index.ts';

// A CV sent as a file with a job application (issue 34, docs/requests-pipeline.md): the same
// checks, encryption and storage as identity documents, for a visitor who may not have an account.
// The upload answers a one-time claim (its id and a secret); the application sent next presents
// it, so nobody can attach, or learn of, another applicant's file.

type CvRow = {
  id: string;
  application_id: string | null;
  token_hash: string;
  file_name: string;
  content_type: string;
  size: number;
  storage_key: string;
  created_at: string | Date;
};

/** An unclaimed upload is deleted after this long (the dialog sends the application at once). */
const UNCLAIMED_HOURS = 24;

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

/** Always .pdf: what the file is, whatever its name said. */
export const cvFileName = (raw: string | undefined) => `${safeBaseName(raw) || 'cv'}.pdf`;

/** Checks, encrypts and stores a CV; returns the claim the application presents. */
export async function storeCv(
  db: DbOrTx,
  vault: DocumentVault,
  p: { fileName?: string; body: Buffer },
) {
  if (!p.body.length)
    throw new AppError('VALIDATION', said('jobs.cvEmpty'), { resumeFile: said('jobs.cvEmpty') });
  // A CV is read by people: a PDF only (an image of a CV is refused; identity documents take them).
  if (detectType(p.body) !== 'application/pdf')
    throw new AppError('UNSUPPORTED_FILE', said('jobs.cvNotPdf'));
  let data: Buffer;
  try {
    data = (await cleanUpload(p.body, 'application/pdf')).data;
  } catch (err) {
    if (err instanceof RefusedPdf)
      throw new AppError(
        'UNSUPPORTED_FILE',
        said(err.reason === 'active' ? 'kyc.pdfActive' : 'kyc.pdfUnreadable'),
      );
    throw err;
  }
  await dropUnclaimedCvs(db, vault);
  const id = randomUUID();
  const secret = randomBytes(24).toString('base64url');
  const storageKey = `cv/${id}`;
  const sealed = sealDocument(vault.keys, storageKey, data);
  await vault.store.put(storageKey, sealed.data);
  const fileName = cvFileName(p.fileName);
  try {
    await db.execute(
      sql`insert into job_application_files (id, token_hash, file_name, content_type, size, sha256, storage_key, key_id)
          values (${id}, ${sha256(secret)}, ${fileName}, 'application/pdf', ${data.length}, ${sha256(data)}, ${storageKey}, ${sealed.keyId})`,
    );
  } catch (err) {
    await vault.store.delete(storageKey).catch(() => {});
    throw err;
  }
  return { token: `${id}.${secret}`, fileName, size: data.length };
}

const uploadAgain = () =>
  new AppError('VALIDATION', said('jobs.cvUploadAgain'), {
    resumeFile: said('jobs.cvUploadAgainField'),
  });

/**
 * The upload a claim names, locked for the application being written in `tx`: refused (400 on
 * resumeFile) when unknown, already claimed, past its day, or the secret does not match.
 */
export async function claimCv(tx: DbOrTx, claim: string) {
  const [id = '', secret = ''] = claim.split('.');
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    throw uploadAgain();
  const [row] = await queryRows<CvRow>(
    tx,
    sql`select * from job_application_files where id = ${id} and application_id is null
          and created_at > now() - make_interval(hours => ${UNCLAIMED_HOURS}) for update`,
  );
  const given = Buffer.from(sha256(secret), 'hex');
  if (!row || !timingSafeEqual(given, Buffer.from(row.token_hash, 'hex'))) throw uploadAgain();
  return { id: row.id, fileName: row.file_name, size: Number(row.size) };
}

export async function attachCv(tx: DbOrTx, fileId: string, applicationId: string) {
  await tx.execute(
    sql`update job_application_files set application_id = ${applicationId} where id = ${fileId}`,
  );
}

/** The CV of an application (for the admin inbox), or null when it was sent without one. */
export async function cvOf(db: DbOrTx, applicationId: string) {
  const [row] = await queryRows<CvRow>(
    db,
    sql`select * from job_application_files where application_id = ${applicationId}`,
  );
  return row ? { fileName: row.file_name, size: Number(row.size) } : null;
}

/** The CV file itself, decrypted. */
export async function readCv(db: DbOrTx, vault: DocumentVault, applicationId: string) {
  const [row] = await queryRows<CvRow>(
    db,
    sql`select * from job_application_files where application_id = ${applicationId}`,
  );
  if (!row) throw notFound('CV');
  const sealed = await vault.store.get(row.storage_key);
  if (!sealed) throw notFound('CV');
  return {
    fileName: row.file_name,
    data: openDocument(vault.keys, row.storage_key, sealed),
  };
}

/** Uploads never claimed go, with their objects (run on each new upload; a few at a time). */
export async function dropUnclaimedCvs(db: DbOrTx, vault: DocumentVault) {
  const gone = await queryRows<{ storage_key: string }>(
    db,
    sql`delete from job_application_files where id in (
          select id from job_application_files where application_id is null
            and created_at < now() - make_interval(hours => ${UNCLAIMED_HOURS})
          order by created_at limit 20)
        returning storage_key`,
  );
  for (const g of gone) await vault.store.delete(g.storage_key).catch(() => {});
}
