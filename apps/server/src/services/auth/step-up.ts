import { sql } from 'drizzle-orm';
import { STEP_UP } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { said } from '../i18n/refusals/index.ts';

// Step-up (issue 33): one rule for every security-sensitive change (docs/security.md lists them).
// A session proves its person within the last 5 minutes by a sign-in (the session's created_at:
// better-auth's own freshness, its `freshAge`, measured the same way) or by the password or a
// second factor given to POST /api/security/step-up (session_step_up.proven_at). A stolen cookie
// alone is not enough.

export type StepUpMethod = 'password' | 'totp' | 'sms' | 'backup_code';

/**
 * better-auth endpoints that change a way to sign in or a second factor and carry no password of
 * their own: the before hook refuses them (403 STEP_UP_REQUIRED) without a fresh proof. The ones
 * that take the password in their body (two-factor enable/disable, backup codes, change-password)
 * are their own proof; change-email is refused over HTTP (our POST /api/me/email checks it).
 */
export const STEP_UP_AUTH_PATHS = new Set([
  '/passkey/generate-register-options',
  '/passkey/verify-registration',
  '/passkey/delete-passkey',
  '/phone-number/send-otp',
  '/phone-number/verify',
  '/link-social',
  '/oauth2/link',
  '/unlink-account',
]);

/** Whether the session proved its person within the step-up window (database clock). */
export async function stepUpFresh(db: DbOrTx, sessionId: string): Promise<boolean> {
  const [row] = await queryRows<{ fresh: boolean }>(
    db,
    sql`select greatest(s.created_at, su.proven_at) > now() - make_interval(secs => ${STEP_UP.windowSec}) as fresh
          from session s left join session_step_up su on su.session_id = s.id
         where s.id = ${sessionId}`,
  );
  return !!row?.fresh;
}

/** Records a proof (password or second factor) for this session, now. */
export async function recordStepUp(db: DbOrTx, sessionId: string, method: StepUpMethod) {
  await db.execute(
    sql`insert into session_step_up (session_id, proven_at, method) values (${sessionId}, now(), ${method})
        on conflict (session_id) do update set proven_at = now(), method = excluded.method`,
  );
}

/** The refusal the web app answers by asking for the password or a code, then retrying. */
export const stepUpRequired = () => new AppError('STEP_UP_REQUIRED', said('security.stepUp'));

/** Throws STEP_UP_REQUIRED unless the session proved its person within the window. */
export async function requireStepUp(db: DbOrTx, sessionId: string) {
  if (!(await stepUpFresh(db, sessionId))) throw stepUpRequired();
}
