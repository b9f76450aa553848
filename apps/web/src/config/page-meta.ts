// Head tags of every page of the registry (pages.ts): the <Seo> component applies them in the
// browser and scripts/prerender.ts writes them into each pre-rendered HTML file. Also each page's
// wording in the site search (features/site-search), which may differ from its head tags.
import { BRAND, pageTitle } from './brand.ts';
import { APP_PAGE_TEXT, canonicalUrl } from './app-page-text.ts';
import { PAGES, PAGE_IDS, isTranslatedPath, type PageId } from './pages.ts';
import { translate, type MessageId } from '../lib/i18n/i18n.ts';
import { LOCALES, localizePath, type Locale } from '../lib/i18n/locales.ts';

export interface PageMeta {
  path: string;
  /** Short title; the document title is "<title> — <brand>" (the home page's is the whole title). */
  title: string;
  description: string;
  /**
   * 'page': pre-rendered with its content and listed in the sitemap.
   * 'app': signed-in or session-dependent screen; its HTML carries head tags and an empty body.
   */
  kind: 'page' | 'app';
  /**
   * An 'app' screen whose signed-out state is pre-rendered all the same (the sign-in form): it
   * paints without waiting for the script, and is indexed and in the sitemap like a page (a
   * search for the brand's sign-in finds the real one).
   */
  prerender?: boolean;
  /** A pre-rendered screen never indexed nor in the sitemap (the tracking page: each link is private). */
  noindex?: boolean;
}

interface PageText {
  description: string;
  kind?: 'app';
  prerender?: boolean;
  noindex?: boolean;
  /** Head title, when it is not the page's name. */
  title?: string;
  /** Its site-search entry: the title when it is not the page's name, and a description. */
  search?: { title?: string; description: string };
}

const TEXT: Record<PageId, PageText> = {
  home: {
    title: `${BRAND.name} — Pan-African FX & Cross-Border Payments`,
    description:
      'Licensed pan-African FX provider: real-time exchange rates, cross-border settlements, diaspora remittances and mobile money payouts across Kenya, Ghana, Nigeria and more.',
    search: {
      description:
        'Pan-African foreign exchange and liquidity for individuals, corporates and institutions',
    },
  },
  auth: {
    kind: 'app',
    prerender: true,
    description: `Sign in to your ${BRAND.name} account or create one to exchange currencies, manage your wallet and set rate alerts.`,
    search: { description: 'Sign in to your account or create a new one' },
  },
  resetPassword: {
    kind: 'app',
    description: `Choose a new password for your ${BRAND.name} account from the link we emailed you.`,
  },
  track: {
    kind: 'app',
    // Its frame pre-rendered, where the transfer stands an island (issue 38: ≤ 100 kB before load).
    prerender: true,
    noindex: true,
    description: `Where a transfer sent with ${BRAND.name} stands, from the link in the recipient's text message.`,
  },
  ...APP_PAGE_TEXT,
  rates: {
    description:
      'Live pan-African exchange rates for KES, TZS, GHS, NGN, ZAR, ETB, ZMW and MZN against USD, EUR and GBP, with a conversion calculator.',
    search: { description: 'Live Pan-African exchange rates, refreshed every 30 seconds' },
  },
  trading: {
    description:
      'Exchange currencies at real-time rates across 50+ pairs. Sign in or create an account to start a conversion.',
    search: { description: 'Sign in to exchange currencies at live rates' },
  },
  about: {
    description: `${BRAND.name} is a licensed pan-African foreign-exchange and liquidity provider serving individuals, corporates and institutions from Nairobi, Dar es Salaam and Accra.`,
    search: {
      title: 'About Us',
      description: 'Our story, our services and the markets we serve across Africa',
    },
  },
  offices: {
    description:
      'Visit or call our offices in Nairobi, Dar es Salaam and Accra: addresses, phone numbers, email and opening hours.',
    search: {
      title: 'Our Offices',
      description:
        'Offices in Nairobi, Dar es Salaam and Accra: addresses, hours and phone numbers',
    },
  },
  team: {
    description:
      'Meet our founder and the values that guide our pan-African team: Excellence, Trust and Innovation.',
    search: {
      title: 'Our Team',
      description: 'Our founder, career journey and core values: Excellence, Trust, Innovation',
    },
  },
  careers: {
    description:
      'Build the future of pan-African finance. See open positions in trading, compliance and technology and apply online.',
    search: { description: 'Open positions and job applications: join our pan-African team' },
  },
  privacy: {
    description:
      'How we collect, use, share, protect and retain your personal data, and the rights you have over it.',
    search: {
      description: 'How we collect, use, share, protect and retain your personal data',
    },
  },
  terms: {
    description:
      'The terms that govern your use of our FX, payment and settlement services, including eligibility, risk and liability.',
    search: { description: 'The terms that govern your use of our services' },
  },
  license: {
    description:
      'Our US money services business (MSB) registration number and how to verify it with FinCEN.',
    search: {
      description: 'Our US money services business (MSB) registration and how to verify it',
    },
  },
  compliance: {
    description:
      'Our AML/CFT programme, KYC and due-diligence levels, sanctions screening, record keeping, data protection and complaints procedure with response times.',
    search: {
      description:
        'Our anti-money-laundering programme, KYC, sanctions screening, data protection and complaints procedure',
    },
  },
  risk: {
    description:
      'The risks of exchanging and sending money: currency volatility, firm quotes and their validity, settlement, counterparty, liquidity, operational risk and scams.',
    search: {
      description:
        'The risks of foreign exchange: volatility, firm quotes, settlement, counterparty, liquidity and scams',
    },
  },
  help: {
    description:
      'Answers about account setup, transactions, security and corporate services, plus live chat, phone and email support.',
    search: {
      title: 'Help Center',
      description:
        'Frequently asked questions about accounts, transactions, security and corporate services',
    },
  },
  contact: {
    description:
      'Reach our support team by phone, email or live chat, send an inquiry, or find your nearest office and the emergency hotline.',
    search: { description: 'Phone, email and live chat support, and our office contacts' },
  },
  docs: {
    description:
      'Guides to your account: getting started, identity verification, funding and withdrawals, firm quotes, fees with a worked example, rate alerts, statements and security.',
    search: {
      description:
        'Guides to your account: getting started, verification, funding, quotes, fees, alerts, statements and security',
    },
  },
  status: {
    description:
      'Live state of our website, API, rates feed, email delivery and database, uptime over 24 hours, 7 and 90 days, incident history and email alerts.',
    search: {
      title: 'Service Status',
      description: 'Current availability of our platform and services, uptime and incidents',
    },
  },
  api: {
    description:
      'The Mizani API: live FX rates, firm quotes, conversions, balances and signed webhooks for your treasury systems, with scoped API keys and idempotent requests.',
    search: { description: 'Programmatic access to FX rates, quotes, conversions and webhooks' },
  },
  apiReference: {
    description:
      'Reference of every Mizani API operation: authentication, scopes, parameters, request and response schemas, errors and webhook events, from our OpenAPI 3.1 document.',
    search: { description: 'Every API operation, its parameters, schemas and errors' },
  },
  corporate: {
    description:
      'Cross-border payments and payouts, multi-currency wallets, firm quotes, hedging conversations and a dedicated dealer for businesses across Africa.',
    search: {
      description:
        'Cross-border payments and payouts, multi-currency wallets, firm quotes and hedging for businesses',
    },
  },
  institutional: {
    description:
      'Liquidity provision, settlement in 7 African markets, a developer API and reporting for banks, payment companies and fintechs.',
    search: {
      description:
        'Liquidity, settlement across 7 markets, a developer API and reporting for banks and fintechs',
    },
  },
  news: {
    description:
      'Company news, product updates and advice from our teams in Nairobi, Dar es Salaam and Accra, with an RSS feed.',
    search: { description: 'Company news, product updates and market updates' },
  },
  accessibility: {
    description:
      'Our accessibility standard (WCAG 2.2 AA), how we test, known limitations, and how to report a barrier and when we reply.',
    search: {
      description:
        'Our WCAG 2.2 AA target, how we test, known limitations and how to report a barrier',
    },
  },
};

