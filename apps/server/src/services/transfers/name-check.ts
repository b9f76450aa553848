import { nameSimilarity, nameSkeleton, nameTokens } from '@mizani/shared';
import { AppError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { said } from '../i18n/refusals/index.ts';
import { railFor } from '../rails/payout.ts';
import type { Rails } from '../rails/registry.ts';
import { maskedName } from './recipients.ts';

// The name check of a mobile-money payee (issue 38, docs/send-money.md "Name check"): before the
// review, the rail that will pay the number says whose it is, and the sender sees that name masked
// beside a warning when it is not the payee's. Only where the rail offers a look-up (MTN MoMo's
// basicuserinfo); M-Pesa's Daraja has none, so a Kenyan payee is shown no check.

export type NameCheckStatus = 'match' | 'close' | 'mismatch' | 'unavailable';
export interface NameCheck {
  status: NameCheckStatus;
  /** "A*** Mensah": enough to recognise the holder, not to learn a stranger's name. */
  registeredName: string | null;
}

/** A name's words as written, with case, accents and look-alike letters set aside. */
const plainWords = (name: string) =>
  new Set(
    nameSkeleton(name)
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );

/**
 * How the payee's name compares with the holder's, as banks' payee checks answer: the same words
 * (case, accents, look-alike letters and word order aside; a middle name more or less, two words
 * at least in common) match; a spelling of the same name ("Mensa") or part of it ("Ama" alone)
 * is close; anything else is another person.
 */
export function compareNames(payee: string, registered: string): 'match' | 'close' | 'mismatch' {
  const [p, r] = [plainWords(payee), plainWords(registered)];
  const common = [...p].filter((w) => r.has(w)).length;
  const smaller = Math.min(p.size, r.size);
  if (smaller > 0 && common === smaller && (common >= 2 || p.size === r.size)) return 'match';
  return nameSimilarity(nameTokens(payee), nameTokens(registered)) >= 0.7 ? 'close' : 'mismatch';
}

/**
 * The check for a payee paid by a rail with a look-up, or null where there is none. A number the
 * rail has no account for is refused before anything is written (a payout to it would fail); a
 * look-up that fails (the rail is down) does not stop the transfer: the review says so.
 */
export async function checkPayeeName(
  rails: Rails,
  payee: { name: string; phone: string | null; network: string | null },
  currency: string,
  amount: string,
): Promise<NameCheck | null> {
  const railId = railFor(rails, { currency, amount, phone: payee.phone, network: payee.network });
  const adapter = railId ? rails.adapters[railId] : undefined;
  if (!adapter?.accountHolder || !payee.phone) return null;
  const msisdn = payee.phone.replace(/^\+/, '');
  let holder;
  try {
    holder = await adapter.accountHolder(msisdn, currency);
  } catch (err) {
    logger.warn({ err, rail: railId }, 'name check: the rail did not answer');
    return { status: 'unavailable', registeredName: null };
  }
  if (!holder.found) {
    const m = said('transfer.noAccountHolder');
    throw new AppError('UNPROCESSABLE', m, { recipient: m });
  }
  const registered = `${holder.givenName} ${holder.familyName}`;
  return { status: compareNames(payee.name, registered), registeredName: maskedName(registered) };
}
