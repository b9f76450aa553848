import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Link, useNavigate, useSearchParams } from '@/lib/nav';
import { useQueryClient } from '@tanstack/react-query';
import { Home, MoreHorizontal, RefreshCw } from 'lucide-react';
import { DeferredPopover } from '@/components/popover/deferred-popover';
import { Seo } from '@/components/seo';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { inputClasses } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { loadLocale } from '@/lib/i18n/i18n';
import { appLocaleNow } from '@/lib/i18n/app-locale';
import { useT } from '@/lib/i18n/use-t';
import { useAuth } from '@/lib/session';
import { cn } from '@/lib/utils';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { OverviewTab } from '@/features/dashboard/components/OverviewTab';
import { DASHBOARD_TABS, TAB_LABEL_IDS, resolveTab } from '@/features/dashboard/tabs';
import { INTENT_PARAMS, type GoTo } from '@/lib/dashboard-intent';
import { VerificationBanner } from '@/features/verification/components/VerificationBanner';
import { AccountSwitcher } from '@/features/business/components/AccountSwitcher';
import { NeedsAction } from '@/features/business/components/NeedsAction';
import { onStepUp, type StepUpRequest } from '@/lib/step-up';

// Every tab but the overview, and the two dialogs, load when first shown: the dashboard's first
// load carries the overview only (issue 14, decision 011). Radix renders only the active tab.
function named<P, K extends string>(
  part: string,
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  // A tab's words are a catalogue part of their own (decision 022), loaded with its code.
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadLocale(appLocaleNow(), part)]);
    return { default: module[name] };
  });
}
const TradingTab = named(
  'features/trading/components/TradingTab',
  () => import('@/features/trading/components/TradingTab'),
  'TradingTab',
);
const WalletTab = named(
  'features/wallet/components/WalletTab',
  () => import('@/features/wallet/components/WalletTab'),
  'WalletTab',
);
const SendTab = named(
  'features/send/components/SendTab',
  () => import('@/features/send/components/SendTab'),
  'SendTab',
);
const AlertsTab = named(
  'features/alerts/components/AlertsTab',
  () => import('@/features/alerts/components/AlertsTab'),
  'AlertsTab',
);
const ReportsTab = named(
  'features/reports/components/ReportsTab',
  () => import('@/features/reports/components/ReportsTab'),
  'ReportsTab',
);
const AdminRatesDesk = named(
  'features/rates/components/AdminRatesDesk',
  () => import('@/features/rates/components/AdminRatesDesk'),
  'AdminRatesDesk',
);
const ProfileTab = named(
  'features/profile/components/ProfileTab',
  () => import('@/features/profile/components/ProfileTab'),
  'ProfileTab',
);
const NotificationSettings = named(
  'features/notifications/components/NotificationSettings',
  () => import('@/features/notifications/components/NotificationSettings'),
  'NotificationSettings',
);
const DevelopersTab = named(
  'features/developers/components/DevelopersTab',
  () => import('@/features/developers/components/DevelopersTab'),
  'DevelopersTab',
);
const VerificationTab = named(
  'features/verification/components/VerificationTab',
  () => import('@/features/verification/components/VerificationTab'),
  'VerificationTab',
);
const BusinessTab = named(
  'features/business/components/BusinessTab',
  () => import('@/features/business/components/BusinessTab'),
  'BusinessTab',
);
const QuoteDialog = named(
  'features/requests/components/QuoteDialog',
  () => import('@/features/requests/components/QuoteDialog'),
  'QuoteDialog',
);
const ConsultationDialog = named(
  'features/requests/components/ConsultationDialog',
  () => import('@/features/requests/components/ConsultationDialog'),
  'ConsultationDialog',
);

const StepUpDialog = named(
  'features/profile/components/StepUpDialog',
  () => import('@/features/profile/components/StepUpDialog'),
  'StepUpDialog',
);

/** "Confirm it's you" when a security change asks for it (issue 33; lib/step-up.ts). */
function StepUpHost() {
  const [request, setRequest] = useState<StepUpRequest | null>(null);
  useEffect(() => onStepUp(setRequest), []);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialog done={request.done} />
    </Suspense>
  );
}

function TabLoading() {
  const { t } = useT();
  return (
    <div className="flex justify-center py-16">
      <Spinner label={t('dash.loading')} className="size-8 text-navy-900" />
    </div>
  );
}

/**
 * A tab's panel with its own Suspense boundary inside it: the panel a tab's aria-controls names
 * stays in the page while the tab's code loads. Around the panels, a suspended boundary's children
 * are taken out of the page under Preact (React keeps them, hidden): the tab then pointed at
 * nothing (decision 028).
 */
function TabPanel({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <TabsContent value={value} className={cn('mt-6', className)}>
      <Suspense fallback={<TabLoading />}>{children}</Suspense>
    </TabsContent>
  );
}

