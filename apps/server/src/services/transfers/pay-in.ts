import { sql } from 'drizzle-orm';
import {
  PHONE_RAILS,
  PhoneDepositSchema,
  payInAmount,
  type PhoneRail,
  type TransferPayIn,
} from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { newReference } from '../../lib/reference.ts';
import { depositInstructions, depositJson, type DepositRow } from '../funding/deposits.ts';
import { depositRequestedNotice } from '../notices/money-notices.ts';
import { m2 } from '../wallet/format.ts';
import { AppError, type Said } from '../../lib/errors.ts';
import { fieldErrors } from '../../lib/validate.ts';
import { said } from '../i18n/refusals/index.ts';
import { notifyClient } from '../notices/notices.ts';
import { startPhoneDeposit } from '../rails/collect.ts';
import type { Rails } from '../rails/registry.ts';
import { CREDIT_CURRENCY, type ChainConfig } from '../chain/config.ts';
import { transferJson } from './json.ts';
import { noticeFor, type TransferRow } from './row.ts';
import {
  checkBeforeMoving,
  confirmTransfer,
  getTransfer,
  type SenderContext,
} from './transfers.ts';

// Paying in for one transfer from the sender's phone (issue 38, docs/send-money.md), as Wise lets
// a sender pay by bank for one transfer: no balance needed first. The reviewed transfer's checks
// run as at confirmation (price, gate, step-up above the threshold, screening); then an M-Pesa
// prompt for its total (rounded up to whole shillings), the deposit linked to the transfer in the
// transaction that writes it. The price holds PAY_IN_HOLD_SEC while the phone is answered. Once
// the rail credits the deposit (the ordinary path: rails/apply.ts), the worker confirms the
// transfer from the balance the money landed in (confirmPaidIn): exactly once, on any number of
// instances, because confirmTransfer checks the status under the sender's lock. Money that cannot
// be sent on (the price ended, a limit reached meanwhile) stays in the balance, and the sender is
// told why.

/** How long the price holds once a prompt is sent: time to find the phone and enter the PIN. */
export const PAY_IN_HOLD_SEC = 15 * 60;
/**
 * How long the price holds for a bank transfer paid in for it: a same-day transfer from the
 * sender's bank arrives within hours; later money is credited to the balance and the sender told.
 */
export const BANK_PAY_IN_HOLD_SEC = 24 * 60 * 60;
/** For a stablecoin sent to the deposit address: the network's confirmations take minutes. */
export const STABLECOIN_PAY_IN_HOLD_SEC = 60 * 60;

/** What the route knows beside the sender: the app's address, the chain, the simulators. */
export type PayInContext = SenderContext & {
  publicUrl: string;
  bankSimulatorUrl?: string;
  /** The stablecoin network, when this server runs one (chain/rail.ts). */
  chain?: ChainConfig;
  walletSimulatorUrl?: string;
};

/** The transfer still waits for its money, with no pay-in under way: else a refusal. */
async function waitingForPayIn(db: Db, holderId: string, id: string) {
  const pre = await getTransfer(db, holderId, id);
  if (pre.status !== 'awaiting_confirmation')
    throw new AppError('CONFLICT', said('transfer.notWaitingForPayment'));
  if (pre.pay_in_deposit_id) {
    const [waiting] = await queryRows<{ method: string; reference: string }>(
      db,
      sql`select method, reference from deposits where id = ${pre.pay_in_deposit_id} and status = 'pending'`,
    );
    if (waiting?.method === 'bank_transfer')
      throw new AppError(
        'CONFLICT',
        said('transfer.bankPayInWaiting', { reference: waiting.reference }),
      );
    if (waiting?.method === 'stablecoin')
      throw new AppError('CONFLICT', said('transfer.stablecoinPayInWaiting'));
    if (waiting) throw new AppError('CONFLICT', said('transfer.payInWaiting'));
  }
  return pre;
}

