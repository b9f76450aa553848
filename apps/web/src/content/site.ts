// Every fact the site states about the company, once (spec §1, §2 Contact support, §9).
// Pages and features read from here; nothing else hard-codes a phone number or a claim.
import { AFRICAN_CURRENCIES } from '@mizani/shared/constants/currencies';
import { MARKETS } from '@mizani/shared/constants/markets';

export { MARKETS, AFRICAN_CURRENCIES };

export const EMAIL_DOMAIN = 'mizanifx.com';

/** Marketing claims (spec §1). `value` is what is displayed; keep the spec's exact wording. */
export const STATS = {
  experience: { value: '10+', label: 'Years of experience', short: 'Years' },
  offices: { value: '3', label: 'Offices across Africa', short: 'Locations' },
  currencyPairs: { value: '50+', label: 'Currency pairs', short: 'Currencies' },
  marketAccess: { value: '24/7', label: 'Market access', short: 'Access' },
  realTimeFx: { value: 'Real-time', label: 'FX rates', short: 'Rates' },
  monthlyVolume: { value: '$500M+', label: 'Monthly volume', short: 'Monthly' },
  activeClients: { value: '1000+', label: 'Active clients', short: 'Clients' },
  uptime: { value: '99.9%', label: 'Platform uptime', short: 'Uptime' },
  africanCurrencies: { value: '8', label: 'Supported African currencies', short: 'Currencies' },
} as const;

export type ServiceId =
  | 'cross-border-settlements'
  | 'fx-conversions'
  | 'diaspora-remittances'
  | 'local-payouts'
  | 'stable-fiat-settlements'
  | 'custom-solutions';

export interface Service {
  id: ServiceId;
  title: string;
  description: string;
  points: readonly string[];
}

/** The six services (spec §1), in the spec's order. */
export const SERVICES: readonly Service[] = [
  {
    id: 'cross-border-settlements',
    title: 'Cross-Border Settlements',
    description:
      'Settle supplier, partner and intercompany payments between African markets and the rest of the world, with the rate locked before you commit.',
    points: ['Transfers in 1-3 business days', 'Firm quotes, no hidden spread'],
  },
  {
    id: 'fx-conversions',
    title: 'FX Conversions',
    description:
      'Convert between USD, EUR, GBP and 8 African currencies at real-time rates, from a single conversion to programmatic volume.',
    points: ['50+ currency pairs', 'Real-time FX rates'],
  },
  {
    id: 'diaspora-remittances',
    title: 'Diaspora Remittances',
    description:
      'Send money home from abroad to family and businesses across Kenya, Ghana, Nigeria, South Africa, Ethiopia, Tanzania and Zambia.',
    points: ['Transparent fees', 'Tracked end to end'],
  },
  {
    id: 'local-payouts',
    title: 'Local Payouts',
    description:
      'Pay out to mobile money wallets and bank accounts in local currency, individually or in bulk for payroll and suppliers.',
    points: ['Mobile money and banks', 'Bulk payout files'],
  },
  {
    id: 'stable-fiat-settlements',
    title: 'Stable-Fiat Settlements',
    description:
      'Turn stablecoin receipts into local currency in your bank or mobile money account, with compliance checks built in.',
    points: ['Stablecoins to local currency', 'KYC and AML screened'],
  },
  {
    id: 'custom-solutions',
    title: 'Custom Solutions',
    description:
      'Liquidity, hedging and treasury arrangements designed with our desk for corporates, institutions and platforms.',
    points: ['Dedicated relationship manager', 'API and file integrations'],
  },
];

export interface Office {
  id: 'nairobi' | 'dar-es-salaam' | 'accra';
  city: string;
  country: string;
  flag: string;
  role: string;
  addressLines: readonly string[];
  phone: string;
  email: string;
  hours: string;
  timezone: 'EAT' | 'GMT';
}

const OFFICE_HOURS = 'Mon-Fri 8:00 AM-6:00 PM';

