import { electronicFormatIBAN, isValidBIC, validateIBAN } from 'ibantools';
import { BENEFICIARY_COUNTRIES } from './constants/beneficiary-countries.ts';

// A bank payee's account details, checked before a payout is accepted (issue 37, decision 035):
// an IBAN by its checksum and its country's length (ibantools, the IBAN registry's formats), a
// SWIFT/BIC by its format, a local account number by the country's pattern. The same function
// serves the form (BeneficiaryCreateSchema), the server when a payee is added, and the server
// again when a payout to a payee saved before these checks is requested.

export type BankAccountProblem = {
  path: 'accountNumber' | 'bic';
  key:
    | 'validation.wallet.accountNumber'
    | 'validation.wallet.iban'
    | 'validation.wallet.ibanCountry'
    | 'validation.wallet.bic'
    | 'validation.wallet.bicCountry';
  params?: Record<string, string>;
};

/** An account number that starts with a country code and check digits is read as an IBAN. */
export const looksLikeIban = (account: string) => /^[A-Za-z]{2}\d{2}/.test(account.trim());

/** The IBAN as machines exchange it (no spaces, upper case), or the local number as given. */
export function normaliseAccountNumber(account: string): string {
  return looksLikeIban(account)
    ? (electronicFormatIBAN(account) ?? account.trim())
    : account.trim();
}

/** The BIC as sent in payment files: upper case, no spaces. */
export const normaliseBic = (bic: string) => bic.replace(/\s+/g, '').toUpperCase();

/** What is wrong with a bank payee's account details (empty: they may be paid). */
export function bankAccountProblems(
  country: string,
  accountNumber: string | undefined,
  bic: string | undefined,
): BankAccountProblem[] {
  const c = (BENEFICIARY_COUNTRIES as Record<string, { name: string; account: RegExp }>)[country];
  if (!c) return [];
  const problems: BankAccountProblem[] = [];
  const account = (accountNumber ?? '').trim();
  if (looksLikeIban(account)) {
    const iban = electronicFormatIBAN(account) ?? '';
    if (!validateIBAN(iban).valid)
      problems.push({ path: 'accountNumber', key: 'validation.wallet.iban' });
    else if (iban.slice(0, 2) !== country)
      // The payee's country decides the currency and the rail: an IBAN of another country is
      // another payee (or a typing slip), never silently paid abroad.
      problems.push({
        path: 'accountNumber',
        key: 'validation.wallet.ibanCountry',
        params: { country: c.name },
      });
  } else if (!c.account.test(account))
    problems.push({
      path: 'accountNumber',
      key: 'validation.wallet.accountNumber',
      params: { country: c.name },
    });
  if (bic !== undefined && bic.trim() !== '') {
    const b = normaliseBic(bic);
    if (!isValidBIC(b)) problems.push({ path: 'bic', key: 'validation.wallet.bic' });
    // Letters 5 and 6 of a BIC are the bank's country.
    else if (b.slice(4, 6) !== country)
      problems.push({
        path: 'bic',
        key: 'validation.wallet.bicCountry',
        params: { country: c.name },
      });
  }
  return problems;
}