export async function startTransferPayIn(
  db: Db,
  rails: Rails,
  holderId: string,
  id: string,
  body: TransferPayIn,
  ctx: PayInContext,
) {
  if (body.rail === 'bank_transfer') return startBankPayIn(db, holderId, id, ctx);
  if (body.rail === 'stablecoin')
    return startStablecoinPayIn(db, holderId, id, body.asset ?? 'USDC', ctx);
  const pre = await waitingForPayIn(db, holderId, id);
  const phoneDeposit = PhoneDepositSchema.safeParse({
    rail: body.rail,
    currency: pre.source_currency,
    amount: payInAmount(body.rail, pre.total),
    phone: body.phone,
  });
  if (!phoneDeposit.success) {
    const fields: Record<string, Said> = fieldErrors(phoneDeposit.error);
    // The rail does not take this currency: said on the rail, the field the sender chose.
    if (fields.currency)
      fields.rail = said('transfer.railCurrency', {
        rail: PHONE_RAILS[body.rail as PhoneRail].label,
        currency: pre.source_currency,
      });
    delete fields.currency;
    delete fields.amount;
    throw new AppError(
      'VALIDATION',
      fields.rail ?? fields.phone ?? said('transfer.checkNumber'),
      fields,
    );
  }
  await checkBeforeMoving(db, holderId, pre, ctx);
  const deposit = await startPhoneDeposit(
    db,
    rails,
    holderId,
    phoneDeposit.data,
    ctx.publicUrl,
    async (tx, depositId) => {
      const [linked] = await queryRows<{ id: string }>(
        tx,
        sql`update transfers set pay_in_deposit_id = ${depositId}
            where id = ${id} and user_id = ${holderId} and status = 'awaiting_confirmation'
            returning id`,
      );
      // Confirmed or cancelled meanwhile: no prompt (the deposit's transaction rolls back).
      if (!linked) throw new AppError('CONFLICT', said('transfer.notWaitingForPayment'));
    },
  );
  // The price holds once the phone rings, not for a prompt the rail refused (startPhoneDeposit
  // threw, the deposit closed): no rate is held for money that is not coming.
  await db.execute(
    sql`update transfers set price_expires_at = greatest(price_expires_at, now() + make_interval(secs => ${PAY_IN_HOLD_SEC}))
        where id = ${id} and status = 'awaiting_confirmation' and pay_in_deposit_id = ${deposit.id}`,
  );
  return { transfer: transferJson(await getTransfer(db, holderId, id)), deposit };
}

/**
 * Paid in by bank transfer for this transfer alone: a deposit of the total with a reference of its
 * own, linked to the transfer in the transaction that writes it, its payment details told (bell,
 * mail) and answered, and the price held BANK_PAY_IN_HOLD_SEC. The money arrives through the
 * bank statement (camt.053/054, MT940: rails/bank/import.ts), matched by reference, amount and
 * currency; the deposit credited, the worker confirms the transfer (confirmPaidIn).
 */
async function startBankPayIn(
  db: Db,
  holderId: string,
  id: string,
  ctx: SenderContext & { bankSimulatorUrl?: string },
) {
  const pre = await waitingForPayIn(db, holderId, id);
  await checkBeforeMoving(db, holderId, pre, ctx);
  const reference = newReference('DEP');
  const instructions = depositInstructions(pre.source_currency, 'bank_transfer', reference);
  const row = await db.transaction(async (tx) => {
    const d = await payInDeposit(tx, pre, 'bank_transfer', reference, BANK_PAY_IN_HOLD_SEC);
    await notifyClient(
      tx,
      holderId,
      depositRequestedNotice(
        {
          reference,
          currency: d.currency,
          method: 'bank_transfer',
          expectedAmount: m2(d.expected_amount),
          fields: instructions.fields,
        },
        ctx.appUrl,
      ),
    );
    return d;
  });
  return {
    transfer: transferJson(await getTransfer(db, holderId, id)),
    deposit: {
      ...depositJson(row),
      instructions,
      ...(ctx.bankSimulatorUrl ? { simulatorUrl: ctx.bankSimulatorUrl } : {}),
    },
  };
}

/**
 * The worker's pass: every transfer whose pay-in deposit is credited, confirmed from the balance.
 * A refusal (price ended, limits, screening) closes the transfer with the reason; the money paid
 * in stays in the balance.
 */
