// Every route of the spec's route table, once. Link with paths.x.getHref(); declare routes with
// paths.x.path. Nothing else in the app should spell a URL.

/** Dashboard tabs (spec §2 "Reading A"). */
export type DashboardTab =
  'overview' | 'trading' | 'wallet' | 'alerts' | 'reports' | 'admin' | 'profile';

const route = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  home: {
    path: '/',
    getHref: (hash?: 'market-reach') => (hash ? `/#${hash}` : '/'),
  },
  auth: {
    path: '/auth',
    /** `redirectTo` is where to go back after signing in (a same-site path). */
    getHref: (redirectTo?: string | null) =>
      redirectTo ? `/auth?redirectTo=${encodeURIComponent(redirectTo)}` : '/auth',
  },
  resetPassword: route('/auth/reset-password'),
  dashboard: {
    path: '/dashboard',
    /** The overview tab has no query parameter (spec: "tab is removed for overview"). */
    getHref: (tab?: DashboardTab) =>
      tab && tab !== 'overview' ? `/dashboard?tab=${tab}` : '/dashboard',
  },
  admin: route('/admin'),
  rates: {
    path: '/rates',
    getHref: (hash?: 'calculator') => (hash ? `/rates#${hash}` : '/rates'),
  },
  trading: route('/trading'),
  about: {
    path: '/about',
    getHref: (hash?: 'overview') => (hash ? `/about#${hash}` : '/about'),
  },
  offices: route('/offices'),
  team: route('/team'),
  careers: route('/careers'),
  news: route('/news'),
  accessibility: route('/accessibility'),
  legal: {
    privacy: route('/legal/privacy'),
    terms: route('/legal/terms'),
    license: route('/legal/license'),
    compliance: route('/legal/compliance'),
    risk: route('/legal/risk'),
  },
  support: {
    help: route('/support/help'),
    contact: route('/support/contact'),
    docs: {
      ...route('/support/docs'),
      /** One documentation article (content/docs/catalogue.ts lists them). */
      article: (slug: string) => `/support/docs/${slug}`,
      articlePattern: '/support/docs/:slug',
    },
    status: route('/support/status'),
  },
  services: {
    api: route('/services/api'),
    corporate: route('/services/corporate'),
    institutional: route('/services/institutional'),
  },
} as const;

/**
 * Friendly names of URL segments for breadcrumbs (spec §2: dashboard, admin, rates, exchange,
 * about, offices and auth, plus the rest of the site).
 */
export const BREADCRUMB_NAMES: Record<string, string> = {
  dashboard: 'Dashboard',
  admin: 'Admin',
  rates: 'Live Rates',
  exchange: 'Exchange',
  trading: 'Exchange',
  about: 'About',
  offices: 'Offices',
  auth: 'Sign In',
  'reset-password': 'Reset Password',
  team: 'Team',
  careers: 'Careers',
  news: 'News',
  legal: 'Legal',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  license: 'License & Registration',
  compliance: 'Compliance',
  risk: 'Risk Disclosure',
  support: 'Support',
  help: 'Help Centre',
  contact: 'Contact Support',
  docs: 'Documentation',
  status: 'System Status',
  services: 'Services',
  api: 'API Services',
  corporate: 'Corporate Services',
  institutional: 'Institutional Services',
  accessibility: 'Accessibility',
};

/** Short words that stay lower case inside a title ("Funding and Withdrawals"). */
const MINOR_WORDS = new Set(['a', 'an', 'and', 'or', 'of', 'the', 'to', 'in', 'on', 'for']);

/**
 * "live-rates" → "Live Rates" for segments without a friendly name. Documentation slugs are their
 * titles written this way, so their crumb is the title ("fees-and-a-worked-example").
 */
export function breadcrumbName(segment: string) {
  return (
    BREADCRUMB_NAMES[segment] ??
    decodeURIComponent(segment)
      .split(/[-_]/)
      .filter(Boolean)
      .map((w, i) => (i > 0 && MINOR_WORDS.has(w) ? w : w[0]!.toUpperCase() + w.slice(1)))
      .join(' ')
  );
}

function collectPaths(node: unknown, out: Set<string>) {
  if (!node || typeof node !== 'object') return out;
  if ('path' in node && typeof node.path === 'string') out.add(node.path);
  else Object.values(node).forEach((child) => collectPaths(child, out));
  return out;
}

/** Every route path of the map above ("/", "/legal/privacy", ...). */
export const ROUTE_PATHS: ReadonlySet<string> = collectPaths(paths, new Set());

export function isRoutePath(path: string) {
  return ROUTE_PATHS.has(path);
}
