import { openDatabase } from '../apps/server/src/db/client.ts';
import { createVerifiedUser, findUserIdByEmail } from '../apps/server/src/db/seed/users.ts';
import { DEMO_USERS } from '../apps/server/src/db/seed/demo-users.ts';

/** The benchmark's PostgreSQL database gets the demo users so the signed-in routes can be measured. */
export async function createDemoUsersForBench(url: string) {
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  try {
    for (const u of [DEMO_USERS.client, DEMO_USERS.admin]) {
      if (!(await findUserIdByEmail(database.db, u.email)))
        await createVerifiedUser(database.db, { ...u });
    }
  } finally {
    await database.close();
  }
}
