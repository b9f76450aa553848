// Prints one closing line over every vitest JSON report: "N passed, N failed, N skipped", and
// the 20 slowest test files of the run (issue 36: the run must stay fast as the product grows).
// Their seconds also go to <dir>/test-durations.json: copied over scripts/test-durations.json,
// they order the next fresh run (vitest.config.ts, slow files first).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const files = [];
const flaky = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed +=
    (report.numFailedTests ?? 0) +
    (report.numFailedTestSuites && !report.numFailedTests ? report.numFailedTestSuites : 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const t of report.testResults ?? []) {
    // A test that passed after a retry keeps the first attempt's error: named, never hidden.
    for (const a of t.assertionResults ?? [])
      if (a.status === 'passed' && a.failureMessages?.length)
        flaky.push(`${path.relative(process.cwd(), t.name)} > ${a.fullName}`);
    if (t.startTime && t.endTime)
      files.push({
        run: file.replace('.json', ''),
        name: path.relative(process.cwd(), t.name),
        seconds: (t.endTime - t.startTime) / 1000,
      });
  }
  console.log(
    `${file.replace('.json', '')}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
  );
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
if (flaky.length) {
  console.log(`Passed only on a second attempt (flaky, to look into): ${flaky.length}`);
  for (const f of flaky) console.log(`  ${f}`);
}
files.sort((a, b) => b.seconds - a.seconds);
if (files.length) {
  console.log('Slowest test files:');
  for (const f of files.slice(0, 20))
    console.log(`${f.seconds.toFixed(1).padStart(7)} s  ${f.name} (${f.run})`);
  writeFileSync(
    path.join(dir, 'test-durations.json'),
    `${JSON.stringify(Object.fromEntries(files.slice(0, 20).map((f) => [f.name, Math.round(f.seconds)])), null, 2)}\n`,
  );
}
