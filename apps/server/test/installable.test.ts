// Issue 39, installable app: the manifest and icons as served, the service worker's headers and
// CSP, and the service worker's own rules run in a stand-in for the browser's worker scope:
// balances offline are the last copy marked with its time, never a money action offline.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers.ts';

const publicDir = path.resolve(import.meta.dirname, '../../web/public');
const dist = mkdtempSync(path.join(tmpdir(), 'mizani-pwa-dist-'));
cpSync(publicDir, dist, { recursive: true });

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ env: { WEB_DIST: dist } });
}, 60_000);
afterAll(async () => {
  await s?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (buf: Buffer) => [buf.readUInt32BE(16), buf.readUInt32BE(20)];

describe('the web app manifest and icons', () => {
  it('serves a manifest that makes the signed-in app installable', async () => {
    const res = await s.request('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const m = (await res.json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(m).toMatchObject({
      name: 'Mizani FX',
      start_url: '/dashboard',
      display: 'standalone',
      theme_color: '#0b1f3a',
    });
    for (const [size, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ])
      expect(m.icons).toContainEqual(expect.objectContaining({ sizes: size, purpose }));
    // Each icon is served and is the size it says.
    for (const icon of m.icons) {
      const r = await s.request(icon.src);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/png');
      const [w, h] = pngSize(Buffer.from(await r.arrayBuffer()));
      expect(`${w}x${h}`).toBe(icon.sizes);
    }
  });

  it('serves the service worker uncached, as a script, under the same CSP', async () => {
    const res = await s.request('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    // worker-src and manifest-src fall back to default-src 'self': same origin only.
    expect(csp).not.toMatch(/worker-src|manifest-src/);
  });

  it('links the manifest from the app template', () => {
    const html = readFileSync(path.resolve(publicDir, '../index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });
});

/** public/sw.js in a stand-in worker scope: its listeners, a Cache Storage, and a switchable network. */
function workerScope() {
  const listeners = new Map<string, (e: unknown) => void>();
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (r: Request | string) => (typeof r === 'string' ? new URL(r, ORIGIN).href : r.url);
  const cacheOf = (name: string) => {
    let m = stores.get(name);
    if (!m) stores.set(name, (m = new Map()));
    const store = m;
    return {
      put: async (r: Request | string, res: Response) => void store.set(keyOf(r), res),
      match: async (r: Request | string) => store.get(keyOf(r))?.clone(),
      addAll: async () => undefined,
    };
  };
  const net = { online: true, calls: [] as string[], answer: (_r: Request) => new Response('{}') };
  const ORIGIN = 'http://localhost:3000';
  const scope = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, fn: (e: unknown) => void) => listeners.set(type, fn),
    clients: {},
    registration: {},
  };
  const context = vm.createContext({
    self: scope,
    caches: {
      open: async (name: string) => cacheOf(name),
      match: async (r: Request | string) => {
        for (const m of stores.values()) {
          const hit = m.get(keyOf(r));
          if (hit) return hit.clone();
        }
        return undefined;
      },
      delete: async (name: string) => stores.delete(name),
      keys: async () => [...stores.keys()],
    },
    fetch: async (r: Request | string) => {
      const req = typeof r === 'string' ? new Request(new URL(r, ORIGIN)) : r;
      net.calls.push(`${req.method} ${new URL(req.url).pathname}`);
      if (!net.online) throw new TypeError('Failed to fetch');
      return net.answer(req);
    },
    Response,
    Request,
    Headers,
    URL,
    console,
  });
  vm.runInContext(readFileSync(path.join(publicDir, 'sw.js'), 'utf8'), context);
  /** Dispatches a fetch event; the answer the worker gave, or null when it let it through. */
  const dispatch = async (req: Request): Promise<Response | null> => {
    let answer: Promise<Response> | null = null;
    const waits: Promise<unknown>[] = [];
    listeners.get('fetch')!({
      request: req,
      respondWith: (p: Promise<Response>) => (answer = Promise.resolve(p)),
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    await Promise.all(waits);
    return answer ? await answer : null;
  };
  return { net, dispatch, stores, ORIGIN };
}

describe('the service worker', () => {
  it('shows the last balances offline, marked with the time they were fetched', async () => {
    const w = workerScope();
    const accounts = () =>
      new Request(`${w.ORIGIN}/api/wallet/accounts`, {
        headers: { 'x-mizani-account': 'biz-1' },
      });
    w.net.answer = () =>
      new Response(JSON.stringify({ accounts: [{ currency: 'KES', balance: '1500.00' }] }), {
        headers: { 'content-type': 'application/json' },
      });
    const online = await w.dispatch(accounts());
    expect(online!.headers.get('x-mizani-offline-as-of')).toBeNull();

    w.net.online = false;
    const offline = await w.dispatch(accounts());
    expect(offline!.status).toBe(200);
    const asOf = offline!.headers.get('x-mizani-offline-as-of');
    expect(Number.isNaN(Date.parse(asOf ?? ''))).toBe(false);
    expect(await offline!.json()).toEqual({ accounts: [{ currency: 'KES', balance: '1500.00' }] });

    // Another account's balances were never fetched here: nothing to show, not someone else's.
    const other = await w.dispatch(
      new Request(`${w.ORIGIN}/api/wallet/accounts`, { headers: { 'x-mizani-account': 'me' } }),
    );
    expect(other!.status).toBe(503);
  });

  it('never answers or queues a money action offline', async () => {
    const w = workerScope();
    w.net.online = false;
    const res = await w.dispatch(
      new Request(`${w.ORIGIN}/api/wallet/withdrawals`, {
        method: 'POST',
        body: JSON.stringify({ amount: '100.00' }),
      }),
    );
    expect(res!.status).toBe(503);
    expect(await res!.json()).toMatchObject({ error: { code: 'OFFLINE' } });
    // Back online, nothing is replayed: the only attempt was the one refused.
    w.net.online = true;
    expect(w.net.calls).toEqual(['POST /api/wallet/withdrawals']);
  });

  it('forgets the kept balances when the person signs out', async () => {
    const w = workerScope();
    await w.dispatch(new Request(`${w.ORIGIN}/api/wallet/overview`));
    expect(w.stores.has('mizani-data-v1')).toBe(true);
    await w.dispatch(new Request(`${w.ORIGIN}/api/auth/sign-out`, { method: 'POST' }));
    expect(w.stores.has('mizani-data-v1')).toBe(false);
  });

  it('opens the dashboard shell offline, and leaves public pages to the network', async () => {
    const w = workerScope();
    const shell = new Response('<html>shell</html>', { headers: { 'content-type': 'text/html' } });
    w.stores.set('mizani-shell-v1', new Map([[`${w.ORIGIN}/dashboard`, shell]]));
    w.net.online = false;
    const nav = (p: string) => {
      const r = new Request(`${w.ORIGIN}${p}`);
      Object.defineProperty(r, 'mode', { value: 'navigate' });
      return r;
    };
    const res = await w.dispatch(nav('/dashboard?tab=wallet'));
    expect(await res!.text()).toBe('<html>shell</html>');
    expect(await w.dispatch(nav('/about'))).toBeNull();
  });
});
