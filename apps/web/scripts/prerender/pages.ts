// What the pre-renderer writes: the registry's pages with their structured data and extra head
// elements, the French and Swahili twins, and the check that the route table and the page registry
// agree.
import { matchPath } from 'react-router';
import { NEWS_FEED_PATH } from '@mizani/shared';
import type { PageMeta } from '../../src/config/page-meta.ts';
import * as seo from '../../src/config/page-meta.ts';
import { paths } from '../../src/config/paths.ts';
import { BRAND } from '../../src/config/brand.ts';
import { PAGE_ROUTES } from '../../src/app/router.tsx';
import { DOC_ARTICLE_INFO } from '../../src/content/docs/meta.ts';
import { faqCategories } from '../../src/content/faq.ts';
import { faqPageJsonLd, jsonLdScript } from '../../src/features/help/lib/structured-data.ts';
import { TEMPLATE_ARTICLE } from '../../src/features/news/lib/embedded.ts';
import { translate } from '../../src/lib/i18n/i18n.ts';
import { LOCALES, localizePath } from '../../src/lib/i18n/locales.ts';
import { docArticlesIn } from '../../src/content/docs/localized.ts';
import { TRANSLATED_PAGE_IDS, PAGES } from '../../src/config/pages.ts';
import { escapeHtml } from './html.ts';

export type Locale = (typeof LOCALES)[number];
type Structured = { script: string; visibleTexts: string[] };

// JSON-LD in the head of some pages: a data block, never executed, so the CSP (no inline
// scripts) does not block it. Search engines only show FAQ answers that the page itself shows,
// hence the check (html.ts assertVisible) of every page that has some.
/** The help centre's FAQPage in one language, with the texts the page must show. */
function faqStructuredData(locale: Locale): Structured {
  const data = faqPageJsonLd(faqCategories((id) => translate(locale, id)));
  return {
    script: jsonLdScript(data),
    visibleTexts: data.mainEntity.flatMap((q) => [q.name, q.acceptedAnswer.text]),
  };
}
/** The news feed, announced in the head of the news pages. */
export const RSS_LINK = `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${BRAND.name} News`)}" href="${NEWS_FEED_PATH}" />`;
export const EXTRA_HEAD: Record<string, string> = { [paths.news.path]: RSS_LINK };

/**
 * By English path; a translated page gets its own language's (LOCALIZED_STRUCTURED_DATA). Built
 * once the catalogues are loaded.
 */
export const englishStructuredData = (): Record<string, Structured> => ({
  '/support/help': faqStructuredData('en'),
});
export const LOCALIZED_STRUCTURED_DATA: Record<string, (locale: Locale) => Structured> = {
  '/support/help': faqStructuredData,
};

// The registry's pages, each documentation article after the documentation index.
export const PAGE_META: PageMeta[] = seo.PAGE_META.flatMap((meta) =>
  meta.path !== paths.support.docs.path
    ? [meta]
    : [
        meta,
        ...DOC_ARTICLE_INFO.map((a) => ({
          path: paths.support.docs.article(a.slug),
          title: a.title,
          description: a.description,
          kind: 'page' as const,
        })),
      ],
);

/**
 * The translated pages in French and Swahili (config/pages.ts TRANSLATED_PAGE_IDS), each
 * documentation article after the documentation index, as in English.
 */
export const localizedMeta = () => (localized ??= localizedPages());
let localized: ReturnType<typeof localizedPages> | undefined;
/** Read once the languages and their docs have loaded (prerender.ts), never at import. */
const localizedPages = () =>
  LOCALES.filter((l) => l !== 'en').flatMap((locale) =>
    TRANSLATED_PAGE_IDS.flatMap((id) => {
      const page = {
        locale,
        meta: seo.localizedPageMeta(PAGES[id].path, locale)!,
        englishPath: PAGES[id].path,
      };
      if (id !== 'docs') return [page];
      return [
        page,
        ...docArticlesIn(locale).map((a) => {
          const englishPath = paths.support.docs.article(a.slug);
          const path = localizePath(englishPath, locale);
          const meta: PageMeta = { path, title: a.title, description: a.description, kind: 'page' };
          return { locale, meta, englishPath };
        }),
      ];
    }),
  );

/**
 * Indexed and in the sitemap: the pages, and the sign-in form (pre-rendered app screen), so a
 * search for "Mizani sign in" finds the real one rather than a look-alike (docs/public-site.md).
 */
export const isIndexed = (meta: { kind: string; prerender?: boolean; noindex?: boolean }) =>
  (meta.kind === 'page' || !!meta.prerender) && !meta.noindex;

/** Every route of the router must have head tags, and every head-tag entry a route. */
export function assertRoutesHaveMeta(structured: Record<string, Structured>) {
  const routePaths = PAGE_ROUTES.map((r) => (r.index ? '/' : r.path)).filter(
    (p): p is string => !!p && p !== '*',
  );
  // Routes whose pages are written at request time from a template (news articles).
  const templatePaths = [paths.news.article(TEMPLATE_ARTICLE.slug)];
  const metaPaths = [...PAGE_META.map((m) => m.path), ...templatePaths];
  // A route with a parameter (/support/docs/:slug) is covered by the entries it matches, one per
  // page to pre-render; it needs at least one.
  const covers = (route: string, metaPath: string) =>
    !!matchPath({ path: route, end: true }, metaPath);
  const missingMeta = routePaths.filter((r) => !metaPaths.some((p) => covers(r, p)));
  const missingRoute = metaPaths.filter((p) => !routePaths.some((r) => covers(r, p)));
  const unknownStructured = Object.keys(structured).filter((p) => !metaPaths.includes(p));
  if (unknownStructured.length)
    throw new Error(`Structured data for pages that do not exist: ${unknownStructured.join(', ')}`);
  if (missingMeta.length || missingRoute.length) {
    throw new Error(
      `Route table and page registry (config/pages.ts) disagree. Without meta: ${missingMeta.join(', ') || '-'}; without route: ${missingRoute.join(', ') || '-'}`,
    );
  }
}
