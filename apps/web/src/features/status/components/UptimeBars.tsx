import type { UptimeBar, UptimePeriod } from '@mizani/shared';
import { barTone, type Tone } from '../lib/present';
import { useStatusText } from '../lib/use-status-text';

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

export function UptimeBars(props: {
  name: string;
  period: UptimePeriod;
  uptime: string | null;
  bars: UptimeBar[];
}) {
  const { bars, period } = props;
  const x = useStatusText();
  const withDown = bars.filter((b) => b.down > 0).length;
  const measured = bars.filter((b) => b.observed > 0).length;
  const summary =
    measured === 0
      ? x.period('barsNone', period, { name: props.name })
      : x.period('bars', period, {
          name: props.name,
          uptime: x.percent(props.uptime),
          down: withDown,
          total: bars.length,
        });
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
            <title>{`${x.bucket(b.start, period)}: ${b.uptime === null ? x.tone('none') : `${x.percent(b.uptime)} (${x.tone(tone)})`}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}

/** The bars' legend: every colour with its words. */
export function BarsLegend() {
  const x = useStatusText();
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
          {x.tone(t)}
        </li>
      ))}
    </ul>
  );
}
