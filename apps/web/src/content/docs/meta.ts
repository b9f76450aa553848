// Each article's category and description (its meta description, its site-search description and
// the text of its card on the index). Keyed by slug, so every article of catalogue.ts must have one.
import { DOC_ARTICLES, type DocArticleMeta, type DocSlug } from './catalogue.ts';

export const DOC_CATEGORIES = [
  { id: 'start', title: 'Getting started' },
  { id: 'money', title: 'Wallet and payments' },
  { id: 'trading', title: 'Converting currencies' },
  { id: 'security', title: 'Security' },
] as const;

export type DocCategoryId = (typeof DOC_CATEGORIES)[number]['id'];

const CATEGORY_OF: Record<DocSlug, DocCategoryId> = {
  'getting-started': 'start',
  verification: 'start',
  'funding-and-withdrawals': 'money',
  'statements-and-reports': 'money',
  'conversions-and-quotes': 'trading',
  fees: 'trading',
  'rate-alerts': 'trading',
  'security-advice': 'security',
};

const DESCRIPTIONS: Record<DocSlug, string> = {
  'getting-started':
    'Create your account, verify your email address, sign in and turn on two-factor authentication.',
  verification:
    'Which identity and address documents a regulated provider asks for, why, and how to prepare them.',
  'funding-and-withdrawals':
    'Fund your wallet by bank transfer or mobile money with your own reference, and withdraw to a saved beneficiary.',
  'statements-and-reports':
    'Monthly statements per currency with opening and closing balances, and CSV downloads of statements and orders.',
  'conversions-and-quotes':
    'Get a firm quote valid for 30 seconds, read its rate, spread and fee, and accept it before the countdown ends.',
  fees: 'How the conversion fee and the spread are applied, with a worked example at our current fee of 0.10%.',
  'rate-alerts':
    'Get an email or in-app notification when an exchange rate rises above or falls below your target.',
  'security-advice':
    'Spot phishing, use two-factor authentication and backup codes, and review the devices signed in to your account.',
};

export interface DocArticleInfo extends DocArticleMeta {
  category: DocCategoryId;
  /** Meta description, site-search description and the index card's text. */
  description: string;
}

export const DOC_ARTICLE_INFO: readonly DocArticleInfo[] = DOC_ARTICLES.map((a) => ({
  ...a,
  category: CATEGORY_OF[a.slug],
  description: DESCRIPTIONS[a.slug],
}));
