import {
  type ComponentState,
  type Locale,
  type UptimeBar,
  type UptimePeriod,
} from '@mizani/shared';
import { INTL_LOCALE } from '../../../lib/i18n/locales.ts';

// How the status page shows states and bars: colour is never the only cue (every state has its
// words and an icon; every bar is a row of the data table).

export type Tone = 'ok' | 'minor' | 'major' | 'critical' | 'none';

export const STATE_TONE: Record<ComponentState, Tone> = {
  operational: 'ok',
  degraded: 'minor',
  partial_outage: 'major',
  major_outage: 'critical',
  unknown: 'none',
};

/** A bar's tone: no checks, all up, only slow, a little down (≥ 99%), or more. */
export function barTone(b: Pick<UptimeBar, 'observed' | 'down' | 'degraded' | 'uptime'>): Tone {
  if (b.observed === 0 || b.uptime === null) return 'none';
  if (b.down === 0) return b.degraded === 0 ? 'ok' : 'minor';
  return Number(b.uptime) >= 99 ? 'major' : 'critical';
}

/** "99.982" → "99.98%"; null → "—". Two decimals, rounded down (never overstated). */
export function percent(uptime: string | null): string {
  if (uptime === null) return '—';
  const [whole, frac = ''] = uptime.split('.');
  return `${whole}.${(frac + '00').slice(0, 2)}%`;
}

/** In French the decimal comma and a narrow no-break space before the sign: "99,98 %". */
export function percentIn(locale: Locale, uptime: string | null): string {
  const s = percent(uptime);
  return locale === 'fr' && uptime !== null ? s.replace('.', ',').replace('%', '\u202f%') : s;
}

/** Minutes split for "3 h 20 min", "45 min", "2 d 4 h" (the words are the catalogue's). */
export function durationParts(minutes: number): { d: number; h: number; m: number } {
  if (minutes < 60) return { d: 0, h: 0, m: minutes };
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  return { d, h, m: d ? 0 : minutes % 60 };
}

/** Minutes as "3 h 20 min", "45 min", "2 d 4 h". */
export function duration(minutes: number): string {
  const { d, h, m } = durationParts(minutes);
  if (d) return h ? `${d} d ${h} h` : `${d} d`;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/**
 * One Intl.DateTimeFormat per language and shape, kept: `toLocaleString` with options builds a
 * new one on every call, and the uptime bars label 90-360 buckets a component (about 180 ms of a
 * 4x-slowed main thread on /support/status). Not lib/i18n/format's formatDateIn: that module
 * brings the amount formatters, which the status page (at 94-96 kB of its 100 kB) does not load.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function utcFormat(locale: Locale, shape: 'dateTime' | 'day' | 'dayYear' | 'time') {
  const key = `${locale}|${shape}`;
  let f = formats.get(key);
  if (!f) {
    const date = { day: 'numeric', month: 'short' } as const;
    const time = { hour: '2-digit', minute: '2-digit' } as const;
    const options: Intl.DateTimeFormatOptions =
      shape === 'dateTime'
        ? { ...date, year: 'numeric', ...time }
        : shape === 'day'
          ? date
          : shape === 'dayYear'
            ? { ...date, year: 'numeric' }
            : time;
    f = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: 'UTC' });
    formats.set(key, f);
  }
  return f;
}

/** "24 Nov 2026, 14:05 UTC": the same for every visitor, like the checks. */
export function utcDateTime(iso: string, locale: Locale = 'en') {
  return `${utcFormat(locale, 'dateTime').format(new Date(iso))} UTC`;
}

/** "24 Nov, 14:00" (hour and 6-hour buckets) or "24 Nov 2026" (days), in UTC like the checks. */
export function bucketLabel(startIso: string, period: UptimePeriod, locale: Locale = 'en'): string {
  const d = new Date(startIso);
  if (period === '90d') return utcFormat(locale, 'dayYear').format(d);
  return `${utcFormat(locale, 'day').format(d)}, ${utcFormat(locale, 'time').format(d)} UTC`;
}

/** Which `select` branch of the catalogue's period sentences a period is. */
export const PERIOD_KEY: Record<UptimePeriod, 'day' | 'week' | 'quarter'> = {
  '24h': 'day',
  '7d': 'week',
  '90d': 'quarter',
};
