import { sql } from 'drizzle-orm';
import {
  BENEFICIARY_COUNTRIES,
  BeneficiaryCreateSchema,
  BULK_PAYOUT_FEE_BPS,
  CURRENCIES,
  D,
  blockingKeys,
  messageKey,
  minorUnits,
  nameTokens,
  usdEquivalent,
  type BeneficiaryCreate,
  type BulkPayoutRow,
  type PairQuote,
} from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { readPlatformSettings } from '../platform-settings.ts';
import {
  CANDIDATES_MAX,
  candidateColumns,
  clearedEntries,
  scoreCandidates,
  textArray,
  type CandidateRow,
} from '../screening/screen.ts';
import { mayMoveWith, readGateState } from '../verification/gate.ts';

// Every line of a bulk payout checked before anything moves (docs/treasury.md "Bulk payouts"):
// the payee's details with the very schema of a saved payee (name, country, number and network,
// IBAN/BIC or local account), the amount in the currency's decimals, the rail's own rules, the
// name against the sanctions lists. What stops the whole batch
// (balance, daily and monthly limits, a restricted account) is reported beside the lines.

/** A line as written, every field a trimmed string ('' when absent). */
export type LineFields = Required<{ [K in keyof BulkPayoutRow]: string }>;

export interface CheckedLine {
  fields: LineFields;
  errors: Record<string, string>;
  /** The payee as a saved beneficiary would be, when the line is valid. */
  payee: BeneficiaryCreate | null;
  /** Decimal strings with the currency's decimals, when the line is valid. */
  amount: string | null;
  fee: string | null;
  usd: string | null;
}

export const emptyFields = (): LineFields => ({
  name: '',
  method: '',
  country: '',
  phone: '',
  network: '',
  account: '',
  bank_code: '',
  iban: '',
  bic: '',
  amount: '',
  currency: '',
  reference: '',
});

export function toFields(row: BulkPayoutRow): LineFields {
  const out = emptyFields();
  for (const k of Object.keys(out) as (keyof LineFields)[]) out[k] = (row[k] ?? '').trim();
  return out;
}

const METHODS: Record<string, 'mobile_money' | 'bank_account'> = {
  mobile_money: 'mobile_money',
  bank: 'bank_account',
  bank_account: 'bank_account',
};

/** Our fee on a line: BULK_PAYOUT_FEE_BPS of it, half up to the currency's minor unit. */
export function lineFee(amount: string, currency: string) {
  return new D(amount)
    .times(BULK_PAYOUT_FEE_BPS)
    .div(10_000)
    .toFixed(minorUnits(currency), D.ROUND_HALF_UP);
}

/** The payee's country when the file does not say: the number's, the IBAN's, else the currency's. */
function countryOf(f: LineFields, kind: string | undefined): string {
  if (f.country) return f.country.toUpperCase();
  const table = BENEFICIARY_COUNTRIES as Record<string, { currency: string; phone: RegExp }>;
  if (kind === 'mobile_money') {
    const byPhone = Object.entries(table).find(([, c]) => c.phone.test(f.phone));
    if (byPhone) return byPhone[0];
  }
  if (kind === 'bank_account' && /^[A-Za-z]{2}\d{2}/.test(f.iban))
    return f.iban.slice(0, 2).toUpperCase();
  return Object.entries(table).find(([, c]) => c.currency === f.currency.toUpperCase())?.[0] ?? '';
}

