// Currencies the product handles: the one list every form, table and payout country draws from.
// `flag` is the ISO 3166 code (EU for the euro) of the SVG flag the web app draws: emoji flags
// render as boxes or letters on many systems.
export const CURRENCIES = {
  USD: { code: 'USD', name: 'US Dollar', minorUnits: 2, flag: 'US', country: 'United States' },
  EUR: { code: 'EUR', name: 'Euro', minorUnits: 2, flag: 'EU', country: 'Euro area' },
  GBP: { code: 'GBP', name: 'British Pound', minorUnits: 2, flag: 'GB', country: 'United Kingdom' },
  KES: { code: 'KES', name: 'Kenyan Shilling', minorUnits: 2, flag: 'KE', country: 'Kenya' },
  TZS: { code: 'TZS', name: 'Tanzanian Shilling', minorUnits: 2, flag: 'TZ', country: 'Tanzania' },
  GHS: { code: 'GHS', name: 'Ghanaian Cedi', minorUnits: 2, flag: 'GH', country: 'Ghana' },
  NGN: { code: 'NGN', name: 'Nigerian Naira', minorUnits: 2, flag: 'NG', country: 'Nigeria' },
  ZAR: {
    code: 'ZAR',
    name: 'South African Rand',
    minorUnits: 2,
    flag: 'ZA',
    country: 'South Africa',
  },
  ETB: { code: 'ETB', name: 'Ethiopian Birr', minorUnits: 2, flag: 'ET', country: 'Ethiopia' },
  ZMW: { code: 'ZMW', name: 'Zambian Kwacha', minorUnits: 2, flag: 'ZM', country: 'Zambia' },
  MZN: {
    code: 'MZN',
    name: 'Mozambican Metical',
    minorUnits: 2,
    flag: 'MZ',
    country: 'Mozambique',
  },
} as const;

export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];

/**
 * The currencies of the quote form: the spec's nine (§3, in its order) and ZMW and MZN, which the
 * rates, wallets and payouts offer too (issue 34: one list, not a quote form that stops at ETB).
 */
export const QUOTE_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'KES',
  'TZS',
  'GHS',
  'NGN',
  'ZAR',
  'ETB',
  'ZMW',
  'MZN',
] as const satisfies readonly CurrencyCode[];
export type QuoteCurrency = (typeof QUOTE_CURRENCIES)[number];

/** The 8 supported African currencies of the marketing claims. */
export const AFRICAN_CURRENCIES = ['KES', 'TZS', 'GHS', 'NGN', 'ZAR', 'ETB', 'ZMW', 'MZN'] as const;

/** Spec §9: overview balance converted to USD with these fixed rates per 1 unit. */
export const OVERVIEW_USD_RATES: Record<string, string> = {
  USD: '1',
  KES: '0.0077',
  TZS: '0.0004',
  GHS: '0.0656',
  ZAR: '0.0533',
  NGN: '0.0006',
  ETB: '0.0082',
  ZMW: '0.0368',
  MZN: '0.0156',
};

/** The stablecoins the platform takes and pays (issue 40, docs/stablecoins.md). */
export const STABLECOIN_ASSETS = ['USDC', 'USDT'] as const;
export type StablecoinAsset = (typeof STABLECOIN_ASSETS)[number];

/**
 * A holder who keeps deposits as the stablecoin itself holds them in a wallet of that code. Not
 * currencies of the quote form, the rates, bank payouts or the overview's reference table (spec
 * §9); valued and converted at par with the US dollar (one token per dollar), priced through
 * USD's own pairs. Amounts to the cent, as the USD they stand for (minorUnits' default).
 */
export const STABLECOIN_NAMES: Record<StablecoinAsset, string> = {
  USDC: 'USD Coin',
  USDT: 'Tether USD',
};

export function isStablecoinWallet(value: string): value is StablecoinAsset {
  return (STABLECOIN_ASSETS as readonly string[]).includes(value);
}

export function isCurrencyCode(value: string): value is CurrencyCode {
  return Object.prototype.hasOwnProperty.call(CURRENCIES, value);
}
