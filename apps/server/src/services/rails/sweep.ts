import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { OperationRow } from './apply.ts';
import { receive } from './inbox.ts';
import { darajaStatusAsker } from './mpesa/status.ts';
import type { Rails } from './registry.ts';
import { flagUnconfirmedCollections, flagUnconfirmedPayouts } from './unconfirmed.ts';

// The status sweep (every few seconds on every instance, workers.ts): what the rails' callbacks
// did not settle is asked of the rail, or put before a person when the rail cannot be asked.

/**
 * Lost callbacks: an operation still open after `afterSec` is asked of the rail; a final answer
 * goes into the inbox like a callback (and is applied the same way, once).
 */
export async function sweepOpenOperations(
  db: Db,
  rails: Rails,
  afterSec: number,
  /** Given (the workers give them), M-Pesa payouts are asked of Daraja before a person. */
  opts: { appUrl?: string; serverSecret?: string } = {},
) {
  const unqueried = Object.entries(rails.adapters)
    .filter(([, a]) => a && !a.payoutStatus)
    .map(([id]) => id);
  await flagUnconfirmedCollections(db, rails, afterSec);
  await flagUnconfirmedPayouts(db, afterSec, unqueried, darajaStatusAsker(rails, opts));
  const open = await queryRows<OperationRow>(
    db,
    sql`select * from rail_operations where status = 'submitted'
        and updated_at < now() - make_interval(secs => ${afterSec}) order by created_at limit 50`,
  );
  for (const op of open) {
    const adapter = rails.adapters[op.rail];
    if (!adapter || !op.external_id) continue;
    // Payouts are asked only of a rail that answers their status (MoMo); M-Pesa's come by callback.
    const ask =
      op.direction === 'collect'
        ? adapter.collectStatus.bind(adapter)
        : adapter.payoutStatus?.bind(adapter);
    if (!ask) continue;
    const outcome = await ask(op.external_id, { currency: op.currency }).catch(() => null);
    await db.execute(sql`update rail_operations set updated_at = now() where id = ${op.id}`);
    if (!outcome || outcome.state === 'pending') continue;
    const code = outcome.state === 'failed' ? outcome.code : '0';
    await receive(
      db,
      {
        rail: op.rail,
        kind: 'status_query',
        raw: JSON.stringify(outcome),
        dedupeKey: `query:${op.external_id}:${code}`,
        operationId: op.id,
        body: { externalId: op.external_id, outcome },
      },
      true,
    );
  }
}
