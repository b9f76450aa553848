import { AppError } from './errors.ts';
import { said } from '../services/i18n/refusals/index.ts';

// Which failures mean "the database could not do it now" (issue 42): the connection is gone or
// refused, PostgreSQL is shutting down or starting up, the pool could not hand out a connection
// in time, or the server gave up for a reason of its own (out of resources, a serialization or
// deadlock abort). None of these is the client's fault and a retry may succeed, so they answer
// 503 with Retry-After, never 401 or 500. A constraint violation or bad data (classes 22 and 23)
// is not in this list: the services map those to their own refusals.

/** Socket-level failures of the TCP connection to PostgreSQL. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs that say "not now" rather than "not this request". */
const TRANSIENT_SQLSTATES = new Set([
  '57P01', // admin_shutdown (pg_ctl stop, a failover)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, in recovery)
  '57P05', // idle_session_timeout
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '55P03', // lock_not_available
]);
/** Whole classes: 08 connection exception, 53 insufficient resources, 58 system error. */
const TRANSIENT_CLASSES = ['08', '53', '58'];

/** node-postgres and pg-pool words for a connection that broke or never came. */
const MESSAGES = [
  /Connection terminated/i, // unexpectedly, or due to connection timeout
  /timeout exceeded when trying to connect/i, // pg-pool: no connection within the timeout
  /Client has encountered a connection error and is not queryable/i,
  /the database system is (starting up|shutting down|in recovery mode|not yet accepting)/i,
  /terminating connection due to administrator command/i,
  /Cannot use a pool after calling end/i, // this instance is closing its pool
  /Connection ended unexpectedly/i,
];

function matchesOne(err: object): boolean {
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || TRANSIENT_SQLSTATES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && TRANSIENT_CLASSES.includes(code.slice(0, 2))) return true;
  }
  return typeof message === 'string' && MESSAGES.some((m) => m.test(message));
}

/**
 * True when `err`, or an error it wraps (drizzle's DrizzleQueryError, better-auth's APIError and
 * AggregateError keep the driver's error as `cause` or `errors`), is a database availability
 * failure.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 6) return false;
  if (matchesOne(err)) return true;
  const { cause, errors } = err as { cause?: unknown; errors?: unknown };
  if (cause && isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1));
}

/** Seconds a client is asked to wait: a PostgreSQL restart or failover takes a few. */
export const UNAVAILABLE_RETRY_AFTER_SEC = 5;

/**
 * The 503 for a database failure. A request that changes something may have been committed just
 * before the connection broke (the commit's answer was lost), so its words say that retrying with
 * the same Idempotency-Key is safe; a read or a session check only asks to try again.
 */
export function databaseUnavailable(opts: { write: boolean }) {
  const err = new AppError(
    'UNAVAILABLE',
    said(opts.write ? 'common.unavailableWrite' : 'common.unavailable'),
  ).withRetryAfter(UNAVAILABLE_RETRY_AFTER_SEC);
  return opts.write ? err.withExtra({ retryable: true, mayHaveBeenApplied: true }) : err;
}
