import { sql } from 'drizzle-orm';
import { D } from '@mizani/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { audit } from '../audit.ts';
import { emitWebhookEvent } from '../developer/webhooks.ts';
import { said } from '../i18n/refusals/index.ts';
import { lockUser, postJournal } from '../ledger/ledger.ts';
import type { Actor } from '../business/members.ts';
import { closeApproval } from './limit-orders.ts';
import {
  forwardEvent,
  forwardRow,
  getForward,
  marginRelease,
  money,
  type ForwardRow,
} from './forwards.ts';

// A forward contract waiting for approval (issue 41 item 3): opened when its approvals are
// complete, or closed (rejected, withdrawn, or its value date came first) with its margin back.

/** Closes a contract that never opened: margin back, timeline, webhook. */
export async function closeUnopened(
  tx: DbOrTx,
  row: ForwardRow,
  kind: 'rejected' | 'cancelled',
  note: string | null,
  actorId: string | null,
) {
  if (new D(row.margin_amount).gt(0))
    await postJournal(
      tx,
      {
        type: 'forward_margin_release',
        userId: row.holder_id,
        reference: row.reference,
        memo: kind,
      },
      marginRelease(row.holder_id, row.sell_currency, money(row.margin_amount, row.sell_currency)),
    );
  await tx.execute(sql`update treasury_forwards set status = 'cancelled', reason_text = ${note},
    admin_review = case when admin_review = 'waiting' then ${kind} else admin_review end,
    margin_amount = 0, closed_at = now(), updated_at = now() where id = ${row.id}`);
  await forwardEvent(tx, row.id, kind, { note, actorId });
  const forward = await getForward(tx, row.holder_id, row.id);
  await emitWebhookEvent(tx, row.holder_id, 'forward.cancelled', { forward });
  return forward;
}

/** The booker (or a member who may initiate) withdraws a contract still waiting for approval. */
export async function cancelForward(db: Db, holderId: string, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    await lockUser(tx, holderId);
    const row = await forwardRow(tx, holderId, id, true);
    if (row.status !== 'pending_approval') throw conflict(said('forwards.notOpen'));
    if (row.approval_id) await closeApproval(tx, row.approval_id, 'cancelled', actor.id);
    const forward = await closeUnopened(tx, row, 'cancelled', null, actor.id);
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'treasury.forward.cancel',
      targetType: 'forward',
      targetId: id,
      ip: actor.ip,
    });
    return forward;
  });
}

/** Opens a contract whose approvals are complete (business approvers or an admin). */
export async function openApproved(tx: DbOrTx, row: ForwardRow, actorId: string | null) {
  await tx.execute(sql`update treasury_forwards set status = 'open',
    admin_review = case when admin_review = 'waiting' then 'approved' else admin_review end,
    reviewed_by = ${actorId}, updated_at = now() where id = ${row.id}`);
  await forwardEvent(tx, row.id, 'approved', { actorId });
  const forward = await getForward(tx, row.holder_id, row.id);
  await emitWebhookEvent(tx, row.holder_id, 'forward.booked', { forward });
  return forward;
}
