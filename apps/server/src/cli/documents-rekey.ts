import { loadEnv } from '../env.ts';
import { openDatabase } from '../db/client.ts';
import { createDocumentVault } from '../services/storage/index.ts';
import { rekeyDocuments } from '../services/storage/rekey.ts';

// `npm run documents:rekey -w apps/server`: re-encrypts every verification document with
// DOCUMENTS_ENCRYPTION_KEY (the old keys must still be in DOCUMENTS_ENCRYPTION_PREVIOUS_KEYS).
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const { rekeyed } = await rekeyDocuments(database.db, createDocumentVault(env));
  console.log(
    `Re-encrypted ${rekeyed} document(s) with key "${env.DOCUMENTS_ENCRYPTION_KEY?.split(':')[0] ?? 'dev'}".`,
  );
} finally {
  await database.close();
}
