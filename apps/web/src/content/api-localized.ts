// /services/api and its reference in French and Swahili (docs/languages.md "Long prose"). Their
// sentences are long, so they live in one module per language (api-i18n/fr.ts, sw.ts) that the
// two pages load in that language before their first render (`preload`), not in the catalogues
// every page loads; headings and buttons are catalogue messages (apiPage.*, apiRef.*). English
// stays in api.ts, and the reference's English is the API's own OpenAPI document.
import { localizedContent } from '../lib/i18n/content.ts';
import type { Locale } from '../lib/i18n/locales.ts';
import { API_OFFERINGS, API_PAGE, API_PRINCIPLES, API_REFERENCE } from './api.ts';
import type { ApiTranslation, OfferingId, PrincipleId } from './api-translation.ts';

export type { ApiTranslation } from './api-translation.ts';

const content = localizedContent<ApiTranslation>({
  fr: () => import('./api-i18n/fr.ts'),
  sw: () => import('./api-i18n/sw.ts'),
});

/** Loads a language's API texts once (English needs nothing). */
export const loadApiTexts = content.load;

const ENGLISH = {
  page: API_PAGE,
  offerings: API_OFFERINGS,
  principles: API_PRINCIPLES,
  reference: { ...API_REFERENCE, texts: {} as Record<string, string> },
};

/** The API pages' texts in a language; English until its module has loaded. */
export function apiTextsIn(locale: Locale): typeof ENGLISH {
  const tr = content.get(locale);
  if (!tr) return ENGLISH;
  return {
    page: { ...API_PAGE, ...tr.page },
    offerings: API_OFFERINGS.map((o) => ({ ...o, ...tr.offerings[o.id as OfferingId] })),
    principles: API_PRINCIPLES.map((p) => ({ ...p, ...tr.principles[p.id as PrincipleId] })),
    reference: tr.reference,
  };
}
