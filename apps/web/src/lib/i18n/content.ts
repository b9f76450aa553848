// Long prose in French and Swahili (docs/languages.md "Long prose"): one module per language,
// loaded once by the pages that show it (their `preload`, awaited before the first render).
// English is the page's own content and needs no module.
import type { Locale } from './locales.ts';

type Translated = Exclude<Locale, 'en'>;

/** A per-language content module's loader and, once loaded, its content (none for English). */
export function localizedContent<T>(loaders: Record<Translated, () => Promise<{ default: T }>>) {
  const loaded = new Map<Locale, T>();
  return {
    async load(locale: Locale): Promise<void> {
      if (locale === 'en' || loaded.has(locale)) return;
      loaded.set(locale, (await loaders[locale]()).default);
    },
    get: (locale: Locale): T | undefined => loaded.get(locale),
  };
}
