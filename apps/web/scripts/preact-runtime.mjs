// Preact runs the web app behind React's API (decision 028). This file is the one place that says
// which module stands for which React name, used twice:
//   vite.config.ts       exact-name aliases for the browser build and `npm run dev`;
//   scripts/prerender.ts a Node module hook (module.register), so the pre-rendered HTML comes
//                        from the runtime that hydrates it (useId counts alike, P0-n in both).
// The app's source keeps importing 'react' and its types stay @types/react. Going back to React:
// decision 028, "Going back to React".
import { createRequire } from 'node:module';

/** React's module names and the Preact modules that stand for them. */
export const REACT_TO_PREACT = Object.freeze({
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
});

/** A module of React itself: loading one means a name escaped the map. */
const REACT_FILE = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** Preact's files: the pre-renderer must have one copy of them, the ES modules. */
const PREACT_FILE = /[\\/]node_modules[\\/](preact|preact-render-to-string)[\\/]/;

// ---- Node module hooks (module.register from scripts/prerender.ts; run on the hooks thread) ----

/**
 * React's names resolve to Preact's modules, and every package resolves without Node's "node"
 * condition, as the bundler resolves it: lucide-react and others then load as ES modules (their
 * "node" entry is CommonJS, whose require('react') would bypass these hooks).
 * @type {import('node:module').ResolveHook}
 */
export async function resolve(specifier, context, nextResolve) {
  const target = Object.hasOwn(REACT_TO_PREACT, specifier) ? REACT_TO_PREACT[specifier] : specifier;
  const conditions = context.conditions.filter((c) => c !== 'node');
  return nextResolve(target, { ...context, conditions });
}

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  if (REACT_FILE.test(url))
    throw new Error(
      `React was loaded by the pre-renderer (${url}): a name is missing from REACT_TO_PREACT`,
    );
  return nextLoad(url, context);
}

// ---- Helpers for the pre-renderer (main thread) ----

/**
 * The few CommonJS-only libraries (react-remove-scroll, use-sidecar, use-callback-ref,
 * react-style-singleton) `require('react')`, which the hooks above do not see. They get the very
 * modules the imports got: Preact is ES modules only, and a second, required copy would have hooks
 * that its renderer never calls. Any other require of React or Preact fails the build.
 * @param {Record<string, object>} modules React's names and the namespaces imported for them
 */
export function preactForRequire(modules) {
  const Module = createRequire(import.meta.url)('node:module');
  const load = Module._load;
  const forRequire = Object.fromEntries(
    Object.entries(modules).map(([name, ns]) => [name, { __esModule: true, ...ns }]),
  );
  Module._load = function preactLoad(request, parent, isMain) {
    if (Object.hasOwn(forRequire, request)) return forRequire[request];
    const file = Module._resolveFilename(request, parent, isMain);
    if (REACT_FILE.test(file) || PREACT_FILE.test(file))
      throw new Error(
        `${parent?.filename ?? 'a CommonJS module'} requires ${request} (${file}): React, or a second Preact`,
      );
    return load.apply(this, arguments);
  };
}

/** Fails when React, or a required (second) Preact, is among the CommonJS modules loaded. */
export function assertPreactOnly() {
  const cache = createRequire(import.meta.url).cache;
  const wrong = Object.keys(cache).filter((f) => REACT_FILE.test(f) || PREACT_FILE.test(f));
  if (wrong.length)
    throw new Error(`The pre-renderer loaded React or a second Preact: ${wrong.join(', ')}`);
}

/**
 * compat turns translate="no" into `false` for the browser (the DOM property is a boolean), and
 * the HTML renderer drops a false attribute: code samples and names would lose it in the
 * pre-rendered pages. Written back as React wrote it (the browser's `false` also means "no").
 * @param {import('preact').Options} options preact's `options`, compat loaded
 */
export function keepTranslateNoInHtml(options) {
  const previous = options.vnode;
  options.vnode = (vnode) => {
    previous?.(vnode);
    if (typeof vnode.type === 'string' && vnode.props.translate === false)
      vnode.props.translate = 'no';
  };
}

/**
 * Preact escapes `"`, `&` and `<` in attribute values, not `>`: a Tailwind class such as
 * `[&>svg]:rotate-180` then puts a raw `>` inside a tag, which the `[^>]*` tag patterns of the
 * server (apps/server/src/site/live-values.ts) and the site search
 * (src/features/site-search/lib/page-words.ts) read as the tag's end. React wrote `&gt;`, and so
 * does this. The text of a script or style element is not HTML and is left as it is.
 * @param {string} html rendered HTML, attribute values double-quoted
 */
export function escapeGtInAttributes(html) {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const open = html.indexOf('<', i);
    if (open < 0 || !/[a-z]/i.test(html[open + 1] ?? '')) {
      // Text up to the next tag (or a closing tag / comment, which has no attribute values).
      const end = open < 0 ? html.length : open + 1;
      out += html.slice(i, end);
      i = end;
      continue;
    }
    out += html.slice(i, open);
    // An opening tag: quoted values may hold `>`, the tag ends at the first `>` outside them.
    let j = open;
    let quoted = false;
    for (; j < html.length; j++) {
      const c = html[j];
      if (c === '"') quoted = !quoted;
      else if (c === '>' && !quoted) break;
    }
    out += html.slice(open, j + 1).replace(/"[^"]*"/g, (v) => v.replace(/>/g, '&gt;'));
    i = j + 1;
    const rawText = /^<(script|style)[\s>/]/i.exec(html.slice(open, open + 8));
    if (rawText) {
      const close = html.toLowerCase().indexOf(`</${rawText[1].toLowerCase()}`, i);
      const end = close < 0 ? html.length : close;
      out += html.slice(i, end);
      i = end;
    }
  }
  return out;
}
