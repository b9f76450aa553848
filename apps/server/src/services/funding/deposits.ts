import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { D } from '@mizani/shared';
import { newReference } from '../ledger/ledger.ts';
import { iso, m2 } from '../wallet/format.ts';
import { bankTransferFields, type InstructionField } from './rails.ts';
import { assertMayMove } from '../verification/gate.ts';
import { notifyClient } from '../notices/notices.ts';
import { depositRequestedNotice } from '../notices/money-notices.ts';

// A client's deposits: the request with its payment instructions, and the list. Nothing moves in
// the ledger until an admin confirms the money arrived (funding-queue.ts).

export type DepositRow = {
  id: string;
  user_id: string;
  currency: string;
  method: string;
  reference: string;
  expected_amount: string | null;
  received_amount: string | null;
  status: string;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
  email?: string;
};
export const depositJson = (d: DepositRow) => ({
  id: d.id,
  currency: d.currency,
  method: d.method,
  reference: d.reference,
  expectedAmount: m2(d.expected_amount),
  receivedAmount: m2(d.received_amount),
  // What arrived against what the client said they would send: negative short, positive over.
  difference:
    d.expected_amount != null && d.received_amount != null
      ? new D(d.received_amount).minus(d.expected_amount).toFixed(2)
      : null,
  status: d.status,
  reason: d.reason,
  createdAt: iso(d.created_at),
  decidedAt: iso(d.decided_at),
  ...(d.email ? { email: d.email } : {}),
});

/**
 * Deposit instructions: where to pay, with a unique reference the payer must quote. `fields` are
 * what the client copies one by one (copy buttons); `lines` the same as sentences.
 */
export function depositInstructions(currency: string, method: string, reference: string) {
  const fields: InstructionField[] =
    method === 'mobile_money'
      ? [
          { label: 'Paybill / merchant number', value: '880123' },
          { label: 'Business name', value: `Mizani ${currency}` },
          { label: 'Account / reference', value: reference },
        ]
      : bankTransferFields(currency, reference);
  const note =
    method === 'mobile_money'
      ? 'Send from a number registered in your name.'
      : 'Pay from an account in your own name and quote the reference exactly.';
  return {
    method,
    fields,
    note,
    lines: [...fields.map((f) => `${f.label}: ${f.value}`), note],
  };
}

export async function createDeposit(
  db: Db,
  userId: string,
  body: { currency: string; method: string; expectedAmount?: string },
  appUrl?: string,
) {
  // Tier and restriction (verification/gate.ts): instructions only for a verified client.
  await assertMayMove(db, userId, 'fund');
  const reference = newReference('DEP');
  const instructions = depositInstructions(body.currency, body.method, reference);
  // The deposit and its receipt with the payment details (bell and mail) commit together (issue 34).
  const row = await db.transaction(async (tx) => {
    const [row] = await queryRows<DepositRow>(
      tx,
      sql`insert into deposits (user_id, currency, method, reference, expected_amount) values (${userId}, ${body.currency}, ${body.method}, ${reference}, ${body.expectedAmount ?? null}) returning *`,
    );
    await notifyClient(
      tx,
      userId,
      depositRequestedNotice(
        {
          reference,
          currency: body.currency,
          method: body.method,
          expectedAmount: m2(row!.expected_amount),
          fields: instructions.fields,
        },
        appUrl,
      ),
    );
    return row!;
  });
  return { ...depositJson(row), instructions };
}

export async function listDeposits(db: DbOrTx, userId: string) {
  const rows = await queryRows<DepositRow>(
    db,
    sql`select * from deposits where user_id = ${userId} order by created_at desc limit 50`,
  );
  return rows.map((d) => ({
    ...depositJson(d),
    instructions: depositInstructions(d.currency, d.method, d.reference),
  }));
}
