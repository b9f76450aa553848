import { sql } from 'drizzle-orm';
import { D, daysBetween, forwardRateOf, minorUnits } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { audit } from '../audit.ts';
import { emitWebhookEvent } from '../developer/webhooks.ts';
import { said } from '../i18n/refusals/index.ts';
import { lockUser, postJournal, type EntrySpec } from '../ledger/ledger.ts';
import { notifyClient } from '../notices/notices.ts';
import { readPlatformSettings } from '../platform-settings.ts';
import type { Actor } from '../business/members.ts';
import { pairOf } from './limit-orders.ts';
import { clientRateFor } from './pricing.ts';
import {
  carryRates,
  forwardEvent,
  forwardRow,
  getForward,
  marginHold,
  marginOf,
  marginRelease,
  money,
  today,
  type ForwardRow,
} from './forwards.ts';
import { closedOutNotice, marginCallNotice, type ForwardFacts } from './forward-notices.ts';

// Risk of an open forward (issue 41 item 3): a daily mark-to-market valuation, a margin call when
// the loss passes the threshold setting, and the close-out of a contract whose call was not
// answered by its deadline (or whose wallet cannot pay on the value date).

const facts = (r: ForwardRow): ForwardFacts => ({
  id: r.id,
  reference: r.reference,
  sellCurrency: r.sell_currency,
  buyCurrency: r.buy_currency,
  forwardRate: r.forward_rate,
  valueDate: r.value_date,
});

/**
 * What the contract is worth to the client now, in the sell currency: the remaining amount at the
 * contract rate against today's forward rate for the same value date, i.e.
 * remaining × (F_contract − F_now) / F_now. Positive: a profit; negative: a loss.
 */
export async function valueNow(tx: DbOrTx, row: ForwardRow, now = new Date()) {
  const pair = await pairOf(tx, row.sell_currency, row.buy_currency);
  if (!pair?.bid || !pair.ask) return null;
  const settings = await readPlatformSettings(tx);
  const spot = clientRateFor(pair, row.sell_currency, settings);
  const rates = await carryRates(tx, row.sell_currency, row.buy_currency);
  const days = Math.max(0, daysBetween(today(now), row.value_date));
  const rate = forwardRateOf({ spot, days, ...rates });
  const amount = new D(row.remaining_sell)
    .times(new D(row.forward_rate).minus(rate))
    .div(rate)
    .toDecimalPlaces(minorUnits(row.sell_currency), D.ROUND_HALF_EVEN)
    .toFixed();
  return { amount, rate, settings };
}

/**
 * The daily valuation of one open contract (once per contract and UTC day: the `valued` event's
 * unique day), and its margin call when the loss passes `forwards.marginCallPct` of the notional
 * left: the call asks for what brings the margin back to the initial percentage plus the loss.
 */
export async function valueForward(
  tx: DbOrTx,
  row: ForwardRow,
  opts: { now?: Date; appUrl?: string } = {},
) {
  const now = opts.now ?? new Date();
  const v = await valueNow(tx, row, now);
  if (!v) return 'no_rate';
  const day = today(now);
  if (!(await forwardEvent(tx, row.id, 'valued', { day, amount: v.amount, rate: v.rate })))
    return 'done';
  const loss = new D(v.amount).isNegative() ? new D(v.amount).negated() : new D(0);
  const remaining = new D(row.remaining_sell);
  const threshold = remaining.times(v.settings['forwards.marginCallPct']).div(100);
  let call: { amount: string; deadline: Date } | null = null;
  if (loss.gt(threshold) && row.margin_call_amount == null) {
    const wanted = new D(marginOf(row.remaining_sell, row.margin_pct, row.sell_currency)).plus(
      loss,
    );
    const add = wanted.minus(row.margin_amount);
    if (add.gt(0))
      call = {
        amount: add.toDecimalPlaces(minorUnits(row.sell_currency), D.ROUND_UP).toFixed(),
        deadline: new Date(now.getTime() + v.settings['forwards.marginCallHours'] * 3_600_000),
      };
  }
  // A loss back under the threshold lifts a call not yet answered.
  const lifted = row.margin_call_amount != null && !loss.gt(threshold);
  await tx.execute(sql`update treasury_forwards set mtm_amount = ${v.amount}, mtm_rate = ${v.rate},
      mtm_on = ${day},
      margin_call_amount = ${call ? call.amount : lifted ? null : sql`margin_call_amount`},
      margin_call_deadline = ${call ? call.deadline.toISOString() : lifted ? null : sql`margin_call_deadline`}::timestamptz,
      updated_at = now() where id = ${row.id}`);
  if (!call) return 'valued';
  const lossText = money(loss.toFixed(), row.sell_currency);
  await forwardEvent(tx, row.id, 'margin_call', {
    amount: call.amount,
    rate: v.rate,
    note: call.deadline.toISOString(),
  });
  await notifyClient(
    tx,
    row.holder_id,
    marginCallNotice(facts(row), lossText, call.amount, call.deadline, opts.appUrl),
  );
  const forward = await getForward(tx, row.holder_id, row.id);
  await emitWebhookEvent(tx, row.holder_id, 'forward.margin_call', { forward });
  return 'margin_call';
}

/** The worker's daily pass (every instance, each few minutes): contracts not yet valued today. */
export async function valueForwards(db: Db, opts: { now?: Date; appUrl?: string } = {}) {
  const day = today(opts.now);
  const due = await queryRows<{ id: string; holder_id: string }>(
    db,
    sql`select id, holder_id from treasury_forwards
         where status = 'open' and (mtm_on is null or mtm_on < ${day}) order by mtm_on nulls first limit 500`,
  );
  const counts: Record<string, number> = {};
  for (const f of due)
    await db.transaction(async (tx) => {
      const [row] = await queryRows<ForwardRow>(
        tx,
        sql`select * from treasury_forwards where id = ${f.id} and status = 'open'
             and (mtm_on is null or mtm_on < ${day}) for update skip locked`,
      );
      if (!row) return;
      const r = await valueForward(tx, row, opts);
      counts[r] = (counts[r] ?? 0) + 1;
    });
  return counts;
}

