import { useEffect, useState, type ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDrawnData } from '@/lib/use-drawn-data';
import {
  STATUS_COMPONENTS,
  UPTIME_PERIOD_INFO,
  UPTIME_PERIODS,
  type StatusComponent,
  type UptimePeriod,
} from '@mizani/shared';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { statusHistoryQuery } from '../api/status';
import { barTone } from '../lib/present';
import { useStatusText } from '../lib/use-status-text';
import { StateLabel } from './StateIcon';
import { BarsLegend, UptimeBars } from './UptimeBars';

/** Every component: its state now, its uptime over the chosen period, and the bars. */
export function ComponentsUptime({ components }: { components: StatusComponent[] }) {
  const [period, setPeriod] = useState<UptimePeriod>('90d');
  // The table (a row a day, a cell per component: about 700 cells) is drawn once opened: drawn
  // with the bars, it doubled the one task that renders the history (about 290 ms at 4x).
  const [tableOpen, setTableOpen] = useState(false);
  const history = useQuery(statusHistoryQuery(period));
  const { data: historyData } = useDrawnData(history);
  const info = UPTIME_PERIOD_INFO[period];
  const x = useStatusText();
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id="uptime-period-label" className="text-sm text-slate-600">
          {x.period('intro', period)}
        </p>
        <div
          role="group"
          aria-labelledby="uptime-period-label"
          className="inline-flex rounded-lg border border-border bg-white p-1"
        >
          {UPTIME_PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={p === period}
              onClick={() => setPeriod(p)}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                p === period ? 'bg-navy-900 text-white' : 'text-slate-700 hover:bg-accent',
              )}
            >
              {x.period('button', p)}
            </button>
          ))}
        </div>
      </div>
      <ul className="mt-5 divide-y divide-border rounded-2xl border border-border bg-card shadow-card">
        {components.map((c) => {
          const bars = historyData?.components.find((h) => h.id === c.id);
          return (
            <li key={c.id} className="p-5 sm:p-6">
              <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                <div className="min-w-0">
                  <h3 className="font-semibold text-navy-900">{x.component(c.id)}</h3>
                  <p className="text-sm text-slate-600">{x.componentInfo(c.id)}</p>
                </div>
                <StateLabel state={c.state} />
              </div>
              <div className="mt-4">
                {bars ? (
                  <BarsInTurn
                    name={x.component(c.id)}
                    period={period}
                    uptime={bars.uptime}
                    bars={bars.bars}
                  />
                ) : (
                  <Skeleton className="h-9 w-full" />
                )}
              </div>
              <p className="mt-2 flex justify-between text-xs text-slate-600">
                <span>{x.period('ago', period)}</span>
                <span className="font-semibold text-navy-900">
                  {x.t('status.uptime', { uptime: x.percent(c.uptime[period]) })}
                </span>
                <span>{x.t('status.now')}</span>
              </p>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <BarsLegend />
      </div>
      {history.isError ? (
        <div className="mt-4">
          <LoadError error={history.error} onRetry={() => void history.refetch()} />
        </div>
      ) : null}
      {history.data ? (
        <details
          className="mt-4 rounded-xl border border-border bg-white p-4"
          onToggle={(e) => setTableOpen(e.currentTarget.open)}
        >
          <summary className="cursor-pointer text-sm font-medium text-navy-900">
            {x.period('showTable', period)}
          </summary>
          {tableOpen ? (
            <div
              role="region"
              aria-label={x.period('tableRegion', period)}
              tabIndex={0}
              className="mt-3 max-h-96 overflow-auto"
            >
              <table className="w-full min-w-[36rem] text-left text-sm">
                <caption className="sr-only">{x.period('caption', period)}</caption>
                <thead className="sticky top-0 bg-white">
                  <tr className="border-b border-border">
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {info.bucketLabel === 'day'
                        ? x.t('status.table.day')
                        : x.t('status.table.from')}
                    </th>
                    {STATUS_COMPONENTS.map((id) => (
                      <th key={id} scope="col" className="py-2 pr-3 font-semibold">
                        {x.component(id)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {[...(history.data.components[0]?.bars ?? [])].reverse().map((b, i, all) => {
                    const index = all.length - 1 - i;
                    return (
                      <tr key={b.start} className="border-b border-border/60">
                        <th scope="row" className="py-1.5 pr-3 font-normal text-slate-700">
                          {x.bucket(b.start, period)}
                        </th>
                        {history.data.components.map((h) => {
                          const bar = h.bars[index]!;
                          return (
                            <td key={h.id} className="tabular py-1.5 pr-3">
                              {bar.uptime === null ? x.tone('none') : x.percent(bar.uptime)}
                              {bar.uptime !== null && barTone(bar) !== 'ok'
                                ? ` (${x.tone(barTone(bar))})`
                                : ''}
                            </td>
                          );
                        })}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          ) : null}
        </details>
      ) : null}
    </div>
  );
}

/**
 * One component's bars, drawn in a task of their own once the history is in: 90 to 360 SVG bars
 * with their labels a component, all in the task that received the history, took over 100 ms at
 * a phone's 4x slowdown. Each waits a timer, and the browser runs each timer as its own task.
 */
function BarsInTurn(props: ComponentProps<typeof UptimeBars>) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <UptimeBars {...props} /> : <Skeleton className="h-9 w-full" />;
}
