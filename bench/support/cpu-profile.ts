// Summarises a V8 CPU profile (.cpuprofile, e.g. from LEDGER_CPU_PROF in bench/ledger.ts): self
// time by package (node_modules/<name>, the app's own folders, node internals) and the top
// functions, as shares of the samples.
// Usage: node --import tsx bench/support/cpu-profile.ts <file.cpuprofile> [top=25]
import { readFileSync } from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

function area(url: string) {
  if (!url) return '(native / idle / gc)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url;
  const app = url.match(/(apps\/[^/]+\/src\/[^/]+|packages\/[^/]+\/src)/);
  return app ? app[1]! : url;
}

export function summarise(file: string, top = 25) {
  const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const areas = new Map<string, number>();
  const fns = new Map<string, number>();
  for (const [id, us] of self) {
    const n = byId.get(id)!;
    const name = n.callFrame.functionName || '(anonymous)';
    const a = name === '(idle)' ? '(idle)' : area(n.callFrame.url);
    areas.set(a, (areas.get(a) ?? 0) + us);
    const key = `${name} ${a}:${n.callFrame.lineNumber + 1}`;
    fns.set(key, (fns.get(key) ?? 0) + us);
  }
  const pctOf = (us: number) => `${((us / total) * 100).toFixed(1)} %`;
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top);
  return {
    seconds: Math.round(total / 1e4) / 100,
    areas: sorted(areas).map(([k, v]) => `${pctOf(v)}  ${k}`),
    functions: sorted(fns).map(([k, v]) => `${pctOf(v)}  ${k}`),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = summarise(process.argv[2]!, Number(process.argv[3] ?? 25));
  console.log(
    `${r.seconds} s sampled\n\nby area:\n${r.areas.join('\n')}\n\nby function:\n${r.functions.join('\n')}`,
  );
}
