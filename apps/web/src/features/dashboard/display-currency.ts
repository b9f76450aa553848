import { useSyncExternalStore } from 'react';

// The currency the balance hero totals in (issue 39), chosen on the hero and kept per device:
// a display choice, not account data, so it needs no round trip and no migration. USD until
// chosen, which is also the spec's Account Balance basis.
const KEY = 'mizani.displayCurrency';
const listeners = new Set<() => void>();

function read(): string {
  try {
    const v = localStorage.getItem(KEY);
    // A code the server does not total in is replaced by USD where it is shown.
    return v && /^[A-Z]{3}$/.test(v) ? v : 'USD';
  } catch {
    return 'USD'; // storage blocked (private mode): the default
  }
}

export function setDisplayCurrency(code: string) {
  try {
    localStorage.setItem(KEY, code);
  } catch {
    // Not kept across visits; the choice still applies on this page.
  }
  current = code;
  for (const l of listeners) l();
}

let current: string | null = null;

export function useDisplayCurrency(): string {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => (current ??= read()),
    () => 'USD',
  );
}
