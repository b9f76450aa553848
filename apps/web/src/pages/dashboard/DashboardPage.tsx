import {
  startTransition,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate, useSearchParams } from '@/lib/nav';
import { Seo } from '@/components/seo';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useAuth } from '@/lib/session';
import { cn } from '@/lib/utils';
import { OverviewTab } from '@/features/dashboard/components/OverviewTab';
import { DashboardSkeleton, TabSkeleton } from '@/features/dashboard/components/DashboardSkeleton';
import { DASHBOARD_TABS, TAB_LABEL_IDS, resolveTab } from '@/features/dashboard/tabs';
import { INTENT_PARAMS, type GoTo } from '@/lib/dashboard-intent';
import { VerificationBanner } from '@/features/verification/components/VerificationBanner';
import { AccountSwitcher } from '@/features/business/components/AccountSwitcher';
import { NeedsAction } from '@/features/business/components/NeedsAction';
import { onStepUp, type StepUpRequest } from '@/lib/step-up';
import { DashboardHeader } from './DashboardHeader';
import {
  AdminRatesDesk,
  AlertsTab,
  BusinessTab,
  ConsultationDialog,
  DevelopersTab,
  NotificationSettings,
  ProfileTab,
  QuoteDialog,
  ReportsTab,
  SendTab,
  StepUpDialog,
  TradingTab,
  TreasuryTab,
  VerificationTab,
  WalletTab,
} from './lazy-parts';

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

/**
 * A tab's panel with its own Suspense boundary inside it: the panel a tab's aria-controls names
 * stays in the page while the tab's code loads, and a slow tab holds up nothing around it.
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
      <Suspense fallback={<TabSkeleton />}>{children}</Suspense>
    </TabsContent>
  );
}

/** Client dashboard (spec §2 Dashboard). */
export default function DashboardPage() {
  const { user, role, isAdmin, isLoading } = useAuth();
  const { t, locale } = useT();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('tab');
  // The tab depends on the role (admin tab): resolve it only once the session has loaded, or
  // ?tab=admin would fall back to overview (and be dropped from the URL) for an admin.
  const authReady = !isLoading && !!user;
  const target = resolveTab(raw, isAdmin);
  const tab = target.tab;
  const [dialog, setDialog] = useState<'quote' | 'consultation' | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  if (dialog && !opened.has(dialog)) setOpened(new Set(opened).add(dialog));
  const [search, setSearch] = useState('');
  // The tab strip filters as one types, without holding up the typing.
  const filter = useDeferredValue(search);

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
      // A transition: the tab strip answers at once, the new tab renders (and loads) behind it.
      startTransition(() => setParams(next));
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
          t(TAB_LABEL_IDS[tab]).toLowerCase().includes(filter.trim().toLowerCase()),
      ),
    [isAdmin, filter, t],
  );

  const firstName =
    (user as { firstName?: string | null } | null)?.firstName ||
    user?.name?.split(' ')[0] ||
    user?.email;

  if (!authReady) {
    return (
      <>
        <Seo path={paths.dashboard.path} />
        <DashboardSkeleton />
      </>
    );
  }

  return (
    <>
      <Seo path={paths.dashboard.path} />
      <StepUpHost />
      <section className="container-page py-4 sm:py-8">
        <DashboardHeader
          firstName={firstName ?? ''}
          isAdmin={role === 'admin'}
          search={search}
          onSearch={setSearch}
          onQuote={() => setDialog('quote')}
        />

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
          <TabPanel value="treasury">
            <VerificationBanner onVerify={() => goTo('verification')} />
            <TreasuryTab />
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
            {/* A boundary of its own: the profile shows while the settings' code loads. */}
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
      {/* Mounted once first opened (then kept, so closing still animates), a boundary each. */}
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
