import { useSyncExternalStore } from 'react';

// Reads answered from the service worker's copy while offline (public/sw.js marks them with
// x-mizani-offline-as-of): which API path, as of when. A fresh answer clears its mark. Screens
// that show such data say "as of <time>" (issue 39).

const asOf = new Map<string, string>();
const listeners = new Set<() => void>();

export function noteAnswer(path: string, headers: Headers, fromNetwork: boolean) {
  const at = fromNetwork ? null : headers.get('x-mizani-offline-as-of');
  if ((asOf.get(path) ?? null) === at) return;
  if (at) asOf.set(path, at);
  else asOf.delete(path);
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** When the copy of this API path on screen was fetched, if it came from the offline cache. */
export function useOfflineAsOf(path: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => asOf.get(path) ?? null,
    () => null,
  );
}
