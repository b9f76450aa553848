// Which catalogue namespaces a page uses (decision 022): from a page module, every module it
// imports (statically or lazily, so its dialogs and tabs count) is read, and every catalogue id
// written in it as a string — or the namespace a template literal's id starts with — is
// collected. The check (check-catalogues.ts) holds each route's bundles to what it uses.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
const STRING = /(['"])([a-zA-Z][\w-]*(?:\.[\w-]+)+)\1/g;
const TEMPLATE = /`([a-zA-Z][\w-]*)\.[^`]*`/g;
const TYPE_ONLY = /\b(?:import|export)\s+type\s[^;]*?\bfrom\s*['"][^'"]+['"]/g;
const DYNAMIC = /\bimport\s*\(\s*['"]([^'"]+)['"]/g;

/**
 * Modules loaded lazily, each with its own part loaded beside its code: the request dialogs
 * (RequestDialogTrigger's PARTS, whichever page opens them) and the words of errors, which the
 * islands load when an error is to be shown (lib/error-text-later.ts). A module reaching one by
 * `import()` does not carry its words; a static import still does (decision 027).
 */
export const OWN_PARTS = [
  'features/requests/components/QuoteDialog',
  'features/requests/components/ConsultationDialog',
  'features/requests/components/ContactDialog',
  'lib/error-messages/index',
];

export class UsageReader {
  private readonly cache = new Map<string, { imports: string[]; namespaces: Set<string> }>();

  /** Files whose words a dynamic `import()` of them does not bring (they load their own part). */
  private readonly ownParts: ReadonlySet<string>;

  constructor(
    private readonly srcDir: string,
    private readonly ids: ReadonlySet<string>,
    private readonly namespaces: ReadonlySet<string>,
  ) {
    this.ownParts = new Set(
      OWN_PARTS.map((key) => this.resolve(srcDir, `@/${key}`)).filter((f): f is string => !!f),
    );
  }

  private resolve(from: string, spec: string): string | null {
    let base: string;
    if (spec.startsWith('@/')) base = path.join(this.srcDir, spec.slice(2));
    else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
    else return null; // packages: no catalogue ids in them
    for (const candidate of [
      base,
      `${base}.ts`,
      `${base}.tsx`,
      path.join(base, 'index.ts'),
      path.join(base, 'index.tsx'),
    ])
      if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
    return null;
  }

  private read(file: string) {
    let entry = this.cache.get(file);
    if (entry) return entry;
    // Type-only imports bring no code (and no words) into the page.
    const code = readFileSync(file, 'utf8').replace(TYPE_ONLY, '');
    const imports: string[] = [];
    for (const m of code.matchAll(IMPORT)) {
      const resolved = this.resolve(file, m[1]!);
      if (resolved) imports.push(resolved);
    }
    // Only static imports of a module with its own part bring its words.
    const lazyOwn = new Set(
      [...code.matchAll(DYNAMIC)]
        .map((m) => this.resolve(file, m[1]!))
        .filter((f): f is string => !!f && this.ownParts.has(f)),
    );
    const staticCode = code.replace(DYNAMIC, '');
    const statics = new Set([...staticCode.matchAll(IMPORT)].map((m) => this.resolve(file, m[1]!)));
    for (const f of lazyOwn) if (!statics.has(f)) imports.splice(imports.indexOf(f), 1);
    const namespaces = new Set<string>();
    for (const m of code.matchAll(STRING))
      if (this.ids.has(m[2]!)) namespaces.add(m[2]!.split('.')[0]!);
    for (const m of code.matchAll(TEMPLATE)) if (this.namespaces.has(m[1]!)) namespaces.add(m[1]!);
    entry = { imports, namespaces };
    this.cache.set(file, entry);
    return entry;
  }

  /** The namespaces a module and everything it imports use (except the modules `skip` names). */
  usedBy(file: string, skip: (file: string) => boolean = () => false): Set<string> {
    const seen = new Set<string>();
    const used = new Set<string>();
    const queue = [file];
    while (queue.length) {
      const next = queue.pop()!;
      if (seen.has(next) || (next !== file && skip(next))) continue;
      seen.add(next);
      const { imports, namespaces } = this.read(next);
      namespaces.forEach((n) => used.add(n));
      queue.push(...imports);
    }
    return used;
  }
}

/** The page modules the router loads, by key: "public/HomePage" for src/pages/public/HomePage.tsx. */
export function pageModules(srcDir: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const entry of readdirSync(path.join(srcDir, 'pages'), { recursive: true })) {
    const rel = String(entry).replace(/\\/g, '/');
    if (/Page\.tsx$/.test(rel))
      modules.set(rel.replace(/\.tsx$/, ''), path.join(srcDir, 'pages', rel));
  }
  return modules;
}

/**
 * What a page module (or an island's, given as owners) loads lazily (`import('@/features/…/
 * TradingTab')`, the dashboard's tabs and dialogs, the sign-up form): each is a part of its own,
 * loaded with the module (DashboardPage's `named`), so the first load carries only the words of
 * what it shows first. Key: the path under src; `page`: the owner's part.
 */
export function lazyModules(
  srcDir: string,
  owners: Map<string, string> = pageModules(srcDir),
): Map<string, { file: string; page: string }> {
  const lazy = new Map<string, { file: string; page: string }>();
  for (const [page, file] of owners)
    for (const source of [file, ...siblingImports(file)])
      for (const m of readFileSync(source, 'utf8').matchAll(/\bimport\(\s*'@\/([^']+)'\s*\)/g)) {
        const target = path.join(srcDir, m[1]!);
        const resolved = [`${target}.tsx`, `${target}.ts`].find((f) => existsSync(f));
        if (resolved) lazy.set(m[1]!, { file: resolved, page });
      }
  return lazy;
}

/**
 * The modules of its own folder a page imports statically (`./lazy-parts`): a page that keeps
 * its lazy parts beside it (pages/dashboard/lazy-parts.ts) still owns them.
 */
function siblingImports(file: string): string[] {
  const dir = path.dirname(file);
  return [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+'\.\/([^']+)'/g)]
    .map((m) => path.join(dir, m[1]!))
    .flatMap((target) =>
      [`${target}.tsx`, `${target}.ts`].filter((f) => existsSync(f)).slice(0, 1),
    );
}

/**
 * The islands of the pre-rendered pages (src/islands/registry.ts): name → module file. Each is a
 * part of its own ("island-<name>", src/islands/names.ts), loaded when the island hydrates.
 */
export function islandModules(srcDir: string): Map<string, string> {
  const registry = readFileSync(path.join(srcDir, 'islands/registry.ts'), 'utf8');
  const islands = new Map<string, string>();
  for (const m of registry.matchAll(/^\s+(\w+):[^:]*?import\(\s*'@\/([^']+)'\s*\)/gms)) {
    const target = path.join(srcDir, m[2]!);
    const file = [`${target}.tsx`, `${target}.ts`].find((f) => existsSync(f));
    if (!file)
      throw new Error(`islands/registry.ts: ${m[1]} loads @/${m[2]}, which is not a module`);
    islands.set(m[1]!, file);
  }
  return islands;
}

/**
 * The catalogue's parts: "shell" (what the entries render: header, footer, menus, guards), per
 * page module the namespaces it uses beyond the shell, and per module a page loads lazily those
 * it uses beyond the shell and its page. A namespace no module names literally (its ids built
 * at run time) goes to the shell, so it is never missing.
 */
export function catalogueParts(srcDir: string, ids: Iterable<string>): Map<string, Set<string>> {
  const idSet = new Set(ids);
  const all = new Set([...idSet].map((id) => id.split('.')[0]!));
  const reader = new UsageReader(srcDir, idSet, all);
  const pagesDir = path.join(srcDir, 'pages') + path.sep;
  const islands = islandModules(srcDir);
  const islandFiles = new Set(islands.values());
  const shell = reader.usedBy(path.join(srcDir, 'main.tsx'), (f) => f.startsWith(pagesDir));
  // The islands' script: its own code's words (request dialogs' failure, the toaster), not the
  // islands', which load with each.
  reader
    .usedBy(path.join(srcDir, 'islands/main.tsx'), (f) => islandFiles.has(f))
    .forEach((n) => shell.add(n));
  const parts = new Map<string, Set<string>>([['shell', shell]]);
  const named = new Set(shell);
  // Islands' modules own lazy modules as pages do (a page's entry wins for a module both name).
  const islandOwners = [...islands].map(([name, file]) => [`island-${name}`, file] as const);
  const lazy = lazyModules(srcDir, new Map([...islandOwners, ...pageModules(srcDir)]));
  // A page skips only the modules it loads lazily itself: another page may reach the same
  // module through its own imports (the quote dialog through a public page's button).
  const lazyOf = (page: string) =>
    new Set([...lazy.values()].filter((l) => l.page === page).map((l) => l.file));
  const beyond = (used: Set<string>, ...loaded: Set<string>[]) => {
    used.forEach((n) => named.add(n));
    return new Set([...used].filter((n) => !loaded.some((set) => set.has(n))));
  };
  for (const [key, file] of pageModules(srcDir)) {
    const own = lazyOf(key);
    parts.set(
      key,
      beyond(
        reader.usedBy(file, (f) => own.has(f)),
        shell,
      ),
    );
  }
  // An island leaves out what its module loads lazily, as a page does.
  for (const [key, file] of islandOwners) {
    const own = lazyOf(key);
    if (!own.size) {
      const page = [...pageModules(srcDir)].find(([, f]) => f === file)?.[0];
      if (page) lazyOf(page).forEach((f) => own.add(f));
    }
    parts.set(
      key,
      beyond(
        reader.usedBy(file, (f) => own.has(f)),
        shell,
      ),
    );
  }
  for (const [key, { file, page }] of lazy) {
    const own = lazyOf(page);
    parts.set(
      key,
      beyond(
        reader.usedBy(file, (f) => own.has(f)),
        shell,
        parts.get(page)!,
      ),
    );
  }
  // Their words, beyond the shell's only: whichever page loads them.
  for (const key of OWN_PARTS) {
    const file = [`${key}.tsx`, `${key}.ts`].map((f) => path.join(srcDir, f)).find(existsSync);
    if (file) parts.set(key, beyond(reader.usedBy(file), shell));
  }
  for (const n of all) if (!named.has(n)) shell.add(n);
  // A part's chunk is named by its key's last segment (vite.config.ts): they must differ.
  const last = [...parts.keys()].map((k) => k.split('/').pop());
  const twice = last.filter((n, i) => last.indexOf(n) !== i);
  if (twice.length) throw new Error(`catalogue parts named alike: ${twice.join(', ')}`);
  return parts;
}
