import { sql } from 'drizzle-orm';
import {
  bankAccountProblems,
  normaliseAccountNumber,
  normaliseBic,
  type BeneficiaryCreate,
} from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { encodeCursor, type Cursor } from '../../lib/cursor.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { said } from '../i18n/refusals/index.ts';
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
/** The API's cursor pages (newest first): `limit + 1` rows tell whether another page follows. */
export async function listBeneficiariesPage(
  db: DbOrTx,
  userId: string,
  p: { before: Cursor | null; limit: number },
) {
  const rows = await queryRows<BenRow & { cursor_ts: string }>(
    db,
    sql`select *, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_ts
          from beneficiaries
         where user_id = ${userId} and deleted_at is null
           and (${p.before?.ts ?? null}::timestamptz is null
                or (created_at, id) < (${p.before?.ts ?? null}::timestamptz, ${p.before?.id ?? null}::uuid))
         order by created_at desc, id desc limit ${p.limit + 1}`,
  );
  const shown = rows.slice(0, p.limit);
  const last = shown.at(-1);
  return {
    data: shown.map(benJson),
    next: rows.length > p.limit && last ? encodeCursor({ ts: last.cursor_ts, id: last.id }) : null,
  };
}
export async function createBeneficiary(db: DbOrTx, userId: string, b: BeneficiaryCreate) {
  const details =
    b.kind === 'bank_account'
      ? {
          bankName: b.bankName!,
          // Kept as payment files carry them: an IBAN without spaces, a BIC in capitals.
          accountNumber: normaliseAccountNumber(b.accountNumber!),
          ...(b.bic?.trim() ? { bic: normaliseBic(b.bic) } : {}),
        }
      : { phone: b.phone!, network: b.network! };
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

/**
 * A payout to a bank payee is accepted only when its account details pass today's checks
 * (bankAccountProblems): a payee saved before them (no IBAN checksum, no BIC format) is refused
 * here with 400 rather than sent to the bank to bounce. Mobile-money payees pass.
 */
export function assertPayableBeneficiary(
  ben: { kind: string; country: string; details: Record<string, string> },
  field = 'beneficiaryId',
) {
  if (ben.kind !== 'bank_account') return;
  if (bankAccountProblems(ben.country, ben.details.accountNumber, ben.details.bic).length)
    throw new AppError('VALIDATION', said('money.beneficiaryAccount'), {
      [field]: said('money.beneficiaryAccount'),
    });
}
