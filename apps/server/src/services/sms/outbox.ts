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
