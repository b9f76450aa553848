import type { LegalDocument } from '@/content/legal-document';
import {
  legalTranslation,
  loadLegalTranslation,
  type LegalDocumentId,
} from '@/content/legal-translations';
import type { Locale } from '@/lib/i18n/locales';
import { useT } from '@/lib/i18n/use-t';

/**
 * The document in the page's language (title aside: the page names it with page.<id>). English is
 * the content module itself; French and Swahili
 * were loaded by the route before the page rendered (`legalPreload`), so the first render (and
 * the pre-render) is already in the language. English is the fallback, never an empty page.
 */
export function useLegalDocument(id: LegalDocumentId, english: LegalDocument): LegalDocument {
  const { locale } = useT();
  const translation = locale === 'en' ? undefined : legalTranslation(id, locale);
  return translation ? { ...english, ...translation } : english;
}

/** A legal page's `preload` export: its translation, loaded with the route (app/router.tsx). */
export const legalPreload = (id: LegalDocumentId) => (locale: Locale) =>
  loadLegalTranslation(id, locale);
