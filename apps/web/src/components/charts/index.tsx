import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

export { ChartTable } from './ChartTable';
export type { ChartSeries } from './PointsChart';

// The drawing and its library (lightweight-charts) load only when a chart is shown (issue 39):
// the dashboard's first load carries none of it.
const LazyPointsChart = lazy(() => import('./PointsChart'));

/** The chart of PointsChart.tsx, its code loaded on first use, a skeleton meanwhile. */
export function PointsChart(props: ComponentProps<typeof LazyPointsChart>) {
  const height = props.height ?? 260;
  return (
    <Suspense fallback={<Skeleton className="w-full" style={{ height: height + 28 }} />}>
      <LazyPointsChart {...props} />
    </Suspense>
  );
}

/** Range (or other) choices above a chart: pressed buttons in a labelled group. */
export function ChartChoices<T extends string>({
  label,
  options,
  value,
  onChange,
  optionLabel,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (v: T) => void;
  optionLabel: (v: T) => string;
}) {
  return (
    <div role="group" aria-label={label} className="flex gap-1 self-start rounded-lg bg-muted p-1">
      {options.map((o) => (
        <button
          key={o}
          type="button"
          aria-pressed={value === o}
          onClick={() => onChange(o)}
          className={cn(
            'min-h-8 rounded-md px-3 py-1 text-sm font-semibold text-muted-foreground',
            value === o && 'bg-background text-navy-900 shadow-xs',
          )}
        >
          {optionLabel(o)}
        </button>
      ))}
    </div>
  );
}

/** Loading, error and empty states in the chart's place, the same height as the chart. */
export function ChartState({
  state,
  children,
  height = 260,
}: {
  state: 'loading' | 'error' | 'empty';
  children?: ReactNode;
  height?: number;
}) {
  if (state === 'loading') return <Skeleton className="w-full" style={{ height: height + 28 }} />;
  return (
    <div
      role={state === 'error' ? 'alert' : undefined}
      className={cn(
        'flex items-center justify-center rounded-md border border-dashed p-6 text-center text-sm',
        state === 'error' ? 'text-destructive' : 'text-muted-foreground',
      )}
      style={{ minHeight: height + 28 }}
    >
      {children}
    </div>
  );
}

/** A chart's key: one entry per line or set of bars, its mark drawn by `mark` (classes). */
export function ChartLegend({ items }: { items: { label: string; mark: string }[] }) {
  return (
    <p className="flex flex-wrap gap-4 text-xs text-muted-foreground">
      {items.map((i) => (
        <span key={i.label} className="inline-flex items-center gap-1.5">
          <span className={cn('inline-block', i.mark)} aria-hidden="true" />
          {i.label}
        </span>
      ))}
    </p>
  );
}
