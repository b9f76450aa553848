// Pre-renders the built web app (run after `vite build`, from apps/web):
//   dist/<path>/index.html  every public page: its own head tags and its HTML in #root
//   dist/{dashboard,admin,...}/index.html  head tags only; the app renders in the browser
//   dist/auth/index.html  head tags and the signed-out sign-in form (page-meta `prerender`)
//   dist/404.html, dist/robots.txt, dist/sitemap.xml
// Any page that fails to render, or renders without an h1, fails the build; so does structured
// data whose answers are not in the page's own HTML.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, minifySync } from 'vite';
import type { PageMeta } from '../src/config/page-meta.ts';
import type { PageWords } from '../src/features/site-search/lib/search-index.ts';
import { register } from 'node:module';
import { islandPreloads } from './island-preloads.ts';
import {
  assertPreactOnly,
  escapeGtInAttributes,
  keepTranslateNoInHtml,
  preactForRequire,
  REACT_TO_PREACT,
} from './preact-runtime.mjs';

/**
 * The pages are rendered by the runtime that hydrates them, Preact behind React's names (decision
 * 028): the same map as the browser build, as a module hook, before anything imports React.
 */
async function renderWithPreact() {
  register('./preact-runtime.mjs', import.meta.url);
  const names = Object.keys(REACT_TO_PREACT);
  const modules = await Promise.all(names.map((name) => import(name) as Promise<object>));
  preactForRequire(Object.fromEntries(names.map((name, i) => [name, modules[i]!])));
  keepTranslateNoInHtml((await import('preact')).options);
}
await renderWithPreact();

/** The hashes of the inline styles, for the server's Content-Security-Policy. */
const CSP_FILE = 'csp.json';
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(webRoot, process.env.WEB_OUT_DIR ?? 'dist');

// The same VITE_* variables the browser build saw (.env files), unless the shell set them.
for (const [k, v] of Object.entries(loadEnv('production', webRoot, 'VITE_'))) {
  process.env[k] ??= v;
}
process.env.NODE_ENV = 'production';

// Imported after the environment is in place: modules read it when first loaded.
const React = await import('react');
const { renderToString: renderHtml } = await import('react-dom/server');
/** Preact's HTML with a `>` in attribute values escaped, as React wrote it (decision 028). */
const renderToString = (...args: Parameters<typeof renderHtml>) =>
  escapeGtInAttributes(renderHtml(...args));
const { createStaticHandler, createStaticRouter, StaticRouterProvider, matchPath } =
  await import('react-router');
const { routes, PAGE_ROUTES } = await import('../src/app/router.tsx');
const { RouterNav } = await import('../src/app/router-nav.tsx');
const { ISLANDS } = await import('../src/islands/registry.ts');
const { InsideIsland } = await import('../src/lib/island.tsx');
const { islandPrefix, withIslandIds } = await import('../src/islands/names.ts');
const { renderingDocumentAt } = await import('../src/lib/nav.tsx');
const seo = await import('../src/config/page-meta.ts');
const { paths } = await import('../src/config/paths.ts');
const { BRAND } = await import('../src/config/brand.ts');
const { DOC_ARTICLE_INFO } = await import('../src/content/docs/meta.ts');
const { faqCategories } = await import('../src/content/faq.ts');
const { faqPageJsonLd, jsonLdScript } = await import('../src/features/help/lib/structured-data.ts');
const { NEWS_TEMPLATE, NEWS_LIST_TEMPLATE, NEWS_FEED_PATH } = await import('@mizani/shared');
const { renderAsTemplate, TEMPLATE_ARTICLE } = await import('../src/features/news/lib/embedded.ts');
const { compileCataloguesWith, loadLocale, translate } = await import('../src/lib/i18n/i18n.ts');
const { LOCALES, localizePath } = await import('../src/lib/i18n/locales.ts');
const { docArticlesIn, loadDocs } = await import('../src/content/docs/localized.ts');
const { TRANSLATED_PAGE_IDS, PAGES } = await import('../src/config/pages.ts');
const { addPageWords } = await import('../src/features/site-search/lib/page-words.ts');
const { pageWordsPath } = await import('../src/features/site-search/lib/search-index.ts');
const { compileMessage } = await import('@lingui/message-utils/compileMessage');