/** The three offices (spec §1, §2 Contact support). Nairobi is the head office. */
export const OFFICES: readonly Office[] = [
  {
    id: 'nairobi',
    city: 'Nairobi',
    country: 'Kenya',
    flag: 'KE',
    role: 'Head office',
    addressLines: ['Delta Corner Tower 2, 7th Floor', 'Waiyaki Way, Westlands', 'Nairobi, Kenya'],
    phone: '+254 20 765 4300',
    email: `nairobi@${EMAIL_DOMAIN}`,
    hours: OFFICE_HOURS,
    timezone: 'EAT',
  },
  {
    id: 'dar-es-salaam',
    city: 'Dar es Salaam',
    country: 'Tanzania',
    flag: 'TZ',
    role: 'East Africa desk',
    addressLines: ['Amani Place, 5th Floor', 'Ohio Street', 'Dar es Salaam, Tanzania'],
    phone: '+255 22 219 8800',
    email: `daressalaam@${EMAIL_DOMAIN}`,
    hours: OFFICE_HOURS,
    timezone: 'EAT',
  },
  {
    id: 'accra',
    city: 'Accra',
    country: 'Ghana',
    flag: 'GH',
    role: 'West Africa desk',
    addressLines: ['The Octagon, 4th Floor', 'Independence Avenue', 'Accra, Ghana'],
    phone: '+233 30 270 1200',
    email: `accra@${EMAIL_DOMAIN}`,
    hours: OFFICE_HOURS,
    timezone: 'GMT',
  },
];

/** "Mon-Fri 8:00 AM-6:00 PM EAT" */
export function officeHours(office: Office) {
  return `${office.hours} ${office.timezone}`;
}

/** Support channels and their hours (spec §2 Contact support). */
export const SUPPORT = {
  phone: {
    label: 'Call Us',
    value: '+254 20 765 4300',
    href: 'tel:+254207654300',
    hours: 'Mon-Fri 8AM-6PM EAT',
  },
  chat: {
    label: 'Live Chat',
    value: 'Chat with our support team',
    hours: 'Mon-Fri 7AM-9PM EAT',
  },
  email: {
    label: 'Email Support',
    value: `support@${EMAIL_DOMAIN}`,
    href: `mailto:support@${EMAIL_DOMAIN}`,
    hours: '24/7',
    responseTime: 'Response within 4 hours',
  },
  /** Forms promise a reply within 24 hours (spec §9). */
  formResponse: 'within 24 hours',
} as const;

export interface Hotline {
  label: string;
  phone: string;
  /** Spec §2: some hotline numbers are placeholders until the line is live. */
  placeholder: boolean;
}

/** Emergency hotlines: lost access, suspected fraud, a stuck urgent settlement. */
export const EMERGENCY_HOTLINES: readonly Hotline[] = [
  { label: 'Kenya (24/7 emergency)', phone: '+254 709 876 000', placeholder: false },
  { label: 'Tanzania', phone: '+255 000 000 000', placeholder: true },
  { label: 'Ghana', phone: '+233 000 000 000', placeholder: true },
];

/** Regulatory standing (spec §1, §2 Legal pages). */
export const REGULATION = {
  status: 'Licensed US money services business',
  /** For use mid-sentence: "Mizani is a licensed US money services business". */
  statusInline: 'licensed US money services business',
  regulator: 'Financial Crimes Enforcement Network (FinCEN)',
  msbRegistrationNumber: '31000245718093',
  lookupUrl: 'https://msb.fincen.gov/',
} as const;

/** Revision dates of the legal documents (ISO yyyy-mm-dd). */
export const LEGAL_REVISIONS = {
  privacy: '2026-11-01',
  terms: '2026-11-01',
  license: '2026-11-01',
  compliance: '2026-11-23',
  risk: '2026-11-23',
  accessibility: '2026-11-23',
} as const;

/** Company facts used on About / Team. */
export const COMPANY = {
  foundedYear: 2015,
  headquarters: 'Nairobi, Kenya',
  contactEmail: `hello@${EMAIL_DOMAIN}`,
} as const;
