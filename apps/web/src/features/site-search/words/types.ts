import type { FeatureId, SectionId } from '../lib/site-search.ts';

/**
 * The site search's own words in French or Swahili (the page names and descriptions come from
 * the catalogues and the pre-rendered pages: lib/search-index.ts). A module per language, loaded
 * when the search opens in that language.
 */
export interface SearchWordsTranslation {
  /** The dashboard's entry (it has no meta description: it is not a public page). */
  dashboard: string;
  sections: Record<SectionId, string>;
  features: Record<FeatureId, { title: string; description: string }>;
  /** A currency's description: "Taux de change du shilling kényan (Kenya)". */
  currency: (name: string, country: string) => string;
}
