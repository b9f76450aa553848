// The page server's 404 in the visitor's language (issue 20, docs/languages.md): an unknown path
// under /fr or /sw gets that language's 404 page, with status 404; anything else the English one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { webRoutes } from '../src/web-static.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'mizani-404-dist-'));
const pages: Record<string, string> = {
  '404.html': '<html lang="en"><h1>Oops! Page not found</h1></html>',
  'fr/404.html': '<html lang="fr"><h1>Oups ! Page introuvable</h1></html>',
  'sw/404.html': '<html lang="sw"><h1>Samahani! Ukurasa haupatikani</h1></html>',
  'fr/about/index.html': '<html lang="fr"><h1>À propos</h1></html>',
};
for (const [file, html] of Object.entries(pages)) {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), html);
}
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = webRoutes(dist, 'http://localhost:3000');

describe('404 page by language', () => {
  it.each([
    ['/fr/no-such-page', 'fr'],
    ['/fr/legal/no-such-document', 'fr'],
    ['/sw/no-such-page', 'sw'],
    ['/no-such-page', 'en'],
    ['/french/no-such-page', 'en'],
    ['/frx', 'en'],
  ])('%s answers 404 in %s', async (url, lang) => {
    const res = await app.request(url);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(`<html lang="${lang}">`);
  });

  it('a translated page is still served as it is', async () => {
    const res = await app.request('/fr/about');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('À propos');
  });

  it('without a language 404 file, the English one answers', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'mizani-404-bare-'));
    writeFileSync(path.join(bare, '404.html'), '<html lang="en"><h1>Oops!</h1></html>');
    try {
      const res = await webRoutes(bare, 'http://localhost:3000').request('/sw/nothing');
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('lang="en"');
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
