// The web app's import rule (docs/architecture.md "What may import what"). Layers, low to high:
//   lib, config, components  →  content  →  features/<name>  →  pages  →  app
//   →  the entries (main.tsx, islands/: the pre-rendered pages' script and its registry)
// A module may import its own layer and lower ones; a feature only itself and lower layers, never
// another feature. Our own rule rather than a plugin: it resolves the '@/' alias and relative paths
// exactly (no resolver package), which is all the check needs (decision 032 weighs
// eslint-plugin-boundaries against it). scripts/layers.mjs counts the same layers over the graph.
import path from 'node:path';

export const RANK = {
  lib: 0,
  config: 0,
  components: 0,
  content: 1,
  features: 2,
  pages: 3,
  app: 4,
  islands: 5,
};
const ENTRY_RANK = 5;

/** { rank, name, feature } of a file under apps/web/src, or null outside it. */
export function placeOf(file, srcDir) {
  const rel = path.relative(srcDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top, second] = rel.split(path.sep);
  if (!second) return { rank: ENTRY_RANK, name: top }; // main.tsx and other root files
  if (!(top in RANK)) return null;
  return top === 'features'
    ? { rank: RANK.features, name: `features/${second}`, feature: second }
    : { rank: RANK[top], name: top };
}

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports across features and upward across the web layers' },
    schema: [{ type: 'object', properties: { srcDir: { type: 'string' } }, required: ['srcDir'] }],
    messages: {
      crossFeature:
        '{{from}} may not import {{to}}: features never import each other. Move what both need down (lib, components, config, content) or into one feature.',
      upward:
        '{{from}} may not import {{to}} (a higher layer). Layers, low to high: lib/config/components → content → features → pages → app → entries (main.tsx, islands/).',
    },
  },
  create(context) {
    const srcDir = path.resolve(context.cwd, context.options[0].srcDir);
    const from = placeOf(context.filename, srcDir);
    if (!from) return {};

    function check(node, source) {
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('@/')) target = path.join(srcDir, source.slice(2));
      else if (source.startsWith('.'))
        target = path.resolve(path.dirname(context.filename), source);
      else return; // a package
      const to = placeOf(target, srcDir);
      if (!to) return;
      if (from.feature && to.feature && from.feature !== to.feature)
        context.report({ node, messageId: 'crossFeature', data: { from: from.name, to: to.name } });
      else if (to.rank > from.rank)
        context.report({ node, messageId: 'upward', data: { from: from.name, to: to.name } });
    }

    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { layers } };
