// The documentation centre's list of articles (issue 21): one slug per article, in reading order.
// The pre-rendered pages (scripts/prerender.ts: title, description, canonical), the site-search
// entries and the e2e route list are generated from this list; the router has one /support/docs/:slug route,
// so no slug is in the first-load JavaScript. Each article's title, category and description are
// in meta.ts and its body in articles.ts, loaded only by the pages that need them. A slug is its
// title in lower case with hyphens, so the breadcrumbs (config/paths.ts, first-load) name the page
// with its title without carrying the titles (checked in docs-content.test.ts).
import { paths } from '../../config/paths.ts';

export const DOC_SLUGS = [
  'getting-started',
  'identity-verification',
  'funding-and-withdrawals',
  'statements-and-reports',
  'conversions-and-firm-quotes',
  'fees-and-a-worked-example',
  'rate-alerts',
  'keeping-your-account-safe',
] as const;

export type DocSlug = (typeof DOC_SLUGS)[number];

export function docArticlePath(slug: string) {
  return paths.support.docs.article(slug);
}
