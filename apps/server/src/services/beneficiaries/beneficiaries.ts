import { sql } from 'drizzle-orm';
import type { BeneficiaryCreate } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { iso } from '../wallet/format.ts';

// A client's payees for withdrawals. Deleting one hides it (deleted_at); withdrawals keep theirs.

type BenRow = {
  id: string;
  kind: string;
  name: string;
  country: string;
  currency: string;
  details: Record<string, string>;
  created_at: Date;
};
const benJson = (b: BenRow) => ({
  id: b.id,
  kind: b.kind,
  name: b.name,
  country: b.country,
  currency: b.currency,
  ...b.details,
  createdAt: iso(b.created_at),
});

export async function listBeneficiaries(db: DbOrTx, userId: string) {
  return (
    await queryRows<BenRow>(
      db,
      sql`select * from beneficiaries where user_id = ${userId} and deleted_at is null order by created_at desc`,
    )
  ).map(benJson);
}
export async function createBeneficiary(db: DbOrTx, userId: string, b: BeneficiaryCreate) {
  const details =
    b.kind === 'bank_account'
      ? { bankName: b.bankName!, accountNumber: b.accountNumber! }
      : { phone: b.phone! };
  const [row] = await queryRows<BenRow>(
    db,
    sql`insert into beneficiaries (user_id, kind, name, country, currency, details) values (${userId}, ${b.kind}, ${b.name}, ${b.country}, ${b.currency}, ${JSON.stringify(details)}::jsonb) returning *`,
  );
  return benJson(row!);
}
export async function deleteBeneficiary(db: DbOrTx, userId: string, id: string) {
  const rows = await queryRows<{ name: string; currency: string }>(
    db,
    sql`update beneficiaries set deleted_at = now() where id = ${id} and user_id = ${userId} and deleted_at is null returning name, currency`,
  );
  if (!rows.length) throw notFound('Beneficiary');
  return rows[0]!;
}