/** The checks that need nothing but the line itself. */
function checkFields(f: LineFields): Omit<CheckedLine, 'usd'> {
  const errors: Record<string, string> = {};
  const kind = METHODS[f.method.toLowerCase()];
  if (!kind) errors.method = messageKey('validation.bulk.method');
  const currency = f.currency.toUpperCase();
  if (!Object.prototype.hasOwnProperty.call(CURRENCIES, currency))
    errors.currency = f.currency
      ? messageKey('validation.bulk.currencyUnsupported', { currency: f.currency })
      : messageKey('validation.bulk.currencyMissing');
  const country = countryOf(f, kind);
  const candidate = {
    kind: kind ?? 'mobile_money',
    name: f.name,
    country,
    currency: errors.currency ? 'USD' : currency,
    ...(kind === 'bank_account'
      ? {
          accountNumber: f.iban || f.account,
          bankName: f.bank_code || f.bic,
          ...(f.bic ? { bic: f.bic } : {}),
        }
      : { phone: f.phone, ...(f.network ? { network: f.network.toLowerCase() } : {}) }),
  };
  const parsed = BeneficiaryCreateSchema.safeParse(candidate);
  const column: Record<string, string> = {
    accountNumber: f.iban ? 'iban' : 'account',
    bankName: 'bank_code',
    kind: 'method',
  };
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = column[String(issue.path[0])] ?? String(issue.path[0] ?? 'name');
      errors[field] ??= issue.message;
    }
  if (kind === 'bank_account' && f.iban && f.account)
    errors.account = messageKey('validation.bulk.ibanOrAccount');
  let amount: string | null = null;
  if (!/^\d{1,15}(\.\d+)?$/.test(f.amount))
    errors.amount = f.amount
      ? messageKey('validation.bulk.amountFormat')
      : messageKey('validation.bulk.amountMissing');
  else if (new D(f.amount).lte(0)) errors.amount = messageKey('validation.bulk.amountPositive');
  else if (!errors.currency && new D(f.amount).decimalPlaces() > minorUnits(currency))
    errors.amount = messageKey('validation.bulk.amountDecimals', {
      currency,
      places: minorUnits(currency),
    });
  else if (!errors.currency) amount = new D(f.amount).toFixed(minorUnits(currency));
  const home = (BENEFICIARY_COUNTRIES as Record<string, { currency: string }>)[country];
  if (kind === 'mobile_money' && home && !errors.currency && home.currency !== currency)
    errors.currency = messageKey('validation.bulk.mobileCurrency', {
      country,
      currency: home.currency,
    });
  // M-Pesa pays whole shillings, at least 10 (Daraja's B2C rule; rails/payout.ts).
  if (
    amount &&
    kind === 'mobile_money' &&
    f.network.toLowerCase() === 'mpesa' &&
    currency === 'KES'
  )
    if (!new D(amount).isInteger() || new D(amount).lt(10))
      errors.amount = messageKey('validation.bulk.mpesaWhole');
  if (f.reference.length > 140) errors.reference = messageKey('validation.bulk.referenceLong');
  const valid = Object.keys(errors).length === 0 && parsed.success;
  return {
    fields: f,
    errors,
    payee: valid ? parsed.data : null,
    amount: valid ? amount : null,
    fee: valid && amount ? lineFee(amount, currency) : null,
  };
}

const HIT = messageKey('validation.bulk.sanctions');

/**
 * The names that match a sanctions list, screened together: one query finds every name sharing a
 * blocking key with any payee, then each payee keeps its best candidates and the shared matcher
 * scores them, as findMatches does for one name (screening/screen.ts).
 */
