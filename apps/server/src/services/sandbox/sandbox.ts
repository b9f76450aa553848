import { sql } from 'drizzle-orm';
import {
  D,
  SANDBOX_DEMO_BALANCES,
  type ApiKeyMode,
  type SandboxSettle,
  type SandboxTopUp,
} from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { lockUser, neg, newReference, postJournal } from '../ledger/ledger.ts';
import { emitWebhookEvent } from '../developer/webhooks.ts';
import { depositJson, type DepositRow } from '../funding/deposits.ts';
import { decideWithdrawal } from '../funding/funding-queue.ts';
import { AppError } from '../../lib/errors.ts';
import { walletAccounts } from '../wallet/accounts.ts';

// The sandbox ledger (issue 18, decision 016). Migration 0019 keeps structural copies of the money
// tables in the `sandbox` schema; a test key's request runs in ONE transaction whose search_path
// puts them first, so the dashboard's own services and the ledger's SQL functions act on the
// copies. set_config(..., true) is SET LOCAL: it ends with the transaction. On PostgreSQL the
// transaction owns its pooled connection until then; on PGlite (one connection) every other
// query waits for the transaction's lock, so the setting can never reach another request.

/** The marker the webhook outbox reads to tag events (services/developer/webhooks.ts). */
export const MODE_SETTING = 'mizani.mode';

/**
 * Runs `fn` against the ledger of the key's mode: live as is; test in one transaction on the
 * sandbox schema, with the holder's demo balances opened on first use. Everything `fn` does must
 * go through the database handle it is given (a handle from elsewhere would act on live tables).
 */
export async function inMode<T>(
  db: Db,
  mode: ApiKeyMode,
  holderId: string,
  fn: (db: DbOrTx) => Promise<T>,
): Promise<T> {
  if (mode === 'live') return fn(db);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('search_path', 'sandbox, public', true), set_config(${MODE_SETTING}, 'test', true)`,
    );
    await openDemoBalances(tx, holderId);
    return fn(tx);
  });
}

/** Whether the current transaction runs on the sandbox (for code that must say so). */
export async function currentMode(db: DbOrTx): Promise<ApiKeyMode> {
  const [row] = await queryRows<{ mode: string | null }>(
    db,
    sql`select current_setting(${MODE_SETTING}, true) as mode`,
  );
  return row?.mode === 'test' ? 'test' : 'live';
}

/**
 * The holder's first sandbox request credits the demo balances (one journal from the sandbox's
 * external account). Checked without a lock, then again under the holder lock, so two first
 * requests at once open them once.
 */
async function openDemoBalances(tx: DbOrTx, holderId: string) {
  const opened = sql`select 1 from sandbox.ledger_journals where user_id = ${holderId} and type = 'seed' limit 1`;
  if ((await queryRows(tx, opened)).length > 0) return;
  await lockUser(tx, holderId);
  if ((await queryRows(tx, opened)).length > 0) return;
  await postJournal(
    tx,
    {
      type: 'seed',
      userId: holderId,
      reference: newReference('SBX'),
      memo: 'Sandbox demo balances',
    },
    Object.entries(SANDBOX_DEMO_BALANCES).flatMap(([currency, amount]) => [
      { kind: 'external' as const, currency, amount: neg(amount) },
      { kind: 'client' as const, userId: holderId, currency, amount },
    ]),
  );
}

async function assertSandbox(tx: DbOrTx) {
  if ((await currentMode(tx)) !== 'test') throw new Error('sandbox operation outside the sandbox');
}

/**
 * A sandbox top-up: test money credited at once as a completed deposit (method "sandbox"), with
 * the deposit.confirmed webhook in test mode, so an integration can rehearse its deposit handling.
 * Only ever called inside inMode('test').
 */
export async function sandboxTopUp(tx: DbOrTx, holderId: string, input: SandboxTopUp) {
  await assertSandbox(tx);
  const amount = new D(input.amount).toFixed(2);
  await lockUser(tx, holderId);
  const reference = newReference('DEP');
  const journalId = await postJournal(
    tx,
    { type: 'deposit', userId: holderId, reference, memo: 'sandbox' },
    [
      { kind: 'external', currency: input.currency, amount: neg(amount) },
      { kind: 'client', userId: holderId, currency: input.currency, amount },
    ],
  );
  const [row] = await queryRows<DepositRow>(
    tx,
    sql`insert into sandbox.deposits (user_id, currency, method, reference, expected_amount, received_amount, status, journal_id, decided_at)
        values (${holderId}, ${input.currency}, 'sandbox', ${reference}, ${amount}, ${amount}, 'completed', ${journalId}, now())
        returning *`,
  );
  // The receiver gets what a live deposit.confirmed carries; the caller a short receipt.
  const deposit = depositJson(row!);
  await emitWebhookEvent(tx, holderId, 'deposit.confirmed', { deposit });
  const balance = (await walletAccounts(tx, holderId)).find((a) => a.currency === input.currency);
  const { id, currency, method, receivedAmount, status, createdAt } = deposit;
  return {
    deposit: { id, currency, method, reference, receivedAmount, status, createdAt },
    balance: balance!,
  };
}

/**
 * Settles one of the holder's held sandbox withdrawals as the payout desk would live: the desk's
 * own decision (funding-queue.ts: the journal, the status, the audit entry and notice in the
 * sandbox copies, the withdrawal.paid or withdrawal.rejected webhook in test mode). Another
 * holder's or unknown id 404, already settled 409.
 */
export async function sandboxSettleWithdrawal(
  tx: DbOrTx,
  holderId: string,
  id: string,
  input: SandboxSettle,
  ip: string,
) {
  await assertSandbox(tx);
  const own = await queryRows(
    tx,
    sql`select 1 from sandbox.withdrawals where id = ${id} and user_id = ${holderId}`,
  );
  if (!own.length) throw new AppError('NOT_FOUND', 'Withdrawal not found');
  const paid = input.outcome === 'paid';
  return decideWithdrawal(
    tx as Db,
    { id: holderId, email: 'sandbox', ip },
    id,
    paid ? 'approve' : 'reject',
    paid ? undefined : (input.reason ?? 'Rejected in the sandbox'),
  );
}
