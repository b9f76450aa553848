// The words of /services/corporate and /services/institutional. Figures come from site.ts (STATS,
// MARKETS) and the help-centre facts; nothing here states a number the rest of the site does not.
import { MARKETS, STATS } from './site';

export interface Offering {
  id: string;
  title: string;
  description: string;
  points: readonly string[];
}

export interface Step {
  title: string;
  text: string;
}

const MARKET_NAMES = MARKETS.map((m) => m.country);
const MARKET_LIST = `${MARKET_NAMES.slice(0, -1).join(', ')} and ${MARKET_NAMES.at(-1)}`;

export const CORPORATE = {
  eyebrow: 'Corporate Services',
  title: 'FX and cross-border payments for businesses across Africa',
  intro: `Pay suppliers, staff and partners in ${MARKETS.length} African markets, hold balances in several currencies and know your rate before you commit, with a dedicated dealer who knows your business.`,
  audiences: [
    'Importers and exporters',
    'Regional and multinational groups',
    'NGOs and development programmes',
    'Platforms paying sellers and agents',
  ],
  offerings: [
    {
      id: 'payments',
      title: 'Cross-border payments and payouts',
      description:
        'Pay suppliers, partners and subsidiaries abroad, and pay out to bank accounts and mobile money wallets in local currency, one at a time or in bulk for payroll and supplier runs.',
      points: ['Transfers in 1-3 business days', 'Mobile money, banks and bulk payout files'],
    },
    {
      id: 'wallets',
      title: 'Multi-currency wallets',
      description:
        'Hold USD, EUR, GBP and African currencies in one account, convert between them when the rate suits you, and see every movement on your monthly statement.',
      points: ['One account, several currencies', 'Monthly statements and CSV exports'],
    },
    {
      id: 'firm-quotes',
      title: 'Firm quotes',
      description:
        'See the rate, the fee and the exact amount your beneficiary receives before you confirm. The quote is firm until its countdown ends: no hidden spread and no surprise at settlement.',
      points: ['Rate locked before you commit', 'Fee shown up front'],
    },
    {
      id: 'hedging',
      title: 'Forward and hedging conversations',
      description:
        'Payments due in the months ahead? Talk to our desk about agreeing a rate in advance or spreading conversions over time, so a currency move does not eat your margin.',
      points: ['Shaped around your cash flows', 'Every arrangement agreed in writing'],
    },
    {
      id: 'dealer',
      title: 'A dedicated dealer',
      description:
        'A named dealer at our Nairobi, Dar es Salaam or Accra desk who knows your corridors, prices your larger conversions and follows each payment until it lands.',
      points: ['Larger conversions priced by hand', 'Desks in 3 offices'],
    },
    {
      id: 'onboarding',
      title: 'Verified once, ready to pay',
      description:
        'Business verification usually takes 24-48 hours once we have your documents, and at most 5 business days. After that, every payment runs through the same checks without slowing you down.',
      points: ['KYC and AML screened', 'Licensed US money services business'],
    },
  ] satisfies Offering[],
  steps: [
    {
      title: 'Tell us what you need',
      text: 'Request a quote or book a consultation: your corridors, currencies, volumes and timing.',
    },
    {
      title: 'Verify your business',
      text: 'Registration documents, directors and beneficial owners. Usually 24-48 hours.',
    },
    {
      title: 'Fund and lock your rate',
      text: 'Fund your wallet, get a firm quote with the fee shown, and confirm.',
    },
    {
      title: 'Pay out and track',
      text: 'Banks and mobile money in local currency, with a confirmation for every order.',
    },
  ] satisfies Step[],
} as const;

export const INSTITUTIONAL = {
  eyebrow: 'Institutional Services',
  title: 'Liquidity and settlement across African markets',
  intro: `For banks, payment companies, fintechs and remittance operators: pricing in ${STATS.currencyPairs.value} currency pairs, local settlement in ${MARKETS.length} markets, and reporting your finance and compliance teams can reconcile.`,
  audiences: [
    'Banks and microfinance institutions',
    'Payment companies and fintechs',
    'Remittance and money transfer operators',
    'Brokers, funds and development finance',
  ],
  offerings: [
    {
      id: 'liquidity',
      title: 'Liquidity provision',
      description:
        'Two-way prices in the major African currencies against USD, EUR and GBP, from real-time rates, for flows from single tickets to programmatic volume.',
      points: [`${STATS.currencyPairs.value} currency pairs`, `${STATS.realTimeFx.value} FX rates`],
    },
    {
      id: 'settlement',
      title: `Settlement across ${MARKETS.length} markets`,
      description: `Deliver local currency to banks and mobile money in ${MARKET_LIST}, and collect in the other direction, with every settlement tracked end to end.`,
      points: ['Transfers in 1-3 business days', 'Stablecoins to local currency'],
    },
    {
      id: 'api',
      title: 'API access, on request',
      description:
        'Our developer API for rates, firm quotes and payouts is being built. Tell us your use case and we will include you in early access; until then, our desk and file integrations carry the same flows.',
      points: ['Available on request', 'File integrations today'],
    },
    {
      id: 'reporting',
      title: 'Reporting and reconciliation',
      description:
        'A confirmation for every order, monthly statements with every movement and its running balance, and CSV exports for your finance and compliance teams.',
      points: ['Monthly statements', 'CSV exports of every movement'],
    },
    {
      id: 'due-diligence',
      title: 'Due diligence both ways',
      description:
        'We answer your due-diligence questionnaires and share our AML/CFT programme, registration and policies; in turn, institutions are onboarded with business and enhanced due diligence.',
      points: ['KYC and AML screened', 'Sanctions screening on every payment'],
    },
    {
      id: 'relationship',
      title: 'A dedicated relationship manager',
      description:
        'One contact for pricing, limits, settlement questions and incidents, backed by desks in Nairobi, Dar es Salaam and Accra and a 24/7 emergency line in Kenya.',
      points: ['Dedicated relationship manager', '24/7 emergency line'],
    },
  ] satisfies Offering[],
  steps: [
    {
      title: 'Introductory call',
      text: 'Book a consultation: your flows, corridors, currencies and settlement needs.',
    },
    {
      title: 'Due diligence',
      text: 'Licences, ownership and AML programmes exchanged and reviewed on both sides.',
    },
    {
      title: 'Terms and instructions',
      text: 'Pricing, limits and settlement instructions agreed in writing.',
    },
    {
      title: 'Go live',
      text: 'Trade with our desk or by file, and by API once it opens to you.',
    },
  ] satisfies Step[],
} as const;
