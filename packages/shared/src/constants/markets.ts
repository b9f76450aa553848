// Spec §1: the 7 active markets, each a card with flag, country, city and status.
// `flag` is the ISO 3166 code of the SVG flag drawn (never an emoji).
export const MARKETS = [
  { flag: 'KE', country: 'Kenya', city: 'Nairobi', status: 'Active', currency: 'KES' },
  { flag: 'GH', country: 'Ghana', city: 'Accra', status: 'Active', currency: 'GHS' },
  { flag: 'NG', country: 'Nigeria', city: 'Lagos', status: 'Active', currency: 'NGN' },
  { flag: 'ZA', country: 'South Africa', city: 'Cape Town', status: 'Active', currency: 'ZAR' },
  { flag: 'ET', country: 'Ethiopia', city: 'Addis Ababa', status: 'Active', currency: 'ETB' },
  { flag: 'TZ', country: 'Tanzania', city: 'Dar es Salaam', status: 'Active', currency: 'TZS' },
  { flag: 'ZM', country: 'Zambia', city: 'Lusaka', status: 'Active', currency: 'ZMW' },
] as const;
export type Market = (typeof MARKETS)[number];

/** The rate chart's ranges (GET /api/rates/:pair/history?range=). A constant apart from the
 *  history schemas so the rates page's chart button does not load zod. */
export const RATE_RANGES = ['1D', '1W', '1M', '1Y'] as const;
export type RateRange = (typeof RATE_RANGES)[number];
