import { sql } from 'drizzle-orm';
import { D } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { audit } from '../audit.ts';
import { lockUser } from '../ledger/ledger.ts';
import type { DepositRow } from '../funding/deposits.ts';
import { creditDeposit } from '../funding/funding-queue.ts';
import { movementLines, openMovementExceptions } from './movements.ts';
import { PAYOUT_CHECK_KINDS, settleHandover } from './unconfirmed.ts';

// Reconciliation (docs/payments.md): the exceptions queue and the daily report per rail. An event
// the worker or a statement import could not match lands here with its raw body and a suggested
// deposit; a person resolves it. Crediting moves money only through creditDeposit; a write-off
// needs a second admin (four eyes); every step is audited.

/** Puts an event into the queue (once per event), with what it says moved when it says. */
export async function recordException(
  db: DbOrTx,
  eventId: string,
  reason: string,
  suggestedDepositId: string | null = null,
) {
  await db.execute(
    sql`insert into rail_exceptions (event_id, rail, reason, amount, currency, suggested_deposit_id)
        select e.id, e.rail, ${reason},
               case when e.kind = 'camt_entry' and e.body->>'amount' ~ '^[0-9]{1,15}(\\.[0-9]{1,5})?$'
                    then (e.body->>'amount')::numeric end,
               case when e.kind = 'camt_entry' then e.body->>'currency' end,
               ${suggestedDepositId}
        from rail_events e where e.id = ${eventId}
        on conflict (event_id) do nothing`,
  );
}

type ExceptionRow = {
  id: string;
  event_id: string;
  rail: string;
  kind: string;
  operation_id: string | null;
  direction: string | null;
  amount: string | null;
  currency: string | null;
  state: string;
  requested_by: string | null;
};
type Actor = { id: string; email: string; ip?: string };

export async function listExceptions(db: Db, state: 'open' | 'resolved') {
  await openMovementExceptions(db);
  return queryRows(
    db,
    sql`select x.id, x.rail, x.reason, x.amount, x.currency, x.state, x.note, x.created_at as "createdAt",
               x.requested_by as "requestedBy", x.decided_by as "decidedBy", x.resolved_at as "resolvedAt",
               x.suggested_deposit_id as "suggestedDepositId", d.reference as "suggestedReference",
               e.kind, coalesce(e.raw, e.body::text) as raw, e.received_at as "receivedAt"
        from rail_exceptions x join rail_events e on e.id = x.event_id
        left join deposits d on d.id = x.suggested_deposit_id
        where ${state === 'open' ? sql`x.state in ('open', 'write_off_requested')` : sql`x.state not in ('open', 'write_off_requested')`}
        order by x.created_at desc limit 200`,
  );
}

async function lockException(tx: DbOrTx, id: string) {
  const [x] = await queryRows<ExceptionRow>(
    tx,
    sql`select x.*, e.kind, e.operation_id, e.body->>'direction' as direction from rail_exceptions x
        join rail_events e on e.id = x.event_id where x.id = ${id} for update of x`,
  );
  if (!x) throw new AppError('NOT_FOUND', 'No such exception.');
  return x;
}

/**
 * Resolves an exception. credit: a bank credit the statement proves arrived is credited to a
 * pending deposit of its currency (the suggestion, or the one the admin names). refund: the money
 * goes back to its sender outside the ledger (it never reached a balance). write_off: the first
 * admin asks, a second one approves.
 */
export async function resolveException(
  db: Db,
  actor: Actor,
  id: string,
  action: 'credit' | 'refund' | 'write_off' | 'paid' | 'not_paid',
  body: { note: string; depositId?: string },
  opts: { appUrl?: string } = {},
) {
  return db.transaction(async (tx) => {
    const x = await lockException(tx, id);
    const final = !['open', 'write_off_requested'].includes(x.state);
    if (final) throw new AppError('CONFLICT', 'This exception is already resolved.');
    const done = async (state: string, depositId: string | null = null) => {
      const [after] = await queryRows(
        tx,
        sql`update rail_exceptions set state = ${state}, note = ${body.note}, decided_by = ${actor.id},
            deposit_id = ${depositId}, resolved_at = now() where id = ${id} returning id, state`,
      );
      await tx.execute(
        sql`update rail_events set note = coalesce(note, '') || ${` · resolved: ${state}`} where id = ${x.event_id}`,
      );
      await audit(tx, {
        actorId: actor.id,
        actorEmail: actor.email,
        action: `rails.exception.${state}`,
        targetType: 'rail_exception',
        targetId: id,
        ip: actor.ip,
        after: { note: body.note, depositId },
      });
      return after;
    };

    const payoutCheck = (PAYOUT_CHECK_KINDS as readonly string[]).includes(x.kind);
    if (action === 'paid' || action === 'not_paid') {
      if (!payoutCheck || !x.operation_id)
        throw new AppError(
          'CONFLICT',
          'Only a payment the rail may have made is confirmed paid or not paid.',
        );
      await settleHandover(tx, x.operation_id, action, actor, opts);
      return done(action === 'paid' ? 'confirmed_paid' : 'confirmed_not_paid');
    }
    // Written off or "refunded", the client's hold would wait forever: the rail is asked first.
    if (payoutCheck)
      throw new AppError(
        'CONFLICT',
        'Check this payment with the rail, then confirm it paid or not paid.',
      );
    if (action === 'credit') {
      if (x.kind !== 'camt_entry' || x.direction !== 'CRDT' || !x.amount || !x.currency)
        throw new AppError(
          'CONFLICT',
          'Only money a bank statement shows arrived can be credited; check the rail for the others.',
        );
      const [found] = await queryRows<DepositRow>(
        tx,
        sql`select * from deposits where id = ${body.depositId ?? (await suggestion(tx, id))}`,
      );
      if (!found)
        throw new AppError('VALIDATION', 'Choose the deposit to credit.', {
          depositId: 'Choose the deposit to credit.',
        });
      await lockUser(tx, found.user_id);
      const [d] = await queryRows<DepositRow>(
        tx,
        sql`select * from deposits where id = ${found.id} for update`,
      );
      if (d!.status !== 'pending')
        throw new AppError('CONFLICT', `Deposit ${d!.reference} is already ${d!.status}.`);
      if (d!.currency !== x.currency)
        throw new AppError(
          'VALIDATION',
          `The deposit is in ${d!.currency}, the money in ${x.currency}.`,
          {
            depositId: 'Another currency',
          },
        );
      await creditDeposit(tx, d!, new D(x.amount).toFixed(), actor, opts);
      return done('credited', d!.id);
    }
    if (action === 'refund') {
      if (x.kind === 'ledger_journal')
        throw new AppError(
          'CONFLICT',
          'A ledger movement with no rail event is not money to send back: find its rail event, or write it off with a second admin.',
        );
      return done('refunded');
    }
    // Four eyes: the request, then another admin's approval.
    if (x.state === 'open') {
      await tx.execute(
        sql`update rail_exceptions set state = 'write_off_requested', requested_by = ${actor.id}, note = ${body.note} where id = ${id}`,
      );
      await audit(tx, {
        actorId: actor.id,
        actorEmail: actor.email,
        action: 'rails.exception.write_off_requested',
        targetType: 'rail_exception',
        targetId: id,
        ip: actor.ip,
        after: { note: body.note },
      });
      return { id, state: 'write_off_requested' };
    }
    if (x.requested_by === actor.id)
      throw new AppError(
        'FORBIDDEN',
        'A write-off needs a second admin: another admin approves it.',
      );
    return done('written_off');
  });
}

