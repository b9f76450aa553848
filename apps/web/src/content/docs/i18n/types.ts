// The shape of one language's documentation (content/docs/localized.ts). Types only, free of the
// i18n runtime, so the e2e checks can read a language's articles too.
import type { DocSection } from '../articles.ts';
import type { DocSlug } from '../catalogue.ts';
import type { DocCategoryId } from '../meta.ts';

/** One language's documentation: the same articles, sections and blocks as English, in order. */
export interface DocsTranslation {
  categories: Record<DocCategoryId, string>;
  articles: Record<
    DocSlug,
    { description: string; intro: string; sections: readonly DocSection[] }
  >;
}
