import { sql, type SQL } from 'drizzle-orm';
import { unauthorized } from '../../lib/errors.ts';

/**
 * What a write's session must be (decision 010): its row exists, has not expired, and its user
 * is not disabled. Written once for the session middleware's confirming query and for the
 * writes that confirm the session in their own statement (decision 024).
 * Used as `select … from ${liveSession(token)}` (aliases s = session, u = "user").
 */
export const liveSession = (token: string): SQL =>
  sql`session s join "user" u on u.id = s.user_id
       where s.token = ${token} and s.expires_at > now() and u.disabled_at is null`;

/**
 * A cached session a write confirms itself (decision 024): the statement that writes selects
 * from `liveSession(token)` for `userId`, and writes nothing when it finds no row. Passed to a
 * service as `{ session }`; the service marks it used and answers `sessionEnded()` on no row.
 */
export interface SessionProof {
  token: string;
  userId: string;
  used: boolean;
}

/** The rows (one or none) of the proof's session for its user; marks the proof used. */
export function provenSession(proof: SessionProof): SQL {
  proof.used = true;
  return sql`(select s.user_id from ${liveSession(proof.token)} and s.user_id = ${proof.userId})`;
}

/** The answer when the statement found the session ended: 401, as the middleware's check gives. */
export const sessionEnded = () => unauthorized();
