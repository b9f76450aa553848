import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * JavaScript and CSS a page loads at first (the module scripts, modulepreloads and stylesheets in
 * its pre-rendered HTML), and the total of every lazy chunk, all gzip.
 */
export function bundleSizes(dist: string, pagePaths: string[]) {
  const assets = path.join(dist, 'assets');
  const all = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const pages = pagePaths.map((p) => {
    const html = readFileSync(path.join(dist, p === '/' ? '' : p, 'index.html'), 'utf8');
    const js = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
    const css = [...html.matchAll(/href="\/assets\/([^"]+\.css)"/g)].map((m) => m[1]!);
    return {
      path: p,
      jsGzipKB: kb([...new Set(js)].reduce((n, f) => n + gz(path.join(assets, f)), 0)),
      cssGzipKB: kb([...new Set(css)].reduce((n, f) => n + gz(path.join(assets, f)), 0)),
    };
  });
  const homeInitial = new Set(
    [
      ...readFileSync(path.join(dist, 'index.html'), 'utf8').matchAll(
        /(?:src|href)="\/assets\/([^"]+\.js)"/g,
      ),
    ].map((m) => m[1]!),
  );
  const lazy = all.filter((f) => !homeInitial.has(f));
  return {
    pages,
    lazyChunks: lazy.length,
    lazyTotalGzipKB: kb(lazy.reduce((n, f) => n + gz(path.join(assets, f)), 0)),
    largestLazy: lazy
      .map((f) => ({ file: f, gzipKB: kb(gz(path.join(assets, f))) }))
      .sort((a, b) => b.gzipKB - a.gzipKB)
      .slice(0, 5),
  };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
