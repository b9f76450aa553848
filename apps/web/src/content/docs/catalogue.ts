// The documentation centre's list of articles (issue 21): one entry per article, in reading order.
// The router, app/seo.ts (title, description, canonical of each pre-rendered page), the
// breadcrumbs, the site-search check and the e2e route list are all generated from this list.
// It is in the first-load JavaScript (config/paths.ts names the breadcrumbs from it), so it holds
// only slugs and titles: categories and descriptions are in meta.ts, bodies in articles.ts, both
// loaded only by the pages that need them. Leaf module: no imports, so the e2e tests can read it.

export const DOCS_BASE_PATH = '/support/docs';

export interface DocArticleMeta {
  slug: string;
  /** The h1, the document title and the breadcrumb. */
  title: string;
}

export const DOC_ARTICLES = [
  {
    slug: 'getting-started',
    title: 'Getting Started',
  },
  {
    slug: 'verification',
    title: 'Identity Verification',
  },
  {
    slug: 'funding-and-withdrawals',
    title: 'Funding and Withdrawals',
  },
  {
    slug: 'statements-and-reports',
    title: 'Statements and Reports',
  },
  {
    slug: 'conversions-and-quotes',
    title: 'Conversions and Firm Quotes',
  },
  {
    slug: 'fees',
    title: 'Fees and a Worked Example',
  },
  {
    slug: 'rate-alerts',
    title: 'Rate Alerts',
  },
  {
    slug: 'security-advice',
    title: 'Keeping Your Account Safe',
  },
] as const satisfies readonly DocArticleMeta[];

export type DocSlug = (typeof DOC_ARTICLES)[number]['slug'];

export function docArticlePath(slug: string) {
  return `${DOCS_BASE_PATH}/${slug}`;
}
