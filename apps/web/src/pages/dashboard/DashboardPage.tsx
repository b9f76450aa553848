import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
} from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Home, RefreshCw } from 'lucide-react';
import { Seo } from '@/components/seo';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { inputClasses } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/session';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { OverviewTab } from '@/features/dashboard/components/OverviewTab';
import { DASHBOARD_TABS, TAB_LABELS, resolveTab } from '@/features/dashboard/tabs';

// Every tab but the overview, and the two dialogs, load when first shown: the dashboard's first
// load carries the overview only (issue 14, decision 008). Radix renders only the active tab.
function named<P, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
const TradingTab = named(() => import('@/features/trading/components/TradingTab'), 'TradingTab');
const WalletTab = named(() => import('@/features/wallet/components/WalletTab'), 'WalletTab');
const AlertsTab = named(() => import('@/features/alerts/components/AlertsTab'), 'AlertsTab');
const ReportsTab = named(() => import('@/features/reports/components/ReportsTab'), 'ReportsTab');
const AdminRatesDesk = named(
  () => import('@/features/rates/components/AdminRatesDesk'),
  'AdminRatesDesk',
);
const ProfileTab = named(() => import('@/features/profile/components/ProfileTab'), 'ProfileTab');
const QuoteDialog = named(
  () => import('@/features/requests/components/QuoteDialog'),
  'QuoteDialog',
);
const ConsultationDialog = named(
  () => import('@/features/requests/components/ConsultationDialog'),
  'ConsultationDialog',
);

function TabLoading() {
  return (
    <div className="flex justify-center py-16">
      <Spinner label="Loading" className="size-8 text-navy-900" />
    </div>
  );
}

/** Client dashboard (spec §2 Dashboard). */
export default function DashboardPage() {
  const { user, role, isAdmin, isLoading } = useAuth();
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

  const goTo = useCallback(
    (word: string) => {
      const t = resolveTab(word, isAdmin);
      if (t.action === 'support') return navigate(paths.support.contact.path);
      if (t.action === 'quote' || t.action === 'consultation') return setDialog(t.action);
      const next = new URLSearchParams(params);
      if (t.tab === 'overview') next.delete('tab');
      else next.set('tab', t.tab);
      setParams(next);
      if (t.action)
        setTimeout(
          () => document.getElementById(t.action!)?.scrollIntoView({ behavior: 'smooth' }),
          300,
        );
    },
    [isAdmin, navigate, params, setParams],
  );

  const visibleTabs = useMemo(
    () =>
      DASHBOARD_TABS.filter(
        (t) =>
          (t !== 'admin' || isAdmin) &&
          TAB_LABELS[t].toLowerCase().includes(search.trim().toLowerCase()),
      ),
    [isAdmin, search],
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

  if (!authReady) {
    return (
      <>
        <Seo path={paths.dashboard.path} />
        <div className="flex min-h-[50vh] items-center justify-center">
          <Spinner label="Loading your session" className="size-8 text-navy-900" />
        </div>
      </>
    );
  }

  return (
    <>
      <Seo path={paths.dashboard.path} />
      <section className="container-page py-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
              Welcome, {firstName}
            </h1>
            <Badge className="mt-1 capitalize" variant="secondary">
              {role === 'admin' ? 'Admin' : 'Client'}
            </Badge>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor="dashboard-search" className="sr-only">
              Search tabs
            </label>
            <input
              id="dashboard-search"
              type="search"
              placeholder="Search tabs"
              className={`${inputClasses} w-40`}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <Button
              variant="outline"
              onClick={refresh}
              disabled={refreshing}
              aria-busy={refreshing}
            >
              <RefreshCw className={refreshing ? 'animate-spin' : ''} aria-hidden />
              Refresh
            </Button>
            <Button variant="outline" onClick={() => setDialog('quote')}>
              Request a Quote
            </Button>
            <NotificationBell />
            <Button variant="ghost" asChild>
              <Link to={paths.home.getHref()}>
                <Home aria-hidden />
                Home
              </Link>
            </Button>
          </div>
        </div>

        <Tabs value={tab} onValueChange={(v) => goTo(v)} className="mt-6">
          <div className="overflow-x-auto">
            <TabsList>
              {visibleTabs.map((t) => (
                <TabsTrigger key={t} value={t}>
                  {TAB_LABELS[t]}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          {visibleTabs.length === 0 && (
            <p className="mt-4 text-sm text-muted-foreground">No tabs match “{search}”.</p>
          )}
          <Suspense fallback={<TabLoading />}>
            <TabsContent value="overview" className="mt-6">
              <OverviewTab goTo={goTo} isAdmin={isAdmin} />
            </TabsContent>
            <TabsContent value="trading" className="mt-6">
              <TradingTab goTo={goTo} />
            </TabsContent>
            <TabsContent value="wallet" className="mt-6">
              <WalletTab />
            </TabsContent>
            <TabsContent value="alerts" className="mt-6">
              <AlertsTab />
            </TabsContent>
            <TabsContent value="reports" className="mt-6">
              <ReportsTab />
            </TabsContent>
            {isAdmin && (
              <TabsContent value="admin" className="mt-6">
                <AdminRatesDesk />
              </TabsContent>
            )}
            <TabsContent value="profile" className="mt-6">
              <ProfileTab />
            </TabsContent>
          </Suspense>
        </Tabs>
      </section>
      {/* Mounted once first opened (then kept, so closing still animates). */}
      <Suspense fallback={null}>
        {opened.has('quote') ? (
          <QuoteDialog open={dialog === 'quote'} onOpenChange={(o) => !o && setDialog(null)} />
        ) : null}
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
