import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { lockUser } from '../ledger/ledger.ts';
import { endHeldPayout } from './payout.ts';
import type { Rails } from './registry.ts';
import { closeDeposit, creditDeposit } from '../funding/funding-queue.ts';
import type { DepositRow } from '../funding/deposits.ts';

// Payouts whose hand-over is unconfirmed (docs/payments.md "A payout the rail may have"): the
// process died between calling the rail and recording its answer, or the rail could not be
// reached, or it reported a queue time-out. Whether money left is unknown, so it is never sent
// again and never guessed: the exceptions queue shows it and a person, having checked the rail,
// says paid or not paid. A word from the rail that arrives first settles it as usual.

/** Event kinds whose exception is a hand-over a person confirms (paid or not paid). */
export const PAYOUT_CHECK_KINDS = [
  'unconfirmed_payout',
  'b2c_timeout',
  'unconfirmed_collection',
] as const;

const REASON = {
  UNREACHABLE: 'the rail could not be reached when the payout was sent: check it with the rail',
  UNCONFIRMED:
    'the server stopped after handing the payout to the rail, before its answer was recorded: check it with the rail',
  NO_RESULT: 'the rail accepted the payout but its result never came: check it with the rail',
  COLLECT_UNCONFIRMED:
    'the server stopped after the rail took the payment prompt, before its id was recorded: check with the rail whether the client paid',
};

/**
 * Collections still `submitting` after `afterSec`: the process died between the rail taking the
 * prompt and our recording its id, so the callback (if the server was down) and the status query
 * (which needs that id) cannot tell us. A rail whose ids are ours (MoMo) is asked by the
 * operation's id: the operation becomes `submitted` and the open-operation sweep asks it. Other
 * rails (M-Pesa's CheckoutRequestID is theirs) go to a person, once, as unconfirmed payouts do:
 * the deposit waits; "paid" credits it, "not paid" closes it; a callback that still comes is
 * applied as usual and closes the check.
 */
export async function flagUnconfirmedCollections(db: Db, rails: Rails, afterSec: number) {
  const stale = await queryRows<{ id: string; rail: string }>(
    db,
    sql`select o.id, o.rail from rail_operations o
        where o.direction = 'collect' and o.status = 'submitting' and o.result_code is null
          and o.updated_at < now() - make_interval(secs => ${afterSec})
        order by o.created_at limit 50`,
  );
  for (const op of stale) {
    if (rails.adapters[op.rail as keyof Rails['adapters']]?.idIsOurs) {
      await db.execute(
        sql`update rail_operations set status = 'submitted', external_id = ${op.id},
            updated_at = now() - make_interval(secs => ${afterSec + 1})
            where id = ${op.id} and status = 'submitting'`,
      );
      continue;
    }
    await openHandoverCheck(db, op, 'unconfirmed_collection', 'COLLECT_UNCONFIRMED');
  }
  return stale.length;
}

/**
 * Opens an exception for each payout still `submitting` after `afterSec`, or `submitted` that
 * long on a rail with no status query to ask instead (`unqueried`: M-Pesa's B2C), once per
 * operation. The hold stays on the client's balance; the operation stays open, so the rail's own
 * result, should it still come, is applied as usual and closes the exception (closeHandoverCheck).
 */
export async function flagUnconfirmedPayouts(
  db: Db,
  afterSec: number,
  unqueried: string[],
  /**
   * Asks the rail first (M-Pesa's Transaction Status: mpesa/status.ts), once per operation; its
   * answer comes through the inbox. Only a payout still open `afterSec` after the question (the
   * rail did not know it, or never answered) goes to a person.
   */
  ask?: (op: { id: string; rail: string; receipt: string | null }) => Promise<boolean>,
) {
  const stale = await queryRows<{
    id: string;
    rail: string;
    status: string;
    result_code: string | null;
    receipt: string | null;
    asked: boolean;
  }>(
    db,
    sql`select o.id, o.rail, o.status, o.result_code, o.receipt,
               exists (select 1 from rail_events e where e.operation_id = o.id and e.kind = 'status_asked') as asked
        from rail_operations o
        where o.direction = 'payout'
          and (o.status = 'submitting' or (o.status = 'submitted' and o.rail in (${sql.join(
            [...unqueried, '-'].map((r) => sql`${r}`),
            sql`, `,
          )})))
          and o.updated_at < now() - make_interval(secs => ${afterSec})
          and not exists (select 1 from rail_events e where e.operation_id = o.id and e.kind = 'unconfirmed_payout')
        order by o.created_at limit 50`,
  );
  for (const op of stale) {
    if (ask && !op.asked && (await ask(op))) {
      // Noted (the question is evidence too), and the rail given as long again to answer.
      await db.execute(
        sql`insert into rail_events (rail, kind, operation_id, raw, body, dedupe_key, status, note, processed_at)
            values (${op.rail}, 'status_asked', ${op.id}, ${JSON.stringify({ operationId: op.id })},
                    ${JSON.stringify({ operationId: op.id })}::jsonb, ${`status-asked:${op.id}`},
                    'ignored', 'asked the rail for the payout’s status', now())
            on conflict (rail, dedupe_key) do nothing`,
      );
      await db.execute(sql`update rail_operations set updated_at = now() where id = ${op.id}`);
      continue;
    }
    const code =
      op.status === 'submitted'
        ? 'NO_RESULT'
        : op.result_code === 'UNREACHABLE'
          ? 'UNREACHABLE'
          : 'UNCONFIRMED';
    await openHandoverCheck(db, op, 'unconfirmed_payout', code);
  }
  return stale.length;
}

