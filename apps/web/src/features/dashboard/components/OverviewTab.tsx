import { Suspense, useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ArrowLeftRight,
  Bell,
  LineChart,
  ListOrdered,
  Plus,
  Send,
  Shield,
  Wallet,
} from 'lucide-react';
import type { WalletAccount } from '@mizani/shared';
import { CurrencyFlag, currencyName } from '@/components/flag';
import { OfflineAsOf } from '@/components/money/offline-as-of';
import { WalletActions } from '@/components/money/wallet-actions';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { WhenVisible } from '@/components/when-visible';
import type { GoTo } from '@/lib/dashboard-intent';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { alertsSummaryQueryOptions } from '@/lib/queries/alerts';
import { overviewQuery } from '@/lib/queries/wallet';
import { cn } from '@/lib/utils';
import { healthQuery } from '../api/dashboard';
import { BALANCE_FIGURE } from './DashboardSkeleton';
import { setDisplayCurrency, useDisplayCurrency } from '../display-currency';
import { firstBalance, forgetFirstBalance } from '../first-balance';

function StatCard({
  title,
  loading,
  failed,
  value,
  testId,
}: {
  title: string;
  loading: boolean;
  failed: boolean;
  value: string;
  testId: string;
}) {
  const { t } = useT();
  // A compact tile: the spec's figure cards sit under the balances, not before them.
  return (
    <div className="grid content-start gap-1 rounded-xl border border-border bg-white p-3 shadow-xs sm:p-4">
      <h3 className="text-xs font-medium text-muted-foreground sm:text-sm">{title}</h3>
      {loading ? (
        <Skeleton className="h-7 w-12" />
      ) : failed ? (
        <p className="text-sm text-destructive" role="status">
          {t('overview.couldNotLoad')}
        </p>
      ) : (
        <p className="text-lg font-bold tabular-nums sm:text-xl" data-testid={testId}>
          {value}
        </p>
      )}
    </div>
  );
}

/** The round action under the hero's total: icon in a circle, its word under it. */
function HeroAction({
  icon: Icon,
  label,
  onClick,
}: {
  icon: typeof Plus;
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="group flex cursor-pointer flex-col items-center gap-1.5 rounded-lg text-sm font-medium text-white outline-none focus-visible:ring-2 focus-visible:ring-white"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-white/15 transition-colors group-hover:bg-white/25">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      {label}
    </button>
  );
}

/**
 * The balance hero (issue 39): the spec's Account Balance, in the currency the client chooses
 * (USD by default), at the spec's reference rates, with the three money actions under it.
 */
