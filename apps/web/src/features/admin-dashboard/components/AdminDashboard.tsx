import { useQuery } from '@tanstack/react-query';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  BadgeCheck,
  Hourglass,
  Inbox,
  ShieldAlert,
  UserCheck,
  UserPlus,
} from 'lucide-react';
import {
  formatAmount,
  REQUEST_TYPE_LABELS,
  REQUEST_TYPES,
  type AdminDashboard as Dashboard,
} from '@mizani/shared';
import { QueryState } from '@/components/admin-list';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { dashboardQuery, verificationFiguresQuery } from '../api/dashboard';
import { RequestsChart } from './RequestsChart';

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

/** The desk at a glance: new requests and clients, pending funding, volume. */
export function AdminDashboard() {
  const q = useQuery(dashboardQuery());
  return (
    <QueryState query={q} rows={6}>
      {(d) => <Figures d={d} />}
    </QueryState>
  );
}

function Figures({ d }: { d: Dashboard }) {
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

      <VerificationStats />

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
        Figures as of {formatDateTime(d.generatedAt)} (UTC days).
      </p>
    </div>
  );
}

/** Identity verification at a glance (issue 22): the queue, its oldest item, approvals, cases. */
function VerificationStats() {
  const q = useQuery(verificationFiguresQuery());
  const v = q.data;
  if (!v) return null;
  const oldest = v.oldestWaitingHours;
  return (
    <section
      aria-label="Identity verification"
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      <Stat
        label="Verifications waiting"
        value={v.waiting}
        hint="Submitted or in review"
        icon={UserCheck}
      />
      <Stat
        label="Oldest waiting"
        value={
          oldest === null ? '—' : oldest < 48 ? `${oldest} h` : `${Math.floor(oldest / 24)} days`
        }
        hint={oldest !== null && oldest >= 48 ? 'Past the 48-hour promise' : 'Promise: 24-48 hours'}
        icon={Hourglass}
      />
      <Stat
        label="Approvals this week"
        value={v.approvalsThisWeek}
        hint="Last 7 days"
        icon={BadgeCheck}
      />
      <Stat
        label="Open screening cases"
        value={v.openScreeningCases}
        hint="Money paused until decided"
        icon={ShieldAlert}
      />
    </section>
  );
}
