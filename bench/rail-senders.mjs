// The rail's side of the callbacks bench (bench/rails.ts): Safaricom posting STK callbacks, in a
// process of its own as it is in life, so the server's thread carries only the server's work.
// argv: a JSON file of { url, body } and how many senders post at once. Prints
// { statuses, ms } when every callback is posted.
import { readFileSync } from 'node:fs';

const sends = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const senders = Number(process.argv[3] ?? 20);
const statuses = {};
const t0 = performance.now();
await Promise.all(
  Array.from({ length: senders }, async (_, k) => {
    for (let i = k; i < sends.length; i += senders) {
      const res = await fetch(sends[i].url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: sends[i].body,
      });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  }),
);
process.stdout.write(JSON.stringify({ statuses, ms: performance.now() - t0 }));
