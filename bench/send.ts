// Send money (issue 38, "Measured"): send created → receipt shown, on PostgreSQL, 20 clients at
// once, each signed in over HTTP as a person would be: the transfer created (POST /api/transfers,
// priced), confirmed (POST …/confirm: the gate, the conversion, the payout to another client),
// and its receipt read (GET …/:id), which is what the dashboard does between the two clicks and
// the receipt. Beside it, from the same clients in the same run: the bare order (a firm quote and
// the order through the dashboard's routes), the one money function a transfer builds on.
// Alone: node --import tsx bench/send.ts
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/db/seed/index.ts';
import { createVerifiedUser } from '../apps/server/src/db/seed/users.ts';
import { markVerified } from '../apps/server/src/db/seed/verification.ts';
import { newReference, postJournal } from '../apps/server/src/services/ledger/ledger.ts';
import { startThrowawayPostgres } from '../e2e/support/postgres.ts';
import { liftLimits, signIn } from './api-flows.ts';
import { startTree } from './footprint.ts';
import { percentile } from './lib.ts';

const CLIENTS = 20;
const PASSWORD = 'Bench-send-2026!';

type Answer = { status: number; body: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function sendBench(ctx: { root: string; transfers?: number }) {
  const total = ctx.transfers ?? 400;
  const before = os.loadavg();
  const pg = await startThrowawayPostgres();
  try {
    const server = await startTree(ctx.root, {
      RATE_FEED: 'manual',
      DATABASE_URL: pg.url,
      SEED_DEMO: 'true',
      TRUSTED_PROXIES: '127.0.0.1',
    });
    try {
      // Setup (not timed): the demo content and corridors, 20 verified clients with USD.
      const database = await openDatabase({ databaseUrl: pg.url, dataDir: '' });
      const emails: string[] = [];
      let corridorId = '';
      try {
        await seedDemo(database.db);
        for (let i = 0; i < CLIENTS; i++) {
          const email = `bench-send-${i}-${randomUUID().slice(0, 6)}@example.com`;
          const id = await createVerifiedUser(database.db, {
            email,
            password: PASSWORD,
            firstName: `Sender${i}`,
            lastName: 'Bench',
            role: 'client',
          });
          await markVerified(database.db, id, 1, {
            fullLegalName: `Sender${i} Bench`,
            dateOfBirth: '1990-01-01',
            nationality: 'KE',
            country: 'KE',
          });
          await database.db.transaction((tx) =>
            postJournal(
              tx,
              { type: 'deposit', userId: id, reference: newReference('DEP'), memo: 'bench' },
              [
                { kind: 'external', currency: 'USD', amount: '-1000000.00' },
                { kind: 'client', userId: id, currency: 'USD', amount: '1000000.00' },
              ],
            ),
          );
          emails.push(email);
        }
        const [c] = await queryRows<{ id: string }>(
          database.db,
          sql`select id from corridors where source_currency = 'USD' and dest_currency = 'KES' and is_active`,
        );
        corridorId = c!.id;
      } finally {
        await database.close();
      }
      await liftLimits(server.url);
      // Each sign-in looks like its own client behind the trusted proxy (sign-in limits are per IP).
      const cookies = await Promise.all(
        emails.map((email, i) => signIn(server.url, { email, password: PASSWORD }, `10.9.${i}.1`)),
      );
      const call = async (cookie: string, method: string, path: string, body?: unknown) => {
        const res = await fetch(`${server.url}${path}`, {
          method,
          headers: { 'content-type': 'application/json', origin: server.url, cookie },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        return { status: res.status, body: (await res.json()) as Answer['body'] };
      };
      /** `n` flows shared by the 20 clients, each client one flow at a time; latency per flow. */
      const run = async (n: number, flow: (client: number) => Promise<void>) => {
        const latencies: number[] = [];
        let next = 0;
        const t0 = performance.now();
        await Promise.all(
          cookies.map(async (_, client) => {
            while (next < n) {
              next++;
              const s = performance.now();
              await flow(client);
              latencies.push(performance.now() - s);
            }
          }),
        );
        const ms = performance.now() - t0;
        return {
          count: n,
          perSec: Math.round((n / (ms / 1000)) * 10) / 10,
          p50Ms: Math.round(percentile(latencies, 50)),
          p99Ms: Math.round(percentile(latencies, 99)),
          maxMs: Math.round(Math.max(...latencies)),
        };
      };
      const must = (a: Answer, status: number, what: string) => {
        if (a.status !== status)
          throw new Error(`${what} answered ${a.status} ${JSON.stringify(a.body)}`);
        return a.body;
      };
      // The reference first: the bare order (quote + order), 1.00 USD → KES.
      const bareOrder = await run(total, async (client) => {
        const q = must(
          await call(cookies[client]!, 'POST', '/api/orders/quotes', {
            sellCurrency: 'USD',
            buyCurrency: 'KES',
            amount: '1.00',
          }),
          201,
          'quote',
        );
        must(
          await call(cookies[client]!, 'POST', '/api/orders', {
            quoteId: q.quote.id,
            idempotencyKey: randomUUID(),
          }),
          201,
          'order',
        );
      });
      // Send: 25 USD to the next client (instant, inside the ledger), then the receipt.
      const send = await run(total, async (client) => {
        const created = must(
          await call(cookies[client]!, 'POST', '/api/transfers', {
            corridorId,
            side: 'send',
            payoutMethod: 'wallet',
            amount: '25',
            recipient: { type: 'client', contact: emails[(client + 1) % CLIENTS] },
            idempotencyKey: randomUUID(),
          }),
          201,
          'transfer',
        );
        const id = created.transfer.id as string;
        must(
          await call(cookies[client]!, 'POST', `/api/transfers/${id}/confirm`, {}),
          200,
          'confirm',
        );
        const receipt = must(
          await call(cookies[client]!, 'GET', `/api/transfers/${id}`),
          200,
          'receipt',
        );
        if (receipt.transfer.status !== 'delivered')
          throw new Error(`transfer ${id} is ${receipt.transfer.status}, not delivered`);
      });
      return {
        loadAverage: { before, after: os.loadavg() },
        database: 'PostgreSQL',
        clients: CLIENTS,
        send,
        bareOrder,
        p99OverBare: Math.round((send.p99Ms / Math.max(bareOrder.p99Ms, 1)) * 10) / 10,
      };
    } finally {
      await server.stop();
    }
  } finally {
    pg.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ROOT } = await import('../e2e/support/server.ts');
  console.log(JSON.stringify(await sendBench({ root: ROOT }), null, 2));
}
