// Site search (spec §5 "Site search", §9 "Search results capped at 6", §6 "Admin-only pages are
// hidden from site search"). The index and the matching rules live here so the overlay and the
// tests share one definition.
import { CURRENCIES, CURRENCY_CODES } from './constants/currencies.ts';
import { LIMITS } from './constants/limits.ts';

export type SearchEntryType = 'page' | 'feature' | 'currency';

export interface SearchEntry {
  title: string;
  description: string;
  path: string;
  type: SearchEntryType;
}

/** A query containing any of these words returns nothing (spec §5), so admin areas cannot be probed. */
export const BLOCKED_SEARCH_TERMS = [
  'admin',
  'administration',
  'management',
  'settings',
  'config',
  'system',
] as const;

const PAGES: SearchEntry[] = [
  {
    title: 'Home',
    description:
      'Pan-African foreign exchange and liquidity for individuals, corporates and institutions',
    path: '/',
    type: 'page',
  },
  {
    title: 'Live Rates',
    description: 'Live Pan-African exchange rates, refreshed every 30 seconds',
    path: '/rates',
    type: 'page',
  },
  {
    title: 'Currency Calculator',
    description: 'Convert between African and major currencies at live rates',
    path: '/rates#calculator',
    type: 'page',
  },
  {
    title: 'Exchange',
    description: 'Sign in to exchange currencies at live rates',
    path: '/trading',
    type: 'page',
  },
  {
    title: 'About Us',
    description: 'Our story, our services and the markets we serve across Africa',
    path: '/about',
    type: 'page',
  },
  {
    title: 'Our Offices',
    description: 'Offices in Nairobi, Dar es Salaam and Accra: addresses, hours and phone numbers',
    path: '/offices',
    type: 'page',
  },
  {
    title: 'Our Team',
    description: 'Our founder, career journey and core values: Excellence, Trust, Innovation',
    path: '/team',
    type: 'page',
  },
  {
    title: 'Careers',
    description: 'Open positions and job applications: join our pan-African team',
    path: '/careers',
    type: 'page',
  },
  {
    title: 'Market Reach',
    description:
      'Seven active markets: Kenya, Ghana, Nigeria, South Africa, Ethiopia, Tanzania, Zambia',
    path: '/#market-reach',
    type: 'page',
  },
  {
    title: 'Help Center',
    description:
      'Frequently asked questions about accounts, transactions, security and corporate services',
    path: '/support/help',
    type: 'page',
  },
  {
    title: 'Contact Support',
    description: 'Phone, email and live chat support, and our office contacts',
    path: '/support/contact',
    type: 'page',
  },
  {
    title: 'Documentation',
    description:
      'Guides to your account: getting started, verification, funding, quotes, fees, alerts, statements and security',
    path: '/support/docs',
    type: 'page',
  },
  {
    title: 'Service Status',
    description: 'Current availability of our platform and services',
    path: '/support/status',
    type: 'page',
  },
  {
    title: 'API Services',
    description: 'Programmatic access to FX rates and conversions',
    path: '/services/api',
    type: 'page',
  },
  {
    title: 'Corporate Services',
    description:
      'Cross-border payments and payouts, multi-currency wallets, firm quotes and hedging for businesses',
    path: '/services/corporate',
    type: 'page',
  },
  {
    title: 'Institutional Services',
    description:
      'Liquidity, settlement across 7 markets, API access on request and reporting for banks and fintechs',
    path: '/services/institutional',
    type: 'page',
  },
  { title: 'News', description: 'Company news and market updates', path: '/news', type: 'page' },
  {
    title: 'Privacy Policy',
    description: 'How we collect, use, share, protect and retain your personal data',
    path: '/legal/privacy',
    type: 'page',
  },
  {
    title: 'Terms of Service',
    description: 'The terms that govern your use of our services',
    path: '/legal/terms',
    type: 'page',
  },
  {
    title: 'License & Registration',
    description: 'Our US money services business (MSB) registration and how to verify it',
    path: '/legal/license',
    type: 'page',
  },
  {
    title: 'Compliance',
    description:
      'Our anti-money-laundering programme, KYC, sanctions screening, data protection and complaints procedure',
    path: '/legal/compliance',
    type: 'page',
  },
  {
    title: 'Risk Disclosure',
    description:
      'The risks of foreign exchange: volatility, firm quotes, settlement, counterparty, liquidity and scams',
    path: '/legal/risk',
    type: 'page',
  },
  {
    title: 'Accessibility Statement',
    description:
      'Our WCAG 2.2 AA target, how we test, known limitations and how to report a barrier',
    path: '/accessibility',
    type: 'page',
  },
  {
    title: 'Sign In',
    description: 'Sign in to your account or create a new one',
    path: '/auth',
    type: 'page',
  },
];

