// Pre-renders the built web app (run after `vite build`, from apps/web), with React 19's
// react-dom/static (prerender/render.ts):
//   dist/<path>/index.html  every public page: its own head tags and its HTML in #root
//   dist/{dashboard,admin,...}/index.html  head tags only; the app renders in the browser
//   dist/auth/index.html  head tags and the signed-out sign-in form (page-meta `prerender`)
//   dist/404.html, dist/robots.txt, dist/sitemap.xml
// Any page that fails to render, or renders without an h1, fails the build; so does structured
// data whose answers are not in the page's own HTML. The parts: prerender/env.ts (first: the
// environment the app's modules read when loaded), render.ts (React to HTML, islands alone),
// template.ts (the two HTML templates, inlined CSS, CSP hashes), head.ts, pages.ts (what is
// written), sitemap.ts.
import { dist, webRoot } from './prerender/env.ts';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { NEWS_TEMPLATE, NEWS_LIST_TEMPLATE } from '@mizani/shared';
import type { PageWords } from '../src/features/site-search/lib/search-index.ts';
import { routes } from '../src/app/router.tsx';
import * as seo from '../src/config/page-meta.ts';
import { paths } from '../src/config/paths.ts';
import { BRAND } from '../src/config/brand.ts';
import { renderAsTemplate, TEMPLATE_ARTICLE } from '../src/features/news/lib/embedded.ts';
import { compileCataloguesWith, loadLocale, translate } from '../src/lib/i18n/i18n.ts';
import { LOCALES, localizePath } from '../src/lib/i18n/locales.ts';
import { loadDocs } from '../src/content/docs/localized.ts';
import { addPageWords } from '../src/features/site-search/lib/page-words.ts';
import { pageWordsPath } from '../src/features/site-search/lib/search-index.ts';
import { renderingSessionPending } from '../src/lib/session.ts';
import { assertVisible, decodeHtml } from './prerender/html.ts';
import type { Head } from './prerender/head.ts';
import { renderPath } from './prerender/render.ts';
import { cspHash, loadTemplates } from './prerender/template.ts';
import {
  assertRoutesHaveMeta,
  EXTRA_HEAD,
  isIndexed,
  localizedMeta,
  LOCALIZED_STRUCTURED_DATA,
  PAGE_META,
  RSS_LINK,
  englishStructuredData,
  type Locale,
} from './prerender/pages.ts';
import { robotsTxt, sitemapXml } from './prerender/sitemap.ts';

// The browser gets compiled catalogues from the build (vite.config.ts); here they are compiled
// as they load. Every language is loaded before rendering so no page falls back to English.
compileCataloguesWith(compileMessage);
await Promise.all(LOCALES.map((l) => loadLocale(l)));
// The documentation articles' own head tags in each language come from their modules.
await Promise.all(LOCALES.map((l) => loadDocs(l)));

