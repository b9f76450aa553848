import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppBindings } from './context.ts';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Serves the built web app: hashed assets with a year of caching, a pre-rendered HTML file per
 * page (dist/<path>/index.html), and the 404 page with HTTP status 404 for anything else.
 */
export function webRoutes(distDir: string) {
  const app = new Hono<AppBindings>();
  const root = path.resolve(distDir);
  const rel = path.relative(process.cwd(), root) || '.';
  const notFoundHtml = () =>
    readIfExists(path.join(root, '404.html')) ??
    '<!doctype html><title>Not found</title><h1>Oops! Page not found</h1><a href="/">Return to Home</a>';

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
    if (clean.includes('\0') || clean.split('/').includes('..')) return c.html(notFoundHtml(), 404);
    // A real file at that path (robots.txt, sitemap.xml, favicon, images)
    const file = path.join(root, clean);
    if (clean && isFile(file) && file.startsWith(root))
      return serveStatic({
        root: rel,
        onFound: (_p, ctx) => {
          ctx.header('Cache-Control', 'public, max-age=3600');
        },
      })(c, next);
    const page = path.join(root, clean, 'index.html');
    if (page.startsWith(root) && isFile(page)) {
      c.header('Cache-Control', 'no-cache');
      return c.html(readFileSync(page, 'utf8'));
    }
    return c.html(notFoundHtml(), 404);
  });
  return app;
}

function isFile(p: string) {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

function readIfExists(p: string) {
  return existsSync(p) ? readFileSync(p, 'utf8') : null;
}
