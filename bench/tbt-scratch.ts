import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startTree } from './footprint.ts';
const pages = process.argv.slice(2);
const s = await startTree(process.cwd(), { WEB_DIST: path.resolve('apps/web/dist') });
try {
  for (const p of pages) {
    for (let i = 0; i < 2; i++) {
      const out = `/tmp/lh-${p.replace(/\W/g, '_')}-${i}.json`;
      spawnSync('node_modules/.bin/lighthouse', [s.url + p, '--quiet', '--output=json', `--output-path=${out}`,
        '--chrome-flags=--headless --no-sandbox --disable-gpu', '--only-categories=performance'],
        { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, encoding: 'utf8', timeout: 120000 });
      const r = JSON.parse(readFileSync(out, 'utf8'));
      const a = r.audits;
      console.log(`\n== ${p} run ${i}: perf ${Math.round(r.categories.performance.score * 100)} TBT ${Math.round(a['total-blocking-time'].numericValue)}`);
      for (const t of a['long-tasks']?.details?.items ?? [])
        console.log(`  long task ${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ${String(t.url).replace(s.url, '')}`);
      for (const b of (a['bootup-time']?.details?.items ?? []).slice(0, 6))
        console.log(`  bootup ${String(b.url).replace(s.url, '')} total ${Math.round(b.total)} script ${Math.round(b.scripting)} parse ${Math.round(b.scriptParseCompile)}`);
      for (const m of (a['mainthread-work-breakdown']?.details?.items ?? []).slice(0, 6))
        console.log(`  main ${m.groupLabel} ${Math.round(m.duration)}`);
    }
  }
} finally {
  await s.stop();
}
