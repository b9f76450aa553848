import { UPTIME_PERIOD_INFO, type UptimeBar, type UptimePeriod } from '@mizani/shared';
import { barTone, percent, TONE_TEXT, type Tone } from '../lib/present';

// One component's uptime as plain SVG bars (no chart library in the public bundle). The SVG is an
// image with a one-line summary; the same figures are in the data table below it.

const FILL: Record<Tone, string> = {
  ok: '#059669', // emerald-600
  minor: '#d97706', // amber-600
  major: '#ea580c', // orange-600
  critical: '#b91c1c', // red-700
  none: '#cbd5e1', // slate-300
};

const BAR_W = 10;
const GAP = 3;
const HEIGHT = 36;

/** "24 Nov, 14:00" (hour and 6-hour buckets) or "24 Nov 2026" (days), in UTC like the checks. */
export function bucketLabel(startIso: string, period: UptimePeriod): string {
  const d = new Date(startIso);
  const day = d.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(period === '90d' ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
  if (period === '90d') return day;
  const time = d.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return `${day}, ${time} UTC`;
}

export function UptimeBars(props: {
  name: string;
  period: UptimePeriod;
  uptime: string | null;
  bars: UptimeBar[];
}) {
  const { bars, period } = props;
  const info = UPTIME_PERIOD_INFO[period];
  const withDown = bars.filter((b) => b.down > 0).length;
  const measured = bars.filter((b) => b.observed > 0).length;
  const summary =
    measured === 0
      ? `${props.name}: no checks in the last ${info.label} yet.`
      : `${props.name}: ${percent(props.uptime)} uptime over the last ${info.label}; ${withDown} of ${bars.length} bars (one per ${info.bucketLabel}) with downtime.`;
  const width = bars.length * (BAR_W + GAP) - GAP;
  return (
    <svg
      role="img"
      aria-label={summary}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      preserveAspectRatio="none"
      className="h-9 w-full"
    >
      {bars.map((b, i) => {
        const tone = barTone(b);
        return (
          <rect
            key={b.start}
            x={i * (BAR_W + GAP)}
            y={0}
            width={BAR_W}
            height={HEIGHT}
            rx={2}
            fill={FILL[tone]}
          >
            <title>{`${bucketLabel(b.start, period)}: ${b.uptime === null ? TONE_TEXT.none : `${percent(b.uptime)} (${TONE_TEXT[tone]})`}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}

/** The bars' legend: every colour with its words. */
export function BarsLegend() {
  const tones: Tone[] = ['ok', 'minor', 'major', 'critical', 'none'];
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
      {tones.map((t) => (
        <li key={t} className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block size-2.5 rounded-sm"
            style={{ background: FILL[t] }}
          />
          {TONE_TEXT[t]}
        </li>
      ))}
    </ul>
  );
}
