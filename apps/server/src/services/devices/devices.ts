import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describeDevice, type KnownDevice, type Locale } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { clientMail } from '../mail/client-mail.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { userLanguage, utcDateTimeIn } from '../i18n/language.ts';
import { NEW_SIGN_IN_TEXTS } from './texts.ts';

// Issue 39: the browsers a person signs in from (docs/notifications.md). A browser is known by a
// random, long-lived, http-only cookie; the database keeps its SHA-256 only, so a database reader
// cannot pose as a known device. Trust ("skip the second factor for 30 days") is better-auth's
// twoFactor trustDevice record; this table remembers which device holds it, by hash too.

/** better-auth's trust records: verification rows whose identifier starts with this. */
export const TRUST_PREFIX = 'trust-device-';

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The SQL twin of sha256() for a verification identifier. */
const trustHashOf = (column: ReturnType<typeof sql>) =>
  sql`encode(sha256(convert_to(${column}, 'UTF8')), 'hex')`;

export interface SignInSeen {
  userId: string;
  /** The device cookie's value (already set, or just made). */
  deviceId: string;
  userAgent: string | null | undefined;
  ip: string | null | undefined;
  /** better-auth's trust identifier when this response trusts the device (new or rotated). */
  trustIdentifier?: string | null;
  appUrl: string;
}

/**
 * Records a completed sign-in. A device seen for the first time is added and, unless it is the
 * person's very first (a new account has nothing to compare with), they get a bell notice and a
 * mail in their language, in the same transaction. Returns whether the device was new.
 */
export async function recordSignIn(db: Db, s: SignInSeen): Promise<boolean> {
  const label = describeDevice(s.userAgent);
  const trustHash = s.trustIdentifier ? sha256(s.trustIdentifier) : null;
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ inserted: boolean; others: number }>(
      tx,
      sql`
      insert into known_devices (user_id, device_hash, label, trust_hash)
      values (${s.userId}, ${sha256(s.deviceId)}, ${label}, ${trustHash})
      on conflict (user_id, device_hash) do update
        set last_seen_at = now(), label = excluded.label,
            trust_hash = coalesce(excluded.trust_hash, known_devices.trust_hash)
      returning (xmax = 0) as inserted,
        (select count(*)::int from known_devices d
          where d.user_id = ${s.userId} and d.device_hash <> ${sha256(s.deviceId)}) as others`,
    );
    if (!row?.inserted || row.others === 0) return false;
    await notifyNewSignIn(tx, s);
    return true;
  });
}

/** The bell notice and the mail of a sign-in from a new device (kind security_new_sign_in). */
async function notifyNewSignIn(tx: DbOrTx, s: SignInSeen) {
  const [u] = await queryRows<{ email: string; language: string | null }>(
    tx,
    sql`select email, language from "user" where id = ${s.userId}`,
  );
  if (!u) return;
  const locale: Locale = await userLanguage(tx, null, u.language);
  const t = NEW_SIGN_IN_TEXTS[locale];
  const device = describeDevice(s.userAgent, t);
  const when = utcDateTimeIn(locale, new Date());
  const address = s.ip || '—';
  const link = '/dashboard?tab=profile#devices';
  await tx.execute(sql`
    insert into notifications (user_id, kind, title, body, link)
    values (${s.userId}, 'security_new_sign_in', ${t.title(device).slice(0, 300)},
            ${t.body(device, when, address)}, ${link})`);
  const mail = clientMail({
    locale,
    subject: t.subject,
    heading: t.heading,
    intro: t.intro,
    rows: [
      [t.device, device],
      [t.when, when],
      [t.address, address],
    ],
    next: [t.ifYou, t.ifNot],
    link: { url: `${s.appUrl}${link}`, label: t.link },
  });
  await enqueueMail(tx, { kind: 'security_new_sign_in', to: u.email, ...mail });
}

/** The person's devices, trusted ones with their trust's end (live better-auth records only). */
export async function listDevices(
  db: DbOrTx,
  userId: string,
  currentDeviceId: string | null,
): Promise<KnownDevice[]> {
  const current = currentDeviceId ? sha256(currentDeviceId) : '';
  const rows = await queryRows<{
    id: string;
    label: string;
    first_seen_at: Date | string;
    last_seen_at: Date | string;
    device_hash: string;
    trusted_until: Date | string | null;
  }>(
    db,
    sql`
    select d.id, d.label, d.first_seen_at, d.last_seen_at, d.device_hash,
      (select max(v.expires_at) from verification v
        where d.trust_hash is not null and v.value = d.user_id
          and v.identifier like ${`${TRUST_PREFIX}%`} and v.expires_at > now()
          and ${trustHashOf(sql`v.identifier`)} = d.trust_hash) as trusted_until
      from known_devices d
     where d.user_id = ${userId}
     order by d.last_seen_at desc
     limit 100`,
  );
  const iso = (v: Date | string) => new Date(v).toISOString();
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    firstSeenAt: iso(r.first_seen_at),
    lastSeenAt: iso(r.last_seen_at),
    current: r.device_hash === current,
    trustedUntil: r.trusted_until ? iso(r.trusted_until) : null,
  }));
}

/**
 * Ends a device's trust: better-auth's record goes (its next sign-in asks for the second factor
 * again). False when the device is not this person's.
 */
export async function revokeTrust(db: Db, userId: string, deviceId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [d] = await queryRows<{ trust_hash: string | null }>(
      tx,
      sql`update known_devices n set trust_hash = null
            from known_devices o
           where n.id = o.id and n.id = ${deviceId} and n.user_id = ${userId}
          returning o.trust_hash`,
    );
    if (!d) return false;
    if (d.trust_hash)
      await tx.execute(sql`
        delete from verification
         where value = ${userId} and identifier like ${`${TRUST_PREFIX}%`}
           and ${trustHashOf(sql`identifier`)} = ${d.trust_hash}`);
    return true;
  });
}

/** Every trusted device of the person ends (password reset, second factor turned off). */
export async function revokeAllTrust(db: DbOrTx, userId: string) {
  await db.execute(sql`
    delete from verification where value = ${userId} and identifier like ${`${TRUST_PREFIX}%`}`);
  await db.execute(sql`update known_devices set trust_hash = null where user_id = ${userId}`);
}