/**
 * One exception for a person about an operation whose hand-over is unknown: the operation keeps
 * its status (a late word from the rail is still applied) with the code saying why; the event's
 * dedupe key makes it once per operation however often the sweep runs.
 */
async function openHandoverCheck(
  db: Db,
  op: { id: string; rail: string },
  kind: 'unconfirmed_payout' | 'unconfirmed_collection',
  code: keyof typeof REASON,
) {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update rail_operations set result_code = ${code}, result_message = coalesce(result_message, ${REASON[code]})
          where id = ${op.id} and status in ('submitting', 'submitted')`,
    );
    const [event] = await queryRows<{ id: string }>(
      tx,
      sql`insert into rail_events (rail, kind, operation_id, raw, body, dedupe_key, status, note, processed_at)
          values (${op.rail}, ${kind}, ${op.id}, ${JSON.stringify({ operationId: op.id, code })},
                  ${JSON.stringify({ operationId: op.id, code })}::jsonb, ${`unconfirmed:${op.id}`},
                  'exception', ${REASON[code]}, now())
          on conflict (rail, dedupe_key) do nothing returning id`,
    );
    if (event)
      await tx.execute(
        sql`insert into rail_exceptions (event_id, rail, reason, amount, currency)
            select ${event.id}, o.rail, ${REASON[code]}, o.amount, o.currency from rail_operations o where o.id = ${op.id}
            on conflict (event_id) do nothing`,
      );
  });
}

/** The rail's own word closed the operation: its open check is settled by the rail. */
export async function closeHandoverCheck(tx: DbOrTx, operationId: string, status: string) {
  await tx.execute(
    sql`update rail_exceptions x set state = 'settled_by_rail', note = ${`the rail reported it ${status}`}, resolved_at = now()
        from rail_events e
        where e.id = x.event_id and e.operation_id = ${operationId}
          and e.kind in ('unconfirmed_payout', 'unconfirmed_collection') and x.state = 'open'`,
  );
}

type Actor = { id: string; email: string; ip?: string };

/**
 * A person's answer for a payout the rail may have made: `paid` completes the withdrawal (the
 * hold leaves as paid out), `not_paid` releases the hold to the client with the reason. The
 * operation closes in the same transaction, so a late word from the rail is then a late event.
 */
export async function settleHandover(
  tx: DbOrTx,
  operationId: string,
  answer: 'paid' | 'not_paid',
  actor: Actor,
  opts: { appUrl?: string },
) {
  const [op] = await queryRows<{
    id: string;
    status: string;
    holder_id: string;
    amount: string;
    withdrawal_id: string | null;
    deposit_id: string | null;
  }>(
    tx,
    sql`select id, status, holder_id, amount, withdrawal_id, deposit_id from rail_operations where id = ${operationId}`,
  );
  if (!op?.withdrawal_id && !op?.deposit_id)
    throw new AppError('CONFLICT', 'This exception is not about a payment.');
  await lockUser(tx, op.holder_id);
  const [locked] = await queryRows<{ status: string }>(
    tx,
    sql`select status from rail_operations where id = ${op.id} for update`,
  );
  if (!['submitting', 'submitted'].includes(locked!.status))
    throw new AppError('CONFLICT', `The rail already reported this payment ${locked!.status}.`);
  if (op.deposit_id) {
    const [deposit] = await queryRows<DepositRow>(
      tx,
      sql`select * from deposits where id = ${op.deposit_id} for update`,
    );
    // Decided elsewhere meanwhile (the funding queue): this answer must not close it unseen.
    if (deposit?.status !== 'pending')
      throw new AppError('CONFLICT', `This deposit is already ${deposit?.status ?? 'gone'}.`);
    if (answer === 'paid') await creditDeposit(tx, deposit, op.amount, actor, opts);
    else
      await closeDeposit(
        tx,
        deposit,
        'We could not confirm the payment with the mobile-money provider. No money was taken.',
        actor,
        opts,
      );
  } else
    await endHeldPayout(
      tx,
      op.withdrawal_id!,
      answer === 'paid',
      'The payout did not reach the payee. The money is back in your balance.',
      actor,
      opts,
    );
  await tx.execute(
    sql`update rail_operations set status = ${answer === 'paid' ? 'succeeded' : 'failed'},
        result_code = ${answer === 'paid' ? 'CONFIRMED_PAID' : 'CONFIRMED_NOT_PAID'},
        result_message = ${answer === 'paid' ? 'confirmed paid by an admin' : 'confirmed not paid by an admin'},
        updated_at = now(), completed_at = now() where id = ${op.id}`,
  );
}
