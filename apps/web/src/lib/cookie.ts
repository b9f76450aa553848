// The web app's own cookies (the language, the balance hero's currency): choices of this device
// that the server reads too, kept a year, sent on top-level navigation from other sites (Lax).
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A cookie's value, or null. */
export function readCookie(name: string): string | null {
  return new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie)?.[1] ?? null;
}

/** Keeps a choice for a year (its value a plain token: a code, never user text). */
export function keepCookie(name: string, value: string) {
  document.cookie = `${name}=${value}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}
