import { useSyncExternalStore } from 'react';

// Whose money is on screen (issue 17, decision 012): the personal account (null) or one of the
// user's businesses, chosen in the dashboard's account switcher. Kept per browser tab
// (sessionStorage), sent with every API call as X-Mizani-Account; the server re-checks the
// membership and role on each request, so this is a choice, never a permission.

const KEY = 'mizani.account';
export const ACCOUNT_HEADER = 'x-mizani-account';

function read(): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

let current: string | null = read();
const listeners = new Set<() => void>();

export const selectedAccount = () => current;

export function selectAccount(id: string | null) {
  if (id === current) return;
  current = id;
  try {
    if (id) sessionStorage.setItem(KEY, id);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the choice lasts until the page is left.
  }
  for (const l of listeners) l();
}

export function useSelectedAccount() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}

/** The header of the selected business (none for the personal account). */
export const accountHeaders = (): Record<string, string> =>
  current ? { [ACCOUNT_HEADER]: current } : {};

/** A download link (PDF, CSV) of the selected account: links cannot carry the header. */
export const withAccount = (url: string) =>
  current ? `${url}${url.includes('?') ? '&' : '?'}account=${encodeURIComponent(current)}` : url;
