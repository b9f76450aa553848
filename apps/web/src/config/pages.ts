// The page registry: every page of the site once, with its path and its name. The name is the
// page's short title ("<title> — <brand>" in the tab), its breadcrumb and its link text in the
// menus and the site search, unless a row or a menu says otherwise. Each page's description, head
// title and site-search wording are in page-meta.ts under the same id: that module loads with the
// pages and the search overlay, this one with the header (docs/public-site.md, first-load budget).
// Relative imports only: the e2e checks and unit tests load these modules outside Vite.

export interface PageRow {
  path: string;
  title: string;
  /** Breadcrumb of the path's last segment, when it is not the title. */
  crumb?: string;
}

/** In the order of the sitemap and the pre-render. */
export const PAGES = {
  home: { path: '/', title: 'Home' },
  auth: { path: '/auth', title: 'Sign In' },
  resetPassword: { path: '/auth/reset-password', title: 'Reset Password' },
  /** The recipient's tracking link of a transfer (issue 38): `/track#<token>`, never indexed. */
  track: { path: '/track', title: 'Track a transfer' },
  dashboard: { path: '/dashboard', title: 'Dashboard' },
  admin: { path: '/admin', title: 'Admin' },
  rates: { path: '/rates', title: 'Live Rates' },
  trading: { path: '/trading', title: 'Exchange' },
  about: { path: '/about', title: 'About' },
  offices: { path: '/offices', title: 'Offices' },
  team: { path: '/team', title: 'Team' },
  careers: { path: '/careers', title: 'Careers' },
  privacy: { path: '/legal/privacy', title: 'Privacy Policy' },
  terms: { path: '/legal/terms', title: 'Terms of Service' },
  license: { path: '/legal/license', title: 'License & Registration' },
  compliance: { path: '/legal/compliance', title: 'Compliance' },
  risk: { path: '/legal/risk', title: 'Risk Disclosure' },
  help: { path: '/support/help', title: 'Help Centre' },
  contact: { path: '/support/contact', title: 'Contact Support' },
  /** Followed by one page per documentation article (content/docs/catalogue.ts). */
  docs: { path: '/support/docs', title: 'Documentation' },
  status: { path: '/support/status', title: 'System Status' },
  api: { path: '/services/api', title: 'API Services' },
  apiReference: { path: '/services/api/reference', title: 'API Reference', crumb: 'Reference' },
  corporate: { path: '/services/corporate', title: 'Corporate Services' },
  institutional: { path: '/services/institutional', title: 'Institutional Services' },
  news: { path: '/news', title: 'News' },
  accessibility: {
    path: '/accessibility',
    title: 'Accessibility Statement',
    crumb: 'Accessibility',
  },
} as const satisfies Record<string, PageRow>;

export type PageId = keyof typeof PAGES;

/** Places inside a page that menus and the site search link to. */
export const SECTIONS = {
  calculator: { path: `${PAGES.rates.path}#calculator`, title: 'Currency Calculator' },
  marketReach: { path: `${PAGES.home.path}#market-reach`, title: 'Market Reach' },
} as const satisfies Record<string, PageRow>;

export const PAGE_IDS = Object.keys(PAGES) as PageId[];

/**
 * Pages translated into every language of lib/i18n/locales.ts: each has /fr and /sw twins,
 * pre-rendered with hreflang alternates and listed in the sitemap. The others stay English-only
 * for now (docs/languages.md lists them); links to them from a French page lead to English.
 */
export const TRANSLATED_PAGE_IDS = [
  'home',
  'rates',
  'trading',
  'about',
  'offices',
  'contact',
  'corporate',
  'institutional',
  'team',
  'privacy',
  'terms',
  'license',
  'compliance',
  'risk',
  'accessibility',
  'news',
  'status',
  'careers',
  'help',
  'docs',
  'api',
  'apiReference',
  'auth',
  'resetPassword',
] as const satisfies readonly PageId[];

/**
 * Translated pages whose children are translated too, each child one segment below it: the
 * documentation articles (/support/docs/<slug>). The router gives each its /fr and /sw pattern.
 */
export const TRANSLATED_PARENT_IDS = ['docs'] as const satisfies readonly PageId[];

const TRANSLATED_PATHS: ReadonlySet<string> = new Set(
  TRANSLATED_PAGE_IDS.map((id) => PAGES[id].path),
);
const TRANSLATED_CHILD = new RegExp(
  `^(${TRANSLATED_PARENT_IDS.map((id) => PAGES[id].path).join('|')})/[a-z0-9-]+$`,
);

/** Is this path (hash and query ignored) a page with French and Swahili versions? */
export const isTranslatedPath = (path: string) => {
  const bare = path.split(/[?#]/)[0]!;
  return TRANSLATED_PATHS.has(bare) || TRANSLATED_CHILD.test(bare);
};
