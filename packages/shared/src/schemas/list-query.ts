import { z } from 'zod';
import { cleanToken, isTimestampInRange, isoDate } from './text.ts';

// Pieces of the admin list queries (inbox, users, audit): query strings send empty filters as '',
// which means "no filter".

export const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** Filter dates: format, a real calendar date, a year in range (text.ts). */
export const filterDate = isoDate();

/** True when a keyset cursor (base64url JSON { ts, id }) carries a timestamp PostgreSQL accepts. */
function cursorTimeIsSane(raw: string): boolean {
  try {
    const b64 = raw.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (ch) =>
      ch.charCodeAt(0),
    );
    const v = JSON.parse(new TextDecoder().decode(bytes)) as { ts?: unknown };
    return typeof v?.ts === 'string' && isTimestampInRange(v.ts);
  } catch {
    return false;
  }
}
/** The opaque page cursor the list answers hand out; a forged time is a 400, not a SQL error. */
export const pageCursor = cleanToken().max(200).refine(cursorTimeIsSane, 'Invalid cursor');

/** Page size: 1 to 100, `size` when absent or empty. */
export const pageLimit = (size: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(size));
