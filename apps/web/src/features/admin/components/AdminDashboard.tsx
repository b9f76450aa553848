import { useQuery } from '@tanstack/react-query';
import { ArrowDownToLine, ArrowUpFromLine, Inbox, UserPlus } from 'lucide-react';
import {
  formatAmount,
  REQUEST_TYPE_LABELS,
  REQUEST_TYPES,
  type AdminDashboard as Dashboard,
  type RequestType,
} from '@mizani/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { dashboardQuery } from '../api/admin';
import { LoadError, RowsSkeleton, fmtDateTime } from './parts';

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

function Stat(props: {
  label: string;
  value: number | string | null;
  hint?: string;
  icon: typeof Inbox;
}) {
  const Icon = props.icon;
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-3 p-5">
        <div>
          <p className="text-sm text-muted-foreground">{props.label}</p>
          <p className="mt-1 text-3xl font-semibold tabular-nums">{props.value ?? '—'}</p>
          {props.hint ? <p className="mt-1 text-xs text-muted-foreground">{props.hint}</p> : null}
        </div>
        <span className="rounded-full bg-primary/10 p-2 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </CardContent>
    </Card>
  );
}

/** Stacked bars, one per day; the same figures are in the table below it for screen readers. */
function RequestsChart({ days }: { days: Dashboard['requestsPerDay'] }) {
  const totals = days.map((d) => d.consultation + d.quote + d.inquiry + d.application);
  const max = Math.max(1, ...totals);
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
        <title id="requests-chart-title">
          Requests per day over the last 30 days; busiest day {max} requests
        </title>
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
            {REQUEST_TYPE_LABELS[s.type]}
          </span>
        ))}
      </figcaption>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-muted-foreground">
          Show the figures as a table
        </summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left text-xs">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Day
                </th>
                {SERIES.map((s) => (
                  <th key={s.type} scope="col" className="py-1 pr-3">
                    {REQUEST_TYPE_LABELS[s.type]}
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

export function AdminDashboard() {
  const q = useQuery(dashboardQuery());
  if (q.isPending) return <RowsSkeleton rows={6} />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const d = q.data;
  const newToday = REQUEST_TYPES.reduce((n, t) => n + d.requests[t].today, 0);
  const open = REQUEST_TYPES.reduce((n, t) => n + d.requests[t].open, 0);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Stat
          label="New requests today"
          value={newToday}
          hint={`${open} waiting in the inbox`}
          icon={Inbox}
        />
        <Stat
          label="New clients (7 days)"
          value={d.newClients.days7}
          hint={`${d.newClients.today} today · ${d.newClients.days30} in 30 days`}
          icon={UserPlus}
        />
        <Stat
          label="Pending deposits"
          value={d.pendingDeposits}
          hint={d.pendingDeposits === null ? 'Funding not set up yet' : 'Waiting for confirmation'}
          icon={ArrowDownToLine}
        />
        <Stat
          label="Pending withdrawals"
          value={d.pendingWithdrawals}
          hint={d.pendingWithdrawals === null ? 'Funding not set up yet' : 'Waiting for approval'}
          icon={ArrowUpFromLine}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle className="text-lg">Requests per day</CardTitle>
            <CardDescription>Last 30 days, all request types</CardDescription>
          </CardHeader>
          <CardContent>
            <RequestsChart days={d.requestsPerDay} />
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle className="text-lg">New requests by type</CardTitle>
            <CardDescription>Received in each period</CardDescription>
          </CardHeader>
          <CardContent>
            <table className="w-full text-sm">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="pb-2 font-medium">
                    Type
                  </th>
                  <th scope="col" className="pb-2 text-right font-medium">
                    Today
                  </th>
                  <th scope="col" className="pb-2 text-right font-medium">
                    7 days
                  </th>
                  <th scope="col" className="pb-2 text-right font-medium">
                    30 days
                  </th>
                </tr>
              </thead>
              <tbody>
                {REQUEST_TYPES.map((t) => (
                  <tr key={t} className="border-t">
                    <th scope="row" className="py-2 text-left font-normal">
                      {REQUEST_TYPE_LABELS[t]}
                    </th>
                    <td className="py-2 text-right tabular-nums">{d.requests[t].today}</td>
                    <td className="py-2 text-right tabular-nums">{d.requests[t].days7}</td>
                    <td className="py-2 text-right tabular-nums">{d.requests[t].days30}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Conversion volume (30 days)</CardTitle>
          <CardDescription>
            Amounts sold by clients in filled orders, per currency, and the fees earned on them
          </CardDescription>
        </CardHeader>
        <CardContent>
          {d.conversionVolume.length === 0 ? (
            <p className="text-sm text-muted-foreground">No conversions in the last 30 days.</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {d.conversionVolume.map((v) => (
                <li key={v.currency} className="rounded-lg border p-3">
                  <p className="text-xs text-muted-foreground">
                    {v.currency} · {v.count} {v.count === 1 ? 'conversion' : 'conversions'}
                  </p>
                  <p className="text-lg font-semibold tabular-nums">
                    {formatAmount(v.amount)} {v.currency}
                  </p>
                  <p className="text-xs text-muted-foreground tabular-nums">
                    Fees earned {formatAmount(v.fees)} {v.currency}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <p className="text-xs text-muted-foreground">
        Figures as of {fmtDateTime(d.generatedAt)} (UTC days).
      </p>
    </div>
  );
}
