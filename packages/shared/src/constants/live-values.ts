/**
 * Values the server writes into pre-rendered pages at request time: an element rendered with
 * data-live="<key>" gets its text replaced (apps/server/src/site/live-values.ts): the figure
 * itself, or for a label the words the element carries for the case (`data-live-<case>`).
 * Kept apart from schemas/status.ts: the home page reads it, and beside the status schemas it
 * pulled zod into the home page's first load.
 */
export const LIVE_VALUE_KEYS = { uptime: 'uptime', uptimeLabel: 'uptime-label' } as const;

/**
 * The dashboard's balance hero currency, a device's choice (issue 39), kept in a cookie so the
 * server can write the balance into /dashboard's first response in that currency (issue 35).
 */
export const BALANCE_IN_COOKIE = 'mizani_balance_in';

/** The element of /dashboard's pre-rendered shell the server writes the balance into. */
export const FIRST_BALANCE_ATTR = 'data-first-balance';
