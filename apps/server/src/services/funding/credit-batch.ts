import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { D, minorUnits } from '@mizani/shared';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerCall } from '../ledger/ledger.ts';
import { depositCreditedNotice } from '../notices/money-notices.ts';
import { noticeFields, recipientLanguages } from '../notices/notices.ts';
import { depositJson, type DepositRow } from './deposits.ts';
import type { Actor } from './funding-queue.ts';

// Deposits credited in batches (issue 37, "Measured"; migration 0049): what creditDeposit does for
// one deposit (journal, row, audit, notice, webhook), done for many in one SQL call, set by set.
// A bank statement's matched entries and the rails' confirmed collections come here; whatever
// the batch does not credit (the deposit moved on meanwhile, an amount the journal would refuse)
// the caller applies one by one, where each outcome has its own words.

export type CreditItem = {
  deposit: DepositRow;
  /** What arrived, as the rail or the bank says. */
  amount: string;
  /** The rail event this credit settles (marked applied in the same call). */
  event?: { id: string; note?: string | null; linksDeposit: boolean };
  /** The rail operation that collected it (marked succeeded in the same call). */
  operation?: { id: string; externalId: string; receipt: string };
};

/** Whether the journal takes this amount: positive, in the currency's minor units. */
export function creditable(amount: string, currency: string) {
  const a = new D(amount);
  return a.gt(0) && a.decimalPlaces() <= minorUnits(currency);
}

/**
 * Credits the items in the caller's transaction; returns the ids of the deposits credited. An
 * item whose deposit is no longer pending as read (or whose operation is final) is left as is.
 */
export async function creditDeposits(
  tx: DbOrTx,
  items: readonly CreditItem[],
  actor: Actor,
  opts: { appUrl?: string } = {},
): Promise<Set<string>> {
  const usable = items.filter((i) => creditable(i.amount, i.deposit.currency));
  if (!usable.length) return new Set();
  const languages = await recipientLanguages(tx, [
    ...new Set(usable.map((i) => i.deposit.user_id)),
  ]);
  const rows = usable.map(({ deposit: d, amount, event, operation }) => {
    const received = new D(amount).toFixed(2);
    const before = depositJson(d);
    return {
      deposit: d.id,
      holder: d.user_id,
      currency: d.currency,
      amount: received,
      expected: d.expected_amount,
      journal: randomUUID(),
      event: event?.id ?? null,
      event_note: event?.note ?? null,
      event_links: event?.linksDeposit ?? false,
      operation: operation?.id ?? null,
      external_id: operation?.externalId ?? null,
      receipt: operation?.receipt ?? null,
      notice: noticeFields(
        depositCreditedNotice(
          {
            reference: d.reference,
            currency: d.currency,
            method: d.method,
            expectedAmount: d.expected_amount,
            receivedAmount: received,
          },
          opts.appUrl,
          languages.get(d.user_id),
        ),
        // Rendered by the sender: writing 100,000 mails' HTML was a fifth of a statement's import.
        { mailLater: true },
      ),
      before,
      // decidedAt is the database's clock, set by the function.
      after: depositJson({
        ...d,
        status: 'completed',
        received_amount: received,
        decided_at: null,
      }),
    };
  });
  const credited = await ledgerCall<{ r_deposit: string }>(
    tx,
    sql`select r_deposit from mizani_credit_deposits(${JSON.stringify(rows)}::jsonb, ${actor.id}, ${actor.email})`,
  );
  return new Set(credited.map((r) => r.r_deposit));
}
