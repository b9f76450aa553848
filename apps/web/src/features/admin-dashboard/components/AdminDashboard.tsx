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
import { REQUEST_TYPES, type AdminDashboard as Dashboard } from '@mizani/shared';
import { QueryState } from '@/components/admin-list';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
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
  const { t } = useT();
  const fmt = useFormat();
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Stat
          label={t('admin.dashboard.newRequests')}
          value={newToday}
          hint={t('admin.dashboard.waitingInInbox', { n: open })}
          icon={Inbox}
        />
        <Stat
          label={t('admin.dashboard.newClients')}
          value={d.newClients.days7}
          hint={t('admin.dashboard.newClientsHint', {
            today: d.newClients.today,
            days30: d.newClients.days30,
          })}
          icon={UserPlus}
        />
        <Stat
          label={t('admin.dashboard.pendingDeposits')}
          value={d.pendingDeposits}
          hint={t(
            d.pendingDeposits === null
              ? 'admin.dashboard.fundingNotSetUp'
              : 'admin.dashboard.waitingConfirmation',
          )}
          icon={ArrowDownToLine}
        />
        <Stat
          label={t('admin.dashboard.pendingWithdrawals')}
          value={d.pendingWithdrawals}
          hint={t(
            d.pendingWithdrawals === null
              ? 'admin.dashboard.fundingNotSetUp'
              : 'admin.dashboard.waitingApproval',
          )}
          icon={ArrowUpFromLine}
        />
      </div>

      <VerificationStats />

      <div className="grid gap-4 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle className="text-lg">{t('admin.dashboard.perDay')}</CardTitle>
            <CardDescription>{t('admin.dashboard.perDayHint')}</CardDescription>
          </CardHeader>
          <CardContent>
            <RequestsChart days={d.requestsPerDay} />
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle className="text-lg">{t('admin.dashboard.byType')}</CardTitle>
            <CardDescription>{t('admin.dashboard.byTypeHint')}</CardDescription>
          </CardHeader>
          <CardContent>
            <table className="w-full text-sm">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="pb-2 font-medium">
                    {t('admin.dashboard.type')}
                  </th>
                  <th scope="col" className="pb-2 text-right font-medium">
                    {t('admin.dashboard.today')}
                  </th>
                  <th scope="col" className="pb-2 text-right font-medium">
                    {t('admin.dashboard.days7')}
                  </th>
                  <th scope="col" className="pb-2 text-right font-medium">
                    {t('admin.dashboard.days30')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {REQUEST_TYPES.map((type) => (
                  <tr key={type} className="border-t">
                    <th scope="row" className="py-2 text-left font-normal">
                      {t(`admin.requestType.${type}`)}
                    </th>
                    <td className="py-2 text-right tabular-nums">{d.requests[type].today}</td>
                    <td className="py-2 text-right tabular-nums">{d.requests[type].days7}</td>
                    <td className="py-2 text-right tabular-nums">{d.requests[type].days30}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('admin.dashboard.volume')}</CardTitle>
          <CardDescription>{t('admin.dashboard.volumeHint')}</CardDescription>
        </CardHeader>
        <CardContent>
          {d.conversionVolume.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('admin.dashboard.noVolume')}</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {d.conversionVolume.map((v) => (
                <li key={v.currency} className="rounded-lg border p-3">
                  <p className="text-xs text-muted-foreground">
                    {t('admin.dashboard.conversions', { currency: v.currency, n: v.count })}
                  </p>
                  <p className="text-lg font-semibold tabular-nums">
                    {fmt.amount(v.amount)} {v.currency}
                  </p>
                  <p className="text-xs text-muted-foreground tabular-nums">
                    {t('admin.dashboard.fees', {
                      amount: fmt.amount(v.fees),
                      currency: v.currency,
                    })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <p className="text-xs text-muted-foreground">
        {t('admin.dashboard.asOf', { at: fmt.dateTime(d.generatedAt) })}
      </p>
    </div>
  );
}

/** Identity verification at a glance (issue 22): the queue, its oldest item, approvals, cases. */
function VerificationStats() {
  const q = useQuery(verificationFiguresQuery());
  const { t } = useT();
  const v = q.data;
  if (!v) return null;
  const oldest = v.oldestWaitingHours;
  return (
    <section
      aria-label={t('admin.dashboard.verification')}
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      <Stat
        label={t('admin.dashboard.verificationsWaiting')}
        value={v.waiting}
        hint={t('admin.dashboard.submittedOrInReview')}
        icon={UserCheck}
      />
      <Stat
        label={t('admin.dashboard.oldestWaiting')}
        value={
          oldest === null
            ? '—'
            : oldest < 48
              ? t('admin.dashboard.hours', { n: oldest })
              : t('admin.dashboard.days', { n: Math.floor(oldest / 24) })
        }
        hint={t(
          oldest !== null && oldest >= 48
            ? 'admin.dashboard.pastPromise'
            : 'admin.dashboard.promise',
        )}
        icon={Hourglass}
      />
      <Stat
        label={t('admin.dashboard.approvalsThisWeek')}
        value={v.approvalsThisWeek}
        hint={t('admin.dashboard.last7Days')}
        icon={BadgeCheck}
      />
      <Stat
        label={t('admin.dashboard.openScreening')}
        value={v.openScreeningCases}
        hint={t('admin.dashboard.moneyPaused')}
        icon={ShieldAlert}
      />
    </section>
  );
}
