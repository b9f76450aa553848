import { sql } from 'drizzle-orm';
import { PUSH_KINDS, describeDevice, type PushDevice, type PushKind } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';

// A person's push subscriptions, one per browser (issue 39). Every query is scoped to the user.

/** More than this many browsers for one person: the one quiet the longest is dropped. */
export const MAX_DEVICES = 20;

const onlyKinds = (kinds: readonly string[]): PushKind[] =>
  PUSH_KINDS.filter((k) => kinds.includes(k));

export async function listPushDevices(
  db: DbOrTx,
  userId: string,
  endpoint: string | null,
): Promise<PushDevice[]> {
  const rows = await queryRows<{
    id: string;
    label: string;
    kinds: string[];
    endpoint: string;
    created_at: Date | string;
    last_sent_at: Date | string | null;
  }>(
    db,
    sql`select id, label, kinds, endpoint, created_at, last_sent_at from push_subscriptions
         where user_id = ${userId} order by created_at desc`,
  );
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    kinds: onlyKinds(r.kinds),
    createdAt: new Date(r.created_at).toISOString(),
    lastSentAt: r.last_sent_at ? new Date(r.last_sent_at).toISOString() : null,
    current: r.endpoint === endpoint,
  }));
}

/**
 * Saves this browser's subscription for the person. The endpoint is the browser's: if another
 * person had it (a shared computer, someone else signed in before), it now belongs to this one.
 */
export async function savePushSubscription(
  db: Db,
  s: {
    userId: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    kinds: readonly PushKind[];
    userAgent: string | null | undefined;
  },
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into push_subscriptions (user_id, endpoint, p256dh, auth, kinds, label)
      values (${s.userId}, ${s.endpoint}, ${s.p256dh}, ${s.auth},
              ${`{${onlyKinds(s.kinds).join(',')}}`}::text[], ${describeDevice(s.userAgent)})
      on conflict (endpoint) do update
        set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
            kinds = excluded.kinds, label = excluded.label, updated_at = now()`);
    await tx.execute(sql`
      delete from push_subscriptions where id in (
        select id from push_subscriptions where user_id = ${s.userId}
         order by coalesce(last_sent_at, updated_at) desc offset ${MAX_DEVICES})`);
  });
}

/** This browser's kinds; false when the endpoint is not one of the person's subscriptions. */
export async function setPushKinds(
  db: DbOrTx,
  userId: string,
  endpoint: string,
  kinds: readonly PushKind[],
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update push_subscriptions set kinds = ${`{${onlyKinds(kinds).join(',')}}`}::text[],
          updated_at = now()
        where user_id = ${userId} and endpoint = ${endpoint} returning id`,
  );
  return rows.length > 0;
}

export async function deletePushSubscription(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from push_subscriptions where id = ${id} and user_id = ${userId} returning id`,
  );
  return rows.length > 0;
}