async function screenNames(db: DbOrTx, holderId: string, names: string[]): Promise<Set<string>> {
  const keysOf = new Map<string, string[]>();
  for (const n of new Set(names)) keysOf.set(n, blockingKeys(nameTokens(n)));
  const allKeys = [...new Set([...keysOf.values()].flat())];
  if (!allKeys.length) return new Set();
  const hits = await queryRows<{ key: string; name_id: string }>(
    db,
    sql`select key, name_id::text from screening_keys where key = any(${textArray(allKeys)})`,
  );
  if (!hits.length) return new Set();
  const byKey = new Map<string, string[]>();
  for (const h of hits) byKey.set(h.key, [...(byKey.get(h.key) ?? []), h.name_id]);
  const wanted = new Map<string, string[]>();
  for (const [name, keys] of keysOf) {
    const shared = new Map<string, number>();
    for (const k of keys)
      for (const id of byKey.get(k) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    if (!shared.size) continue;
    wanted.set(
      name,
      [...shared.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, CANDIDATES_MAX)
        .map(([id]) => id),
    );
  }
  if (!wanted.size) return new Set();
  const ids = [...new Set([...wanted.values()].flat())];
  const rows = await queryRows<CandidateRow & { name_id: string }>(
    db,
    sql`select n.id::text as name_id, ${candidateColumns}
          from screening_names n join screening_entries e on e.id = n.entry_id
         where n.id = any(${textArray(ids)}::uuid[])`,
  );
  const byId = new Map(rows.map((r) => [r.name_id, r]));
  const settings = await readPlatformSettings(db);
  const cleared = (await clearedEntries(db, [holderId])).get(holderId);
  const out = new Set<string>();
  for (const [name, cand] of wanted) {
    const found = cand.map((id) => byId.get(id)).filter((r): r is NonNullable<typeof r> => !!r);
    if (scoreCandidates({ name }, found, settings['compliance.screeningThreshold'], cleared).length)
      out.add(name);
  }
  return out;
}

/** Each currency's USD rate as the gate reads it (the latest mid), once per batch. */
export async function quotesFor(db: DbOrTx, holderId: string, currencies: string[]) {
  const out = new Map<string, PairQuote[]>();
  for (const c of new Set(currencies)) {
    const state = await readGateState(db, holderId, c);
    out.set(
      c,
      (state.mids ?? []).map((m) => ({ ...m, timestamp: '' })),
    );
  }
  return out;
}

/** Checks lines: each on its own, then the names together against the sanctions lists. */
export async function checkLines(
  db: DbOrTx,
  holderId: string,
  rows: LineFields[],
): Promise<CheckedLine[]> {
  const lines = rows.map(checkFields);
  const payable = lines.filter((l) => l.payee);
  const hits = await screenNames(
    db,
    holderId,
    lines.map((l) => l.fields.name).filter((n) => n.length >= 2),
  );
  const quotes = await quotesFor(
    db,
    holderId,
    payable.map((l) => l.payee!.currency),
  );
  return lines.map((l) => {
    const errors = { ...l.errors };
    if (hits.has(l.fields.name)) errors.name = HIT;
    let usd: string | null = null;
    if (l.payee && l.amount) {
      // The platform's minimum transaction applies to the batch (one instruction), not to each
      // payee: a payroll line of KES 1,500 is normal (batchFigures checks the total).
      usd = usdEquivalent(l.amount, l.payee.currency, quotes.get(l.payee.currency) ?? []);
    }
    const ok = Object.keys(errors).length === 0;
    return {
      ...l,
      errors,
      payee: ok ? l.payee : null,
      amount: ok ? l.amount : null,
      fee: ok ? l.fee : null,
      usd: ok ? usd : null,
    };
  });
}

export interface BatchFigures {
  totals: {
    currency: string;
    lines: number;
    amount: string;
    fee: string;
    total: string;
    available: string;
  }[];
  amountUsd: string;
  problems: string[];
}

/**
 * What the valid lines add up to per currency (amount, fee, their sum, the balance there), their
 * USD equivalent, and what would stop the batch as a whole: the account's standing, the balance,
 * the daily and monthly limits on the total (the same gate as one withdrawal).
 */
export async function batchFigures(
  db: DbOrTx,
  holderId: string,
  lines: { currency: string; amount: string }[],
): Promise<BatchFigures> {
  const per = new Map<
    string,
    { lines: number; amount: InstanceType<typeof D>; fee: InstanceType<typeof D> }
  >();
  for (const l of lines) {
    const t = per.get(l.currency) ?? { lines: 0, amount: new D(0), fee: new D(0) };
    t.lines++;
    t.amount = t.amount.plus(l.amount);
    t.fee = t.fee.plus(lineFee(l.amount, l.currency));
    per.set(l.currency, t);
  }
  const quotes = await quotesFor(db, holderId, [...per.keys()]);
  let usd = new D(0);
  for (const [c, t] of per)
    usd = usd.plus(usdEquivalent(t.amount.toFixed(), c, quotes.get(c) ?? []));
  const currencies = [...per.keys()].sort();
  const balances = currencies.length
    ? await queryRows<{ currency: string; balance: string }>(
        db,
        sql`select currency, balance::text from ledger_accounts
             where kind = 'client' and user_id = ${holderId} and currency = any(${textArray(currencies)})`,
      )
    : [];
  const problems: string[] = [];
  const totals = currencies.map((c) => {
    const t = per.get(c)!;
    const dp = minorUnits(c);
    const total = t.amount.plus(t.fee);
    const available = new D(balances.find((b) => b.currency === c)?.balance ?? 0);
    if (available.lt(total))
      problems.push(
        `Your ${c} balance (${available.toFixed(dp)}) is below this batch's ${c} total with fees (${total.toFixed(dp)}). Add money or drop lines.`,
      );
    return {
      currency: c,
      lines: t.lines,
      amount: t.amount.toFixed(dp),
      fee: t.fee.toFixed(dp),
      total: total.toFixed(dp),
      available: available.toFixed(dp),
    };
  });
  const [state, settings] = await Promise.all([
    readGateState(db, holderId, null),
    readPlatformSettings(db),
  ]);
  try {
    // Standing (restriction, tier) first, then the limits on the whole batch in USD.
    mayMoveWith(state, settings, 'withdraw');
    if (lines.length)
      mayMoveWith(state, settings, 'withdraw', { amount: usd.toFixed(2), currency: 'USD' });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    problems.push(err.message);
  }
  return { totals, amountUsd: usd.toFixed(2), problems };
}
