// Every route's URL, built from the page registry (pages.ts). Link with paths.x.getHref(); declare
// routes with paths.x.path. Nothing else in the app should spell a URL.
import { PAGES, type PageRow } from './pages.ts';

/** Dashboard tabs (spec §2 "Reading A"). */
export type DashboardTab =
  'overview' | 'trading' | 'wallet' | 'send' | 'alerts' | 'reports' | 'admin' | 'profile';

const route = <P extends string>({ path }: { path: P }) => ({ path, getHref: () => path });
/** A page whose links may point at one of its sections ("/rates#calculator"). */
const withHash = <H extends string>({ path }: PageRow) => ({
  path,
  getHref: (hash?: H) => (hash ? `${path}#${hash}` : path),
});

export const paths = {
  home: withHash<'market-reach'>(PAGES.home),
  auth: {
    path: PAGES.auth.path,
    /** `redirectTo` is where to go back after signing in (a same-site path). */
    getHref: (redirectTo?: string | null) =>
      redirectTo
        ? `${PAGES.auth.path}?redirectTo=${encodeURIComponent(redirectTo)}`
        : PAGES.auth.path,
  },
  resetPassword: route(PAGES.resetPassword),
  track: route(PAGES.track),
  dashboard: {
    path: PAGES.dashboard.path,
    /** The overview tab has no query parameter (spec: "tab is removed for overview"). */
    getHref: (tab?: DashboardTab) =>
      tab && tab !== 'overview' ? `${PAGES.dashboard.path}?tab=${tab}` : PAGES.dashboard.path,
  },
  admin: route(PAGES.admin),
  rates: withHash<'calculator'>(PAGES.rates),
  trading: route(PAGES.trading),
  about: withHash<'overview'>(PAGES.about),
  offices: route(PAGES.offices),
  team: route(PAGES.team),
  careers: route(PAGES.careers),
  news: {
    ...route(PAGES.news),
    /** One news article (written by admins; the server fills its page in from a template). */
    article: (slug: string) => `${PAGES.news.path}/${slug}`,
    articlePattern: `${PAGES.news.path}/:slug`,
  },
  accessibility: route(PAGES.accessibility),
  legal: {
    privacy: route(PAGES.privacy),
    terms: route(PAGES.terms),
    license: route(PAGES.license),
    compliance: route(PAGES.compliance),
    risk: route(PAGES.risk),
  },
  support: {
    help: route(PAGES.help),
    contact: route(PAGES.contact),
    docs: {
      ...route(PAGES.docs),
      /** One documentation article (content/docs/catalogue.ts lists them). */
      article: (slug: string) => `${PAGES.docs.path}/${slug}`,
      articlePattern: `${PAGES.docs.path}/:slug`,
    },
    status: route(PAGES.status),
  },
  services: {
    api: route(PAGES.api),
    apiReference: route(PAGES.apiReference),
    corporate: route(PAGES.corporate),
    institutional: route(PAGES.institutional),
  },
} as const;

/**
 * Breadcrumb names of URL segments: each page's last segment reads as its crumb or title
 * ("trading" → "Exchange"); other segments ("legal", "support") as themselves, capitalised.
 */
const CRUMBS = new Map<string, string>(
  Object.values(PAGES as Record<string, PageRow>)
    .filter((p) => p.path !== '/')
    .map((p) => [p.path.slice(p.path.lastIndexOf('/') + 1), p.crumb ?? p.title]),
);

/** Short words that stay lower case inside a title ("Funding and Withdrawals"). */
const MINOR_WORDS = new Set(['a', 'an', 'and', 'or', 'of', 'the', 'to', 'in', 'on', 'for']);

/**
 * "live-rates" → "Live Rates" for segments that are not a page's. Documentation slugs are their
 * titles written this way, so their crumb is the title ("fees-and-a-worked-example").
 */
export function breadcrumbName(segment: string) {
  return (
    CRUMBS.get(segment) ??
    decodeURIComponent(segment)
      .split(/[-_]/)
      .filter(Boolean)
      .map((w, i) => (i > 0 && MINOR_WORDS.has(w) ? w : w[0]!.toUpperCase() + w.slice(1)))
      .join(' ')
  );
}

/** Every route path ("/", "/legal/privacy", ...). */
export const ROUTE_PATHS: ReadonlySet<string> = new Set(Object.values(PAGES).map((p) => p.path));

export function isRoutePath(path: string) {
  return ROUTE_PATHS.has(path);
}
