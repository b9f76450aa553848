// The service worker (public/sw.js, issue 39): installable app, the shell and last balances
// offline, Web Push. Registered from signed-in pages only (the notification bell mounts it), so
// a visitor of the public site never gets one.

let registration: Promise<ServiceWorkerRegistration | null> | null = null;

/** Registers /sw.js once (no-op where service workers are unavailable: old browsers, plain http). */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (registration) return registration;
  if (
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !window.isSecureContext
  )
    return (registration = Promise.resolve(null));
  registration = navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .catch((err: unknown) => {
      console.warn('service worker registration failed', err);
      return null;
    });
  return registration;
}

/** Push needs a service worker, the Push API and notifications. */
export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window &&
  window.isSecureContext;

/** This browser's push subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await registerServiceWorker();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks the browser for a subscription with our VAPID public key (the browser asks the person for
 * permission first). Null when they refuse.
 */
export async function subscribeToPush(publicKey: string): Promise<PushSubscription | null> {
  const reg = await registerServiceWorker();
  if (!reg) return null;
  if ((await Notification.requestPermission()) !== 'granted') return null;
  await navigator.serviceWorker.ready;
  const existing = await reg.pushManager.getSubscription();
  if (existing) return existing;
  return reg.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(publicKey),
  });
}

function base64UrlToBytes(s: string): Uint8Array<ArrayBuffer> {
  const b64 = s
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(s.length / 4) * 4, '=');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}
