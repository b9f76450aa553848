// The catalogues' check (npm run check, docs/languages.md): every language has exactly the
// English catalogue's messages, each compiles as ICU MessageFormat, uses the same placeholders
// as the English one and is not left empty. Fails with the list of what is wrong.
//   node --import tsx apps/web/scripts/check-catalogues.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { VALIDATION_MESSAGES_EN } from '@mizani/shared';
import { LOCALES } from '../src/lib/i18n/locales.ts';
import { pageModules } from './catalogue-usage.ts';

const dir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/lib/i18n/catalogues',
);
const read = (locale: string) =>
  JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Record<string, unknown>;

/**
 * The argument names a compiled message uses: text parts are strings, an argument is an array
 * [name] or [name, type, options] whose options (plural, select) hold messages in turn.
 */
function placeholders(compiled: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(compiled)) {
    for (const part of compiled) {
      if (Array.isArray(part) && typeof part[0] === 'string') {
        into.add(part[0]);
        const options = part[2];
        if (options && typeof options === 'object')
          for (const v of Object.values(options)) placeholders(v, into);
      } else placeholders(part, into);
    }
  }
  return into;
}

export function checkCatalogues(catalogues: Record<string, Record<string, unknown>>): string[] {
  const problems: string[] = [];
  const en = catalogues.en ?? {};
  const shapes = new Map<string, string>();
  for (const [locale, messages] of Object.entries(catalogues)) {
    for (const key of Object.keys(en))
      if (!(key in messages)) problems.push(`${locale}: missing "${key}"`);
    for (const [key, value] of Object.entries(messages)) {
      if (!(key in en)) {
        problems.push(`${locale}: "${key}" is not in the English catalogue`);
        continue;
      }
      if (typeof value !== 'string' || !value.trim()) {
        problems.push(`${locale}: "${key}" is empty`);
        continue;
      }
      let args: string;
      try {
        args = [...placeholders(compileMessageOrThrow(value))].sort().join(', ');
      } catch (err) {
        problems.push(`${locale}: "${key}" is not valid ICU: ${(err as Error).message}`);
        continue;
      }
      if (locale === 'en') shapes.set(key, args);
      else if (shapes.has(key) && shapes.get(key) !== args)
        problems.push(`${locale}: "${key}" uses {${args}}, English uses {${shapes.get(key)}}`);
    }
  }
  return problems;
}

/**
 * The shared schemas' messages (packages/shared i18n/messages.ts) are the English the API
 * answers; the English catalogue must hold each of them verbatim, so a form and the API agree.
 */
export function checkSharedMessages(en: Record<string, unknown>): string[] {
  return Object.entries(VALIDATION_MESSAGES_EN)
    .filter(([id, text]) => en[id] !== text)
    .map(([id, text]) => `en: "${id}" must be "${text}" as in packages/shared i18n/messages.ts`);
}

/**
 * Each route names the page module it loads (app/router.tsx: `page('public/HomePage', () =>
 * import('@/pages/public/HomePage'))`): the name picks the catalogue part the build made for
 * that module (decision 022), so a name that differs from the import would load no words.
 */
export function checkRouteParts(routerSource: string, modules: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const CALL = /\b(?:page|guarded)\(\s*'([^']+)',\s*\(\) => import\('@\/pages\/([^']+)'\)/g;
  for (const m of routerSource.matchAll(CALL)) {
    if (m[1] !== m[2]) problems.push(`router: page '${m[1]}' loads @/pages/${m[2]}`);
    else if (!modules.has(m[1]!)) problems.push(`router: no page module src/pages/${m[1]}.tsx`);
  }
  const loads = routerSource.match(/import\('@\/pages\//g)?.length ?? 0;
  const named = [...routerSource.matchAll(CALL)].length;
  if (loads !== named)
    problems.push(`router: ${loads - named} page import(s) without page('<module>', …) or guarded`);
  return problems;
}

/**
 * A page's lazily loaded module names its catalogue part (DashboardPage: `named('features/…/X',
 * () => import('@/features/…/X'), …)`), as routes do: a name that differs would load no words.
 */
export function checkLazyParts(page: string, source: string): string[] {
  const problems: string[] = [];
  const loads = [...source.matchAll(/\bimport\(\s*'@\/([^']+)'\s*\)/g)].map((m) => m[1]!);
  const named = new Set(
    [...source.matchAll(/'([^']+)',\s*\(\) => import\(\s*'@\/([^']+)'\s*\)/g)]
      .filter((m) => m[1] === m[2])
      .map((m) => m[1]!),
  );
  for (const target of loads)
    if (!named.has(target)) problems.push(`${page}: import('@/${target}') without its part name`);
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  // English first: the others' placeholders are compared with its.
  const catalogues = Object.fromEntries(LOCALES.map((l) => [l, read(l)]));
  const src = path.resolve(dir, '../../..');
  const problems = [
    ...checkCatalogues(catalogues),
    ...checkSharedMessages(catalogues.en!),
    ...checkRouteParts(
      readFileSync(path.join(src, 'app/router.tsx'), 'utf8'),
      new Set(pageModules(src).keys()),
    ),
    ...[...pageModules(src)].flatMap(([page, file]) =>
      checkLazyParts(page, readFileSync(file, 'utf8')),
    ),
  ];
  if (problems.length) {
    console.error(`Language catalogues: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `Language catalogues: ${LOCALES.join(', ')} each have the ${Object.keys(catalogues.en!).length} messages of English, valid and with the same placeholders`,
  );
}
