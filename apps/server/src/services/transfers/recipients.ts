import { sql } from 'drizzle-orm';
import { type TransferCreate } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { assertPayableBeneficiary } from '../beneficiaries/beneficiaries.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { said } from '../i18n/refusals/index.ts';
import { audit } from '../audit.ts';
import { readPlatformSettings } from '../platform-settings.ts';
import { clearedEntries, findMatches } from '../screening/screen.ts';
import { type CorridorRow } from './corridors.ts';

// Who a transfer pays (issue 38): a payee or another client, masked where shown, screened.

type Recipient = {
  kind: 'beneficiary' | 'client';
  name: string;
  /** What the sender is shown: the payee's name, or another client's masked. */
  shownName: string;
  phone: string | null;
  email: string | null;
  network: string | null;
  beneficiaryId: string | null;
  userId: string | null;
};

/** "Jane Wanjiru Otieno" → "J*** W*** Otieno": enough to recognise, not to learn a name. */
export function maskedName(name: string) {
  const parts = name.trim().split(/\s+/);
  if (parts.length === 1) return `${parts[0]!.slice(0, 1)}***`;
  return [...parts.slice(0, -1).map((p) => `${p.slice(0, 1)}***`), parts.at(-1)].join(' ');
}

export async function resolveRecipient(
  db: DbOrTx,
  holderId: string,
  c: CorridorRow,
  method: string,
  r: TransferCreate['recipient'],
): Promise<Recipient> {
  if (r.type === 'beneficiary') {
    const [b] = await queryRows<{
      kind: string;
      name: string;
      country: string;
      currency: string;
      details: Record<string, string>;
    }>(
      db,
      sql`select kind, name, country, currency, details from beneficiaries
           where id = ${r.beneficiaryId} and user_id = ${holderId} and deleted_at is null`,
    );
    if (!b) throw notFound('Beneficiary');
    if (b.kind !== method) {
      const m = said(method === 'mobile_money' ? 'transfer.mobilePayee' : 'transfer.bankPayee');
      throw new AppError('VALIDATION', m, { recipient: m });
    }
    if (b.currency !== c.dest_currency || b.country !== c.dest_country) {
      const m = said('transfer.payeeCorridor', {
        currency: c.dest_currency,
        country: c.dest_country,
      });
      throw new AppError('VALIDATION', m, { recipient: m });
    }
    // A bank payee saved before the IBAN/BIC checks is refused before any money is held.
    assertPayableBeneficiary(b, 'recipient');
    return {
      kind: 'beneficiary',
      name: b.name,
      shownName: b.name,
      phone: b.details.phone ?? null,
      email: null,
      network: b.details.network ?? null,
      beneficiaryId: r.beneficiaryId,
      userId: null,
    };
  }
  if (method !== 'wallet')
    throw new AppError('VALIDATION', said('transfer.clientWallet'), {
      payoutMethod: said('transfer.clientWallet'),
    });
  const contact = r.contact.trim();
  const [u] = await queryRows<{ id: string; name: string; email: string; phone: string | null }>(
    db,
    sql`select u.id, u.name, u.email, u.phone_number as phone from "user" u
         where (lower(u.email) = lower(${contact}) or (u.phone_number = ${contact} and u.phone_number_verified))
           and u.role = 'client' limit 1`,
  );
  const none = said('transfer.noSuchClient');
  if (!u) throw new AppError('UNPROCESSABLE', none, { 'recipient.contact': none });
  if (u.id === holderId)
    throw new AppError('VALIDATION', said('transfer.toYourself'), {
      'recipient.contact': said('transfer.toYourself'),
    });
  return {
    kind: 'client',
    name: u.name,
    shownName: maskedName(u.name),
    phone: u.phone,
    email: u.email,
    network: null,
    beneficiaryId: null,
    userId: u.id,
  };
}

/**
 * Screens the recipient's name against the sanctions lists before money moves. A hit refuses
 * the transfer (audited, outside the refused transaction, for the compliance desk) and writes no
 * money; the sender's account is not restricted by someone else's name.
 */
export async function screenRecipient(db: Db, holderId: string, actorId: string, name: string) {
  const settings = await readPlatformSettings(db);
  const cleared = (await clearedEntries(db, [holderId])).get(holderId);
  const matches = await findMatches(
    db,
    { name },
    settings['compliance.screeningThreshold'],
    cleared,
  );
  if (!matches.length) return;
  await audit(db, {
    actorId,
    action: 'transfer.screening_hit',
    targetType: 'holder',
    targetId: holderId,
    after: { recipient: name, matches: matches.slice(0, 3) },
  });
  const m = said('transfer.recipientRefused');
  throw new AppError('ACCOUNT_RESTRICTED', m, { recipient: m });
}
