// The one date style of the product (screens, mails, CSVs): day, short month, year, 24-hour time,
// "23 Nov 2026, 14:27". Screens use the visitor's own zone; the server states the zone it used.

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string | undefined,
  opts: Intl.DateTimeFormatOptions,
) {
  const key = timeZone ?? '';
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { ...opts, timeZone });
    cache.set(key, f);
  }
  return f;
}

/** "23 Nov 2026, 14:27" in `timeZone` (default: the runtime's own zone). */
export function formatDateTime(at: string | Date, timeZone?: string): string {
  return cached(dateTimeFormats, timeZone, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at));
}

/** "23 Nov 2026" in `timeZone` (default: the runtime's own zone). */
export function formatDate(at: string | Date, timeZone?: string): string {
  return cached(dateFormats, timeZone, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(at),
  );
}

/** A time for a reader whose zone we do not know (mails): "23 Nov 2026, 14:27 UTC". */
export const formatUtcDateTime = (at: string | Date) => `${formatDateTime(at, 'UTC')} UTC`;

/** Is `tz` an IANA time zone this runtime knows ("Africa/Nairobi")? */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** "2026-11-23 14:27:03" in `timeZone`: sortable, and a spreadsheet reads it as a date. */
export function isoLocal(at: string | Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