// The browser gets compiled catalogues from the build (vite.config.ts); here they are compiled
// as they load. Every language is loaded before rendering so no page falls back to English.
compileCataloguesWith(compileMessage);
await Promise.all(LOCALES.map((l) => loadLocale(l)));
// The documentation articles' own head tags in each language come from their modules.
await Promise.all(LOCALES.map((l) => loadDocs(l)));

// JSON-LD in the head of some pages: a data block, never executed, so the CSP (no inline
// scripts) does not block it. Search engines only show FAQ answers that the page itself shows,
// hence the check in the loop below.
type Locale = (typeof LOCALES)[number];
/** The help centre's FAQPage in one language, with the texts the page must show. */
function faqStructuredData(locale: Locale) {
  const data = faqPageJsonLd(faqCategories((id) => translate(locale, id)));
  return {
    script: jsonLdScript(data),
    visibleTexts: data.mainEntity.flatMap((q) => [q.name, q.acceptedAnswer.text]),
  };
}
/** The news feed, announced in the head of the news pages. */
const RSS_LINK = `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${BRAND.name} News`)}" href="${NEWS_FEED_PATH}" />`;
const EXTRA_HEAD: Record<string, string> = { [paths.news.path]: RSS_LINK };

/** By English path; a translated page gets its own language's (LOCALIZED_STRUCTURED_DATA). */
const STRUCTURED_DATA: Record<string, { script: string; visibleTexts: string[] }> = {
  '/support/help': faqStructuredData('en'),
};
const LOCALIZED_STRUCTURED_DATA: Record<
  string,
  (locale: Locale) => { script: string; visibleTexts: string[] }
> = { '/support/help': faqStructuredData };

// Two templates: the app's (index.html: the dashboard and admin, drawn in the browser) and the
// pre-rendered pages' (islands.html: HTML with only its islands hydrated, decision 030).

function readTemplate(file: string) {
  let html = readFileSync(path.join(dist, file), 'utf8');
  html = withEarlyTapScript(html);
  html = inlineStylesheet(html);
  for (const marker of ['<!--app-head-->', '<!--app-html-->']) {
    if (!html.includes(marker)) throw new Error(`dist/${file} lacks the ${marker} placeholder`);
  }
  if (!html.includes('<html lang="en">')) throw new Error(`dist/${file} lacks <html lang="en">`);
  return html;
}

// public/early-tap.js is a deferred script in <head>, before the app's module script (docs/
// public-site.md "First taps before hydration"). Minified (Vite copies public/ as is) and served
// from /assets under a content hash, so browsers keep it for a year.
function withEarlyTapScript(html: string) {
  const earlyTapTag = '<script src="/early-tap.js" defer></script>';
  if (!html.includes(earlyTapTag)) return html;
  const file = minifiedEarlyTap();
  return html.replace(earlyTapTag, () => `<script src="/${file}" defer></script>`);
}
function minifiedEarlyTap() {
  const source = readFileSync(path.join(dist, 'early-tap.js'), 'utf8');
  const { code, errors } = minifySync('early-tap.js', source, { compress: true, mangle: true });
  if (errors.length) throw new Error(`early-tap.js: ${errors.map((e) => e.message).join('; ')}`);
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const name = `assets/early-tap-${hash}.js`;
  writeFileSync(path.join(dist, name), code);
  return name;
}

/**
 * The stylesheet inlined in every page's <head> (decision 026): the first paint then waits for no
 * request after the HTML. The whole stylesheet (about 14 kB gzip), not a per-page critical part:
 * menus, dialogs and the signed-in screens need the rest at once, and one stylesheet for every
 * page is one hash for the CSP. The server allows exactly this <style> by that hash (written to
 * dist/csp.json, read by apps/server/src/middleware/security-headers.ts).
 */
