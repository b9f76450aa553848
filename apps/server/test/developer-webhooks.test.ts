import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { queryRows } from '../src/db/client.ts';
import { deliverWebhooks } from '../src/services/developer/delivery.ts';
import { checkReceiverUrl } from '../src/services/developer/ssrf.ts';
import {
  createTestServerWithUsers,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { fundWallet, placeOrder } from './wallet-helpers.ts';

// Webhooks against a real receiver on loopback (issue 18): Standard Webhooks signatures verify
// with the standardwebhooks verifier; a receiver that fails three times then succeeds gets the
// event exactly once marked delivered, every attempt logged; two senders at once never send the
// same attempt twice; production refuses private addresses.

let s: TestServer;
let alice: TestUser;
let admin: TestUser;
let receiver: Server;
let url: string;
const received: { headers: IncomingHttpHeaders; body: string; answered: number }[] = [];
let failuresLeft = 0;

beforeAll(async () => {
  const users = await createTestServerWithUsers({
    seedContent: true,
    clients: ['Alice'],
    settings: NO_TRANSACTION_LIMITS,
  });
  s = users.server;
  alice = users.clients[0]!;
  admin = users.admin;
  await fundWallet(s, users.admin, alice, 'USD', '500.00');
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const answered = failuresLeft > 0 ? 503 : 200;
      if (failuresLeft > 0) failuresLeft--;
      received.push({ headers: req.headers, body, answered });
      res
        .writeHead(answered, { 'content-type': 'text/plain' })
        .end(answered === 200 ? 'ok' : 'down');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/mizani`;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
  await s?.close();
});

const send = () =>
  deliverWebhooks(s.database.db, { serverSecret: s.env.BETTER_AUTH_SECRET, production: false });
/** The backoff is real; the test makes the next attempt due now instead of waiting for it. */
const makeDue = () =>
  s.database.db.execute(
    sql`update webhook_deliveries set next_attempt_at = now() where status = 'pending'`,
  );

describe('webhook delivery', () => {
  it('signs per Standard Webhooks and survives three failures, delivered exactly once', async () => {
    const { secret, endpoint } = await readJson<{ secret: string; endpoint: { id: string } }>(
      s.request('/api/developers/webhooks', {
        method: 'POST',
        cookie: alice.cookie,
        json: { url, events: ['order.filled', 'order.rejected'], description: 'Treasury' },
      }),
      201,
    );
    expect(secret).toMatch(/^whsec_/);
    failuresLeft = 3;
    const { order } = await placeOrder(
      s,
      alice,
      { sellCurrency: 'USD', buyCurrency: 'KES', amount: '20.00' },
      `wh-${Date.now()}`,
    );
    for (let round = 0; round < 4; round++) {
      expect(await send()).toBe(1);
      await makeDue();
    }
    expect(await send()).toBe(0);
    expect(received.map((r) => r.answered)).toEqual([503, 503, 503, 200]);
    // Every attempt carries the same event id, and every signature verifies.
    const ids = new Set(received.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    const wh = new Webhook(secret);
    for (const r of received) {
      const payload = wh.verify(r.body, {
        'webhook-id': String(r.headers['webhook-id']),
        'webhook-timestamp': String(r.headers['webhook-timestamp']),
        'webhook-signature': String(r.headers['webhook-signature']),
      }) as { type: string; data: { order: { id: string } } };
      expect(payload.type).toBe('order.filled');
      expect(payload.data.order.id).toBe(order.id);
    }
    expect(() =>
      new Webhook(`whsec_${Buffer.from('another secret, 24 bytes!').toString('base64')}`).verify(
        received[0]!.body,
        received[0]!.headers as Record<string, string>,
      ),
    ).toThrow();
    const { deliveries } = await readJson<{
      deliveries: {
        id: string;
        status: string;
        attempts: number;
        log: { responseStatus: number }[];
      }[];
    }>(s.request(`/api/developers/webhooks/${endpoint.id}/deliveries`, { cookie: alice.cookie }));
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ status: 'delivered', attempts: 4 });
    expect(deliveries[0]!.log.map((a) => a.responseStatus)).toEqual([503, 503, 503, 200]);

    // Redeliver: a new delivery of the same event (same webhook-id).
    await readJson(
      s.request(`/api/developers/deliveries/${deliveries[0]!.id}/redeliver`, {
        method: 'POST',
        cookie: alice.cookie,
        json: {},
      }),
      202,
    );
    expect(await send()).toBe(1);
    expect(received).toHaveLength(5);
    expect(received[4]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
  });

  it('a rotated secret signs beside the old one during the overlap', async () => {
    received.length = 0;
    const { secret: oldSecret, endpoint } = await readJson<{
      secret: string;
      endpoint: { id: string };
    }>(
      s.request('/api/developers/webhooks', {
        method: 'POST',
        cookie: alice.cookie,
        json: { url, events: ['order.filled'] },
      }),
      201,
    );
    const { secret: newSecret } = await readJson<{ secret: string }>(
      s.request(`/api/developers/webhooks/${endpoint.id}/rotate`, {
        method: 'POST',
        cookie: alice.cookie,
        json: { overlapHours: 24 },
      }),
    );
    expect(newSecret).not.toBe(oldSecret);
    await placeOrder(
      s,
      alice,
      { sellCurrency: 'USD', buyCurrency: 'KES', amount: '1.00' },
      `wh-rot-${Date.now()}`,
    );
    await send();
    const mine = received.find((r) => r.headers['webhook-signature']!.toString().includes(' '))!;
    expect(mine).toBeDefined();
    const headers = {
      'webhook-id': String(mine.headers['webhook-id']),
      'webhook-timestamp': String(mine.headers['webhook-timestamp']),
      'webhook-signature': String(mine.headers['webhook-signature']),
    };
    expect(() => new Webhook(newSecret).verify(mine.body, headers)).not.toThrow();
    expect(() => new Webhook(oldSecret).verify(mine.body, headers)).not.toThrow();
    await readJson(
      s.request(`/api/developers/webhooks/${endpoint.id}`, {
        method: 'DELETE',
        cookie: alice.cookie,
      }),
    );
  });

  it('two senders at once never send the same delivery twice', async () => {
    received.length = 0;
    for (let i = 0; i < 6; i++)
      await placeOrder(
        s,
        alice,
        { sellCurrency: 'USD', buyCurrency: 'KES', amount: '1.00' },
        `wh-par-${i}-${Date.now()}`,
      );
    const attempts = async () =>
      (
        await queryRows<{ n: number }>(
          s.database.db,
          sql`select count(*)::int as n from webhook_attempts`,
        )
      )[0]!.n;
    const before = await attempts();
    const [a, b] = await Promise.all([send(), send()]);
    expect(a + b).toBe(6);
    expect(received).toHaveLength(6);
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(6);
    expect((await attempts()) - before).toBe(6);
  });

  it('a rate alert that fires reaches its subscribed endpoint as rate_alert.triggered', async () => {
    received.length = 0;
    await readJson(
      s.request('/api/developers/webhooks', {
        method: 'POST',
        cookie: alice.cookie,
        json: { url, events: ['rate_alert.triggered'] },
      }),
      201,
    );
    const { rates } = (await (await s.request('/api/rates')).json()) as {
      rates: { pairId: string; displayName: string; mid: string }[];
    };
    const pair = rates.find((r) => r.displayName === 'USD/KES')!;
    const target = (Number(pair.mid) + 1).toFixed(2);
    await readJson(
      s.request('/api/alerts', {
        method: 'POST',
        cookie: alice.cookie,
        json: { pairId: pair.pairId, direction: 'above', targetRate: target },
      }),
      201,
    );
    const bid = (Number(target) + 0.5).toFixed(2);
    const posted = await s.request(`/api/admin/rates/pairs/${pair.pairId}/rates`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { bid, ask: (Number(bid) + 0.2).toFixed(2) },
    });
    expect(posted.status).toBe(201);
    expect(await send()).toBe(1);
    const body = JSON.parse(received[0]!.body) as {
      type: string;
      data: { alert: { pair: string; direction: string } };
    };
    expect(body.type).toBe('rate_alert.triggered');
    expect(body.data.alert).toMatchObject({ pair: 'USD/KES', direction: 'above' });
  });

  it('a day of failures disables the endpoint and mails its owner; enabling starts afresh', async () => {
    // A receiver that is down, for a client of its own so no other endpoint shares the events.
    const down = createServer((_req, res) => res.writeHead(500).end('down'));
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    try {
      const dina = await s.createUser({ firstName: 'Dina' });
      await fundWallet(s, admin, dina, 'USD', '50.00');
      const downUrl = `http://127.0.0.1:${(down.address() as AddressInfo).port}/hooks`;
      const { endpoint } = await readJson<{ endpoint: { id: string } }>(
        s.request('/api/developers/webhooks', {
          method: 'POST',
          cookie: dina.cookie,
          json: { url: downUrl, events: ['order.filled'] },
        }),
        201,
      );
      const order = (key: string) =>
        placeOrder(s, dina, { sellCurrency: 'USD', buyCurrency: 'KES', amount: '2.00' }, key);
      const state = async () =>
        (
          await readJson<{
            endpoints: { id: string; status: string; disabledReason: string | null }[];
          }>(s.request('/api/developers/webhooks', { cookie: dina.cookie }))
        ).endpoints.find((e) => e.id === endpoint.id)!;
      const disabledMails = async () =>
        (
          await queryRows<{ n: number }>(
            s.database.db,
            sql`select count(*)::int as n from mail_outbox
                 where kind = 'webhook_disabled' and to_address = ${dina.email}`,
          )
        )[0]!.n;

      // A first failure starts the clock but disables nothing.
      await order(`wh-down-1-${Date.now()}`);
      expect(await send()).toBe(1);
      expect(await state()).toMatchObject({ status: 'enabled' });
      // The clock has run for just over a day (the test moves it instead of waiting).
      await s.database.db.execute(
        sql`update webhook_endpoints set failing_since = now() - interval '25 hours' where id = ${endpoint.id}`,
      );
      await makeDue();
      expect(await send()).toBe(1);
      expect(await state()).toMatchObject({
        status: 'disabled',
        disabledReason: 'Every delivery failed for a day',
      });
      expect(await disabledMails()).toBe(1);
      // Further failures of what was already due send no second mail.
      await makeDue();
      await send();
      expect(await disabledMails()).toBe(1);

      // The owner fixes the receiver and enables the endpoint: the failure clock starts again.
      const enabled = await readJson<{ endpoint: { status: string } }>(
        s.request(`/api/developers/webhooks/${endpoint.id}/enabled`, {
          method: 'PUT',
          cookie: dina.cookie,
          json: { enabled: true },
        }),
      );
      expect(enabled.endpoint.status).toBe('enabled');
      const [clock] = await queryRows<{ failing_since: string | null }>(
        s.database.db,
        sql`select failing_since::text from webhook_endpoints where id = ${endpoint.id}`,
      );
      expect(clock!.failing_since).toBeNull();
    } finally {
      await new Promise((resolve) => down.close(resolve));
    }
  });

  it('production refuses http and private, loopback and link-local receivers', async () => {
    await expect(checkReceiverUrl('http://example.com/h', true)).rejects.toThrow(/https/);
    for (const u of [
      'https://127.0.0.1/h',
      'https://10.1.2.3/h',
      'https://169.254.169.254/latest',
      'https://[::1]/h',
      'https://192.168.0.10/h',
      'https://[::ffff:127.0.0.1]/h',
    ])
      await expect(checkReceiverUrl(u, true)).rejects.toThrow(/public internet address/);
    await expect(checkReceiverUrl('https://203.0.114.5/h', true)).resolves.toBeUndefined();
    await expect(checkReceiverUrl(url, false)).resolves.toBeUndefined();
  });
});
