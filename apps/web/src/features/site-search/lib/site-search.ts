// Site search (spec §5 "Site search", §9 "Search results capped at 6", §6 "Admin-only pages are
// hidden from site search"). The index is built from the page registry (config/pages.ts, and each
// page's search wording in config/page-meta.ts), the dashboard's features, the currencies and the
// documentation articles; the matching rules live here so the overlay and the tests share them.
// Relative imports: the unit test loads this module outside Vite.
import { CURRENCIES, CURRENCY_CODES, type CurrencyCode } from '@mizani/shared/constants/currencies';
import { LIMITS } from '@mizani/shared/constants/limits';
import { pageSearchText } from '../../../config/page-meta.ts';
import { SECTIONS, PAGES, type PageId } from '../../../config/pages.ts';
import { paths, type DashboardTab } from '../../../config/paths.ts';
import { docArticlePath, type DocSlug } from '../../../content/docs/catalogue.ts';
import { DOC_ARTICLE_INFO } from '../../../content/docs/meta.ts';

export type SearchEntryType = 'page' | 'feature' | 'currency';

export interface SearchEntry {
  title: string;
  description: string;
  path: string;
  type: SearchEntryType;
  /** More words it is found by, not shown: a translated page's headings (search-index.ts). */
  keywords?: readonly string[];
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

type Text = { title: string; description: string };
export type SectionId = 'calculator' | 'marketReach';
export type FeatureId =
  'trading' | 'wallet' | 'alerts' | 'reports' | 'profile' | 'quote' | 'consultation';

/**
 * The words of the index in one language: English here, French and Swahili in search-index.ts.
 * The entries, their paths and their order are the same in every language (buildIndex).
 */
export interface IndexWords {
  page(id: PageId): Text;
  section(id: SectionId): Text;
  feature(id: FeatureId): Text;
  currency(code: CurrencyCode): Text;
  doc(slug: DocSlug): Text;
}

const tab = (t: DashboardTab) => paths.dashboard.getHref(t);

// Results are the first 6 matches in this order: pages first, the most visited at the top.
const PAGE_ORDER: readonly (PageId | SectionId)[] = [
  'home',
  'rates',
  'calculator',
  'trading',
  'about',
  'offices',
  'team',
  'careers',
  'marketReach',
  'help',
  'contact',
  'docs',
  'status',
  'api',
  'apiReference',
  'corporate',
  'institutional',
  'news',
  'privacy',
  'terms',
  'license',
  'compliance',
  'risk',
  'accessibility',
  'auth',
];

// Client dashboard features (never the admin tab: spec §6), after the dashboard itself.
const FEATURE_PATHS: Record<FeatureId, string> = {
  trading: tab('trading'),
  wallet: tab('wallet'),
  alerts: tab('alerts'),
  reports: tab('reports'),
  profile: tab('profile'),
  quote: paths.rates.getHref(),
  consultation: paths.about.getHref(),
};

const isSection = (id: PageId | SectionId): id is SectionId => id in SECTIONS;

/**
 * The index in one language. The documentation articles come last, so they never push a page,
 * feature or currency out of the first 6 results.
 */
export function buildIndex(words: IndexWords): SearchEntry[] {
  const pageEntries = PAGE_ORDER.map((id) =>
    isSection(id)
      ? { ...words.section(id), path: SECTIONS[id].path, type: 'page' as const }
      : { ...words.page(id), path: PAGES[id].path, type: 'page' as const },
  );
  const features = [
    { ...words.page('dashboard'), path: PAGES.dashboard.path, type: 'feature' as const },
    ...(Object.keys(FEATURE_PATHS) as FeatureId[]).map((id) => ({
      ...words.feature(id),
      path: FEATURE_PATHS[id],
      type: 'feature' as const,
    })),
  ];
  const currencies = CURRENCY_CODES.map((code) => ({
    ...words.currency(code),
    path: paths.rates.getHref(),
    type: 'currency' as const,
  }));
  const docs = DOC_ARTICLE_INFO.map((a) => ({
    ...words.doc(a.slug),
    path: docArticlePath(a.slug),
    type: 'page' as const,
  }));
  return [...pageEntries, ...features, ...currencies, ...docs];
}

const ENGLISH_SECTIONS: Record<SectionId, string> = {
  calculator: 'Convert between African and major currencies at live rates',
  marketReach:
    'Seven active markets: Kenya, Ghana, Nigeria, South Africa, Ethiopia, Tanzania, Zambia',
};

const ENGLISH_FEATURES: Record<FeatureId, Text> = {
  trading: {
    title: 'Trading',
    description: 'Place currency exchange orders and review your order history',
  },
  wallet: { title: 'Wallet', description: 'Your currency balances, deposits and withdrawals' },
  alerts: {
    title: 'Rate Alerts',
    description: 'Get notified when an exchange rate reaches your target',
  },
  reports: { title: 'Reports', description: 'Statements and reports of your activity' },
  profile: { title: 'Profile', description: 'Your account details' },
  quote: {
    title: 'Request a Quote',
    description: 'Get a competitive quote for a currency exchange',
  },
  consultation: {
    title: 'Schedule a Consultation',
    description: 'Talk to our FX specialists about your needs',
  },
};

const ENGLISH: IndexWords = {
  page(id) {
    const text = pageSearchText(id);
    if (!text) throw new Error(`config/page-meta.ts: page "${id}" has no site-search wording`);
    return text;
  },
  section: (id) => ({ title: SECTIONS[id].title, description: ENGLISH_SECTIONS[id] }),
  feature: (id) => ENGLISH_FEATURES[id],
  currency(code) {
    const c = CURRENCIES[code];
    return {
      title: `${c.code} - ${c.name}`,
      description: `${c.name} (${c.country}) exchange rates`,
    };
  },
  doc(slug) {
    const a = DOC_ARTICLE_INFO.find((x) => x.slug === slug)!;
    return { title: a.title, description: a.description };
  },
};

export const SITE_SEARCH_INDEX: readonly SearchEntry[] = buildIndex(ENGLISH);

/** The documentation articles, with the title and description of their pages. */
export const DOC_SEARCH_ENTRIES: readonly SearchEntry[] = SITE_SEARCH_INDEX.filter((e) =>
  DOC_ARTICLE_INFO.some((a) => e.path === docArticlePath(a.slug)),
);

/**
 * Lower case without accents, so "equipe" finds "Équipe" and "ECHANGE" finds "échange" (French
 * visitors often type without accents). English has none, so its matches are unchanged.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** True when the query names an admin area and must return nothing. */
export function isBlockedQuery(query: string): boolean {
  const q = foldText(query);
  return BLOCKED_SEARCH_TERMS.some((term) => q.includes(term));
}

const shownMatch = (entry: SearchEntry, q: string) =>
  foldText(entry.title).includes(q) || foldText(entry.description).includes(q);
const keywordMatch = (entry: SearchEntry, q: string) =>
  (entry.keywords ?? []).some((k) => foldText(k).includes(q));

/**
 * Spec §5: an empty query shows nothing; a blocked word returns nothing; otherwise a case- and
 * accent-insensitive substring match on title or description, at most 6, in index order. Then,
 * if room is left, the entries found only by a keyword (a heading): "equipe" lists the Team page
 * before the About page whose heading mentions the team. English entries have no keywords.
 */
export function searchSite(
  query: string,
  index: readonly SearchEntry[] = SITE_SEARCH_INDEX,
): SearchEntry[] {
  const q = foldText(query.trim());
  if (!q) return [];
  if (isBlockedQuery(q)) return [];
  const shown = index.filter((e) => shownMatch(e, q));
  const byKeyword = index.filter((e) => !shownMatch(e, q) && keywordMatch(e, q));
  return [...shown, ...byKeyword].slice(0, LIMITS.searchResultsMax);
}