function inlineStylesheet(html: string) {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)">/g)];
  if (links.length !== 1)
    throw new Error(`expected one stylesheet in index.html, saw ${links.length}`);
  const [tag, href] = links[0]!;
  const css = readFileSync(path.join(dist, href!), 'utf8').trim();
  // Inline, a relative url() would resolve against the page, and "</style" would end the element.
  if (/url\(\s*['"]?(?!data:|\/|#)/.test(css) || /<\/style/i.test(css))
    throw new Error(`${href}: cannot be inlined as it is (relative url() or </style>)`);
  // sonner inserts its <style> empty, then fills it: the empty one is checked too.
  for (const text of [css, sonnerStyles(), '']) styleHashes.add(cspHash(text));
  return html.replace(tag, () => `<style>${css}</style>`);
}

function cspHash(text: string) {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`;
}

/**
 * sonner adds its toast styles as a <style> element when it loads: one fixed string in its module,
 * allowed by its hash like ours (a sonner upgrade changes it; the build reads it each time).
 */
function sonnerStyles() {
  const source = readFileSync(fileURLToPath(import.meta.resolve('sonner')), 'utf8');
  const calls = [...source.matchAll(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/g)];
  if (calls.length !== 1)
    throw new Error(`sonner: expected one __insertCSS("…"), saw ${calls.length}`);
  return JSON.parse(calls[0]![1]!) as string;
}

function escapeHtml(s: string) {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The text of rendered HTML, for comparing with plain strings (React escapes & < > " '). */
function decodeHtml(s: string) {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Search engines only show structured answers the page itself shows: fail the build otherwise. */
function assertVisible(data: { visibleTexts: string[] } | undefined, body: string) {
  const text = decodeHtml(body);
  const unseen = (data?.visibleTexts ?? []).filter((t) => !text.includes(t));
  if (unseen.length)
    throw new Error(`structured data not in the page's HTML: ${unseen.slice(0, 3).join(' | ')}`);
}

interface Head {
  title: string;
  description: string;
  canonical: string | null;
  index: boolean;
  /** Extra head elements, already serialised (JSON-LD). */
  extra?: string;
  /** og:type; "website" unless said otherwise. */
  ogType?: 'website' | 'article';
  /** Absolute URL of the social card image. */
  image?: string;
  /** hreflang alternates of a translated page (every language and x-default). */
  alternates?: { hreflang: string; href: string }[];
}

function headTags({
  title,
  description,
  canonical,
  index,
  extra,
  ogType,
  image,
  alternates,
}: Head) {
  const t = escapeHtml(title);
  const d = escapeHtml(description);
  return [
    `<title>${t}</title>`,
    `<meta name="description" content="${d}" />`,
    `<meta name="robots" content="${index ? 'index, follow' : 'noindex'}" />`,
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '',
    ...(alternates ?? []).map(
      (a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`,
    ),
    `<meta property="og:type" content="${ogType ?? 'website'}" />`,
    `<meta property="og:site_name" content="${escapeHtml(BRAND.name)}" />`,
    `<meta property="og:title" content="${t}" />`,
    `<meta property="og:description" content="${d}" />`,
    canonical ? `<meta property="og:url" content="${escapeHtml(canonical)}" />` : '',
    image ? `<meta property="og:image" content="${escapeHtml(image)}" />` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    extra ?? '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

async function renderPath(urlPath: string) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(urlPath, BRAND.siteUrl)));
  if (context instanceof Response) {
    throw new Error(`${urlPath}: the router answered with a redirect/response (${context.status})`);
  }
  if (context.errors) {
    throw new Error(`${urlPath}: route error ${JSON.stringify(context.errors)}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline hydration script (the CSP forbids inline scripts); the browser
  // resolves the matching lazy route before hydrating instead (src/app/router.tsx).
  const html = renderToString(
    React.createElement(
      RouterNav,
      null,
      React.createElement(StaticRouterProvider, { router, context, hydrate: false }),
    ),
  );
  if (!/<h1[\s>]/.test(html)) throw new Error(`${urlPath}: rendered without an <h1>`);
  if (html.includes('Something went wrong'))
    throw new Error(`${urlPath}: rendered the error screen`);
  return renderIslands(html, urlPath);
}

const ISLAND = /<mizani-island((?:\s+[\w-]+(?:="[^"]*")?)*)\s*>([\s\S]*?)<\/mizani-island>/g;
const ATTRIBUTE = /\s+([\w-]+)(?:="([^"]*)")?/g;

/**
 * Each island again, alone, as the browser will hydrate it (islands/main.tsx): the same element
 * tree from its own root, with the ids (useId) its place among the page's islands prefixes and
 * the location read as the browser reads it (lib/nav.tsx). In the page's render it sat deep in
 * the app's tree, whose ids and router the island's own root will not have.
 */
async function renderIslands(html: string, urlPath: string) {
  const found = [...html.matchAll(ISLAND)];
  const rendered: string[] = [];
  renderingDocumentAt(urlPath);
  try {
    for (const [index, [, attributes]] of found.entries()) {
      const attrs = Object.fromEntries(
        [...attributes!.matchAll(ATTRIBUTE)].map(([, k, v]) => [k!, decodeHtml(v ?? '')]),
      );
      const name = attrs['data-island']!;
      const load = ISLANDS[name];
      if (!load) throw new Error(`island ${name} is not in src/islands/registry.ts`);
      const Component = (await load()) as React.ComponentType<object>;
      const props = attrs['data-props'] ? (JSON.parse(attrs['data-props']) as object) : {};
      rendered.push(
        renderToString(
          withIslandIds(
            React.createElement(
              InsideIsland.Provider,
              { value: true },
              React.createElement(Component, props),
            ),
            index,
          ),
          { identifierPrefix: islandPrefix(index) },
        ),
      );
    }
  } finally {
    renderingDocumentAt(null);
  }
  let i = 0;
  return html.replace(ISLAND, (_all, attributes: string) => {
    const inner = rendered[i++]!;
    return `<mizani-island${attributes}>${inner}</mizani-island>`;
  });
}

/**
 * A pre-rendered page paints without script, so its scripts start after the first paint: the
 * early script loads them (public/early-tap.js), named on its tag (`data-entry`, and per page
 * `data-preload`), and the template's own module script and preloads go. The app's template
 * keeps them: it draws nothing without them.
 */
function scriptsAfterPaint(html: string) {
  const without = html
    .replace(
      /\s*<script type="module" crossorigin src="\/assets\/islands-[\w-]+\.js"><\/script>/,
      '',
    )
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  const tag = /<script src="(\/assets\/early-tap-[\w-]+\.js)" defer><\/script>/;
  if (without === html || !tag.test(without))
    throw new Error('islands.html: no islands module script or early script to replace');
  return without.replace(
    tag,
    (_m, src: string) =>
      `<script src="${src}" defer data-entry="${preloads.entry}" data-preload="${PRELOAD_MARK}"></script>`,
  );
}
const PRELOAD_MARK = '__ISLAND_SCRIPTS__';

function write(file: string, content: string) {
  if (file.endsWith('.html')) collectStyleAttributes(content);
  const target = path.join(dist, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}

/**
 * The style attributes in the pre-rendered HTML (Radix writes `style="outline:none"` on a tab
 * panel, for one): the CSP allows these exact values by their hashes ('unsafe-hashes' in
 * style-src-attr, docs/security.md), never any style attribute. React sets style props in the
 * browser through element.style, which the CSP does not govern. Values as the browser reads them,
 * entities decoded.
 */
function collectStyleAttributes(html: string) {
  for (const [, value] of html.matchAll(/<[a-zA-Z][^>]*?\sstyle="([^"]*)"/g))
    styleAttributeHashes.add(cspHash(decodeAttribute(value!)));
}
const decodeAttribute = (v: string) =>
  v
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Written once every page is: the style hashes (element and attribute) the server allows. */
function writeCspFile() {
  writeFileSync(
    path.join(dist, CSP_FILE),
    `${JSON.stringify({ styleHashes: [...styleHashes], styleAttributeHashes: [...styleAttributeHashes] }, null, 2)}\n`,
  );
}

const styleHashes = new Set<string>();
const styleAttributeHashes = new Set<string>();
const preloads = islandPreloads(dist, webRoot);
const templates = {
  app: readTemplate('index.html'),
  page: scriptsAfterPaint(readTemplate('islands.html')),
};
// islands.html is the build's input, not a page of the site.
rmSync(path.join(dist, 'islands.html'));
// The build's manifest served the preloads; it is not a file of the site.
rmSync(path.join(dist, '.vite'), { recursive: true, force: true });

/** A page: pre-rendered HTML runs its islands; an empty body is an app screen drawn in the browser. */
function page(head: Head, body: string, lang = 'en') {
  const template = body ? templates.page : templates.app;
  // Replacer functions: a `$` in the content (prices, JSON-LD) must not act as a pattern.
  return template
    .replace('<html lang="en">', () => `<html lang="${lang}">`)
    .replace('<!--app-head-->', () => headTags(head))
    .replace(PRELOAD_MARK, () => (body ? preloads.scripts(body).join(' ') : ''))
    .replace('<!--app-html-->', () => body);
}

// The registry's pages, each documentation article after the documentation index.
const PAGE_META: PageMeta[] = seo.PAGE_META.flatMap((meta) =>
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
const LOCALIZED_META = LOCALES.filter((l) => l !== 'en').flatMap((locale) =>
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

// Every route of the router must have head tags, and every head-tag entry a route.
const routePaths = PAGE_ROUTES.map((r) => (r.index ? '/' : r.path)).filter(
  (p): p is string => !!p && p !== '*',
);
// Routes whose pages are written at request time from a template (news articles).
const TEMPLATE_PATHS = [paths.news.article(TEMPLATE_ARTICLE.slug)];
const metaPaths = [...PAGE_META.map((m) => m.path), ...TEMPLATE_PATHS];
// A route with a parameter (/support/docs/:slug) is covered by the entries it matches, one per
// page to pre-render; it needs at least one.
const covers = (route: string, metaPath: string) =>
  !!matchPath({ path: route, end: true }, metaPath);
const missingMeta = routePaths.filter((r) => !metaPaths.some((p) => covers(r, p)));
const missingRoute = metaPaths.filter((p) => !routePaths.some((r) => covers(r, p)));
const unknownStructured = Object.keys(STRUCTURED_DATA).filter((p) => !metaPaths.includes(p));
if (unknownStructured.length)
  throw new Error(`Structured data for pages that do not exist: ${unknownStructured.join(', ')}`);
if (missingMeta.length || missingRoute.length) {
  throw new Error(
    `Route table and page registry (config/pages.ts) disagree. Without meta: ${missingMeta.join(', ') || '-'}; without route: ${missingRoute.join(', ') || '-'}`,
  );
}

/**
 * Indexed and in the sitemap: the pages, and the sign-in form (pre-rendered app screen), so a
 * search for "Mizani sign in" finds the real one rather than a look-alike (docs/public-site.md).
 */
const isIndexed = (meta: { kind: string; prerender?: boolean }) =>
  meta.kind === 'page' || !!meta.prerender;

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
    const body = meta.kind === 'page' || meta.prerender ? await renderPath(meta.path) : '';
    assertVisible(STRUCTURED_DATA[meta.path], body);
    write(file, page(head, body));
    console.log(
      `  ${meta.kind === 'page' ? 'page' : body ? 'form' : 'app '}  ${meta.path.padEnd(26)} → dist/${file}`,
    );
  } catch (err) {
    failures.push(
      `${meta.path}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    );
  }
}

// French and Swahili twins of the translated pages: their own lang, head tags and HTML. An app
// screen's twin (the sign-in form) is pre-rendered and indexed as its English page is.
const searchWords = new Map<Locale, PageWords>();
for (const { locale, meta, englishPath } of LOCALIZED_META) {
  try {
    const body = meta.kind === 'page' || meta.prerender ? await renderPath(meta.path) : '';
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
    failures.push(
      `${meta.path}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    );
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
    const body = await renderPath(path);
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
    failures.push(
      `news template (${locale}): ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    );
  }
}
renderAsTemplate(false);

try {
  const body = await renderPath('/__prerender-not-found__');
  if (!body.includes('Oops! Page not found')) throw new Error('the 404 page lacks its heading');
  write(
    '404.html',
    page(
      {
        title: seo.documentTitle({ path: '/404', title: seo.NOT_FOUND_META.title }),
        description: seo.NOT_FOUND_META.description,
        canonical: null,
        index: false,
      },
      body,
    ),
  );
  console.log(`  404   ${'*'.padEnd(26)} → dist/404.html`);
} catch (err) {
  failures.push(`404: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
}

// The 404 page in French and Swahili: the server answers any unknown path under /fr or /sw with
// it (apps/server/src/web-static.ts), in the language the visitor was reading.
for (const locale of LOCALES.filter((l) => l !== 'en')) {
  const file = `${locale}/404.html`;
  try {
    const body = await renderPath(`/${locale}/__prerender-not-found__`);
    if (!decodeHtml(body).includes(translate(locale, 'notFound.title')))
      throw new Error(`the ${locale} 404 page lacks its heading`);
    const title = translate(locale, 'notFound.metaTitle');
    write(
      file,
      page(
        {
          title: seo.documentTitle({ path: '/404', title }),
          description: translate(locale, 'notFound.metaDescription'),
          canonical: null,
          index: false,
        },
        body,
        locale,
      ),
    );
    console.log(`  404   ${`/${locale}/*`.padEnd(26)} → dist/${file}`);
  } catch (err) {
    failures.push(`${file}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  }
}

// The news list pages are templates the server fills in (apps/server/src/site/news-list-page.ts):
// each must carry every part and token, or the server would send the template as it is.
for (const locale of LOCALES) {
  const file = `${localizePath(paths.news.path, locale).slice(1)}/index.html`;
  const html = readFileSync(path.join(dist, file), 'utf8');
  const { parts, tokens } = NEWS_LIST_TEMPLATE;
  const missing = [
    ...Object.values(parts).filter((p) => !new RegExp(`\\s${p}[\\s=>]`).test(html)),
    ...Object.values(tokens).filter((t) => !html.includes(t)),
  ];
  if (missing.length) failures.push(`${file}: the news list template lacks ${missing.join(', ')}`);
}

try {
  assertPreactOnly();
} catch (err) {
  failures.push(err instanceof Error ? err.message : String(err));
}

if (failures.length) {
  console.error(
    `\nPre-rendering failed for ${failures.length} page(s):\n\n${failures.join('\n\n')}`,
  );
  process.exit(1);
}

writeCspFile();

const publicPages = PAGE_META.filter((m) => m.kind === 'page');
// Each language version is its own <url>, with the alternates of its page (Google's sitemap form
// of hreflang); untranslated pages stay one line each.
const sitemapUrl = (loc: string, englishPath: string) => {
  const alternates = seo.alternateLinks(englishPath);
  if (!alternates.length) return `  <url><loc>${escapeHtml(loc)}</loc></url>`;
  const links = alternates.map(
    (a) =>
      `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`,
  );
  return `  <url>\n    <loc>${escapeHtml(loc)}</loc>\n${links.join('\n')}\n  </url>`;
};
write(
  'sitemap.xml',
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${[
  ...PAGE_META.filter(isIndexed).map((m) => sitemapUrl(seo.canonicalUrl(m.path), m.path)),
  ...LOCALIZED_META.filter((l) => isIndexed(l.meta)).map((l) =>
    sitemapUrl(seo.canonicalUrl(l.meta.path), l.englishPath),
  ),
].join('\n')}
</urlset>
`,
);
write(
  'robots.txt',
  `User-agent: *
Allow: /
Disallow: /dashboard
Disallow: /track
Disallow: /admin
Disallow: /api

Sitemap: ${BRAND.siteUrl}/sitemap.xml
`,
);
console.log(
  `Pre-rendered ${publicPages.length} pages, ${LOCALIZED_META.length} translations, ${PAGE_META.length - publicPages.length} app shells, 404, sitemap and robots.txt in ${Date.now() - started} ms`,
);
