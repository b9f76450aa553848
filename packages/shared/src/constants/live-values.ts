/**
 * Values the server writes into pre-rendered pages at request time: an element rendered with
 * data-live="<key>" gets its text replaced (apps/server/src/site/live-values.ts), and the page
 * reads it back when it hydrates so both agree.
 * Kept apart from schemas/status.ts: the home page reads it, and beside the status schemas it
 * pulled zod into the home page's first load.
 */
export const LIVE_VALUE_KEYS = { uptime: 'uptime', uptimeLabel: 'uptime-label' } as const;
