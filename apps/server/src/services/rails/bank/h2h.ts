import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.ts';
import { importStatusReport } from './payouts.ts';

// The bank's host-to-host channel (docs/payments.md): a pain.001 handed over by POST, its
// pain.002 collected by GET until it comes. Only the simulated bank speaks it today; a real bank
// is connected the same way (its gateway's two calls) or by hand (download, upload).

export interface BankConnection {
  baseUrl: string;
}

export class BankSendError extends Error {}

/** Hands a batch's file to the bank; the batch is marked sent. */
export async function sendBatch(db: Db, conn: BankConnection, batchId: string) {
  const [b] = await queryRows<{ xml: string; message_id: string; sent_at: Date | null }>(
    db,
    sql`select xml, message_id, sent_at from bank_payout_batches where id = ${batchId}`,
  );
  if (!b) return null;
  if (!b.sent_at) {
    const res = await fetch(`${conn.baseUrl}/pain.001`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: b.xml,
      signal: AbortSignal.timeout(10_000),
    }).catch((err: unknown) => {
      throw new BankSendError(err instanceof Error ? err.message : String(err));
    });
    // 409: the bank has this MsgId already (an earlier send whose answer we lost): it is sent.
    if (res.status !== 202 && res.status !== 409)
      throw new BankSendError(`the bank answered ${res.status}: ${await res.text()}`);
    await db.execute(
      sql`update bank_payout_batches set sent_at = now() where id = ${batchId} and sent_at is null`,
    );
  }
  return b.message_id;
}

/**
 * Collects the bank's answers to files sent and not yet fully answered: each pain.002 goes
 * through the same import as an admin's upload (the inbox; a file collected twice is one set of
 * rows). Returns how many reports were collected.
 */
export async function collectBankReports(db: Db, conn: BankConnection) {
  const open = await queryRows<{ message_id: string }>(
    db,
    sql`select b.message_id from bank_payout_batches b
        where b.sent_at is not null
          and exists (select 1 from rail_operations o where o.batch_id = b.id and o.status in ('submitting', 'submitted'))
        order by b.created_at limit 20`,
  );
  let collected = 0;
  for (const { message_id } of open) {
    const res = await fetch(`${conn.baseUrl}/pain.002/${encodeURIComponent(message_id)}`, {
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (res?.status !== 200) continue;
    const xml = await res.text();
    // The same report collected again (a payment still on the way) is not noted twice.
    const sha = createHash('sha256').update(xml).digest('hex');
    const [seen] = await queryRows(db, sql`select 1 from bank_statements where sha256 = ${sha}`);
    if (seen) continue;
    const r = await importStatusReport(db, xml, {
      fileName: `${message_id}.pain.002.xml`,
      importedBy: 'rail:bank',
    });
    if (r.newStatuses) collected++;
  }
  return collected;
}
