import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { mpesaSimulator } from '../../apps/server/src/services/rails/mpesa/simulator.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { postAs, sessionCookie } from '../support/session.ts';

// Issue 37, money under faults: M-Pesa collections and payouts through the real server process,
// with the Daraja simulator outside it (as the real provider is), callbacks duplicated, lost and
// late, and the server killed (SIGKILL) between the rail's answer and the ledger, then again at
// random mid-storm, and restarted on the same PostgreSQL. Afterwards every request the rail
// completed is applied exactly once and the ledger's invariants hold. Then (issue 38) a transfer
// paid in by M-Pesa with the server killed between the credit and the transfer's confirmation.
const PG_URL = process.env.MIZANI_TEST_PG_URL;
const PASSWORD = 'Correct-Horse-9!';
const SIM = {
  consumerKey: 'kill-key',
  consumerSecret: 'kill-secret',
  shortcode: '174379',
  passkey: 'kill-passkey',
  b2cShortcode: '600000',
  initiatorName: 'kill-ops',
  pin: '1234',
};

describe.skipIf(!PG_URL)(
  'rails survive SIGKILL between the rail and the ledger (PostgreSQL)',
  () => {
    let server: RunningServer | undefined;
    const sim = mpesaSimulator(SIM);
    const simServer = serve({ fetch: sim.app.fetch, port: 0, hostname: '127.0.0.1' });
    const dbName = `railkill_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const dbUrl = (() => {
      const u = new URL(PG_URL ?? 'postgres://x/y');
      u.pathname = `/${dbName}`;
      return u.toString();
    })();
    afterAll(async () => {
      await server?.stop('SIGKILL');
      simServer.close();
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${dbName} with (force)`);
      await c.end();
    });

    it('applies every completed request once and keeps the ledger whole', async () => {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      await admin.end();
      const { port: simPort } = simServer.address() as AddressInfo;
      const env = (failpoint?: string) => ({
        DATABASE_URL: dbUrl,
        SEED_DEMO: 'false',
        RATE_FEED: 'manual',
        RAILS: 'live',
        MPESA_BASE_URL: `http://127.0.0.1:${simPort}`,
        MPESA_CONSUMER_KEY: SIM.consumerKey,
        MPESA_CONSUMER_SECRET: SIM.consumerSecret,
        MPESA_SHORTCODE: SIM.shortcode,
        MPESA_PASSKEY: SIM.passkey,
        MPESA_B2C_SHORTCODE: SIM.b2cShortcode,
        MPESA_INITIATOR_NAME: SIM.initiatorName,
        MPESA_SECURITY_CREDENTIAL: 'kill-credential',
        MPESA_CALLBACK_SOURCES: '127.0.0.1,::1',
        RAILS_STATUS_AFTER_SEC: '1',
        MIZANI_FAILPOINT: failpoint,
      });
      server = await startServer({ env: env('rails-before-ledger') });

      const { openDatabase } = await import('../../apps/server/src/db/client.ts');
      const { createVerifiedUser } = await import('../../apps/server/src/db/seed/users.ts');
      const { seedContent } = await import('../../apps/server/src/db/seed/index.ts');
      const { markVerified } = await import('../../apps/server/src/db/seed/verification.ts');
      const database = await openDatabase({ databaseUrl: dbUrl, dataDir: '', poolSize: 4 });
      const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
        (await database.pool!.query(text, params)).rows as T[];
      /** Every journal balances per currency; every client balance is the sum of its entries. */
      const ledgerWhole = async () => {
        expect(
          await q(
            `select 1 from ledger_entries group by journal_id, currency having sum(amount) <> 0`,
          ),
        ).toEqual([]);
        expect(
          await q(
            `select 1 from ledger_accounts a left join ledger_entries e on e.account_id = a.id where a.kind = 'client' group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
          ),
        ).toEqual([]);
      };
      await seedContent(database.db);
      await q(
        `insert into platform_settings (key, value) values ('compliance.minTransactionUsd', '0'),
         ('compliance.tier1DailyUsd', '10000000'),
         ('compliance.tier1MonthlyUsd', '100000000')`,
      );
      const clients: { id: string; cookie: string; beneficiaryId: string }[] = [];
      for (let i = 0; i < 3; i++) {
        const email = `rails-${i}-${dbName}@example.com`;
        const id = await createVerifiedUser(database.db, {
          email,
          password: PASSWORD,
          firstName: 'Rail',
          lastName: 'Client',
          role: 'client',
        });
        await markVerified(database.db, id, 1, {
          fullLegalName: `Rail Client ${i}`,
          dateOfBirth: '1990-01-01',
          nationality: 'Kenya',
          country: 'Kenya',
        });
        const [b] = await q<{ id: string }>(
          `insert into beneficiaries (user_id, kind, name, country, currency, details)
         values ($1, 'mobile_money', 'Payee', 'KE', 'KES', $2::jsonb) returning id`,
          [id, JSON.stringify({ phone: `+25472200011${i}`, network: 'mpesa' })],
        );
        clients.push({
          id,
          cookie: await sessionCookie(server.url, { email, password: PASSWORD }),
          beneficiaryId: b!.id,
        });
      }

      // 1. The first paid prompt kills the server after the rail confirmed it, before the ledger.
      const deposit = (url: string, c: (typeof clients)[number], amount: number) =>
        postAs(c.cookie, `${url}/api/wallet/deposits/phone`, {
          rail: 'mpesa',
          currency: 'KES',
          amount: String(amount),
          phone: `+2547123456${clients.indexOf(c)}0`,
        });
      const first = server;
      expect((await deposit(first.url, clients[0]!, 5000)).status).toBe(201);
      await sim.answer(sim.prompts()[0]!.checkoutRequestId, { pin: SIM.pin });
      await expect
        .poll(() => first.proc.exitCode ?? first.proc.signalCode, { timeout: 20_000 })
        .toBe('SIGKILL');
      const [afterKill] = await q<{ n: number }>(
        `select count(*)::int as n from ledger_journals where type = 'deposit'`,
      );
      expect(afterKill!.n).toBe(0);

      // 2. Restarted without the failpoint: a storm of deposits and payouts, callbacks duplicated,
      //    lost and late, and one more SIGKILL at a random moment.
      server = await startServer({ env: env() });
      const storm = async (url: string, from: number, count: number) => {
        for (let i = from; i < from + count; i++) {
          const c = clients[i % 3]!;
          sim.setDelivery(
            i % 5 === 0 ? { mode: 'twice' } : i % 7 === 0 ? { mode: 'never' } : { mode: 'once' },
          );
          const res = await deposit(url, c, 1000 + i).catch(() => null);
          if (res?.status !== 201) continue;
          const prompt = sim.prompts().find((p) => p.state === 'waiting');
          if (prompt)
            void sim.answer(
              prompt.checkoutRequestId,
              i % 11 === 0 ? { cancel: true } : { pin: SIM.pin },
            );
        }
        sim.setDelivery({ mode: 'once' });
      };
      const second = server;
      await storm(second.url, 0, 12);
      // Payouts from what has been credited so far.
      await expect
        .poll(async () => (await q(`select 1 from deposits where status = 'completed'`)).length, {
          timeout: 30_000,
        })
        .toBeGreaterThan(3);
      for (const c of clients)
        await postAs(c.cookie, `${second.url}/api/wallet/withdrawals`, {
          beneficiaryId: c.beneficiaryId,
          currency: 'KES',
          amount: '500',
        });
      const late = storm(second.url, 12, 12);
      await new Promise((r) => setTimeout(r, 300 + Math.floor(Math.random() * 700)));
      second.proc.kill('SIGKILL');
      await late;
      await second.stop('SIGKILL').catch(() => {});
      server = await startServer({ env: env() });
      await storm(server.url, 24, 6);

      // 3. Everything the rail finished reaches a final state, once; a payout whose hand-over
      //    the kill cut (or whose result was lost) waits in the exceptions queue for a person.
      await expect
        .poll(
          async () =>
            (
              await q(
                `select 1 from rail_operations where status in ('submitting', 'submitted') and result_code is null`,
              )
            ).length,
          { timeout: 60_000, interval: 1000 },
        )
        .toBe(0)
        .catch(async (err) => {
          console.log(
            JSON.stringify(
              await q(
                `select o.id, o.rail, o.direction, o.status, o.result_code, o.created_at, o.updated_at,
                        (select json_agg(json_build_object('kind', e.kind, 'status', e.status, 'note', e.note, 'at', e.received_at)) from rail_events e where e.operation_id = o.id) as events
                 from rail_operations o where o.status in ('submitting', 'submitted') and o.result_code is null`,
              ),
              null,
              1,
            ),
          );
          throw err;
        });
      const paid = sim.prompts().filter((p) => p.resultCode === 0);
      const credited = await q<{ n: number }>(
        `select count(*)::int as n from rail_operations o join deposits d on d.id = o.deposit_id
       where o.status = 'succeeded' and d.status = 'completed'`,
      );
      // Every prompt the phone paid is credited once, or (its id died with the process, so
      // nothing can ask the rail about it) waits before a person, once (unconfirmed.ts).
      const [checks] = await q<{ n: number }>(
        `select count(*)::int as n from rail_exceptions x join rail_events e on e.id = x.event_id
         where e.kind = 'unconfirmed_collection' and x.state = 'open'`,
      );
      expect(credited[0]!.n).toBeLessThanOrEqual(paid.length);
      expect(paid.length - credited[0]!.n).toBeLessThanOrEqual(checks!.n);
      // Each payout still open is before a person, once, with its hold kept.
      expect(
        await q(
          `select o.id from rail_operations o where o.direction = 'payout' and o.status in ('submitting', 'submitted')
           and (select count(*) from rail_exceptions x join rail_events e on e.id = x.event_id
                where e.operation_id = o.id and x.state = 'open') <> 1`,
        ),
      ).toEqual([]);
      expect(
        await q(
          `select reference from ledger_journals where type = 'deposit' group by reference having count(*) > 1`,
        ),
      ).toEqual([]);
      await ledgerWhole();
      expect(
        await q(`select 1 from ledger_accounts where kind = 'client' and balance < 0`),
      ).toEqual([]);
      // Holds match the withdrawals still pending; each payout the rail made settled once.
      const [holds] = await q<{ held: string; pending: string }>(
        `select (select coalesce(sum(balance), 0) from ledger_account_balances where kind = 'pending' and currency = 'KES')::text as held,
              (select coalesce(sum(amount), 0) from withdrawals where status = 'pending' and currency = 'KES')::text as pending`,
      );
      expect(Number(holds!.held)).toBe(Number(holds!.pending));
      // The simulator knows each payout by its OriginatorConversationID, our operation's id.
      const paidOps = sim
        .payouts()
        .filter((p) => p.resultCode === 0)
        .map((p) => p.originatorConversationId);
      const outcomes = await q<{ id: string; withdrawal: string; open: boolean }>(
        `select o.id, w.status as withdrawal, o.status in ('submitting', 'submitted') as open
         from rail_operations o join withdrawals w on w.id = o.withdrawal_id where o.direction = 'payout'`,
      );
      // Paid by the rail: completed once, or its result lost with the server and before a person.
      for (const id of paidOps) {
        const o = outcomes.find((x) => x.id === id);
        expect(o?.withdrawal === 'completed' || (o?.withdrawal === 'pending' && o.open)).toBe(true);
      }
      const completed = outcomes.filter((o) => o.withdrawal === 'completed');
      expect(completed.filter((o) => !paidOps.includes(o.id))).toEqual([]);
      const payouts = completed.length;
      console.log(
        `rails storm: ${paid.length} prompts paid and credited once, ${payouts} payouts settled, ` +
          `${(await q(`select 1 from rail_events where status = 'ignored'`)).length} duplicates ignored`,
      );

      // 4. Issue 38: a transfer paid in by M-Pesa, the server killed after the pay-in is credited
      //    and before the transfer is confirmed from it (separate transactions); restarted, the
      //    worker confirms it once: one conversion, delivered, the ledger whole.
      await server.stop('SIGKILL').catch(() => {});
      server = await startServer({ env: env('pay-in-before-confirm') });
      const killed = server;
      const sender = await sessionCookie(killed.url, {
        email: `rails-0-${dbName}@example.com`,
        password: PASSWORD,
      });
      const [kesTzs] = await q<{ id: string }>(
        `select id from corridors where source_currency = 'KES' and dest_currency = 'TZS'`,
      );
      const created = await postAs(sender, `${killed.url}/api/transfers`, {
        corridorId: kesTzs!.id,
        side: 'send',
        payoutMethod: 'wallet',
        amount: '2500',
        recipient: { type: 'client', contact: `rails-1-${dbName}@example.com` },
        idempotencyKey: randomUUID(),
      });
      expect(created.status).toBe(201);
      const transfer = ((await created.json()) as { transfer: { id: string; reference: string } })
        .transfer;
      const payIn = await postAs(sender, `${killed.url}/api/transfers/${transfer.id}/pay-in`, {
        rail: 'mpesa',
        phone: '+254712399009',
      });
      expect(payIn.status).toBe(202);
      const prompt = sim.prompts().find((p) => p.state === 'waiting')!;
      await sim.answer(prompt.checkoutRequestId, { pin: SIM.pin });
      await expect
        .poll(() => killed.proc.exitCode ?? killed.proc.signalCode, { timeout: 20_000 })
        .toBe('SIGKILL');
      const stateOf = () =>
        q<{ status: string; deposit: string; conversions: number }>(
          `select t.status, d.status as deposit,
                  (select count(*)::int from ledger_journals j
                    where j.reference = t.reference and j.type = 'conversion') as conversions
             from transfers t join deposits d on d.id = t.pay_in_deposit_id where t.id = $1`,
          [transfer.id],
        ).then((r) => r[0]!);
      expect(await stateOf()).toEqual({
        status: 'awaiting_confirmation',
        deposit: 'completed',
        conversions: 0,
      });
      server = await startServer({ env: env() });
      await expect
        .poll(async () => (await stateOf()).status, { timeout: 30_000, interval: 250 })
        .toBe('delivered');
      expect((await stateOf()).conversions).toBe(1);
      await ledgerWhole();
      await database.close();
    }, 240_000);
  },
);
