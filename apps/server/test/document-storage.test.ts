import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { queryRows } from '../src/db/client.ts';
import { loadEnv } from '../src/env.ts';
import { createDocumentVault } from '../src/services/storage/index.ts';
import {
  documentKeyring,
  openDocument,
  sealDocument,
} from '../src/services/storage/document-crypto.ts';
import { rekeyDocuments } from '../src/services/storage/rekey.ts';
import { createTestServer, readJson, type TestServer } from './helpers.ts';
import { PDF, pngWithMetadata, uploaded } from './verification-helpers.ts';

// Issue 22: one storage interface, tested against a real S3 API (s3rver on loopback), and
// AES-256-GCM at rest with key rotation.

const KEY_2025 = 'k2025:MjAyNS1kb2N1bWVudHMta2V5LWZvci10ZXN0cy0wMDE=';
const KEY_2026 = 'k2026:ZG9jdW1lbnRzLWtleS1mb3ItdGVzdHMtb25seS0wMTI=';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

describe('encryption at rest', () => {
  it('seals with the current key, binds the object to its storage key, and opens with older keys', () => {
    const old = documentKeyring({ key: KEY_2025, fallbackSecret: 'x' });
    const ring = documentKeyring({ key: KEY_2026, previous: KEY_2025, fallbackSecret: 'x' });
    const sealedOld = sealDocument(old, 'kyc/u/1', PDF);
    expect(sealedOld.keyId).toBe('k2025');
    expect(sealedOld.data.includes(Buffer.from('%PDF'))).toBe(false);
    expect(openDocument(ring, 'kyc/u/1', sealedOld.data).equals(PDF)).toBe(true);
    // Moved under another object's key (another client's), it does not open.
    expect(() => openDocument(ring, 'kyc/u/2', sealedOld.data)).toThrow();
    // A tampered byte does not open either.
    const tampered = Buffer.from(sealedOld.data);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => openDocument(ring, 'kyc/u/1', tampered)).toThrow();
    // Without the old key, it cannot be read: rotation keeps old keys until rekeyed.
    expect(() =>
      openDocument(
        documentKeyring({ key: KEY_2026, fallbackSecret: 'x' }),
        'kyc/u/1',
        sealedOld.data,
      ),
    ).toThrow(/k2025/);
    // The development key is derived from the secret, never a constant of the code.
    const devA = documentKeyring({ fallbackSecret: 'secret-a' }).current.key;
    const devB = documentKeyring({ fallbackSecret: 'secret-b' }).current.key;
    expect(devA.equals(devB)).toBe(false);
  });
});

describe('S3-compatible store (s3rver on loopback)', () => {
  let s3: { close: () => Promise<void> };
  let dir: string;
  let s: TestServer;
  let endpoint: string;
  const env = () => ({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: 'mizani-documents',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    DOCUMENTS_ENCRYPTION_KEY: KEY_2025,
  });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mizani-s3-'));
    const port = await freePort();
    endpoint = `http://127.0.0.1:${port}`;
    s3 = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'mizani-documents' }],
    });
    await (s3 as unknown as { run: () => Promise<unknown> }).run();
    s = await createTestServer({ env: env() });
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores ciphertext in the bucket, serves the plaintext to the owner, and rotates keys', async () => {
    const c = await s.createUser({ tier: 0 });
    const doc = await uploaded(s, c, 'id_document', pngWithMetadata(), 'id.png');
    const [row] = await queryRows<{ storage_key: string; key_id: string }>(
      s.database.db,
      sql`select storage_key, key_id from kyc_documents where id = ${doc.id}`,
    );
    expect(row!.key_id).toBe('k2025');
    // Straight from the bucket: sealed, and nothing under DATA_DIR.
    const vault = createDocumentVault(loadEnv({ NODE_ENV: 'test', ...env() } as NodeJS.ProcessEnv));
    expect(vault.store.kind).toBe('s3');
    const sealed = await vault.store.get(row!.storage_key);
    expect(sealed!.subarray(0, 4).toString()).toBe('MZD1');
    expect(sealed!.includes(Buffer.from('IHDR'))).toBe(false);
    const served = await s.request(`/api/verification/documents/${doc.id}`, { cookie: c.cookie });
    expect(served.status).toBe(200);
    const plain = Buffer.from(await served.arrayBuffer());
    expect(plain.subarray(1, 4).toString()).toBe('PNG');
    expect(await vault.store.get('kyc/none/missing')).toBeNull();

    // Rotation: a new current key, the old one kept for reading; rekey moves every document.
    const rotated = createDocumentVault(
      loadEnv({
        NODE_ENV: 'test',
        ...env(),
        DOCUMENTS_ENCRYPTION_KEY: KEY_2026,
        DOCUMENTS_ENCRYPTION_PREVIOUS_KEYS: KEY_2025,
      } as NodeJS.ProcessEnv),
    );
    // A CV sent with a job application (issue 34) is sealed by the same vault and moves too.
    await readJson(
      s.request('/api/requests/application/cv?name=cv.pdf', {
        method: 'POST',
        headers: { 'content-type': 'application/pdf' },
        body: new Uint8Array(PDF),
      }),
      201,
    );
    expect(await rekeyDocuments(s.database.db, rotated)).toEqual({ rekeyed: 2 });
    expect(await queryRows(s.database.db, sql`select key_id from job_application_files`)).toEqual([
      { key_id: 'k2026' },
    ]);
    const [after] = await queryRows<{ key_id: string }>(
      s.database.db,
      sql`select key_id from kyc_documents where id = ${doc.id}`,
    );
    expect(after!.key_id).toBe('k2026');
    const resealed = await rotated.store.get(row!.storage_key);
    expect(
      openDocument(
        documentKeyring({ key: KEY_2026, fallbackSecret: 'x' }),
        row!.storage_key,
        resealed!,
      ).equals(plain),
    ).toBe(true);
    expect(await rekeyDocuments(s.database.db, rotated)).toEqual({ rekeyed: 0 });

    // Deleting a pending upload removes the object from the bucket.
    const extra = await readJson<{ document: { id: string } }>(
      s.request('/api/verification/documents?kind=proof_of_address', {
        method: 'POST',
        cookie: c.cookie,
        headers: { 'content-type': 'application/pdf' },
        body: PDF,
      }),
      201,
    );
    const [x] = await queryRows<{ storage_key: string }>(
      s.database.db,
      sql`select storage_key from kyc_documents where id = ${extra.document.id}`,
    );
    expect(await vault.store.get(x!.storage_key)).not.toBeNull();
    await s.request(`/api/verification/documents/${extra.document.id}`, {
      method: 'DELETE',
      cookie: c.cookie,
    });
    expect(await vault.store.get(x!.storage_key)).toBeNull();
  });
});
