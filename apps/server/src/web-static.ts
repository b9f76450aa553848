import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import type { AppBindings } from './context.ts';
import { STYLE_NONCE_PLACEHOLDER, styleNonce } from './middleware/security-headers.ts';
import type { SiteHooks } from './site/hooks.ts';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Serves the built web app: hashed assets with a year of caching, a pre-rendered HTML file per
 * page (dist/<path>/index.html), and the 404 page with HTTP status 404 for anything else.
 * `hooks` (site/hooks.ts) add what the build cannot know: live values in pages, news article
 * pages from their template, the news feed and the articles in the sitemap.
 */
const SHORT_TARGETS: Record<string, string> = { contact: '/support/contact' };
const SHORT_PATHS = new RegExp(`^(/fr|/sw)?/(${Object.keys(SHORT_TARGETS).join('|')})$`);

export function webRoutes(distDir: string, publicUrl: string, hooks?: SiteHooks) {
  const app = new Hono<AppBindings>();
  const root = path.resolve(distDir);
  const rel = path.relative(process.cwd(), root) || '.';
  const withOrigin = publicOriginRewriter(root, publicUrl);
  const origin = new URL(publicUrl).origin;
  const template = (file: string) => withOrigin(path.join(root, file));
  /** The 404 page; under /fr or /sw, that language's (dist/fr/404.html), else English. */
  const notFoundHtml = (urlPath = '') => {
    const lang = /^\/(fr|sw)(?:\/|$)/.exec(urlPath)?.[1];
    return (
      (lang ? withOrigin(path.join(root, lang, '404.html')) : null) ??
      withOrigin(path.join(root, '404.html')) ??
      '<!doctype html><title>Not found</title><h1>Oops! Page not found</h1><a href="/">Return to Home</a>'
    );
  };

  app.use('*', compress());
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root: rel }),
  );

  app.get('*', async (c, next) => {
    const urlPath = decodeURIComponent(new URL(c.req.url).pathname);
    const clean = path.posix.normalize(urlPath).replace(/\/+$/, '');
    // Addresses people type or old links use (issue 34: /contact was a 404): a permanent redirect
    // to the page, in the same language, keeping the query.
    const short = SHORT_PATHS.exec(clean);
    if (short) {
      const { search } = new URL(c.req.url);
      return c.redirect(`${short[1] ?? ''}${SHORT_TARGETS[short[2]!]}${search}`, 301);
    }
    if (clean.includes('\0') || clean.split('/').includes('..'))
      return htmlPage(c, notFoundHtml(), 404);
    // Page templates are filled in by the server (site/news-pages.ts), never served as they are.
    if (clean.startsWith(`/${TEMPLATES_DIR}`)) return htmlPage(c, notFoundHtml(), 404);
    // A real file at that path (robots.txt, sitemap.xml, favicon, images)
    const file = path.join(root, clean);
    if (REWRITTEN_FILES.has(clean) && file.startsWith(root)) {
      let text = withOrigin(file);
      if (text !== null && clean === '/sitemap.xml' && hooks) {
        const extra = await hooks.sitemapEntries(origin);
        text = text.replace(
          '</urlset>',
          () => `${extra.join('\n')}${extra.length ? '\n' : ''}</urlset>`,
        );
      }
      if (text !== null) {
        c.header('Cache-Control', 'public, max-age=3600');
        return c.body(text, 200, {
          'Content-Type': clean.endsWith('.xml') ? 'application/xml' : 'text/plain; charset=utf-8',
        });
      }
    }
    if (clean && isFile(file) && file.startsWith(root))
      return serveStatic({
        root: rel,
        onFound: (_p, ctx) => {
          // The service worker and the manifest (issue 39) are looked at again on every visit, so
          // a new version reaches installed apps at once.
          ctx.header(
            'Cache-Control',
            NO_CACHE_FILES.has(clean) ? 'no-cache' : 'public, max-age=3600',
          );
        },
      })(c, next);
    const pageFile = path.join(root, clean, 'index.html');
    if (pageFile.startsWith(root) && isFile(pageFile)) {
      c.header('Cache-Control', 'no-cache');
      const html = withOrigin(pageFile) ?? '';
      return htmlPage(c, hooks ? await hooks.transformPage(clean || '/', html, c) : html);
    }
    const dynamic = hooks ? await hooks.dynamic(clean, template, origin) : null;
    if (dynamic) {
      c.header('Cache-Control', 'no-cache');
      return dynamic.type === 'rss'
        ? c.body(dynamic.body, 200, { 'Content-Type': 'application/rss+xml; charset=utf-8' })
        : htmlPage(c, dynamic.body);
    }
    return htmlPage(c, notFoundHtml(clean), 404);
  });
  return app;
}

/** An HTML page with a fresh nonce for its style elements (middleware/security-headers.ts). */
/** Files a browser must revalidate every time (issue 39). */
const NO_CACHE_FILES = new Set(['/sw.js', '/manifest.webmanifest']);

export function htmlPage(c: Context<AppBindings>, html: string, status: 200 | 404 = 200) {
  return c.html(
    html.includes(STYLE_NONCE_PLACEHOLDER)
      ? html.replaceAll(STYLE_NONCE_PLACEHOLDER, styleNonce(c))
      : html,
    status,
  );
}

/**
 * The 'sha256-…' sources of the build's inline styles (written by scripts/prerender.ts), for the
 * CSP; none for a build without (the stylesheet is then a file).
 */
export function buildStyleHashes(distDir: string): string[] {
  return readCspFile(distDir).styleHashes ?? [];
}

/** The hashes of the style attributes in the pre-rendered pages (style-src-attr 'unsafe-hashes'). */
export function buildStyleAttributeHashes(distDir: string): string[] {
  return readCspFile(distDir).styleAttributeHashes ?? [];
}

function readCspFile(distDir: string) {
  const text = readIfExists(path.join(path.resolve(distDir), 'csp.json'));
  return (text ? JSON.parse(text) : {}) as {
    styleHashes?: string[];
    styleAttributeHashes?: string[];
  };
}

/** Where the build puts page templates (NEWS_TEMPLATE.file). */
const TEMPLATES_DIR = '_templates';

/** Files whose absolute links carry the site's origin, besides every pre-rendered page. */
const REWRITTEN_FILES = new Set(['/robots.txt', '/sitemap.xml']);

/**
 * Canonical, og:url, sitemap and robots links are written at build time with the origin the
 * build was given (VITE_SITE_URL, default http://localhost:3000); the deployment's public URL is
 * only known at run time (BETTER_AUTH_URL). Pages are read once and kept with the origin replaced.
 */
function publicOriginRewriter(root: string, publicUrl: string) {
  const runtimeOrigin = new URL(publicUrl).origin;
  const builtOrigin = /^Sitemap: (https?:\/\/[^/\s]+)\//m.exec(
    readIfExists(path.join(root, 'robots.txt')) ?? '',
  )?.[1];
  const cache = new Map<string, string | null>();
  return (file: string): string | null => {
    let text = cache.get(file);
    if (text === undefined) {
      text = readIfExists(file);
      if (text !== null && builtOrigin && builtOrigin !== runtimeOrigin)
        text = text.replaceAll(builtOrigin, runtimeOrigin);
      cache.set(file, text);
    }
    return text;
  };
}

function isFile(p: string) {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

function readIfExists(p: string) {
  return existsSync(p) && isFile(p) ? readFileSync(p, 'utf8') : null;
}
