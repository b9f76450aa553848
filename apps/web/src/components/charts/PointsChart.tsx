import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  AreaSeries,
  createChart,
  HistogramSeries,
  LineSeries,
  type IChartApi,
  type ISeriesApi,
  type SeriesType,
  type Time,
} from 'lightweight-charts';
import { useT } from '@/lib/i18n/use-t';
import { baseChartOptions } from './chart-options';

/** One line or set of bars of a chart; `values[i]` belongs to `days[i]`. */
export interface ChartSeries {
  name: string;
  color: string;
  /** area: a balance over time; bars: a month's total; line: a second total beside the bars. */
  kind: 'area' | 'bars' | 'line';
  /** Display only: the chart library draws numbers; no amount is ever computed from them. */
  values: number[];
}

/** Arrow keys move by one point; Page Up and Page Down by a week of daily points. */
const PAGE = 7;

/**
 * A chart of points on days (lightweight-charts; this module is a chunk of its own, loaded only
 * when a chart is shown: issue 39). Keyboard: the chart takes the focus, the arrow keys (and
 * Home, End, Page Up, Page Down) move a focused point, drawn with the crosshair and said in words
 * (`describe`) by a polite live region that also shows on screen. The figures are also a table
 * beside the chart (ChartTable), the screen reader's way to read them all.
 */
export default function PointsChart({
  label,
  days,
  series,
  describe,
  height = 260,
}: {
  /** The chart's accessible name ("KES balance, last 3 months"). */
  label: string;
  /** YYYY-MM-DD of each point, oldest first. */
  days: string[];
  series: ChartSeries[];
  /** A point in words: "2 Dec 2026: 1,150.00 USD". */
  describe: (index: number) => string;
  height?: number;
}) {
  const { t, locale } = useT();
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const first = useRef<ISeriesApi<SeriesType> | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  // The point said above the chart: the last one at first, then the focused or hovered one, kept
  // after the focus leaves, so nothing below it moves (a click must land where it was aimed).
  const [said, setSaid] = useState<number | null>(days.length ? days.length - 1 : null);
  const hintId = useId();

  useEffect(() => {
    if (!el.current) return;
    const c = createChart(el.current, {
      ...baseChartOptions(height, locale),
      grid: { vertLines: { visible: false }, horzLines: { color: '#f1f5f9' } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderColor: '#e2e8f0', fixLeftEdge: true, fixRightEdge: true },
      handleScroll: false,
      handleScale: false,
    });
    chart.current = c;
    const index = new Map(days.map((d, i) => [d, i]));
    series.forEach((s, n) => {
      const data = days.map((d, i) => ({ time: d as Time, value: s.values[i] ?? 0 }));
      const api =
        s.kind === 'area'
          ? c.addSeries(AreaSeries, {
              lineColor: s.color,
              topColor: `${s.color}33`,
              bottomColor: `${s.color}05`,
              lineWidth: 2,
              priceLineVisible: false,
            })
          : s.kind === 'bars'
            ? c.addSeries(HistogramSeries, { color: s.color, priceLineVisible: false })
            : c.addSeries(LineSeries, {
                color: s.color,
                lineWidth: 2,
                pointMarkersVisible: true,
                priceLineVisible: false,
              });
      api.setData(data);
      if (n === 0) first.current = api;
    });
    c.timeScale().fitContent();
    // Every point stays in view when the box changes width (a phone turned, a window widened):
    // the library keeps its bar spacing from the left edge, which left the latest days, and the
    // balance they show, outside a wider chart.
    const resized = new ResizeObserver(() => c.timeScale().fitContent());
    if (el.current) resized.observe(el.current);
    // Whether the latest point is drawn, on the box (a browser test reads it; a canvas has no text).
    const box = el.current;
    c.timeScale().subscribeVisibleLogicalRangeChange((r) =>
      box?.setAttribute('data-latest-drawn', String(!!r && r.to >= days.length - 1)),
    );
    // A pointer over the chart shows the same words as the keyboard's focused point.
    c.subscribeCrosshairMove((p) => {
      if (!p.sourceEvent) return; // moved by the keyboard (setCrosshairPosition)
      const at = p.time != null ? index.get(String(p.time)) : undefined;
      if (at != null) setSaid(at);
    });
    return () => {
      resized.disconnect();
      c.remove();
      chart.current = null;
      first.current = null;
    };
  }, [days, series, height, locale]);

  // The focused point drawn with the crosshair, as a pointer would.
  useEffect(() => {
    const c = chart.current;
    if (!c || !first.current) return;
    if (focused == null) c.clearCrosshairPosition();
    else
      c.setCrosshairPosition(series[0]?.values[focused] ?? 0, days[focused] as Time, first.current);
  }, [focused, days, series]);

  const last = days.length - 1;
  const point = (i: number) => {
    setFocused(i);
    setSaid(i);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const at = focused ?? last;
    const next =
      e.key === 'ArrowRight' || e.key === 'ArrowUp'
        ? at + 1
        : e.key === 'ArrowLeft' || e.key === 'ArrowDown'
          ? at - 1
          : e.key === 'PageUp'
            ? at - PAGE
            : e.key === 'PageDown'
              ? at + PAGE
              : e.key === 'Home'
                ? 0
                : e.key === 'End'
                  ? last
                  : null;
    if (next == null) return;
    e.preventDefault();
    point(Math.max(0, Math.min(last, next)));
  };
  return (
    <div className="grid gap-2">
      <p
        aria-live="polite"
        data-testid="chart-point"
        className="min-h-5 text-sm font-medium text-navy-900 tabular-nums"
      >
        {said != null && said <= last ? describe(said) : ''}
      </p>
      <div
        role="application"
        aria-label={label}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        // The last point first: today's balance, this month's volumes.
        onFocus={() => point(focused ?? last)}
        onBlur={() => setFocused(null)}
        // Its width never comes from the canvas inside: the library sizes the canvas to this box
        // in pixels, so without containment a wider window once left the page wider than itself
        // (a phone turned or a window widened: the canvas kept the box as wide as it had drawn).
        className="rounded-md outline-none [contain:inline-size] focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <div ref={el} aria-hidden="true" className="w-full" style={{ height }} />
      </div>
      <p id={hintId} className="sr-only">
        {t('charts.keyboardHint')}
      </p>
    </div>
  );
}
