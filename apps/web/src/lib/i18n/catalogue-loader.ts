// Where a language's messages come from, by part: "shell" (what every page shows) or a page
// module's key ("public/HomePage"). Here (Node: the pre-render, unit tests; the dev server) the
// shell part is the whole catalogue and page parts are empty. The browser build replaces this
// module with one chunk per language and part, each holding only the namespaces that part uses
// (vite.config.ts, splitCatalogues; decision 022).
import type { Messages } from '@lingui/core';
import type { Locale } from './locales.ts';

const WHOLE: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('./catalogues/en.json') as Promise<{ default: Messages }>,
  fr: () => import('./catalogues/fr.json') as Promise<{ default: Messages }>,
  sw: () => import('./catalogues/sw.json') as Promise<{ default: Messages }>,
};

export function loadMessages(locale: Locale, part: string): Promise<{ default: Messages }> {
  return part === 'shell' ? WHOLE[locale]() : Promise.resolve({ default: {} });
}
