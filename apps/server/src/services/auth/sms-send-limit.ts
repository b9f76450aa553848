import { sql } from 'drizzle-orm';
import { SMS_CODE } from '@mizani/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { minutesText } from './lockout.ts';

/**
 * At most 3 codes per 10 minutes per number and per account (issue 19), counted exactly: each
 * send is a row in rate_limit_hits (window_start = the send's time) and the check and the insert
 * run under advisory locks of both keys, so parallel requests cannot both take the last slot.
 * Returns the seconds to wait when a key is full, or null when the send may go.
 */
export async function takeSmsSendSlot(
  db: Db,
  keys: { userId: string; phoneNumber: string },
): Promise<number | null> {
  const names = [`sms-send:user:${keys.userId}`, `sms-send:number:${keys.phoneNumber}`].sort();
  return db.transaction(async (tx) => {
    for (const key of names) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    let waitSec = 0;
    for (const key of names) {
      const rows = await queryRows<{ sent_at: string }>(
        tx,
        sql`select window_start as sent_at from rate_limit_hits
            where key = ${key} and window_start > now() - ${`${SMS_CODE.windowSec} seconds`}::interval
            order by window_start`,
      );
      if (rows.length >= SMS_CODE.sendsPerWindow) {
        const oldest = new Date(rows[0]!.sent_at).getTime();
        waitSec = Math.max(
          waitSec,
          Math.ceil((oldest + SMS_CODE.windowSec * 1000 - Date.now()) / 1000),
        );
      }
    }
    if (waitSec > 0) return Math.max(1, waitSec);
    for (const key of names)
      await tx.execute(
        sql`insert into rate_limit_hits (key, window_start, count) values (${key}, clock_timestamp(), 1)
            on conflict do nothing`,
      );
    return null;
  });
}

export function smsLimitMessage(waitSec: number) {
  return `You can ask for ${SMS_CODE.sendsPerWindow} codes every ${SMS_CODE.windowSec / 60} minutes. Try again in ${minutesText(waitSec)}.`;
}