/** The client answers a margin call: the amount asked is held as more margin. */
export async function addMargin(db: Db, holderId: string, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    await lockUser(tx, holderId);
    const row = await forwardRow(tx, holderId, id, true);
    if (row.status !== 'open') throw conflict(said('forwards.notOpen'));
    if (row.margin_call_amount == null) throw conflict(said('forwards.noMarginCall'));
    const add = money(row.margin_call_amount, row.sell_currency);
    await postJournal(
      tx,
      {
        type: 'forward_margin_hold',
        userId: holderId,
        reference: row.reference,
        memo: 'margin call',
      },
      marginHold(holderId, row.sell_currency, add),
    );
    await tx.execute(sql`update treasury_forwards set margin_amount = margin_amount + ${add}::numeric,
      margin_call_amount = null, margin_call_deadline = null, updated_at = now() where id = ${id}`);
    await forwardEvent(tx, id, 'margin_added', { amount: add, actorId: actor.id });
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'treasury.forward.margin',
      targetType: 'forward',
      targetId: id,
      after: { amount: add },
      ip: actor.ip,
    });
    return getForward(tx, holderId, id);
  });
}

/**
 * Closes a contract at today's rate: its loss is taken from the margin (pending → house), what the
 * margin does not cover from the wallet's balance in the sell currency as far as it goes, and any
 * rest is recorded as `shortfall` (owed to us; operations collect it). The margin left comes back.
 * A contract in profit is closed without paying the profit: nothing was exchanged.
 */
export async function closeOut(
  tx: DbOrTx,
  row: ForwardRow,
  opts: { now?: Date; appUrl?: string; note?: string } = {},
) {
  const v = await valueNow(tx, row, opts.now);
  const cur = row.sell_currency;
  const loss = v && new D(v.amount).isNegative() ? new D(v.amount).negated() : new D(0);
  const margin = new D(row.margin_amount);
  const taken = D.min(loss, margin);
  const [acct] = await queryRows<{ balance: string }>(
    tx,
    sql`select balance::text from ledger_accounts
         where kind = 'client' and user_id = ${row.holder_id} and currency = ${cur}`,
  );
  const fromWallet = D.min(loss.minus(taken), new D(acct?.balance ?? 0));
  const shortfall = loss.minus(taken).minus(fromWallet);
  const fix = (d: InstanceType<typeof D>) => money(d.toFixed(), cur);
  if (taken.plus(fromWallet).gt(0)) {
    const entries: EntrySpec[] = [
      { kind: 'house', currency: cur, amount: fix(taken.plus(fromWallet)) },
    ];
    if (taken.gt(0)) entries.push({ kind: 'pending', currency: cur, amount: `-${fix(taken)}` });
    if (fromWallet.gt(0))
      entries.push({
        kind: 'client',
        userId: row.holder_id,
        currency: cur,
        amount: `-${fix(fromWallet)}`,
      });
    await postJournal(
      tx,
      {
        type: 'forward_close_out',
        userId: row.holder_id,
        reference: row.reference,
        memo: 'close-out',
      },
      entries,
    );
  }
  const back = margin.minus(taken);
  if (back.gt(0))
    await postJournal(
      tx,
      { type: 'forward_margin_release', userId: row.holder_id, reference: row.reference },
      marginRelease(row.holder_id, cur, fix(back)),
    );
  await tx.execute(sql`update treasury_forwards set status = 'closed_out', margin_amount = 0,
      mtm_amount = ${v?.amount ?? row.mtm_amount}, mtm_rate = ${v?.rate ?? row.mtm_rate},
      shortfall = ${shortfall.gt(0) ? fix(shortfall) : null}, reason_text = ${opts.note ?? null},
      margin_call_amount = null, margin_call_deadline = null,
      closed_at = now(), updated_at = now() where id = ${row.id}`);
  await forwardEvent(tx, row.id, 'closed_out', {
    amount: fix(loss),
    rate: v?.rate ?? null,
    note: opts.note ?? null,
  });
  await notifyClient(
    tx,
    row.holder_id,
    closedOutNotice(facts(row), fix(loss), fix(back), opts.appUrl),
  );
  const forward = await getForward(tx, row.holder_id, row.id);
  await emitWebhookEvent(tx, row.holder_id, 'forward.closed_out', {
    forward,
    loss: fix(loss),
    shortfall: shortfall.gt(0) ? fix(shortfall) : null,
  });
  return forward;
}

/** The worker's pass: open contracts whose margin call deadline passed are closed out. */
export async function closeOutOverdue(db: Db, opts: { now?: Date; appUrl?: string } = {}) {
  const at = (opts.now ?? new Date()).toISOString();
  const due = await queryRows<{ id: string; holder_id: string }>(
    db,
    sql`select id, holder_id from treasury_forwards where status = 'open'
         and margin_call_deadline <= ${at}::timestamptz order by margin_call_deadline limit 200`,
  );
  let n = 0;
  for (const f of due)
    await db.transaction(async (tx) => {
      await lockUser(tx, f.holder_id);
      const [row] = await queryRows<ForwardRow>(
        tx,
        sql`select * from treasury_forwards where id = ${f.id} and status = 'open'
             and margin_call_deadline <= ${at}::timestamptz for update skip locked`,
      );
      if (!row) return;
      await closeOut(tx, row, { ...opts, note: 'Margin call not answered by its deadline' });
      n++;
    });
  return n;
}
