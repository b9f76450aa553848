import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadEnv } from '../env.ts';
import { openDatabase } from '../db/client.ts';
import { createVerifiedUser, findUserIdByEmail } from '../db/seed/users.ts';
import { adminSettings, user } from '../db/schema/index.ts';
import { audit } from '../services/audit.ts';

// npm run admin:create -- --email ops@example.com --password '...' [--first-name Ada]
// Makes a new verified admin, or promotes an existing user. The only way to get the first admin.
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string', default: 'Admin' },
    'last-name': { type: 'string' },
  },
});
if (!values.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) {
  console.error(
    'Usage: npm run admin:create -- --email you@example.com --password "at least 12 characters"',
  );
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const existing = await findUserIdByEmail(database.db, values.email);
  if (existing) {
    await database.db.update(user).set({ role: 'admin' }).where(eq(user.id, existing));
    await database.db.insert(adminSettings).values({ userId: existing }).onConflictDoNothing();
    await audit(database.db, {
      action: 'admin.promote_cli',
      targetType: 'user',
      targetId: existing,
      after: { role: 'admin' },
    });
    console.log(`${values.email} is now an admin.`);
  } else {
    if (!values.password || values.password.length < 12) {
      console.error('A new admin needs --password of at least 12 characters.');
      process.exit(2);
    }
    const id = await createVerifiedUser(database.db, {
      email: values.email,
      password: values.password,
      firstName: values['first-name'],
      lastName: values['last-name'] ?? null,
      role: 'admin',
    });
    await audit(database.db, {
      action: 'admin.create_cli',
      targetType: 'user',
      targetId: id,
      after: { role: 'admin', email: values.email },
    });
    console.log(`Admin ${values.email} created.`);
  }
} finally {
  await database.close();
}