/** Each page's site-search title and description, for the pages the search lists. */
export function pageSearchText(id: PageId): { title: string; description: string } | undefined {
  const search = TEXT[id].search;
  return search && { title: search.title ?? PAGES[id].title, description: search.description };
}

/** The registry's pages with their head tags, in registry order. */
export const PAGE_META: readonly PageMeta[] = PAGE_IDS.map((id) => ({
  path: PAGES[id].path,
  title: TEXT[id].title ?? PAGES[id].title,
  description: TEXT[id].description,
  kind: TEXT[id].kind ?? 'page',
  ...(TEXT[id].prerender ? { prerender: true } : {}),
  ...(TEXT[id].noindex ? { noindex: true } : {}),
}));

/** Meta of the 404 page: never indexed, no canonical. */
export const NOT_FOUND_META = {
  title: 'Page not found',
  description: 'The page you are looking for does not exist or has moved.',
} as const;

const byPath = new Map<string, PageMeta>(PAGE_META.map((p) => [p.path, p]));

export function getPageMeta(path: string): PageMeta | undefined {
  return byPath.get(path);
}

export { canonicalUrl };

/** The document title: the home title is complete, every other page gets " — <brand>". */
export function documentTitle(meta: Pick<PageMeta, 'path' | 'title'>) {
  return meta.path === '/' || /^\/(fr|sw)$/.test(meta.path) ? meta.title : pageTitle(meta.title);
}

/**
 * A page's head tags in a language: English is the registry's entry above; a translated page
 * (pages.ts TRANSLATED_PAGE_IDS) takes its title and description from the language's catalogue
 * (meta.<id>.title, meta.<id>.description) and lives under the language's prefix.
 */
export function localizedPageMeta(path: string, locale: Locale): PageMeta | undefined {
  const meta = byPath.get(path);
  if (!meta || locale === 'en' || !isTranslatedPath(path)) return meta;
  const id = PAGE_IDS.find((i) => PAGES[i].path === path)!;
  return {
    ...meta,
    path: localizePath(path, locale),
    title: translate(locale, `meta.${id}.title` as MessageId, { brand: BRAND.name }),
    description: translate(locale, `meta.${id}.description` as MessageId, { brand: BRAND.name }),
  };
}

/** hreflang alternates of a translated page: each language, and x-default (English). */
export function alternateLinks(path: string): { hreflang: string; href: string }[] {
  if (!isTranslatedPath(path)) return [];
  return [
    ...LOCALES.map((l) => ({ hreflang: l, href: canonicalUrl(localizePath(path, l)) })),
    { hreflang: 'x-default', href: canonicalUrl(path) },
  ];
}
