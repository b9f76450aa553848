import { useSyncExternalStore } from 'react';
import { BALANCE_IN_COOKIE } from '@mizani/shared';
import { keepCookie, readCookie } from '@/lib/cookie';
import { forgetFirstBalance } from './first-balance';

// The currency the balance hero totals in (issue 39), chosen on the hero and kept per device:
// a display choice, not account data, so it needs no round trip and no migration. USD until
// chosen, which is also the spec's Account Balance basis. A cookie, so the server writes the
// balance into /dashboard's first response in the same currency (issue 35, site/dashboard-
// balance.ts); a choice kept before that in localStorage still counts.
const LEGACY_KEY = 'mizani.displayCurrency';
const listeners = new Set<() => void>();
const isCode = (v: string | null | undefined): v is string => !!v && /^[A-Z]{3}$/.test(v);

function read(): string {
  const kept = readCookie(BALANCE_IN_COOKIE);
  if (isCode(kept)) return kept;
  try {
    const v = localStorage.getItem(LEGACY_KEY);
    // A code the server does not total in is replaced by USD where it is shown.
    return isCode(v) ? v : 'USD';
  } catch {
    return 'USD'; // storage blocked (private mode): the default
  }
}

export function setDisplayCurrency(code: string) {
  if (!isCode(code)) return;
  keepCookie(BALANCE_IN_COOKIE, code);
  current = code;
  forgetFirstBalance(); // the page's figure was in the other currency
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
