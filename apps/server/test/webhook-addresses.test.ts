import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import {
  createServer as createTcpServer,
  type AddressInfo,
  type Server as TcpServer,
} from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { deliverWebhooks } from '../src/services/developer/delivery.ts';
import {
  checkReceiverUrl,
  isPrivateAddress,
  type ResolvedAddress,
  type Resolver,
} from '../src/services/developer/ssrf.ts';
import { emitWebhookEvent } from '../src/services/developer/webhooks.ts';
import { createTestServer, readJson, type TestServer, type TestUser } from './helpers.ts';

// Issue 33 item 4: webhook addresses. Every special-purpose IPv4 and IPv6 range is refused in
// production (the IPv6 transition forms of loopback included), ports are checked when the
// endpoint is saved, and a delivery connects to the very address it checked (no DNS rebinding).

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 240_000);
afterAll(async () => {
  await s?.close();
});

const listen = async <T extends Server | TcpServer>(server: T) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};
const close = (server: Server | TcpServer) => new Promise((resolve) => server.close(resolve));

/** A resolver that answers each call with the next of `answers` (the last repeats). */
function rebinding(...answers: ResolvedAddress[][]): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (host: string) => {
    calls.push(host);
    return answers[Math.min(calls.length - 1, answers.length - 1)]!;
  };
  return Object.assign(resolve, { calls });
}

/** An endpoint saved the ordinary way and one event due for it; answers the endpoint id. */
async function endpointWithEvent(user: TestUser, url: string) {
  const { endpoint } = await readJson<{ endpoint: { id: string } }>(
    s.request('/api/developers/webhooks', {
      method: 'POST',
      cookie: user.cookie,
      json: { url, events: ['order.filled'] },
    }),
    201,
  );
  await emitWebhookEvent(s.database.db, user.id, 'order.filled', { order: { id: 'o-1' } });
  return endpoint.id;
}
const attempts = (endpointId: string) =>
  queryRows<{ status: string; error: string | null; response_status: number | null }>(
    s.database.db,
    sql`select d.status, a.error, a.response_status from webhook_deliveries d
          join webhook_attempts a on a.delivery_id = d.id where d.endpoint_id = ${endpointId}`,
  );

