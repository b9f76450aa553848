// The house drawn from the code's imports (issue 36, decision 032): per workspace, its rooms
// (top folders; the web app's features one room each), the arrows between rooms, the arrows
// running back up (web: against the layers of eslint/web-layers.js; the server: against the order
// below; shared: arrows inside a loop of rooms) and the circles between modules. dependency-cruiser reads and resolves the
// imports (TypeScript paths included); this file only counts.
//
//   node scripts/layers.mjs            figures per workspace
//   node scripts/layers.mjs --list     and every circle and back-arrow
//   node scripts/layers.mjs --check    fails past issue 36's goal: 0 circles, ≤ 5 arrows back up
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { placeOf } from '../eslint/web-layers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const list = process.argv.includes('--list');
const check = process.argv.includes('--check');
/** Issue 36: per workspace, no circle between modules and at most this many arrows back up. */
const MAX_BACK = 5;
const over = [];

const WORKSPACES = [
  { name: 'apps/web', src: 'apps/web/src', tsconfig: 'apps/web/tsconfig.json', layered: true },
  {
    name: 'apps/server',
    src: 'apps/server/src',
    tsconfig: 'apps/server/tsconfig.json',
    // Low to high: what a room may use lies before it (docs/architecture.md, "A request").
    order: [
      'lib',
      'env.ts',
      'db',
      'services',
      // The signer is its own process (a hot wallet's key, never the web server's): what it
      // shares with the server's client is its wire format (lib/signer-protocol.ts).
      'signer',
      'context.ts',
      'auth',
      'middleware',
      'site',
      'web-static.ts',
      'ops',
      'routes',
      'dev',
      'app.ts',
      'workers.ts',
      'server.ts',
      'cli',
      'index.ts',
    ],
  },
  {
    name: 'packages/shared',
    src: 'packages/shared/src',
    tsconfig: 'packages/shared/tsconfig.json',
  },
];

/** The room of a source file (relative to the repository): its top folder under src. */
function roomOf(ws, file) {
  const rel = path.relative(ws.src, file).split(path.sep);
  if (rel.length === 1) return rel[0];
  return rel[0] === 'features' ? `features/${rel[1]}` : rel[0];
}

/** Strongly connected components of a graph given as Map<node, Set<node>> (Tarjan). */
function loops(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const out = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) out.push(scc);
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

async function measure(ws) {
  const tsConfig = extractTSConfig(path.join(root, ws.tsconfig));
  const { output } = await cruise(
    [ws.src],
    {
      doNotFollow: { path: 'node_modules' },
      exclude: { path: ['\\.test\\.tsx?$', '/test/', 'node_modules'] },
      tsPreCompilationDeps: true,
      tsConfig: { fileName: ws.tsconfig },
      includeOnly: `^${ws.src}/`,
    },
    { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    { tsConfig },
  );
  const modules = output.modules.filter((m) => m.source.startsWith(`${ws.src}/`));
  const moduleGraph = new Map();
  const arrows = new Map(); // "from -> to" of rooms: [module edges]
  for (const m of modules) {
    const deps = new Set();
    for (const d of m.dependencies) {
      if (!d.resolved.startsWith(`${ws.src}/`)) continue;
      deps.add(d.resolved);
      const from = roomOf(ws, m.source);
      const to = roomOf(ws, d.resolved);
      if (from === to) continue;
      const key = `${from} -> ${to}`;
      arrows.set(key, [...(arrows.get(key) ?? []), `${m.source} -> ${d.resolved}`]);
    }
    moduleGraph.set(m.source, deps);
  }
  const roomGraph = new Map();
  for (const key of arrows.keys()) {
    const [from, to] = key.split(' -> ');
    roomGraph.set(from, (roomGraph.get(from) ?? new Set()).add(to));
  }
  const rooms = new Set(modules.map((m) => roomOf(ws, m.source)));
  const roomLoops = loops(roomGraph);
  const inLoop = new Map(roomLoops.flatMap((scc, i) => scc.map((r) => [r, i])));
  const srcDir = path.join(root, ws.src);
  const back = [...arrows.keys()].filter((key) => {
    const [from, to] = key.split(' -> ');
    if (ws.order) return ws.order.indexOf(to) > ws.order.indexOf(from);
    if (!ws.layered) return inLoop.has(from) && inLoop.get(from) === inLoop.get(to);
    const a = placeOf(path.join(root, arrows.get(key)[0].split(' -> ')[0]), srcDir);
    const b = placeOf(path.join(root, arrows.get(key)[0].split(' -> ')[1]), srcDir);
    if (!a || !b) return false;
    return (a.feature && b.feature && a.feature !== b.feature) || b.rank > a.rank;
  });
  return {
    workspace: ws.name,
    rooms: rooms.size,
    arrows: arrows.size,
    back,
    arrowsOf: arrows,
    circles: loops(moduleGraph),
    roomLoops,
  };
}

for (const ws of WORKSPACES) {
  const r = await measure(ws);
  console.log(
    `${r.workspace}: ${r.rooms} rooms, ${r.arrows} arrows, ${r.back.length} running back up, ` +
      `${r.circles.length} circles between modules, ${r.roomLoops.length} loops of rooms`,
  );
  if (r.circles.length || r.back.length > MAX_BACK) over.push(r.workspace);
  if (!list) continue;
  for (const c of r.circles) console.log(`  circle: ${c.join(' <-> ')}`);
  for (const b of r.back) console.log(`  back: ${b}  (${r.arrowsOf.get(b).join(', ')})`);
}
if (check && over.length) {
  console.error(
    `Layers: ${over.join(', ')} past the goal (0 circles, ≤ ${MAX_BACK} arrows back up); ` +
      'node scripts/layers.mjs --list names them.',
  );
  process.exit(1);
}
