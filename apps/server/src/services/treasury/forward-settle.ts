import { sql } from 'drizzle-orm';
import { D } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { audit } from '../audit.ts';
import { emitWebhookEvent } from '../developer/webhooks.ts';
import { said } from '../i18n/refusals/index.ts';
import { lockUser, postJournal } from '../ledger/ledger.ts';
import { notifyClient } from '../notices/notices.ts';
import type { Actor } from '../business/members.ts';
import { closeApproval } from './limit-orders.ts';
import {
  buyOf,
  forwardEvent,
  forwardRow,
  getForward,
  marginRelease,
  money,
  today,
  type ForwardRow,
} from './forwards.ts';
import { closeOut } from './forward-risk.ts';
import { closeUnopened } from './forward-close.ts';
import { settledNotice } from './forward-notices.ts';

// Settlement (issue 41 item 3): on the value date, or earlier at the client's request (a
// drawdown, full or partial), the client pays the sell amount and receives the buy amount at the
// contract's forward rate, and the margin of the part settled comes back. One transaction under
// the holder's lock and the contract's row lock, so each part settles once.

/**
 * Settles `sell` of the contract's remaining amount: margin released pro rata (all of it on the
 * last part), then one `forward_settlement` journal (client → house in the sell currency, house →
 * client in the buy currency). The ledger refuses it (422) if the wallet lacks the sell amount.
 */
export async function settlePart(
  tx: DbOrTx,
  row: ForwardRow,
  sell: string,
  opts: { actorId: string | null; early: boolean; appUrl?: string },
) {
  const remaining = new D(row.remaining_sell);
  const last = new D(sell).gte(remaining);
  const part = last ? remaining : new D(sell);
  const margin = new D(row.margin_amount);
  const release = last
    ? margin
    : margin.times(part).div(remaining).toDecimalPlaces(margin.decimalPlaces(), D.ROUND_DOWN);
  const cur = row.sell_currency;
  const paid = money(part.toFixed(), cur);
  const got = buyOf(paid, row.forward_rate, row.buy_currency);
  const released = money(release.toFixed(), cur);
  if (release.gt(0))
    await postJournal(
      tx,
      { type: 'forward_margin_release', userId: row.holder_id, reference: row.reference },
      marginRelease(row.holder_id, cur, released),
    );
  const entries = [
    { kind: 'client' as const, userId: row.holder_id, currency: cur, amount: `-${paid}` },
    { kind: 'house' as const, currency: cur, amount: paid },
  ];
  if (new D(got).gt(0))
    entries.push(
      { kind: 'house' as const, currency: row.buy_currency, amount: `-${got}` },
      { kind: 'client' as const, userId: row.holder_id, currency: row.buy_currency, amount: got },
    );
  await postJournal(
    tx,
    {
      type: 'forward_settlement',
      userId: row.holder_id,
      reference: row.reference,
      memo: `${paid} ${cur} at ${row.forward_rate}`,
    },
    entries,
  );
  await tx.execute(sql`update treasury_forwards set
      remaining_sell = remaining_sell - ${paid}::numeric,
      margin_amount = margin_amount - ${released}::numeric,
      status = ${last ? 'settled' : 'open'},
      margin_call_amount = ${last ? null : sql`margin_call_amount`},
      margin_call_deadline = ${last ? null : sql`margin_call_deadline`},
      closed_at = ${last ? sql`now()` : null}, updated_at = now()
    where id = ${row.id}`);
  await forwardEvent(tx, row.id, last ? 'settled' : 'drawdown', {
    amount: paid,
    rate: row.forward_rate,
    note: opts.early ? 'early' : null,
    actorId: opts.actorId,
  });
  const forward = await getForward(tx, row.holder_id, row.id);
  if (last) {
    const paidTotal = money(row.sell_amount, cur);
    await notifyClient(
      tx,
      row.holder_id,
      settledNotice(
        {
          id: row.id,
          reference: row.reference,
          sellCurrency: cur,
          buyCurrency: row.buy_currency,
          forwardRate: row.forward_rate,
          valueDate: row.value_date,
        },
        paidTotal,
        buyOf(paidTotal, row.forward_rate, row.buy_currency),
        money(row.margin_amount, cur),
        opts.appUrl,
      ),
    );
    await emitWebhookEvent(tx, row.holder_id, 'forward.settled', { forward });
  } else
    await emitWebhookEvent(tx, row.holder_id, 'forward.drawdown', {
      forward,
      drawdown: { sellAmount: paid, buyAmount: got },
    });
  return forward;
}

/** Early drawdown by the client: all that is left, or `amount` of it. */
export async function drawdownForward(
  db: Db,
  holderId: string,
  actor: Actor,
  id: string,
  amount: string | undefined,
  appUrl?: string,
) {
  return db.transaction(async (tx) => {
    await lockUser(tx, holderId);
    const row = await forwardRow(tx, holderId, id, true);
    if (row.status !== 'open') throw conflict(said('forwards.notOpen'));
    const sell = amount
      ? money(amount, row.sell_currency)
      : money(row.remaining_sell, row.sell_currency);
    if (new D(sell).gt(row.remaining_sell) || new D(sell).lte(0))
      throw new AppError('VALIDATION', said('forwards.drawdownTooMuch'), {
        amount: said('forwards.drawdownTooMuch'),
      });
    const forward = await settlePart(tx, row, sell, { actorId: actor.id, early: true, appUrl });
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'treasury.forward.drawdown',
      targetType: 'forward',
      targetId: id,
      after: { amount: sell },
      ip: actor.ip,
    });
    return forward;
  });
}

/**
 * The worker's pass (every instance, each minute): open contracts whose value date has come are
 * settled; one the wallet cannot pay is closed out at the day's rate (forward-risk.ts). A
 * contract still waiting for approval on its value date is cancelled (margin back).
 */
export async function settleDueForwards(db: Db, opts: { appUrl?: string; now?: Date } = {}) {
  const day = today(opts.now);
  const due = await queryRows<{ id: string; holder_id: string }>(
    db,
    sql`select id, holder_id from treasury_forwards
         where status in ('open', 'pending_approval') and value_date <= ${day}
         order by value_date limit 200`,
  );
  const counts = { settled: 0, closedOut: 0, cancelled: 0 };
  for (const f of due)
    await db.transaction(async (tx) => {
      await lockUser(tx, f.holder_id);
      const [row] = await queryRows<ForwardRow>(
        tx,
        sql`select * from treasury_forwards where id = ${f.id}
             and status in ('open', 'pending_approval') and value_date <= ${day}
             for update skip locked`,
      );
      if (!row) return;
      if (row.status === 'pending_approval') {
        if (row.approval_id) await closeApproval(tx, row.approval_id, 'cancelled', null);
        await closeUnopened(tx, row, 'cancelled', 'Not approved before its value date', null);
        counts.cancelled++;
        return;
      }
      try {
        await tx.transaction((sp) =>
          settlePart(sp, row, row.remaining_sell, {
            actorId: null,
            early: false,
            appUrl: opts.appUrl,
          }),
        );
        counts.settled++;
      } catch (err) {
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        // The wallet could not pay the sell amount: closed out as an unanswered margin call is.
        await closeOut(tx, row, { now: opts.now, appUrl: opts.appUrl, note: err.message });
        counts.closedOut++;
      }
    });
  return counts;
}