export async function confirmPaidIn(
  db: Db,
  appUrl: string,
  opts: { failpoint?: 'rails-before-ledger' | 'pay-in-before-confirm' } = {},
) {
  const due = await queryRows<{ id: string; user_id: string; actor_id: string; email: string }>(
    db,
    sql`select t.id, t.user_id, u.id as actor_id, u.email from transfers t
          join deposits d on d.id = t.pay_in_deposit_id
          join "user" u on u.id = coalesce(t.created_by, t.user_id)
         where t.status = 'awaiting_confirmation' and d.status = 'completed'
         order by d.decided_at limit 100`,
  );
  // Fault tests: the process dies with the money credited and the transfer not yet confirmed.
  if (opts.failpoint === 'pay-in-before-confirm' && due.length)
    process.kill(process.pid, 'SIGKILL');
  let confirmed = 0;
  for (const t of due) {
    const ctx = { sessionId: null, appUrl, actor: { id: t.actor_id, email: t.email } };
    try {
      await confirmTransfer(db, t.user_id, t.id, ctx);
      confirmed++;
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      await keepInBalance(db, t.id, err.message, appUrl);
    }
  }
  return confirmed;
}

async function keepInBalance(db: Db, id: string, reason: string, appUrl: string) {
  await db.transaction(async (tx) => {
    const [t] = await queryRows<TransferRow>(
      tx,
      sql`update transfers set status = 'cancelled', cancelled_at = now(),
            reason = ${`${reason} The money you paid in is in your balance.`}
          where id = ${id} and status = 'awaiting_confirmation' returning *`,
    );
    if (t) await notifyClient(tx, t.user_id, noticeFor(t, 'cancelled', appUrl));
  });
}

/**
 * Paid in by a stablecoin sent to the holder's deposit address (issue 38, docs/stablecoins.md):
 * USD transfers only (a token credits USD one to one). A pending deposit of the total is linked
 * to the transfer, and the price held STABLECOIN_PAY_IN_HOLD_SEC. The chain watcher credits the
 * first deposit that covers the total into this deposit (chain/watcher.ts), so the worker
 * confirms the transfer from it (confirmPaidIn); a smaller one is credited to the balance as
 * usual and the transfer keeps waiting.
 */
async function startStablecoinPayIn(
  db: Db,
  holderId: string,
  id: string,
  asset: 'USDC' | 'USDT',
  ctx: PayInContext,
) {
  const pre = await waitingForPayIn(db, holderId, id);
  if (!ctx.chain) throw new AppError('CONFLICT', said('chain.unavailable'));
  if (pre.source_currency !== CREDIT_CURRENCY) {
    const only = said('transfer.stablecoinCurrency', { currency: pre.source_currency });
    throw new AppError('VALIDATION', only, { rail: only });
  }
  await checkBeforeMoving(db, holderId, pre, ctx);
  const { addressFor } = await import('../chain/addresses.ts');
  const { address } = await addressFor(db, ctx.chain, holderId, asset, ctx.chain.network);
  const reference = newReference('DEP');
  const row = await db.transaction((tx) =>
    payInDeposit(tx, pre, 'stablecoin', reference, STABLECOIN_PAY_IN_HOLD_SEC),
  );
  return {
    transfer: transferJson(await getTransfer(db, holderId, id)),
    deposit: {
      ...depositJson(row),
      address,
      ...(ctx.walletSimulatorUrl ? { simulatorUrl: ctx.walletSimulatorUrl } : {}),
    },
  };
}

/**
 * The pending deposit of the transfer's total in its currency, linked to the transfer still waiting
 * (and not paid in another way meanwhile), its price held `holdSec`; else a refusal, and the
 * caller's transaction writes nothing.
 */
async function payInDeposit(
  tx: DbOrTx,
  pre: TransferRow,
  method: 'bank_transfer' | 'stablecoin',
  reference: string,
  holdSec: number,
) {
  const [d] = await queryRows<DepositRow>(
    tx,
    sql`insert into deposits (user_id, currency, method, reference, expected_amount)
        values (${pre.user_id}, ${pre.source_currency}, ${method}, ${reference}, ${pre.total})
        returning *`,
  );
  const [linked] = await queryRows<{ id: string }>(
    tx,
    sql`update transfers set pay_in_deposit_id = ${d!.id},
          price_expires_at = greatest(price_expires_at, now() + make_interval(secs => ${holdSec}))
        where id = ${pre.id} and user_id = ${pre.user_id} and status = 'awaiting_confirmation'
          and (pay_in_deposit_id is null or pay_in_deposit_id = ${pre.pay_in_deposit_id})
        returning id`,
  );
  if (!linked) throw new AppError('CONFLICT', said('transfer.notWaitingForPayment'));
  return d!;
}
