import { SMS_CODE } from '@mizani/shared';
import type { DbOrTx } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/index.ts';

export interface OutgoingSms {
  kind: string;
  to: string;
  body: string;
  userId?: string | null;
  /** A code is useless after this: the worker drops it rather than send it late. */
  expiresAt?: Date;
}

/** Queues a text message; the delivery worker (worker.ts) sends it, so no request waits on the gateway. */
export async function enqueueSms(db: DbOrTx, sms: OutgoingSms) {
  await db.insert(smsOutbox).values({
    kind: sms.kind,
    toNumber: sms.to,
    body: sms.body,
    userId: sms.userId ?? null,
    expiresAt: sms.expiresAt ?? null,
  });
}

/**
 * The text of a one-time code. The last line is the WebOTP format (`@host #code`), so Android
 * browsers can offer the code to the page that asked for it; iOS reads the code itself.
 */
export function codeText(opts: { brand: string; code: string; purpose: string; host: string }) {
  const minutes = SMS_CODE.ttlSec / 60;
  return `${opts.code} is your ${opts.brand} ${opts.purpose} code. It expires in ${minutes} minutes. Never share it: ${opts.brand} will never ask you for it.\n\n@${opts.host} #${opts.code}`;
}

/** Queues a one-time code text that expires with the code. */
export function enqueueCode(
  db: DbOrTx,
  opts: { kind: string; to: string; userId?: string | null; text: string },
) {
  return enqueueSms(db, {
    kind: opts.kind,
    to: opts.to,
    body: opts.text,
    userId: opts.userId,
    expiresAt: new Date(Date.now() + SMS_CODE.ttlSec * 1000),
  });
}
