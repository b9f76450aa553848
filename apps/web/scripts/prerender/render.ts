// Renders a route, and each island on it again alone, to HTML with React 19's `prerender`
// (react-dom/static): it waits for every Suspense boundary (lazy routes, lazy parts) instead of
// writing their fallbacks, so the HTML is what the browser hydrates once its code is in.
import { createElement, type ComponentType, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { BRAND } from '../../src/config/brand.ts';
import { RouterNav } from '../../src/app/router-nav.tsx';
import { ISLANDS } from '../../src/islands/registry.ts';
import { InsideIsland } from '../../src/lib/island.tsx';
import { islandPrefix } from '../../src/islands/names.ts';
import { LaterGateContext, type LaterGate } from '../../src/lib/later.tsx';
import { renderingDocumentAt } from '../../src/lib/nav.tsx';
import { decodeHtml } from './html.ts';

/**
 * React writes a `<link rel="preload" as="image">` ahead of the HTML for each eager <img> it
 * renders (resource hoisting). A pre-rendered page's preloads are the page's to choose, and in a
 * template (the news list, a news article) the image's address is a token the server replaces in
 * the template's parts only: such a link made browsers request `/__NL_COVER__` (issue 35). They
 * go; the images themselves load as the HTML names them.
 */
const HOISTED_PRELOAD = /<link rel="preload"[^>]*\sas="image"[^>]*\/?>/g;

/** The HTML of a tree, every Suspense boundary resolved. */
export async function renderHtml(
  tree: ReactNode,
  options: { identifierPrefix?: string } = {},
): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(tree, {
    ...options,
    // React writes a large boundary apart, completed by an inline script, so that a stream shows
    // the rest sooner; a pre-rendered page is written whole, and the CSP refuses inline scripts.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (err) => void errors.push(err),
  });
  // A part that failed would be left to the browser to render: the build fails instead.
  if (errors.length) throw errors[0];
  const html = (await new Response(prelude).text()).replace(HOISTED_PRELOAD, '');
  // Everything resolved before the HTML was written, so React needed no script to complete a
  // boundary: one would be inline, which the CSP refuses (JSON-LD is data, not script).
  if (/<script[\s>]/.test(html.replace(/<script type="application\/ld\+json">/g, '')))
    throw new Error(`React wrote an inline script: ${/<script[\s\S]{0,300}/.exec(html)?.[0]}`);
  return html;
}

/** A route of the app as HTML, its islands rendered again alone. */
export async function renderPath(routes: RouteObject[], urlPath: string, { needsH1 = true } = {}) {
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
  const html = await renderHtml(
    createElement(
      RouterNav,
      null,
      createElement(StaticRouterProvider, { router, context, hydrate: false }),
    ),
  );
  if (needsH1 && !/<h1[\s>]/.test(html)) throw new Error(`${urlPath}: rendered without an <h1>`);
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
  const rendered: { inner: string; later: number }[] = [];
  renderingDocumentAt(urlPath);
  try {
    for (const [index, [, attributes]] of found.entries()) {
      const attrs = Object.fromEntries(
        [...attributes!.matchAll(ATTRIBUTE)].map(([, k, v]) => [k!, decodeHtml(v ?? '')]),
      );
      const name = attrs['data-island']!;
      const load = ISLANDS[name];
      if (!load) throw new Error(`island ${name} is not in src/islands/registry.ts`);
      const Component = (await load()) as ComponentType<object>;
      const props = attrs['data-props'] ? (JSON.parse(attrs['data-props']) as object) : {};
      // Its <Later> parts counted, for the browser to know when all have hydrated.
      const gate: LaterGate = { wait: null, parts: new Set() };
      const inner = await renderHtml(
        createElement(
          LaterGateContext.Provider,
          { value: gate },
          createElement(InsideIsland.Provider, { value: true }, createElement(Component, props)),
        ),
        { identifierPrefix: islandPrefix(index) },
      );
      rendered.push({ inner, later: gate.parts!.size });
    }
  } finally {
    renderingDocumentAt(null);
  }
  let i = 0;
  return html.replace(ISLAND, (_all, attributes: string) => {
    const { inner, later } = rendered[i++]!;
    const count = later ? ` data-later="${later}"` : '';
    return `<mizani-island${attributes}${count}>${inner}</mizani-island>`;
  });
}
