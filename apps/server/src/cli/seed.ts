import { loadEnv } from '../env.ts';
import { openDatabase } from '../db/client.ts';
import { seedContent, seedDemo } from '../db/seed/index.ts';

// Embedded database: demo data (content + demo users). PostgreSQL: content only, never demo users.
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  if (env.DATABASE_URL) await seedContent(database.db);
  else await seedDemo(database.db);
  console.log('Seed done.');
} finally {
  await database.close();
}
