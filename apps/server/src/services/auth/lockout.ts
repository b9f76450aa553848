import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/**
 * Per-account limit on password guessing (docs/security.md, "Sign-in limits"). Counted by the
 * normalised email in sign_in_lockout, whether an account has that email or not, so an unknown
 * address answers exactly like a known one. Five failures within 15 minutes lock sign-in for
 * 15 minutes; each further lock doubles (30 min, 1 h, ... 24 h at most) until a successful
 * sign-in, or until a day passes after a lock ends.
 */
export const LOCKOUT = {
  maxFailures: 5,
  windowMinutes: 15,
  baseLockMinutes: 15,
  maxLockHours: 24,
  unlockLinkMinutes: 60,
} as const;

export const normaliseEmail = (raw: string) => raw.trim().toLowerCase();

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type AttemptDecision = { ok: true } | { ok: false; retryAfterSec: number };

/**
 * Counts an attempt before the password is checked (so concurrent guesses on several instances
 * cannot all pass one check): refused while the account is locked, or when the failures already
 * counted plus the attempts in flight reach the limit. refundAttempt gives the slot back when the
 * attempt turns out not to be a wrong password.
 */
export async function reserveAttempt(db: DbOrTx, email: string): Promise<AttemptDecision> {
  const window = sql.raw(`interval '${LOCKOUT.windowMinutes} minutes'`);
  const [row] = await queryRows<{ failed_count: number; locked_secs: number | null }>(
    db,
    sql`
    insert into sign_in_lockout as t (email, failed_count, window_start)
    values (${email}, 1, now())
    on conflict (email) do update set
      failed_count = case
        when t.locked_until > now() then t.failed_count
        when t.window_start <= now() - ${window} then 1
        else t.failed_count + 1 end,
      window_start = case
        when t.locked_until > now() then t.window_start
        when t.window_start <= now() - ${window} then now()
        else t.window_start end
    returning failed_count,
      case when locked_until > now() then ceil(extract(epoch from locked_until - now())) end
        as locked_secs`,
  );
  if (row?.locked_secs != null) return { ok: false, retryAfterSec: Number(row.locked_secs) };
  if (Number(row?.failed_count ?? 0) > LOCKOUT.maxFailures) {
    // The limit is reached by attempts still in flight: refuse this one without counting it.
    await refundAttempt(db, email);
    return { ok: false, retryAfterSec: LOCKOUT.baseLockMinutes * 60 };
  }
  return { ok: true };
}

export async function refundAttempt(db: DbOrTx, email: string) {
  await db.execute(sql`
    update sign_in_lockout set failed_count = greatest(failed_count - 1, 0)
    where email = ${email} and (locked_until is null or locked_until <= now())`);
}

/** A right password: the failures are forgotten, and so is the doubling of the next lock. */
export async function clearAttempts(db: DbOrTx, email: string) {
  await db.execute(sql`delete from sign_in_lockout where email = ${email}`);
}

/**
 * After a wrong password (already counted by reserveAttempt): starts a lock when the limit is
 * reached and returns its length and a fresh single-use unlock token; null when no lock started.
 */
export async function lockIfOverLimit(
  db: DbOrTx,
  email: string,
): Promise<{ retryAfterSec: number; token: string } | null> {
  const token = randomBytes(32).toString('base64url');
  // A lock that ended more than a day ago no longer doubles the next one.
  const level = sql`(case when t.locked_until < now() - interval '1 day' then 0 else t.lock_level end)`;
  const [row] = await queryRows<{ secs: number }>(
    db,
    sql`
    update sign_in_lockout as t set
      locked_until = now() + least(
        interval '${sql.raw(String(LOCKOUT.baseLockMinutes))} minutes' * power(2, least(${level}, 10)),
        interval '${sql.raw(String(LOCKOUT.maxLockHours))} hours'),
      lock_level = ${level} + 1,
      failed_count = 0,
      window_start = now(),
      unlock_token_hash = ${hashToken(token)},
      unlock_expires_at = now() + interval '${sql.raw(String(LOCKOUT.unlockLinkMinutes))} minutes'
    where t.email = ${email}
      and t.failed_count >= ${LOCKOUT.maxFailures}
      and (t.locked_until is null or t.locked_until <= now())
    returning ceil(extract(epoch from t.locked_until - now())) as secs`,
  );
  return row ? { retryAfterSec: Number(row.secs), token } : null;
}

/** Spends an unlock token: the email whose lock ended, or null (unknown, used or expired). */
export async function unlockWithToken(db: DbOrTx, token: string): Promise<string | null> {
  const [row] = await queryRows<{ email: string }>(
    db,
    sql`
    update sign_in_lockout set
      locked_until = null, failed_count = 0, window_start = now(),
      unlock_token_hash = null, unlock_expires_at = null
    where unlock_token_hash = ${hashToken(token)} and unlock_expires_at > now()
    returning email`,
  );
  return row?.email ?? null;
}

/** Rows nobody has touched for two days (no lock in force) only keep the table growing. */
export async function sweepLockouts(db: DbOrTx) {
  await db.execute(sql`
    delete from sign_in_lockout
    where window_start < now() - interval '2 days'
      and (locked_until is null or locked_until < now() - interval '2 days')`);
}

export function minutesText(seconds: number) {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return m === 1 ? '1 minute' : `${m} minutes`;
}