describe('webhook receiver addresses (issue 33)', () => {
  it('refuses every special-purpose address in production, the IPv6 forms of loopback included', async () => {
    const refused = [
      // The probe's transition forms of 127.0.0.1 and site-local.
      'https://[::127.0.0.1]/h',
      'https://[64:ff9b::7f00:1]/h',
      'https://[::ffff:0:7f00:1]/h',
      'https://[2002:7f00:1::]/h',
      'https://[fec0::1]/h',
      // More of the IPv6 registry.
      'https://[::]/h',
      'https://[::1]/h',
      'https://[::ffff:10.0.0.1]/h',
      'https://[64:ff9b:1::a00:1]/h',
      'https://[100::1]/h',
      'https://[2001::7f00:1]/h', // Teredo
      'https://[2001:2::1]/h', // benchmarking
      'https://[2001:db8::1]/h',
      'https://[3fff::1]/h',
      'https://[2002:808:808::1]/h', // 6to4 even of a public address: relays reach anything
      'https://[fd12:3456::1]/h',
      'https://[fe80::1]/h',
      'https://[ff02::1]/h',
      // IPv4, in the forms the URL parser turns into dotted decimal too.
      'https://0x7f.1/h',
      'https://2130706433/h',
      'https://0.0.0.0/h',
      'https://100.64.0.1/h',
      'https://169.254.169.254/latest',
      'https://192.0.0.8/h',
      'https://192.0.2.10/h',
      'https://192.88.99.1/h',
      'https://198.18.0.1/h',
      'https://198.51.100.7/h',
      'https://203.0.113.9/h',
      'https://224.0.0.1/h',
      'https://240.0.0.1/h',
      'https://255.255.255.255/h',
    ];
    const failures: string[] = [];
    for (const u of refused) {
      const outcome = await checkReceiverUrl(u, true).then(
        () => 'accepted',
        (e: Error) => e.message,
      );
      if (!/public internet address/.test(outcome)) failures.push(`${u}: ${outcome}`);
    }
    expect(failures).toEqual([]);
    // A name with one private answer among public ones is refused too.
    const mixed = rebinding([
      { address: '93.184.215.14', family: 4 },
      { address: 'fd00::1', family: 6 },
    ]);
    await expect(checkReceiverUrl('https://hook.example/h', true, mixed)).rejects.toThrow(
      /public internet address/,
    );
    for (const ok of ['93.184.215.14', '2a00:1450:4001:80b::200e', '1.1.1.1'])
      expect(isPrivateAddress(ok)).toBe(false);
    await expect(checkReceiverUrl('https://[2a00:1450:4001::1]/h', true)).resolves.toBeUndefined();
  });

  it('refuses, when the endpoint is saved, a port outside 80/443/8000-65535 or blocked by fetch, saying why', async () => {
    const dev = await s.createUser();
    const save = (url: string) =>
      s.request('/api/developers/webhooks', {
        method: 'POST',
        cookie: dev.cookie,
        json: { url, events: ['order.filled'] },
      });
    for (const [url, field] of [
      ['http://127.0.0.1:25/h', /Port 25 is blocked for HTTP/],
      ['https://hooks.example.com:6000/h', /Port 6000 is blocked/],
      ['https://hooks.example.com:10080/h', /Port 10080 is blocked/],
      ['https://hooks.example.com:3000/h', /^Use port 443, 80 or a port from 8000 to 65535$/],
      ['https://hooks.example.com:7999/h', /^Use port 443, 80 or a port from 8000 to 65535$/],
    ] as const) {
      const res = await save(url);
      expect(res.status, url).toBe(400);
      const { error } = (await res.json()) as {
        error: { code: string; message: string; fields: { url: string } };
      };
      expect(error.code).toBe('VALIDATION');
      expect(error.fields.url).toMatch(field);
      expect(error.message).toMatch(/port/);
    }
    for (const url of [
      'https://hooks.example.com/h',
      'http://127.0.0.1:8000/h',
      'https://hooks.example.com:8443/h',
      'http://127.0.0.1:65535/h',
    ])
      expect((await save(url)).status, url).toBe(201);
  });

  it('connects to the address it checked: a second answer of the resolver is never used', async () => {
    // Development may call loopback: the check answers 127.0.0.1, the next lookup 127.0.0.2.
    const received: IncomingHttpHeaders[] = [];
    const receiver = createServer((req, res) => {
      received.push(req.headers);
      req.resume().on('end', () => res.end('ok'));
    });
    const port = await listen(receiver);
    try {
      const user = await s.createUser();
      const endpointId = await endpointWithEvent(user, `http://hook.test:${port}/in`);
      const resolve = rebinding(
        [{ address: '127.0.0.1', family: 4 }],
        [{ address: '127.0.0.2', family: 4 }],
      );
      await deliverWebhooks(s.database.db, {
        serverSecret: s.env.BETTER_AUTH_SECRET,
        production: false,
        resolve,
      });
      expect(resolve.calls).toEqual(['hook.test']);
      expect(await attempts(endpointId)).toEqual([
        { status: 'delivered', error: null, response_status: 200 },
      ]);
      // The receiver's own name in the Host header, though the connection went to the address.
      expect(received.map((h) => h.host)).toEqual([`hook.test:${port}`]);
    } finally {
      await close(receiver);
    }
  });

  it('in production, DNS rebinding (public to the check, loopback after) never reaches loopback', async () => {
    let connections = 0;
    const loopback = createTcpServer((socket) => {
      connections++;
      socket.destroy();
    });
    const port = await listen(loopback);
    try {
      const user = await s.createUser();
      const endpointId = await endpointWithEvent(user, `https://hook.test:${port}/in`);
      // A public IPv6 address first (unreachable from the test machine: nothing is sent out),
      // then 127.0.0.1 to every later lookup.
      const resolve = rebinding(
        [{ address: '2001:4860:4860::8888', family: 6 }],
        [{ address: '127.0.0.1', family: 4 }],
      );
      await deliverWebhooks(s.database.db, {
        serverSecret: s.env.BETTER_AUTH_SECRET,
        production: true,
        resolve,
        timeoutMs: 3000,
      });
      expect(resolve.calls).toEqual(['hook.test']);
      expect(connections).toBe(0);
      const [attempt] = await attempts(endpointId);
      expect(attempt).toMatchObject({ status: 'pending', response_status: null });
      expect(attempt!.error).not.toBeNull();
    } finally {
      await close(loopback);
    }
  });
});
