import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../context.ts';
import { queryRows } from '../../db/client.ts';

// VAPID keys (RFC 8292) sign every push so push services know it is us. Production reads them
// from the environment (env.ts refuses to start without them while PUSH=on). Elsewhere a pair is
// generated once and kept in platform_settings, so every instance on that database, and the
// browsers that subscribed with its public key, keep working across restarts.

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const DEV_SETTING = 'push.vapid.development';
const DEV_SUBJECT = 'mailto:push@mizani.example';

/** This instance's keys (null when PUSH=off), resolved once. */
export async function vapidKeys(deps: AppDeps): Promise<VapidKeys | null> {
  if (deps.env.PUSH === 'off') return null;
  const cached = deps.services.get<VapidKeys>('push-vapid');
  if (cached) return cached;
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = deps.env;
  let keys: VapidKeys;
  if (VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY) {
    keys = {
      publicKey: VAPID_PUBLIC_KEY,
      privateKey: VAPID_PRIVATE_KEY,
      subject: VAPID_SUBJECT ?? DEV_SUBJECT,
    };
  } else {
    if (deps.env.NODE_ENV === 'production') return null; // env.ts refused already
    const { default: webpush } = await import('web-push');
    const fresh = webpush.generateVAPIDKeys();
    const db = deps.database.db;
    await db.execute(sql`
      insert into platform_settings (key, value)
      values (${DEV_SETTING}, ${JSON.stringify(fresh)}::jsonb) on conflict (key) do nothing`);
    const [row] = await queryRows<{ value: { publicKey: string; privateKey: string } }>(
      db,
      sql`select value from platform_settings where key = ${DEV_SETTING}`,
    );
    keys = { ...(row?.value ?? fresh), subject: VAPID_SUBJECT ?? DEV_SUBJECT };
  }
  return deps.services.set('push-vapid', keys);
}
