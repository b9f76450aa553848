import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { newReference } from '../../lib/reference.ts';
import { ledgerAccounts, ledgerEntries, ledgerJournals } from '../schema/index.ts';

/**
 * Demo client wallet: 250,000 KES and 1,500 USD, each a balanced journal from external settlement.
 * Written as rows here (the seed sits below the services): on an empty database the accounts are
 * new, so the client's stored balance is the journal's amount.
 */
export async function seedWalletDemo(db: Db, ids: { clientId: string; adminId: string }) {
  await db.transaction(async (tx) => {
    for (const [currency, amount] of [
      ['KES', '250000.00'],
      ['USD', '1500.00'],
    ] as const) {
      const [client] = await tx
        .insert(ledgerAccounts)
        .values({ kind: 'client', userId: ids.clientId, currency, balance: amount })
        .returning({ id: ledgerAccounts.id });
      await tx
        .insert(ledgerAccounts)
        .values({ kind: 'external', userId: null, currency })
        .onConflictDoNothing();
      const [external] = await tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.kind, 'external'),
            isNull(ledgerAccounts.userId),
            eq(ledgerAccounts.currency, currency),
          ),
        );
      const [journal] = await tx
        .insert(ledgerJournals)
        .values({
          type: 'seed',
          userId: ids.clientId,
          reference: newReference('DEP'),
          memo: 'Demo opening deposit',
        })
        .returning({ id: ledgerJournals.id });
      await tx.insert(ledgerEntries).values([
        { journalId: journal!.id, accountId: external!.id, currency, amount: `-${amount}` },
        { journalId: journal!.id, accountId: client!.id, currency, amount },
      ]);
    }
  });
}
