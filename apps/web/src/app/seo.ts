// Head tags of every route: the <Seo> component applies them in the browser and
// scripts/prerender.ts writes them into each pre-rendered HTML file.
import { BRAND, pageTitle } from '@/content/brand';
import { paths } from '@/config/paths';
import { DOC_ARTICLE_INFO } from '@/content/docs/meta';

export interface PageMeta {
  path: string;
  /** Short title; the document title is "<title> — <brand>". */
  title: string;
  description: string;
  /**
   * 'page': pre-rendered with its content and listed in the sitemap.
   * 'app': signed-in or session-dependent screen; its HTML carries head tags and an empty body.
   */
  kind: 'page' | 'app';
}

const m = (path: string, title: string, description: string, kind: PageMeta['kind'] = 'page') =>
  ({ path, title, description, kind }) satisfies PageMeta;

export const PAGE_META = [
  m(
    paths.home.path,
    `${BRAND.name} — Pan-African FX & Cross-Border Payments`,
    'Licensed pan-African FX provider: real-time exchange rates, cross-border settlements, diaspora remittances and mobile money payouts across Kenya, Ghana, Nigeria and more.',
  ),
  m(
    paths.auth.path,
    'Sign In',
    `Sign in to your ${BRAND.name} account or create one to exchange currencies, manage your wallet and set rate alerts.`,
    'app',
  ),
  m(
    paths.resetPassword.path,
    'Reset Password',
    `Choose a new password for your ${BRAND.name} account from the link we emailed you.`,
    'app',
  ),
  m(
    paths.dashboard.path,
    'Dashboard',
    `Your ${BRAND.name} dashboard: balances, trading, wallet, rate alerts, reports and profile.`,
    'app',
  ),
  m(paths.admin.path, 'Admin', `${BRAND.name} administration area.`, 'app'),
  m(
    paths.rates.path,
    'Live Rates',
    'Live pan-African exchange rates for KES, TZS, GHS, NGN, ZAR, ETB, ZMW and MZN against USD, EUR and GBP, with a conversion calculator.',
  ),
  m(
    paths.trading.path,
    'Exchange',
    'Exchange currencies at real-time rates across 50+ pairs. Sign in or create an account to start a conversion.',
  ),
  m(
    paths.about.path,
    'About',
    `${BRAND.name} is a licensed pan-African foreign-exchange and liquidity provider serving individuals, corporates and institutions from Nairobi, Dar es Salaam and Accra.`,
  ),
  m(
    paths.offices.path,
    'Offices',
    'Visit or call our offices in Nairobi, Dar es Salaam and Accra: addresses, phone numbers, email and opening hours.',
  ),
  m(
    paths.team.path,
    'Team',
    'Meet our founder and the values that guide our pan-African team: Excellence, Trust and Innovation.',
  ),
  m(
    paths.careers.path,
    'Careers',
    'Build the future of pan-African finance. See open positions in trading, compliance and technology and apply online.',
  ),
  m(
    paths.legal.privacy.path,
    'Privacy Policy',
    'How we collect, use, share, protect and retain your personal data, and the rights you have over it.',
  ),
  m(
    paths.legal.terms.path,
    'Terms of Service',
    'The terms that govern your use of our FX, payment and settlement services, including eligibility, risk and liability.',
  ),
  m(
    paths.legal.license.path,
    'License & Registration',
    'Our US money services business (MSB) registration number and how to verify it with FinCEN.',
  ),
  m(
    paths.legal.compliance.path,
    'Compliance',
    'Our AML/CFT programme, KYC and due-diligence levels, sanctions screening, record keeping, data protection and complaints procedure with response times.',
  ),
  m(
    paths.legal.risk.path,
    'Risk Disclosure',
    'The risks of exchanging and sending money: currency volatility, firm quotes and their validity, settlement, counterparty, liquidity, operational risk and scams.',
  ),
  m(
    paths.support.help.path,
    'Help Centre',
    'Answers about account setup, transactions, security and corporate services, plus live chat, phone and email support.',
  ),
  m(
    paths.support.contact.path,
    'Contact Support',
    'Reach our support team by phone, email or live chat, send an inquiry, or find your nearest office and the emergency hotline.',
  ),
  m(
    paths.support.docs.path,
    'Documentation',
    'Guides to your account: getting started, identity verification, funding and withdrawals, firm quotes, fees with a worked example, rate alerts, statements and security.',
  ),
  // One pre-rendered page per documentation article, from the articles' own list.
  ...DOC_ARTICLE_INFO.map((a) => m(paths.support.docs.article(a.slug), a.title, a.description)),
  m(
    paths.support.status.path,
    'System Status',
    'Live availability of our platform, rates feed and payment services. Coming soon.',
  ),
  m(
    paths.services.api.path,
    'API Services',
    'Programmatic access to real-time FX rates, conversions and payouts. Our API is coming soon.',
  ),
  m(
    paths.services.corporate.path,
    'Corporate Services',
    'Cross-border payments and payouts, multi-currency wallets, firm quotes, hedging conversations and a dedicated dealer for businesses across Africa.',
  ),
  m(
    paths.services.institutional.path,
    'Institutional Services',
    'Liquidity provision, settlement in 7 African markets, API access on request and reporting for banks, payment companies and fintechs.',
  ),
  m(paths.news.path, 'News', 'Company news and pan-African market updates. Coming soon.'),
  m(
    paths.accessibility.path,
    'Accessibility Statement',
    'Our accessibility standard (WCAG 2.2 AA), how we test, known limitations, and how to report a barrier and when we reply.',
  ),
] as const satisfies readonly PageMeta[];

/** Meta of the 404 page: never indexed, no canonical. */
export const NOT_FOUND_META = {
  title: 'Page not found',
  description: 'The page you are looking for does not exist or has moved.',
} as const;

const byPath = new Map<string, PageMeta>(PAGE_META.map((p) => [p.path, p]));

export function getPageMeta(path: string): PageMeta | undefined {
  return byPath.get(path);
}

export function canonicalUrl(path: string) {
  return `${BRAND.siteUrl}${path === '/' ? '/' : path}`;
}

/** The document title: the home title is complete, every other page gets " — <brand>". */
export function documentTitle(meta: Pick<PageMeta, 'path' | 'title'>) {
  return meta.path === '/' ? meta.title : pageTitle(meta.title);
}
