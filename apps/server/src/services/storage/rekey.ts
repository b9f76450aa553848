import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { openDocument, sealDocument } from './document-crypto.ts';
import type { DocumentVault } from './index.ts';

/** Every table whose rows point at a sealed object: identity documents, and CVs (issue 34). */
const SEALED_TABLES = ['kyc_documents', 'job_application_files'] as const;

/**
 * Key rotation, second half (docs/compliance.md): every document sealed with an earlier key is
 * opened with it and sealed again with the current key, object first, then its row. Safe to run
 * again after a stop: finished documents carry the current key id and are skipped.
 */
export async function rekeyDocuments(db: DbOrTx, vault: DocumentVault) {
  const current = vault.keys.current.id;
  let done = 0;
  for (const name of SEALED_TABLES) {
    const table = sql.identifier(name);
    for (;;) {
      const rows = await queryRows<{ id: string; storage_key: string }>(
        db,
        sql`select id, storage_key from ${table} where key_id <> ${current} order by id limit 100`,
      );
      if (!rows.length) break;
      for (const row of rows) {
        const sealed = await vault.store.get(row.storage_key);
        if (!sealed) throw new Error(`document ${row.id} is missing from the store`);
        const plain = openDocument(vault.keys, row.storage_key, sealed);
        const again = sealDocument(vault.keys, row.storage_key, plain);
        await vault.store.put(row.storage_key, again.data);
        await queryRows(db, sql`update ${table} set key_id = ${again.keyId} where id = ${row.id}`);
        done++;
      }
    }
  }
  return { rekeyed: done };
}
