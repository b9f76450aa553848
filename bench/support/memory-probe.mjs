// Loaded with `node --import` by bench/footprint.ts: on SIGUSR2 the server writes its
// process.memoryUsage() in MiB to MEMORY_PROBE_FILE (no change to the server for the bench).
import { writeFileSync } from 'node:fs';

process.on('SIGUSR2', () => {
  const usage = Object.entries(process.memoryUsage()).map(([k, v]) => [k, Math.round(v / 2 ** 20)]);
  if (process.env.MEMORY_PROBE_FILE)
    writeFileSync(process.env.MEMORY_PROBE_FILE, JSON.stringify(Object.fromEntries(usage)));
});
