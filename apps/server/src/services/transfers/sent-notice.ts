import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { notifyClient } from '../notices/notices.ts';
import { noticeFor, type TransferRow } from './row.ts';

// "Sent to the network" (issue 38): the sender is told when a rail has taken the payout (its
// rail_operations row), a step of the timeline the payout worker (rails/payout.ts) does not know
// is a transfer's. Each transfer once, on any number of instances: rows are taken with SKIP
// LOCKED and marked in the same statement. One already delivered is only marked: its delivered
// notice said more.

export async function noticeSentTransfers(db: Db, appUrl: string) {
  return db.transaction(async (tx) => {
    const rows = await queryRows<TransferRow>(
      tx,
      sql`update transfers t set sent_notice_at = now()
           where t.id in (select x.id from transfers x
                           where x.sent_notice_at is null and x.withdrawal_id is not null
                             and x.status in ('processing', 'delivered', 'refunded')
                             and exists (select 1 from rail_operations o where o.withdrawal_id = x.withdrawal_id)
                           for update of x skip locked limit 100)
       returning t.*`,
    );
    for (const t of rows)
      if (t.status === 'processing')
        await notifyClient(tx, t.user_id, noticeFor(t, 'sent', appUrl));
    return rows.length;
  });
}