function BalanceHero({
  totals,
  loading,
  failed,
  goTo,
}: {
  /** The server's totals per currency (GET /api/wallet/overview `balanceIn`). */
  totals: Record<string, string> | undefined;
  loading: boolean;
  failed: boolean;
  goTo: GoTo;
}) {
  const { t } = useT();
  const fmt = useFormat();
  const chosen = useDisplayCurrency();
  // A currency the server no longer totals in falls back to the spec's USD.
  const currency = totals && !(chosen in totals) ? 'USD' : chosen;
  const total = totals?.[currency] ?? '';
  // Until the overview first answers, the figure the server wrote into the page (first-balance.ts).
  const figure = loading
    ? firstBalance()
    : failed
      ? null
      : currency === 'USD'
        ? fmt.usd(total)
        : fmt.money(total, currency);
  useEffect(() => {
    if (!loading) forgetFirstBalance();
  }, [loading]);
  return (
    <section
      aria-labelledby="balance-hero-title"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-navy-900 via-navy-800 to-emerald-900 p-5 text-white shadow-elevated sm:p-7"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="balance-hero-title" className="text-sm font-medium text-navy-100">
          {t('overview.balance')}
        </h2>
        <label className="flex items-center gap-2 text-xs text-navy-100">
          <span className="sr-only">{t('overview.balanceIn')}</span>
          <select
            value={currency}
            onChange={(e) => setDisplayCurrency(e.target.value)}
            className="h-8 cursor-pointer rounded-full border border-white/30 bg-white/10 px-3 text-sm font-semibold text-white outline-none focus-visible:ring-2 focus-visible:ring-white [&>option]:text-navy-900"
          >
            {Object.keys(totals ?? { USD: '' }).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="mt-2 min-h-12">
        {figure !== null ? (
          <p className={BALANCE_FIGURE} data-testid={loading ? undefined : 'overview-balance'}>
            {figure}
          </p>
        ) : loading ? (
          <Skeleton className="h-10 w-48 bg-white/20" />
        ) : (
          <p className="text-base text-white" role="status">
            {t('overview.couldNotLoad')}
          </p>
        )}
      </div>
      <p className="mt-1 text-xs text-navy-100">
        {currency === 'USD' ? t('overview.balanceBasis') : t('overview.balanceReference')}
      </p>
      <div className="mt-6 flex justify-around gap-4 sm:justify-start sm:gap-10">
        <HeroAction icon={Plus} label={t('money.addMoney')} onClick={() => goTo('funding')} />
        <HeroAction
          icon={ArrowLeftRight}
          label={t('wallet.convert')}
          onClick={() => goTo('exchange')}
        />
        <HeroAction icon={Send} label={t('wallet.send')} onClick={() => goTo('send')} />
      </div>
    </section>
  );
}

/** Each wallet as a card: flag, currency, balance, on hold, and Add / Convert / Send in it. */
function WalletCards({ accounts, goTo }: { accounts: WalletAccount[]; goTo: GoTo }) {
  const { t, locale } = useT();
  const fmt = useFormat();
  const nameOf = (c: string) => (locale === 'en' ? currencyName(c) : fmt.currencyName(c));
  if (accounts.length === 0)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-dashed border-border bg-white p-5">
        <p className="text-muted-foreground">{t('wallet.noBalances')}</p>
        <Button onClick={() => goTo('funding')}>
          <Plus aria-hidden="true" />
          {t('money.addMoney')}
        </Button>
      </div>
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="wallet-cards">
      {accounts.map((a) => (
        <li
          key={a.currency}
          aria-label={t('wallet.balanceLabel', { currency: a.currency })}
          className="grid gap-3 rounded-2xl border border-border bg-white p-4 shadow-xs"
        >
          <div className="flex items-center gap-3">
            <CurrencyFlag currency={a.currency} className="h-7 rounded-sm" />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-navy-900">{a.currency}</p>
              <p className="truncate text-xs text-muted-foreground">{nameOf(a.currency)}</p>
            </div>
            <p className="text-right text-lg font-semibold tabular-nums">
              {fmt.money(a.balance, a.currency)}
            </p>
          </div>
          {a.pending !== '0.00' ? (
            <p className="-mt-1 text-xs text-muted-foreground tabular-nums">
              {t('wallet.onHold', { amount: fmt.money(a.pending, a.currency) }).replace(
                /^\s*·\s*/,
                '',
              )}
            </p>
          ) : null}
          <WalletActions
            currency={a.currency}
            goTo={goTo}
            className="[&>button]:h-9 [&>button]:px-1 [&>button]:text-xs"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Home (spec overview tab, issue 39): the balance hero, what needs the person's action, each
 * wallet as a card, the latest movements, then the spec's cards and Quick Actions.
 */
export function OverviewTab({
  goTo,
  isAdmin,
  needsAction,
  latest,
}: {
  goTo: GoTo;
  isAdmin: boolean;
  /** "Needs your action" (the business feature's list), drawn under the hero. */
  needsAction?: ReactNode;
  /** The latest movements (the wallet feature's), beside the figures on desktop. */
  latest?: ReactNode;
}) {
  const { t, lp } = useT();
  const ov = useQuery(overviewQuery());
  const alerts = useQuery(alertsSummaryQueryOptions());
  const health = useQuery(healthQuery());
  useEffect(() => {
    // Spec §8: overview errors are logged and loading stops.
    for (const q of [ov, alerts, health])
      if (q.error) console.warn('overview load failed', q.error.message);
  }, [ov.error, alerts.error, health.error]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className="grid gap-6">
      {/* Offline (issue 39): the balances below are the last kept copy, said with its time. */}
      <OfflineAsOf path="/api/wallet/overview" />
      <BalanceHero
        totals={ov.data?.balanceIn}
        loading={ov.isLoading}
        failed={ov.isError}
        goTo={goTo}
      />
      {needsAction}
      <section aria-labelledby="wallets-title" className="grid gap-3">
        <h2 id="wallets-title" className="text-lg font-semibold text-navy-900">
          {t('overview.wallets')}
        </h2>
        {ov.isLoading ? (
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            <Skeleton className="h-32 rounded-2xl" />
            <Skeleton className="h-32 rounded-2xl" />
          </div>
        ) : ov.data ? (
          <WalletCards accounts={ov.data.accounts} goTo={goTo} />
        ) : null}
      </section>
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          {/* Below a phone's first screen: its code and data come when scrolled near. */}
          <WhenVisible placeholder={<Skeleton className="h-64 rounded-xl" />}>
            <Suspense fallback={<Skeleton className="h-64 rounded-xl" />}>{latest}</Suspense>
          </WhenVisible>
        </div>
        <div className="grid content-start gap-3 lg:col-span-2">
          <div className="grid grid-cols-3 gap-2 sm:gap-3">
            <StatCard
              title={t('overview.activeAlerts')}
              testId="overview-alerts"
              loading={alerts.isLoading}
              failed={alerts.isError}
              value={String(alerts.data?.active ?? 0)}
            />
            <StatCard
              title={t('overview.recentTrades')}
              testId="overview-trades"
              loading={ov.isLoading}
              failed={ov.isError}
              value={String(ov.data?.recentTrades ?? 0)}
            />
            <StatCard
              title={t('overview.platformStatus')}
              testId="overview-status"
              loading={health.isLoading}
              failed={health.isError}
              value={health.data?.status === 'ok' ? t('overview.online') : t('overview.degraded')}
            />
          </div>
          <Card>
            <CardHeader>
              <CardTitle>{t('overview.quickActions')}</CardTitle>
            </CardHeader>
            <CardContent
              className={cn(
                'grid grid-cols-2 gap-2 [&>button]:h-auto [&>button]:min-h-10 [&>button]:justify-start [&>button]:px-3 [&>button]:py-2 [&>button]:text-left [&>button]:whitespace-normal',
              )}
            >
              <Button
                variant="outline"
                onClick={() => window.open(lp('/rates'), '_blank', 'noopener')}
              >
                <LineChart aria-hidden />
                {t('overview.liveRates')}
              </Button>
              <Button variant="outline" onClick={() => goTo('exchange')}>
                <ArrowLeftRight aria-hidden />
                {t('shell.startConversion')}
              </Button>
              <Button variant="outline" onClick={() => goTo('orders')}>
                <ListOrdered aria-hidden />
                {t('overview.myOrders')}
              </Button>
              <Button variant="outline" onClick={() => goTo('alerts')}>
                <Bell aria-hidden />
                {t('overview.rateAlerts')}
              </Button>
              <Button variant="outline" onClick={() => goTo('wallet')}>
                <Wallet aria-hidden />
                {t('dash.tab.wallet')}
              </Button>
              {isAdmin && (
                <Button variant="outline" onClick={() => goTo('admin')}>
                  <Shield aria-hidden />
                  {t('overview.adminPanel')}
                </Button>
              )}
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
