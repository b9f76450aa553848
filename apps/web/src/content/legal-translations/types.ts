// What a translated legal document is: a leaf the documents and their loader (index.ts) both
// import, so that neither imports the other.
import type { LegalDocument } from '../legal-document';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A translation holds the words only: its title is the page's name in the catalogue
 * (page.<id>), and its revision date is the English text's, the binding one.
 */
export type TranslatedDocument = Pick<LegalDocument, 'intro' | 'sections'>;
export type LegalDocumentId = 'privacy' | 'terms' | 'compliance' | 'risk' | 'accessibility';
export type TranslatedLocale = Exclude<Locale, 'en'>;
