import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client.ts';
import { logger } from '../../lib/logger.ts';
import { createVerifiedUser } from './users.ts';
import { DEMO_USERS } from './demo-users.ts';
import { seedRates } from './rates.ts';
import { seedCorridors } from './corridors.ts';
import { seedJobs, seedJobTranslations } from './jobs.ts';
import { seedNews } from './news.ts';
import { seedAdminDemo } from './admin.ts';
import { seedAlertsDemo } from './alerts.ts';
import { seedWalletDemo } from './wallet.ts';
import { seedVerificationDemo } from './verification.ts';

/** Feature seeders (wallets, alerts...) register here; each runs after users exist. */
export type DemoSeeder = (db: Db, ids: { clientId: string; adminId: string }) => Promise<void>;
const demoSeeders: DemoSeeder[] = [
  seedAdminDemo,
  seedAlertsDemo,
  seedWalletDemo,
  seedVerificationDemo,
];
export function registerDemoSeeder(fn: DemoSeeder) {
  demoSeeders.push(fn);
}

/** Content every installation needs: currency pairs with history, job openings and news. */
export async function seedContent(db: Db) {
  const [pairs] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from currency_pairs`,
  );
  if (Number(pairs?.n) === 0) await seedRates(db);
  const [jobs] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from jobs`);
  if (Number(jobs?.n) === 0) await seedJobs(db);
  const [translated] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from job_translations`,
  );
  if (Number(translated?.n) === 0) await seedJobTranslations(db);
  const [news] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from news_articles`,
  );
  if (Number(news?.n) === 0) await seedNews(db);
  const [corridors] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from corridors`,
  );
  if (Number(corridors?.n) === 0) await seedCorridors(db);
}

/** Fills an empty embedded database with demo content and the two demo users. */
export async function seedDemo(db: Db) {
  const [users] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from "user"`);
  if (Number(users?.n) > 0) return false;
  logger.info('seeding demo data');
  await seedContent(db);
  const clientId = await createVerifiedUser(db, DEMO_USERS.client);
  const adminId = await createVerifiedUser(db, DEMO_USERS.admin);
  for (const seeder of demoSeeders) await seeder(db, { clientId, adminId });
  return true;
}
