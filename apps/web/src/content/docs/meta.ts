// Each article's title, category and description (its meta description, its site-search
// description and the text of its card on the index). Keyed by slug, so every article of
// catalogue.ts must have them.
import { DOC_SLUGS, type DocSlug } from './catalogue.ts';

export const DOC_CATEGORIES = [
  { id: 'start', title: 'Getting started' },
  { id: 'money', title: 'Wallet and payments' },
  { id: 'trading', title: 'Converting currencies' },
  { id: 'security', title: 'Security' },
] as const;

export type DocCategoryId = (typeof DOC_CATEGORIES)[number]['id'];

const TITLES: Record<DocSlug, string> = {
  'getting-started': 'Getting Started',
  'identity-verification': 'Identity Verification',
  'funding-and-withdrawals': 'Funding and Withdrawals',
  'statements-and-reports': 'Statements and Reports',
  'conversions-and-firm-quotes': 'Conversions and Firm Quotes',
  'fees-and-a-worked-example': 'Fees and a Worked Example',
  'rate-alerts': 'Rate Alerts',
  'keeping-your-account-safe': 'Keeping Your Account Safe',
};

const CATEGORY_OF: Record<DocSlug, DocCategoryId> = {
  'getting-started': 'start',
  'identity-verification': 'start',
  'funding-and-withdrawals': 'money',
  'statements-and-reports': 'money',
  'conversions-and-firm-quotes': 'trading',
  'fees-and-a-worked-example': 'trading',
  'rate-alerts': 'trading',
  'keeping-your-account-safe': 'security',
};

const DESCRIPTIONS: Record<DocSlug, string> = {
  'getting-started':
    'Create your account, verify your email address, sign in and turn on two-factor authentication.',
  'identity-verification':
    'Which identity and address documents a regulated provider asks for, why, and how to prepare them.',
  'funding-and-withdrawals':
    'Fund your wallet by bank transfer or mobile money with your own reference, and withdraw to a saved beneficiary.',
  'statements-and-reports':
    'Monthly statements per currency with opening and closing balances, PDF statements and order confirmations, and CSV downloads.',
  'conversions-and-firm-quotes':
    'Get a firm quote valid for 30 seconds, read its rate, spread and fee, and accept it before the countdown ends.',
  'fees-and-a-worked-example':
    'How the conversion fee and the spread are applied, with a worked example at our current fee of 0.10%.',
  'rate-alerts':
    'Get an email or in-app notification when an exchange rate rises above or falls below your target.',
  'keeping-your-account-safe':
    'Spot phishing, use two-factor authentication and backup codes, and review the devices signed in to your account.',
};

export interface DocArticleInfo {
  slug: DocSlug;
  /** The h1 and the document title; the breadcrumb reads the same from the slug. */
  title: string;
  category: DocCategoryId;
  /** Meta description, site-search description and the index card's text. */
  description: string;
}

export const DOC_ARTICLE_INFO: readonly DocArticleInfo[] = DOC_SLUGS.map((slug) => ({
  slug,
  title: TITLES[slug],
  category: CATEGORY_OF[slug],
  description: DESCRIPTIONS[slug],
}));
