// Preloaded into the server process by bench/ledger.ts when LEDGER_CPU_PROF is set: the first
// SIGUSR2 starts a V8 CPU profile, the next one writes it to $LEDGER_CPU_PROF/<pid>-<n>.cpuprofile,
// so the profile covers the storm alone (not start-up, seeding, sign-ins or quotes).
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const session = new Session();
session.connect();
let running = false;
let n = 0;
process.on('SIGUSR2', () => {
  if (!running) {
    running = true;
    session.post('Profiler.enable', () =>
      session.post('Profiler.setSamplingInterval', { interval: 200 }, () =>
        session.post('Profiler.start'),
      ),
    );
    return;
  }
  running = false;
  session.post('Profiler.stop', (err, res) => {
    if (err) return console.error(err);
    const file = path.join(process.env.LEDGER_CPU_PROF, `${process.pid}-${++n}.cpuprofile`);
    writeFileSync(file, JSON.stringify(res.profile));
  });
});
