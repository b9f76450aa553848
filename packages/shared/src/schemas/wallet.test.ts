import { describe, expect, it } from 'vitest';
import {
  BENEFICIARY_COUNTRIES,
  COUNTRY_CODES,
  CURRENCIES,
  CURRENCY_CODES,
  MOBILE_NETWORKS,
  QUOTE_CURRENCIES,
} from '../constants/index.ts';
import { parseMessageKey } from '../i18n/messages.ts';
import { BeneficiaryCreateSchema } from './wallet.ts';

// Payees (issue 34 item 9): a mobile-money payout names its network, checked against the
// country's networks; Zambia and Mozambique are payout countries; every list of currencies and
// countries comes from the constants.

const mobile = { kind: 'mobile_money', name: 'Chanda Mwale', country: 'ZM', currency: 'ZMW' };
const issues = (v: unknown) => {
  const r = BeneficiaryCreateSchema.safeParse(v);
  return r.success
    ? {}
    : Object.fromEntries(
        r.error.issues.map((i) => [i.path.join('.'), parseMessageKey(i.message)?.id ?? i.message]),
      );
};

describe('beneficiaries', () => {
  it('Zambia and Mozambique take mobile money on their own networks', () => {
    expect(issues({ ...mobile, phone: '+260971234567', network: 'mtn_momo' })).toEqual({});
    expect(
      issues({
        ...mobile,
        country: 'MZ',
        currency: 'MZN',
        phone: '+258841234567',
        network: 'mpesa',
      }),
    ).toEqual({});
  });

  it('a mobile-money payee needs a network of its country', () => {
    expect(issues({ ...mobile, phone: '+260971234567' })).toEqual({
      network: 'validation.wallet.network',
    });
    // Tigo Pesa is Tanzanian: not a Zambian network
    expect(issues({ ...mobile, phone: '+260971234567', network: 'tigo_pesa' })).toEqual({
      network: 'validation.wallet.network',
    });
    expect(issues({ ...mobile, phone: '+260971234567', network: 'bogus' })).toHaveProperty(
      'network',
    );
    expect(
      issues({
        ...mobile,
        country: 'TZ',
        currency: 'TZS',
        phone: '+255712345678',
        network: 'tigo_pesa',
      }),
    ).toEqual({});
  });

  it('mobile money is refused where no network pays out; a bank account is not asked for one', () => {
    expect(
      issues({
        ...mobile,
        country: 'US',
        currency: 'USD',
        phone: '+12025550123',
        network: 'mpesa',
      }),
    ).toEqual({ kind: 'validation.wallet.noMobileMoney' });
    expect(
      issues({
        kind: 'bank_account',
        name: 'Chanda Mwale',
        country: 'ZM',
        currency: 'ZMW',
        bankName: 'Zanaco',
        accountNumber: '0123456789',
      }),
    ).toEqual({});
  });

  it('every payout country, network and currency comes from the one set of constants', () => {
    for (const [code, c] of Object.entries(BENEFICIARY_COUNTRIES)) {
      expect(COUNTRY_CODES[c.name]).toBe(code);
      expect(CURRENCIES).toHaveProperty(c.currency);
      for (const n of c.networks) expect(MOBILE_NETWORKS).toHaveProperty(n);
    }
    // every currency the product handles can be quoted (the quote dialog stopped at ETB)
    expect([...QUOTE_CURRENCIES].sort()).toEqual([...CURRENCY_CODES].sort());
    // every currency but the euro has a payout country
    const payable = new Set<string>(Object.values(BENEFICIARY_COUNTRIES).map((c) => c.currency));
    expect(CURRENCY_CODES.filter((c) => !payable.has(c))).toEqual(['EUR']);
  });
});

describe('bank payees (issue 37): the form and the server share one check', () => {
  const bank = {
    kind: 'bank_account',
    name: 'Amelia Hart',
    country: 'GB',
    currency: 'GBP',
    bankName: 'Westminster Bank',
  };
  it('takes a valid IBAN (spaces and case as people type them) and BIC of the country', () => {
    expect(
      issues({ ...bank, accountNumber: 'gb82 west 1234 5698 7654 32', bic: 'nwbkgb2lxxx' }),
    ).toEqual({});
    expect(issues({ ...bank, accountNumber: '12345678' })).toEqual({});
  });
  it('names the field and the rule that failed', () => {
    expect(issues({ ...bank, accountNumber: 'GB82WEST12345698765433' })).toEqual({
      accountNumber: 'validation.wallet.iban',
    });
    expect(
      issues({ ...bank, country: 'MZ', currency: 'MZN', accountNumber: 'GB82WEST12345698765432' }),
    ).toEqual({
      accountNumber: 'validation.wallet.ibanCountry',
    });
    expect(issues({ ...bank, accountNumber: '12345678', bic: 'NWBKGB' })).toEqual({
      bic: 'validation.wallet.bic',
    });
    expect(issues({ ...bank, accountNumber: '12345678', bic: 'KCBLKENX' })).toEqual({
      bic: 'validation.wallet.bicCountry',
    });
    // Mozambique's NIB as an IBAN (MZ59…, 25 characters) is checked by the registry's length.
    expect(
      issues({
        ...bank,
        country: 'MZ',
        currency: 'MZN',
        accountNumber: 'MZ59000301080016367102371',
      }),
    ).toEqual({});
    expect(
      issues({
        ...bank,
        country: 'MZ',
        currency: 'MZN',
        accountNumber: 'MZ5900030108001636710237',
      }),
    ).toEqual({ accountNumber: 'validation.wallet.iban' });
  });
});
