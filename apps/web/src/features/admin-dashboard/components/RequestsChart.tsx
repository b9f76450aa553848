import type { AdminDashboard, RequestType } from '@mizani/shared';
import { useT } from '@/lib/i18n/use-t';

const SERIES: { type: RequestType; className: string; swatch: string }[] = [
  { type: 'consultation', className: 'fill-primary', swatch: 'bg-primary' },
  { type: 'quote', className: 'fill-amber-500', swatch: 'bg-amber-500' },
  { type: 'inquiry', className: 'fill-sky-600', swatch: 'bg-sky-600' },
  {
    type: 'application',
    className: 'fill-emerald-600',
    swatch: 'bg-emerald-600',
  },
];

/** Stacked bars, one per day; the same figures are in the table below it for screen readers. */
export function RequestsChart({ days }: { days: AdminDashboard['requestsPerDay'] }) {
  const totals = days.map((d) => d.consultation + d.quote + d.inquiry + d.application);
  const max = Math.max(1, ...totals);
  const { t } = useT();
  const W = 600;
  const H = 160;
  const bw = W / days.length;
  return (
    <figure>
      <svg
        viewBox={`0 0 ${W} ${H + 18}`}
        className="h-48 w-full"
        role="img"
        aria-labelledby="requests-chart-title"
      >
        <title id="requests-chart-title">{t('admin.dashboard.chartTitle', { max })}</title>
        {days.map((d, i) => {
          let y = H;
          return (
            <g key={d.date}>
              {SERIES.map((s) => {
                const h = (d[s.type] / max) * (H - 8);
                y -= h;
                return h > 0 ? (
                  <rect
                    key={s.type}
                    x={i * bw + 2}
                    y={y}
                    width={bw - 4}
                    height={h}
                    rx={1.5}
                    className={s.className}
                  />
                ) : null;
              })}
              {(days.length - 1 - i) % 7 === 0 ? (
                <text
                  x={i * bw + bw / 2}
                  y={H + 14}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[10px]"
                >
                  {d.date.slice(5)}
                </text>
              ) : null}
            </g>
          );
        })}
        <line x1={0} x2={W} y1={H} y2={H} className="stroke-border" />
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-muted-foreground">
        {SERIES.map((s) => (
          <span key={s.type} className="inline-flex items-center gap-1.5">
            <span className={`size-2.5 rounded-sm ${s.swatch}`} aria-hidden="true" />
            {t(`admin.requestType.${s.type}`)}
          </span>
        ))}
      </figcaption>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-muted-foreground">
          {t('admin.dashboard.showTable')}
        </summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left text-xs">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  {t('admin.dashboard.day')}
                </th>
                {SERIES.map((s) => (
                  <th key={s.type} scope="col" className="py-1 pr-3">
                    {t(`admin.requestType.${s.type}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date} className="border-t">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {d.date}
                  </th>
                  {SERIES.map((s) => (
                    <td key={s.type} className="py-1 pr-3 tabular-nums">
                      {d[s.type]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
