import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';

// Address screening (docs/stablecoins.md): the screening service's lists carry wallet addresses
// as entries (an entry's name or one of its aliases is the address, as OFAC lists "Digital
// Currency Address - ETH" identifiers). A payout whose destination is listed is held for review.

/** The list entries naming this address (compared in lower case). */
export async function screenAddress(db: DbOrTx, address: string) {
  const rows = await queryRows<{ list_name: string; name: string; programme: string | null }>(
    db,
    sql`select distinct e.list_name, e.name, e.programme from screening_names n
        join screening_entries e on e.id = n.entry_id
        where lower(n.name) = ${address.toLowerCase()}`,
  );
  return rows.map((r) => ({ listName: r.list_name, name: r.name, programme: r.programme }));
}
