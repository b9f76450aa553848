// Site search (spec §5 "Site search", §9 "Search results capped at 6", §6 "Admin-only pages are
// hidden from site search"). The index is built from the page registry (config/pages.ts, and each
// page's search wording in config/page-meta.ts), the dashboard's features, the currencies and the
// documentation articles; the matching rules live here so the overlay and the tests share them.
// Relative imports: the unit test loads this module outside Vite.
import { CURRENCIES, CURRENCY_CODES } from '@mizani/shared/constants/currencies';
import { LIMITS } from '@mizani/shared/constants/limits';
import { pageSearchText } from '../../../config/page-meta.ts';
import { SECTIONS, PAGES, type PageId } from '../../../config/pages.ts';
import { paths, type DashboardTab } from '../../../config/paths.ts';
import { docArticlePath } from '../../../content/docs/catalogue.ts';
import { DOC_ARTICLE_INFO } from '../../../content/docs/meta.ts';

export type SearchEntryType = 'page' | 'feature' | 'currency';

export interface SearchEntry {
  title: string;
  description: string;
  path: string;
  type: SearchEntryType;
}

/** A query containing any of these words returns nothing (spec §5), so admin areas cannot be probed. */
export const BLOCKED_SEARCH_TERMS = [
  'admin',
  'administration',
  'management',
  'settings',
  'config',
  'system',
] as const;

function page(id: PageId, type: SearchEntryType = 'page'): SearchEntry {
  const text = pageSearchText(id);
  if (!text) throw new Error(`config/page-meta.ts: page "${id}" has no site-search wording`);
  return { ...text, path: PAGES[id].path, type };
}

function section(id: keyof typeof SECTIONS, description: string): SearchEntry {
  return { title: SECTIONS[id].title, description, path: SECTIONS[id].path, type: 'page' };
}

function feature(title: string, description: string, path: string): SearchEntry {
  return { title, description, path, type: 'feature' };
}

const tab = (t: DashboardTab) => paths.dashboard.getHref(t);

// Results are the first 6 matches in this order: pages first, the most visited at the top.
const PAGE_ENTRIES: SearchEntry[] = [
  page('home'),
  page('rates'),
  section('calculator', 'Convert between African and major currencies at live rates'),
  page('trading'),
  page('about'),
  page('offices'),
  page('team'),
  page('careers'),
  section(
    'marketReach',
    'Seven active markets: Kenya, Ghana, Nigeria, South Africa, Ethiopia, Tanzania, Zambia',
  ),
  page('help'),
  page('contact'),
  page('docs'),
  page('status'),
  page('api'),
  page('apiReference'),
  page('corporate'),
  page('institutional'),
  page('news'),
  page('privacy'),
  page('terms'),
  page('license'),
  page('compliance'),
  page('risk'),
  page('accessibility'),
  page('auth'),
];

// Client dashboard features (never the admin tab: spec §6).
const FEATURE_ENTRIES: SearchEntry[] = [
  page('dashboard', 'feature'),
  feature(
    'Trading',
    'Place currency exchange orders and review your order history',
    tab('trading'),
  ),
  feature('Wallet', 'Your currency balances, deposits and withdrawals', tab('wallet')),
  feature('Rate Alerts', 'Get notified when an exchange rate reaches your target', tab('alerts')),
  feature('Reports', 'Statements and reports of your activity', tab('reports')),
  feature('Profile', 'Your account details', tab('profile')),
  feature(
    'Request a Quote',
    'Get a competitive quote for a currency exchange',
    paths.rates.getHref(),
  ),
  feature(
    'Schedule a Consultation',
    'Talk to our FX specialists about your needs',
    paths.about.getHref(),
  ),
];

const CURRENCY_ENTRIES: SearchEntry[] = CURRENCY_CODES.map((code) => {
  const c = CURRENCIES[code];
  return {
    title: `${c.code} - ${c.name}`,
    description: `${c.name} (${c.country}) exchange rates`,
    path: paths.rates.getHref(),
    type: 'currency',
  };
});

/**
 * The documentation articles, with the title and description of their pages. Listed after
 * everything else, so they never push a page, feature or currency out of the first 6 results.
 */
export const DOC_SEARCH_ENTRIES: readonly SearchEntry[] = DOC_ARTICLE_INFO.map((a) => ({
  title: a.title,
  description: a.description,
  path: docArticlePath(a.slug),
  type: 'page',
}));

export const SITE_SEARCH_INDEX: readonly SearchEntry[] = [
  ...PAGE_ENTRIES,
  ...FEATURE_ENTRIES,
  ...CURRENCY_ENTRIES,
  ...DOC_SEARCH_ENTRIES,
];

/** True when the query names an admin area and must return nothing. */
export function isBlockedQuery(query: string): boolean {
  const q = query.toLowerCase();
  return BLOCKED_SEARCH_TERMS.some((term) => q.includes(term));
}

/**
 * Spec §5: an empty query shows nothing; a blocked word returns nothing; otherwise a
 * case-insensitive substring match on title or description, at most 6 results.
 */
export function searchSite(
  query: string,
  index: readonly SearchEntry[] = SITE_SEARCH_INDEX,
): SearchEntry[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  if (isBlockedQuery(q)) return [];
  const out: SearchEntry[] = [];
  for (const entry of index) {
    if (entry.title.toLowerCase().includes(q) || entry.description.toLowerCase().includes(q)) {
      out.push(entry);
      if (out.length === LIMITS.searchResultsMax) break;
    }
  }
  return out;
}