/** Client dashboard (spec §2 Dashboard). */
export default function DashboardPage() {
  const { user, role, isAdmin, isLoading } = useAuth();
  const { t, locale } = useT();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const raw = params.get('tab');
  // The tab depends on the role (admin tab): resolve it only once the session has loaded, or
  // ?tab=admin would fall back to overview (and be dropped from the URL) for an admin.
  const authReady = !isLoading && !!user;
  const target = resolveTab(raw, isAdmin);
  const tab = target.tab;
  const [dialog, setDialog] = useState<'quote' | 'consultation' | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  if (dialog && !opened.has(dialog)) setOpened(new Set(opened).add(dialog));
  const [refreshing, setRefreshing] = useState(false);
  const [search, setSearch] = useState('');

  // Keep the URL in sync: canonical tab names, no tab for overview; actions run once.
  useEffect(() => {
    if (!authReady) return;
    if (target.action === 'support') {
      navigate(paths.support.contact.path, { replace: true });
      return;
    }
    if (target.action === 'quote' || target.action === 'consultation') setDialog(target.action);
    const want = tab === 'overview' ? null : tab;
    if (raw !== want) {
      const next = new URLSearchParams(params);
      if (want) next.set('tab', want);
      else next.delete('tab');
      setParams(next, { replace: true });
    }
    if (
      target.action === 'order-form' ||
      target.action === 'orders' ||
      target.action === 'funding' ||
      target.action === 'withdrawal'
    ) {
      const id = target.action;
      setTimeout(() => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' }), 300);
    }
  }, [raw, authReady]); // eslint-disable-line react-hooks/exhaustive-deps

  // A tab word, plus what the next screen should open with (Add money in KES: ?currency=KES).
  const goTo: GoTo = useCallback(
    (word, intent) => {
      const to = resolveTab(word, isAdmin);
      if (to.action === 'support') return navigate(paths.support.contact.path);
      if (to.action === 'quote' || to.action === 'consultation') return setDialog(to.action);
      const next = new URLSearchParams(params);
      for (const k of INTENT_PARAMS) next.delete(k);
      for (const [k, v] of Object.entries(intent ?? {})) next.set(k, v);
      if (to.tab === 'overview') next.delete('tab');
      else next.set('tab', to.tab);
      setParams(next);
      if (to.action)
        setTimeout(
          () => document.getElementById(to.action!)?.scrollIntoView({ behavior: 'smooth' }),
          300,
        );
    },
    [isAdmin, navigate, params, setParams],
  );

  const visibleTabs = useMemo(
    () =>
      DASHBOARD_TABS.filter(
        (tab) =>
          (tab !== 'admin' || isAdmin) &&
          t(TAB_LABEL_IDS[tab]).toLowerCase().includes(search.trim().toLowerCase()),
      ),
    [isAdmin, search, t],
  );

  const refresh = () => {
    setRefreshing(true);
    void qc.invalidateQueries();
    setTimeout(() => setRefreshing(false), 500);
  };

  const firstName =
    (user as { firstName?: string | null } | null)?.firstName ||
    user?.name?.split(' ')[0] ||
    user?.email;

  /** Search, Refresh and Request a Quote: in the header row on wider screens, the menu on phones. */
  const headerActions = (where: 'desktop' | 'phone') => (
    <>
      <label htmlFor={`dashboard-search-${where}`} className="sr-only">
        {t('dash.searchTabs')}
      </label>
      <input
        id={`dashboard-search-${where}`}
        type="search"
        placeholder={t('dash.searchTabs')}
        className={cn(inputClasses, where === 'desktop' ? 'w-56' : 'w-full')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <Button
        variant="outline"
        onClick={refresh}
        disabled={refreshing}
        aria-busy={refreshing}
        className={where === 'phone' ? 'justify-start' : undefined}
      >
        <RefreshCw className={refreshing ? 'animate-spin' : ''} aria-hidden />
        {t('dash.refresh')}
      </Button>
      <Button
        variant="outline"
        onClick={() => setDialog('quote')}
        className={where === 'phone' ? 'justify-start' : undefined}
      >
        {t('common.requestQuote')}
      </Button>
    </>
  );

  if (!authReady) {
    return (
      <>
        <Seo path={paths.dashboard.path} />
        <div className="flex min-h-[50vh] items-center justify-center">
          <Spinner label={t('dash.loadingSession')} className="size-8 text-navy-900" />
        </div>
      </>
    );
  }

  return (
    <>
      <Seo path={paths.dashboard.path} />
      <StepUpHost />
      <section className="container-page py-4 sm:py-8">
        {/* Phones: one compact row (greeting, role, bell, menu) so the first screen shows the
            dashboard itself; the search, refresh, quote and home actions sit in the menu. */}
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <h1 className="truncate text-xl font-bold tracking-tight text-navy-900 sm:text-3xl">
              {t('dash.welcome', { name: firstName ?? '' })}
            </h1>
            <Badge className="mt-1 capitalize" variant="secondary">
              {role === 'admin' ? t('dash.role.admin') : t('dash.role.client')}
            </Badge>
          </div>
          <div className="hidden flex-wrap items-center justify-end gap-2 sm:flex">
            {headerActions('desktop')}
            <NotificationBell />
            <Button variant="ghost" asChild>
              <Link to={paths.home.getHref()}>
                <Home aria-hidden />
                {t('dash.home')}
              </Link>
            </Button>
          </div>
          <div className="flex shrink-0 items-center gap-2 sm:hidden">
            <NotificationBell />
            <DeferredPopover
              label={t('dash.menu')}
              className="z-50 grid w-[min(18rem,calc(100vw-1.5rem))] gap-2 rounded-xl border border-border bg-popover p-3 text-popover-foreground shadow-elevated"
              trigger={(props) => (
                <Button variant="outline" size="icon" aria-label={t('dash.menu')} {...props}>
                  <MoreHorizontal aria-hidden="true" />
                </Button>
              )}
            >
              {headerActions('phone')}
              <Button variant="ghost" asChild className="justify-start">
                <Link to={paths.home.getHref()}>
                  <Home aria-hidden />
                  {t('dash.home')}
                </Link>
              </Button>
            </DeferredPopover>
          </div>
        </div>

        {/* Whose money is on screen: the personal account or one of the user's businesses. */}
        <AccountSwitcher />

        <Tabs value={tab} onValueChange={(v) => goTo(v)} className="mt-4 sm:mt-6">
          {/* Phones: every tab in a grid of four columns, none cut off or hidden off-screen; three
              in French and Swahili, whose names are longer ("Développeurs", "Uthibitisho"). */}
          <div className="sm:overflow-x-auto">
            <TabsList
              className={cn(
                'grid h-auto w-full gap-1 overflow-visible sm:inline-flex sm:h-11 sm:w-fit sm:overflow-x-auto',
                locale === 'en' ? 'grid-cols-4' : 'grid-cols-3',
              )}
            >
              {visibleTabs.map((tab) => (
                <TabsTrigger key={tab} value={tab} className="px-1 sm:px-3.5">
                  {t(TAB_LABEL_IDS[tab])}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          {visibleTabs.length === 0 && (
            <p className="mt-4 text-sm text-muted-foreground">
              {t('dash.noTabsMatch', { search })}
            </p>
          )}
          <TabPanel value="overview">
            <VerificationBanner onVerify={() => goTo('verification')} />
            <div className="grid gap-6">
              {/* What the person owes across their businesses, above the figures (issue 34). */}
              <NeedsAction goTo={goTo} />
              <OverviewTab goTo={goTo} isAdmin={isAdmin} />
            </div>
          </TabPanel>
          <TabPanel value="trading">
            <VerificationBanner onVerify={() => goTo('verification')} />
            <TradingTab goTo={goTo} />
          </TabPanel>
          <TabPanel value="wallet">
            <VerificationBanner onVerify={() => goTo('verification')} />
            <WalletTab goTo={goTo} />
          </TabPanel>
          <TabPanel value="send">
            <VerificationBanner onVerify={() => goTo('verification')} />
            <SendTab goTo={goTo} />
          </TabPanel>
          <TabPanel value="alerts">
            <AlertsTab />
          </TabPanel>
          <TabPanel value="reports">
            <ReportsTab />
          </TabPanel>
          {isAdmin && (
            <TabPanel value="admin">
              <AdminRatesDesk />
            </TabPanel>
          )}
          <TabPanel value="profile" className="grid gap-6">
            <ProfileTab />
            {/* One lazy component per boundary: under Preact, a boundary that two suspend at once
                while Radix re-renders its parent lets one thrown promise escape (decision 028). */}
            <Suspense fallback={null}>
              <NotificationSettings />
            </Suspense>
          </TabPanel>
          <TabPanel value="verification">
            <VerificationTab />
          </TabPanel>
          <TabPanel value="developers">
            <DevelopersTab />
          </TabPanel>
          <TabPanel value="business">
            <BusinessTab />
          </TabPanel>
        </Tabs>
      </section>
      {/* Mounted once first opened (then kept, so closing still animates). A boundary each:
          one lazy component per boundary (decision 028). */}
      <Suspense fallback={null}>
        {opened.has('quote') ? (
          <QuoteDialog open={dialog === 'quote'} onOpenChange={(o) => !o && setDialog(null)} />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {opened.has('consultation') ? (
          <ConsultationDialog
            open={dialog === 'consultation'}
            onOpenChange={(o) => !o && setDialog(null)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
