import { useEffect, useRef } from 'react';
import {
  createChart,
  LineSeries,
  LineStyle,
  type IChartApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { HistoryPoint } from '@mizani/shared';
import { baseChartOptions } from '@/components/charts/chart-options';
import { useT } from '@/lib/i18n/use-t';

/** A level of the client's own drawn across the chart: an alert's target, a limit order's rate. */
export interface ChartLevel {
  price: string;
  title: string;
}

/**
 * Bid and ask lines of one pair (lightweight-charts, loaded only when a chart is opened), with the
 * client's alerts and limit orders as dashed levels (issue 39).
 */
export default function RateChart({
  points,
  levels = [],
  height = 300,
}: {
  points: HistoryPoint[];
  levels?: ChartLevel[];
  height?: number;
}) {
  const { t, locale } = useT();
  const bid = t('chart.bid');
  const ask = t('chart.ask');
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  useEffect(() => {
    if (!el.current) return;
    const c = createChart(el.current, {
      ...baseChartOptions(height, locale),
      grid: { vertLines: { color: '#f1f5f9' }, horzLines: { color: '#f1f5f9' } },
      rightPriceScale: { borderColor: '#e2e8f0' },
      timeScale: { borderColor: '#e2e8f0', timeVisible: true, secondsVisible: false },
    });
    chart.current = c;
    const toData = (key: 'bid' | 'ask') => {
      const seen = new Set<number>();
      const out: { time: UTCTimestamp; value: number }[] = [];
      for (const p of points) {
        const t = Math.floor(Date.parse(p.time) / 1000);
        if (seen.has(t)) continue;
        seen.add(t);
        // Display only: the chart library plots numbers; amounts are never computed from them.
        out.push({ time: t as UTCTimestamp, value: Number(p[key]) });
      }
      return out;
    };
    c.addSeries(LineSeries, {
      color: '#047857',
      lineWidth: 2,
      title: bid,
      priceLineVisible: false,
    }).setData(toData('bid'));
    const askSeries = c.addSeries(LineSeries, {
      color: '#0b1f3a',
      lineWidth: 2,
      title: ask,
      priceLineVisible: false,
    });
    askSeries.setData(toData('ask'));
    for (const l of levels)
      askSeries.createPriceLine({
        price: Number(l.price),
        color: '#b45309',
        lineWidth: 1,
        lineStyle: LineStyle.Dashed,
        axisLabelVisible: true,
        title: l.title,
      });
    c.timeScale().fitContent();
    return () => {
      c.remove();
      chart.current = null;
    };
  }, [points, levels, height, locale, bid, ask]);
  return (
    <div ref={el} className="w-full" style={{ height }} role="img" aria-label={t('chart.label')} />
  );
}
