// The two templates a page is written into: the app's (index.html: the dashboard and admin, drawn
// in the browser) and the pre-rendered pages' (islands.html: HTML with only its islands hydrated,
// decision 030). Each gets the minified early script and the inlined stylesheet; the pages'
// template starts its scripts after the first paint.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { minifySync } from 'vite';
import { islandPreloads } from '../island-preloads.ts';
import { headTags, type Head } from './head.ts';

/** The hashes of the inline styles, for the server's Content-Security-Policy. */
const CSP_FILE = 'csp.json';
const PRELOAD_MARK = '__ISLAND_SCRIPTS__';

/**
 * Reads both templates from the build, writes dist/csp.json and removes the build's inputs that
 * are not files of the site; `page()` then writes a page's head and body into its template.
 */
export function loadTemplates(dist: string, webRoot: string) {
  const styleHashes = new Set<string>();
  const preloads = islandPreloads(dist, webRoot);

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
   * The stylesheet inlined in every page's <head> (decision 026): the first paint then waits for
   * no request after the HTML. The whole stylesheet (about 14 kB gzip), not a per-page critical
   * part: menus, dialogs and the signed-in screens need the rest at once, and one stylesheet for
   * every page is one hash for the CSP. The server allows exactly this <style> by that hash
   * (written to dist/csp.json, read by apps/server/src/middleware/security-headers.ts).
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

  const templates = {
    app: readTemplate('index.html'),
    page: scriptsAfterPaint(readTemplate('islands.html')),
  };
  // islands.html is the build's input, not a page of the site.
  rmSync(path.join(dist, 'islands.html'));
  // The build's manifest served the preloads; it is not a file of the site.
  rmSync(path.join(dist, '.vite'), { recursive: true, force: true });

  /**
   * A page: pre-rendered HTML runs its islands; an empty body, or an `app` screen, the app's
   * template (drawn in the browser; an app screen's pre-rendered shell is drawn over, and its
   * route `modules` preloaded).
   */
  function page(head: Head, body: string, lang = 'en', app?: { modules: string[] }): string {
    const template = body && !app ? templates.page : templates.app;
    // An app screen's route modules load beside the app's script, not after it ran.
    const appPreloads = (app ? preloads.appScripts(app.modules) : []).map(
      (f) => `\n    <link rel="modulepreload" crossorigin href="${f}">`,
    );
    // Replacer functions: a `$` in the content (prices, JSON-LD) must not act as a pattern.
    return template
      .replace('<html lang="en">', () => `<html lang="${lang}">`)
      .replace('<!--app-head-->', () => headTags(head) + appPreloads.join(''))
      .replace(PRELOAD_MARK, () => (body ? preloads.scripts(body).join(' ') : ''))
      .replace('<!--app-html-->', () => body);
  }
  /**
   * Written once every page is: the style hashes (elements and attributes) the server allows
   * (apps/server/src/middleware/security-headers.ts).
   */
  function writeCsp(styleAttributeHashes: Set<string>) {
    writeFileSync(
      path.join(dist, CSP_FILE),
      `${JSON.stringify({ styleHashes: [...styleHashes], styleAttributeHashes: [...styleAttributeHashes] }, null, 2)}\n`,
    );
  }

  return { page, writeCsp };
}

export function cspHash(text: string) {
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
