import type { Db } from '../client.ts';
import { newReference, postJournal } from '../../services/ledger/ledger.ts';

/** Demo client wallet: 250,000 KES and 1,500 USD, each a proper journal from external settlement. */
export async function seedWalletDemo(db: Db, ids: { clientId: string; adminId: string }) {
  await db.transaction(async (tx) => {
    for (const [currency, amount] of [
      ['KES', '250000.00'],
      ['USD', '1500.00'],
    ] as const) {
      await postJournal(
        tx,
        {
          type: 'seed',
          userId: ids.clientId,
          reference: newReference('DEP'),
          memo: 'Demo opening deposit',
        },
        [
          { kind: 'external', currency, amount: `-${amount}` },
          { kind: 'client', userId: ids.clientId, currency, amount },
        ],
      );
    }
  });
}