async function suggestion(tx: DbOrTx, id: string) {
  const [r] = await queryRows<{ s: string | null }>(
    tx,
    sql`select suggested_deposit_id as s from rail_exceptions where id = ${id}`,
  );
  return r?.s ?? null;
}

/**
 * The day's reconciliation per rail (UTC day): requests and their outcomes, the money each
 * moved by currency, events by state, and what is still unmatched. An unexplained line is an
 * open exception.
 */
export async function dailyReport(db: Db, day: string) {
  const from = sql`${day}::date`;
  const to = sql`(${day}::date + 1)`;
  const operations = await queryRows<{
    rail: string;
    direction: string;
    currency: string;
    status: string;
    count: number;
    total: string;
  }>(
    db,
    sql`select rail, direction, currency, status, count(*)::int as count, sum(amount)::text as total
        from rail_operations where created_at >= ${from} and created_at < ${to}
        group by rail, direction, currency, status order by rail, direction, currency, status`,
  );
  const bank = await queryRows<{
    currency: string;
    direction: string;
    status: string;
    count: number;
    total: string;
  }>(
    db,
    sql`select body->>'currency' as currency, body->>'direction' as direction, status, count(*)::int as count,
               sum(case when body->>'amount' ~ '^[0-9]{1,15}(\\.[0-9]{1,5})?$' then (body->>'amount')::numeric else 0 end)::text as total
        from rail_events where rail = 'bank' and kind = 'camt_entry' and received_at >= ${from} and received_at < ${to}
        group by 1, 2, 3 order by 1, 2, 3`,
  );
  const events = await queryRows<{ rail: string; status: string; count: number }>(
    db,
    sql`select rail, status, count(*)::int as count from rail_events
        where received_at >= ${from} and received_at < ${to} group by rail, status order by rail, status`,
  );
  // The other direction: movements on the external account, explained by a rail event or not.
  await openMovementExceptions(db);
  const movements = await movementLines(db, from, to);
  const unmatched = await queryRows<{ rail: string; open: number }>(
    db,
    sql`select rail, count(*)::int as open from rail_exceptions
        where state in ('open', 'write_off_requested') and created_at < ${to} group by rail order by rail`,
  );
  return { day, operations, bank, events, movements, unmatched };
}

const csvCell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The report as CSV: one line per figure, the same as the screen. */
export function reportCsv(r: Awaited<ReturnType<typeof dailyReport>>) {
  const lines = [['day', 'rail', 'section', 'direction', 'currency', 'status', 'count', 'total']];
  for (const o of r.operations)
    lines.push([
      r.day,
      o.rail,
      'requests',
      o.direction,
      o.currency,
      o.status,
      String(o.count),
      o.total,
    ]);
  for (const b of r.bank)
    lines.push([
      r.day,
      'bank',
      'statement entries',
      b.direction,
      b.currency,
      b.status,
      String(b.count),
      b.total,
    ]);
  for (const e of r.events)
    lines.push([r.day, e.rail, 'events', '', '', e.status, String(e.count), '']);
  for (const m of r.movements)
    lines.push([
      r.day,
      m.explained === 'rail' ? 'ledger' : 'ledger (no rail event)',
      'ledger movements',
      m.direction,
      m.currency,
      m.explained,
      String(m.count),
      m.total,
    ]);
  for (const u of r.unmatched)
    lines.push([r.day, u.rail, 'unmatched (open exceptions)', '', '', 'open', String(u.open), '']);
  return lines.map((l) => l.map(csvCell).join(',')).join('\n') + '\n';
}
