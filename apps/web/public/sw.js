// Mizani's service worker (issue 39, docs/notifications.md). Registered by signed-in pages only
// (lib/pwa.ts). It does three things:
//   1. Web Push: shows each push (a bell notice: title, body, link) and opens its link on a click.
//   2. The app shell offline: the dashboard's HTML and its hashed assets, so the app still opens.
//   3. The last balances offline: GET /api/wallet/accounts and /overview (and the session that
//      the app needs to draw them) answered from the last good copy, marked with the time it was
//      fetched (header x-mizani-offline-as-of) so the screen says "as of <time>".
// Never a money action offline: only GET requests are ever answered from the cache; any other
// request goes to the network or fails with 503 OFFLINE. Nothing is queued for later.

const SHELL = 'mizani-shell-v1';
const DATA = 'mizani-data-v1';
const SHELL_URL = '/dashboard';
/** GET API reads kept for offline reading (per selected account: the header is in the key). */
const DATA_PATHS = ['/api/wallet/accounts', '/api/wallet/overview', '/api/auth/get-session'];
const ACCOUNT_HEADER = 'x-mizani-account';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      // Without cookies: the signed-in page carries that moment's balance (issue 35), and the
      // offline shell must not show a figure of the past as if it were now.
      const res = await fetch(SHELL_URL, { credentials: 'omit' });
      if (!res.ok) return;
      const html = await res.clone().text();
      await cache.put(SHELL_URL, res);
      // The shell's own scripts and styles (hashed, immutable), so it opens with no network.
      const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
      await cache.addAll([...new Set(assets)]);
    })().then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys())
        if (key !== SHELL && key !== DATA) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

const offline = () =>
  new Response(
    JSON.stringify({
      error: { code: 'OFFLINE', message: 'You are offline. Nothing was sent; try again online.' },
    }),
    { status: 503, headers: { 'content-type': 'application/json' } },
  );

/** The cache key of an API read: its URL and the account it was read for. */
const dataKey = (request) => {
  const url = new URL(request.url);
  url.searchParams.set('__account', request.headers.get(ACCOUNT_HEADER) ?? '');
  return url.toString();
};

async function networkFirstData(request) {
  const cache = await caches.open(DATA);
  try {
    const res = await fetch(request);
    if (res.ok) {
      const headers = new Headers(res.headers);
      headers.set('x-mizani-offline-as-of', new Date().toISOString());
      await cache.put(
        dataKey(request),
        new Response(await res.clone().blob(), { status: res.status, headers }),
      );
    }
    return res;
  } catch {
    return (await cache.match(dataKey(request))) ?? offline();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== 'GET') {
    // Signing out forgets the balances kept on this device.
    if (url.pathname === '/api/auth/sign-out') event.waitUntil(caches.delete(DATA));
    if (url.pathname.startsWith('/api/')) event.respondWith(fetch(request).catch(() => offline()));
    return;
  }
  if (DATA_PATHS.includes(url.pathname)) {
    event.respondWith(networkFirstData(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ??
          fetch(request).then(async (res) => {
            if (res.ok) await (await caches.open(SHELL)).put(request, res.clone());
            return res;
          }),
      ),
    );
    return;
  }
  if (request.mode === 'navigate' && /^\/(?:(?:fr|sw)\/)?dashboard(?:\/|$)/.test(url.pathname)) {
    event.respondWith(
      fetch(request).catch(async () => (await caches.match(SHELL_URL)) ?? Response.error()),
    );
  }
});

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Mizani FX', {
      body: data.body || '',
      tag: data.id || undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { link: data.link || '/dashboard' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL(event.notification.data?.link || '/dashboard', self.location.origin);
  // Only our own pages open from a notification.
  const target = link.origin === self.location.origin ? link.href : self.location.origin;
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of open) {
        if ('focus' in client && new URL(client.url).pathname.startsWith('/dashboard')) {
          await client.focus();
          if ('navigate' in client) await client.navigate(target);
          return;
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});