// Client dashboard features (never the admin tab: spec §6).
const FEATURES: SearchEntry[] = [
  {
    title: 'Dashboard',
    description: 'Your account overview: balance, alerts, recent trades and quick actions',
    path: '/dashboard',
    type: 'feature',
  },
  {
    title: 'Trading',
    description: 'Place currency exchange orders and review your order history',
    path: '/dashboard?tab=trading',
    type: 'feature',
  },
  {
    title: 'Wallet',
    description: 'Your currency balances, deposits and withdrawals',
    path: '/dashboard?tab=wallet',
    type: 'feature',
  },
  {
    title: 'Rate Alerts',
    description: 'Get notified when an exchange rate reaches your target',
    path: '/dashboard?tab=alerts',
    type: 'feature',
  },
  {
    title: 'Reports',
    description: 'Statements and reports of your activity',
    path: '/dashboard?tab=reports',
    type: 'feature',
  },
  {
    title: 'Profile',
    description: 'Your account details',
    path: '/dashboard?tab=profile',
    type: 'feature',
  },
  {
    title: 'Request a Quote',
    description: 'Get a competitive quote for a currency exchange',
    path: '/rates',
    type: 'feature',
  },
  {
    title: 'Schedule a Consultation',
    description: 'Talk to our FX specialists about your needs',
    path: '/about',
    type: 'feature',
  },
];

/**
 * The documentation articles (apps/web/src/content/docs/catalogue.ts is their source: same title,
 * description and path, checked by the web unit test docs-content.test.ts). Listed after
 * everything else, so they never push a page, feature or currency out of the first 6 results.
 */
export const DOC_SEARCH_ENTRIES: readonly SearchEntry[] = [
  {
    title: 'Getting Started',
    description:
      'Create your account, verify your email address, sign in and turn on two-factor authentication.',
    path: '/support/docs/getting-started',
    type: 'page',
  },
  {
    title: 'Identity Verification',
    description:
      'Which identity and address documents a regulated provider asks for, why, and how to prepare them.',
    path: '/support/docs/identity-verification',
    type: 'page',
  },
  {
    title: 'Funding and Withdrawals',
    description:
      'Fund your wallet by bank transfer or mobile money with your own reference, and withdraw to a saved beneficiary.',
    path: '/support/docs/funding-and-withdrawals',
    type: 'page',
  },
  {
    title: 'Statements and Reports',
    description:
      'Monthly statements per currency with opening and closing balances, PDF statements and order confirmations, and CSV downloads.',
    path: '/support/docs/statements-and-reports',
    type: 'page',
  },
  {
    title: 'Conversions and Firm Quotes',
    description:
      'Get a firm quote valid for 30 seconds, read its rate, spread and fee, and accept it before the countdown ends.',
    path: '/support/docs/conversions-and-firm-quotes',
    type: 'page',
  },
  {
    title: 'Fees and a Worked Example',
    description:
      'How the conversion fee and the spread are applied, with a worked example at our current fee of 0.10%.',
    path: '/support/docs/fees-and-a-worked-example',
    type: 'page',
  },
  {
    title: 'Rate Alerts',
    description:
      'Get an email or in-app notification when an exchange rate rises above or falls below your target.',
    path: '/support/docs/rate-alerts',
    type: 'page',
  },
  {
    title: 'Keeping Your Account Safe',
    description:
      'Spot phishing, use two-factor authentication and backup codes, and review the devices signed in to your account.',
    path: '/support/docs/keeping-your-account-safe',
    type: 'page',
  },
];

const CURRENCY_ENTRIES: SearchEntry[] = CURRENCY_CODES.map((code) => {
  const c = CURRENCIES[code];
  return {
    title: `${c.code} - ${c.name}`,
    description: `${c.name} (${c.country}) exchange rates`,
    path: '/rates',
    type: 'currency',
  };
});

export const SITE_SEARCH_INDEX: readonly SearchEntry[] = [
  ...PAGES,
  ...FEATURES,
  ...CURRENCY_ENTRIES,
  ...DOC_SEARCH_ENTRIES,
];

/** True when the query names an admin area and must return nothing. */
export function isBlockedQuery(query: string): boolean {
  const q = query.toLowerCase();
  return BLOCKED_SEARCH_TERMS.some((term) => q.includes(term));
}

/**
 * Spec §5: an empty query shows nothing; a blocked word returns nothing; otherwise a
 * case-insensitive substring match on title or description, at most 6 results.
 */
export function searchSite(
  query: string,
  index: readonly SearchEntry[] = SITE_SEARCH_INDEX,
): SearchEntry[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  if (isBlockedQuery(q)) return [];
  const out: SearchEntry[] = [];
  for (const entry of index) {
    if (entry.title.toLowerCase().includes(q) || entry.description.toLowerCase().includes(q)) {
      out.push(entry);
      if (out.length === LIMITS.searchResultsMax) break;
    }
  }
  return out;
}
