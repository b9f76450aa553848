import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Failed password sign-ins per account (services/auth/lockout.ts), keyed by the normalised email
 * whether or not an account has it, so an unknown address behaves like a known one. Shared by
 * every instance: the counters live here, never in memory.
 */
export const signInLockout = pgTable(
  'sign_in_lockout',
  {
    /** trimmed, lower-cased email as typed at sign-in */
    email: text('email').primaryKey(),
    /** failed attempts (and attempts in flight) since window_start */
    failedCount: integer('failed_count').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    /** sign-in refused until then, even with the right password */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** locks so far: the next one lasts 15 min × 2^level (24 h at most) */
    lockLevel: integer('lock_level').notNull().default(0),
    /** SHA-256 (hex) of the single-use unlock token mailed when the lock started */
    unlockTokenHash: text('unlock_token_hash'),
    unlockExpiresAt: timestamp('unlock_expires_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sign_in_lockout_unlock_token_idx').on(t.unlockTokenHash)],
);
