// The French and Swahili legal documents and accessibility statement (docs/languages.md, "Legal
// texts"). Each document in each language is its own module, loaded with its page's route
// (app/router.tsx calls the page's `preload`), so neither the catalogues nor the English pages
// carry a word of them. The English documents (legal.ts, accessibility.ts) stay the binding text.
import type { Locale } from '@/lib/i18n/locales';
import type { LegalDocumentId, TranslatedDocument, TranslatedLocale } from './types';

export type { LegalDocumentId, TranslatedDocument, TranslatedLocale } from './types';
type Loader = () => Promise<{ default: TranslatedDocument }>;

const LOADERS: Record<LegalDocumentId, Record<TranslatedLocale, Loader>> = {
  privacy: { fr: () => import('./privacy.fr'), sw: () => import('./privacy.sw') },
  terms: { fr: () => import('./terms.fr'), sw: () => import('./terms.sw') },
  compliance: { fr: () => import('./compliance.fr'), sw: () => import('./compliance.sw') },
  risk: { fr: () => import('./risk.fr'), sw: () => import('./risk.sw') },
  accessibility: {
    fr: () => import('./accessibility.fr'),
    sw: () => import('./accessibility.sw'),
  },
};

const loaded = new Map<string, TranslatedDocument>();

/** Loads a document's translation once (nothing to load in English). */
export async function loadLegalTranslation(id: LegalDocumentId, locale: Locale): Promise<void> {
  if (locale === 'en' || loaded.has(`${id}.${locale}`)) return;
  const { default: doc } = await LOADERS[id][locale]();
  loaded.set(`${id}.${locale}`, doc);
}

/** A loaded translation, or undefined (English, or not loaded yet). */
export const legalTranslation = (id: LegalDocumentId, locale: Locale) =>
  loaded.get(`${id}.${locale}`);