function write(file: string, content: string) {
  if (file.endsWith('.html')) collectStyleAttributes(content);
  const target = path.join(dist, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}
const describe = (err: unknown) =>
  err instanceof Error ? (err.stack ?? err.message) : String(err);

/**
 * The style attributes in the pre-rendered HTML (Radix writes `style="outline:none"` on a tab
 * panel, for one): the CSP allows these exact values by their hashes ('unsafe-hashes' in
 * style-src-attr, docs/security.md), never any style attribute. React sets style props in the
 * browser through element.style, which the CSP does not govern. Values as the browser reads them.
 */
const styleAttributeHashes = new Set<string>();
function collectStyleAttributes(html: string) {
  for (const [, value] of html.matchAll(/<[a-zA-Z][^>]*?\sstyle="([^"]*)"/g))
    styleAttributeHashes.add(cspHash(decodeHtml(value!)));
}

const { page, writeCsp } = loadTemplates(dist, webRoot);
const STRUCTURED_DATA = englishStructuredData();
assertRoutesHaveMeta(STRUCTURED_DATA);

/** The route modules the dashboard renders first, preloaded beside the app's script. */
const DASHBOARD_MODULES = ['app/query-layout.tsx', 'pages/dashboard/DashboardPage.tsx'];

/**
 * The signed-in dashboard's shell (issue 35): the layout and the dashboard's skeleton as the app
 * draws them while the session check is under way, so the first paint after sign-in is the
 * dashboard's shape instead of a blank page; the app draws over it.
 */
async function dashboardShell() {
  renderingSessionPending(true);
  try {
    const body = await renderPath(routes, paths.dashboard.path, { needsH1: false });
    if (!body.includes('aria-busy="true"'))
      throw new Error('the dashboard shell lacks its skeleton');
    return body;
  } finally {
    renderingSessionPending(false);
  }
}

const started = Date.now();
const failures: string[] = [];
for (const meta of PAGE_META) {
  const head: Head = {
    title: seo.documentTitle(meta),
    description: meta.description,
    canonical: seo.canonicalUrl(meta.path),
    index: isIndexed(meta),
    extra: [STRUCTURED_DATA[meta.path]?.script, EXTRA_HEAD[meta.path]]
      .filter(Boolean)
      .join('\n    '),
    alternates: seo.alternateLinks(meta.path),
  };
  const file = meta.path === '/' ? 'index.html' : `${meta.path.slice(1)}/index.html`;
  try {
    if (meta.path === paths.dashboard.path) {
      write(file, page(head, await dashboardShell(), 'en', { modules: DASHBOARD_MODULES }));
      console.log(`  shell ${meta.path.padEnd(26)} → dist/${file}`);
      continue;
    }
    const body = meta.kind === 'page' || meta.prerender ? await renderPath(routes, meta.path) : '';
    assertVisible(STRUCTURED_DATA[meta.path], body);
    write(file, page(head, body));
    console.log(
      `  ${meta.kind === 'page' ? 'page' : body ? 'form' : 'app '}  ${meta.path.padEnd(26)} → dist/${file}`,
    );
  } catch (err) {
    failures.push(`${meta.path}: ${describe(err)}`);
  }
}

// French and Swahili twins of the translated pages: their own lang, head tags and HTML. An app
// screen's twin (the sign-in form) is pre-rendered and indexed as its English page is.
const searchWords = new Map<Locale, PageWords>();
for (const { locale, meta, englishPath } of localizedMeta()) {
  try {
    const body = meta.kind === 'page' || meta.prerender ? await renderPath(routes, meta.path) : '';
    // The site search in this language finds the page by its description and headings.
    if (meta.kind === 'page') {
      if (!searchWords.has(locale)) searchWords.set(locale, {});
      addPageWords(searchWords.get(locale)!, englishPath, meta.description, body);
    }
    const structured = LOCALIZED_STRUCTURED_DATA[englishPath]?.(locale);
    assertVisible(structured, body);
    const head: Head = {
      title: seo.documentTitle(meta),
      description: meta.description,
      canonical: seo.canonicalUrl(meta.path),
      index: isIndexed(meta),
      alternates: seo.alternateLinks(englishPath),
      extra: structured?.script,
    };
    const file = `${meta.path.slice(1)}/index.html`;
    write(file, page(head, body, locale));
    console.log(`  ${locale}    ${meta.path.padEnd(26)} → dist/${file}`);
  } catch (err) {
    failures.push(`${meta.path}: ${describe(err)}`);
  }
}

for (const [locale, words] of searchWords) {
  const file = pageWordsPath(locale).slice(1);
  write(file, JSON.stringify(words));
  console.log(
    `  search ${`${Object.keys(words).length} ${locale} pages`.padEnd(25)} → dist/${file}`,
  );
}

// The news article templates, one per language: the article route rendered with tokens for every
// field, which the server replaces per article (apps/server/src/site/news-pages.ts): canonical and
// hreflang alternates too, since they depend on the languages the article is written in. Not
// pages: no sitemap entry (the server lists the articles).
renderAsTemplate(true);
for (const locale of LOCALES) {
  try {
    const a = TEMPLATE_ARTICLE;
    const { tokens } = NEWS_TEMPLATE;
    const path = localizePath(paths.news.article(a.slug), locale);
    const body = await renderPath(routes, path);
    const headOnly: string[] = [tokens.slug, tokens.canonical, tokens.alternates];
    const missing = Object.values(tokens).filter((t) => !headOnly.includes(t) && !body.includes(t));
    if (missing.length)
      throw new Error(`tokens missing from the rendered article: ${missing.join(', ')}`);
    if (!body.includes(`<p id="${NEWS_TEMPLATE.noteElementId}"`))
      throw new Error('the article template lacks its language note');
    const file = locale === 'en' ? NEWS_TEMPLATE.file : NEWS_TEMPLATE.localeFiles[locale];
    write(
      file,
      page(
        {
          title: seo.documentTitle({ path, title: a.title }),
          description: a.summary,
          canonical: seo.canonicalUrl(tokens.canonical),
          index: true,
          ogType: 'article',
          image: `${BRAND.siteUrl}${a.coverImage}`,
          extra: [
            tokens.alternates,
            `<meta property="article:published_time" content="${a.publishedAt}" />`,
            RSS_LINK,
          ].join('\n    '),
        },
        body,
        locale,
      ),
    );
    console.log(
      `  tmpl  ${localizePath(paths.news.articlePattern, locale).padEnd(26)} → dist/${file}`,
    );
  } catch (err) {
    failures.push(`news template (${locale}): ${describe(err)}`);
  }
}
renderAsTemplate(false);

// The 404 page in English, French and Swahili: the server answers any unknown path under /fr or
// /sw with its language's (apps/server/src/web-static.ts).
for (const locale of LOCALES) {
  const file = locale === 'en' ? '404.html' : `${locale}/404.html`;
  try {
    const body = await renderPath(
      routes,
      locale === 'en' ? '/__prerender-not-found__' : `/${locale}/__prerender-not-found__`,
    );
    if (!decodeHtml(body).includes(translate(locale, 'notFound.title')))
      throw new Error(`the ${locale} 404 page lacks its heading`);
    const title =
      locale === 'en' ? seo.NOT_FOUND_META.title : translate(locale, 'notFound.metaTitle');
    const description =
      locale === 'en'
        ? seo.NOT_FOUND_META.description
        : translate(locale, 'notFound.metaDescription');
    write(
      file,
      page(
        {
          title: seo.documentTitle({ path: '/404', title }),
          description,
          canonical: null,
          index: false,
        },
        body,
        locale,
      ),
    );
    console.log(`  404   ${(locale === 'en' ? '*' : `/${locale}/*`).padEnd(26)} → dist/${file}`);
  } catch (err) {
    failures.push(`${file}: ${describe(err)}`);
  }
}

// The news list pages are templates the server fills in (apps/server/src/site/news-list-page.ts):
// each must carry every part and token, or the server would send the template as it is; and no
// token outside its parts, which the server does not fill (a browser would request it).
for (const locale of LOCALES) {
  const file = `${localizePath(paths.news.path, locale).slice(1)}/index.html`;
  if (!existsSync(path.join(dist, file))) continue; // its failure is reported already
  const html = readFileSync(path.join(dist, file), 'utf8');
  const { parts, tokens } = NEWS_LIST_TEMPLATE;
  const missing = [
    ...Object.values(parts).filter((p) => !new RegExp(`\\s${p}[\\s=>]`).test(html)),
    ...Object.values(tokens).filter((t) => !html.includes(t)),
  ];
  if (missing.length) failures.push(`${file}: the news list template lacks ${missing.join(', ')}`);
  const listStart = html.search(new RegExp(`\\s${parts.list}[\\s=>]`));
  if (listStart >= 0 && html.slice(0, listStart).includes(tokens.cover))
    failures.push(`${file}: the cover's token is outside the list the server fills in`);
}

if (failures.length) {
  console.error(
    `\nPre-rendering failed for ${failures.length} page(s):\n\n${failures.join('\n\n')}`,
  );
  process.exit(1);
}

writeCsp(styleAttributeHashes);
write('sitemap.xml', sitemapXml());
write('robots.txt', robotsTxt());
const publicPages = PAGE_META.filter((m) => m.kind === 'page');
console.log(
  `Pre-rendered ${publicPages.length} pages, ${localizedMeta().length} translations, ${PAGE_META.length - publicPages.length} app shells, 404, sitemap and robots.txt in ${Date.now() - started} ms`,
);
