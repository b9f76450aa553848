/**
 * Values the server writes into pre-rendered pages at request time: an element rendered with
 * data-live="<key>" gets its text replaced (apps/server/src/site/live-values.ts): the figure
 * itself, or for a label the words the element carries for the case (`data-live-<case>`).
 * Kept apart from schemas/status.ts: the home page reads it, and beside the status schemas it
 * pulled zod into the home page's first load.
 */
export const LIVE_VALUE_KEYS = { uptime: 'uptime', uptimeLabel: 'uptime-label' } as const;
