import { COMPONENT_STATE_LABELS, type ComponentState, type UptimeBar } from '@mizani/shared';

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

/** Headline of the whole platform. */
export const OVERALL_TEXT: Record<ComponentState, string> = {
  operational: 'All systems operational',
  degraded: 'Some systems are slower than usual',
  partial_outage: 'Partial outage',
  major_outage: 'Major outage',
  unknown: 'Status not yet measured',
};

export const stateLabel = (s: ComponentState) => COMPONENT_STATE_LABELS[s];

/** A bar's tone: no checks, all up, only slow, a little down (≥ 99%), or more. */
export function barTone(b: Pick<UptimeBar, 'observed' | 'down' | 'degraded' | 'uptime'>): Tone {
  if (b.observed === 0 || b.uptime === null) return 'none';
  if (b.down === 0) return b.degraded === 0 ? 'ok' : 'minor';
  return Number(b.uptime) >= 99 ? 'major' : 'critical';
}

export const TONE_TEXT: Record<Tone, string> = {
  ok: 'No downtime',
  minor: 'Degraded',
  major: 'Some downtime',
  critical: 'Major downtime',
  none: 'No data',
};

/** "99.982" → "99.98%"; null → "—". Two decimals, rounded down (never overstated). */
export function percent(uptime: string | null): string {
  if (uptime === null) return '—';
  const [whole, frac = ''] = uptime.split('.');
  return `${whole}.${(frac + '00').slice(0, 2)}%`;
}

/** Minutes as "3 h 20 min", "45 min", "2 d 4 h". */
export function duration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  if (d) return h ? `${d} d ${h} h` : `${d} d`;
  return m ? `${h} h ${m} min` : `${h} h`;
}
