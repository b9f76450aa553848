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
import { AppSeo } from '@/components/app-seo';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useAuth } from '@/lib/session';
import { cn } from '@/lib/utils';
import { OverviewTab } from '@/features/dashboard/components/OverviewTab';
import {
  DashboardSkeleton,
  SHELL_CONTENT,
  SHELL_MAIN,
  TabSkeleton,
} from '@/features/dashboard/components/DashboardSkeleton';
import {
  DASHBOARD_TABS,
  TAB_LABEL_IDS,
  resolveTab,
  type DashboardTab,
} from '@/features/dashboard/tabs';
import { INTENT_PARAMS, type GoTo } from '@/lib/dashboard-intent';
import { VerificationBanner } from '@/features/verification/components/VerificationBanner';
import { AccountSwitcher } from '@/features/business/components/AccountSwitcher';
import { NeedsAction } from '@/features/business/components/NeedsAction';
import { onStepUp, type StepUpRequest } from '@/lib/step-up';
import { DashboardHeader, Greeting } from './DashboardHeader';
import { BottomBar, SideNav, useIsDesktop } from './AppShell';
import {
  AdminRatesDesk,
  AlertsTab,
  BusinessTab,
  ConsultationDialog,
  DevelopersTab,
  LatestMovements,
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
  value: DashboardTab;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useT();
  // Named by its words rather than by its tab's id: on phones the tab of a panel opened from
  // More is not in the page once the sheet has closed.
  return (
    <TabsContent
      value={value}
      aria-labelledby={undefined}
      aria-label={t(TAB_LABEL_IDS[value])}
      className={cn('mt-4 sm:mt-6', className)}
    >
      <Suspense fallback={<TabSkeleton />}>{children}</Suspense>
    </TabsContent>
  );
}

/** Client dashboard (spec §2 Dashboard). */
export default function DashboardPage() {
  const { user, role, isAdmin, isLoading } = useAuth();
  const { t } = useT();
  const isDesktop = useIsDesktop();
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
        <AppSeo id="dashboard" />
        <DashboardSkeleton />
      </>
    );
  }

  return (
    <>
      <AppSeo id="dashboard" />
      <StepUpHost />
      {/* The app shell (issue 39): its header, the side navigation or the bottom bar, and the
          open place; one Tabs root, so every place is a tab of the spec's name. */}
      <Tabs
        value={tab}
        onValueChange={(v) => goTo(v)}
        orientation={isDesktop ? 'vertical' : 'horizontal'}
        className="block min-h-dvh bg-surface"
      >
        <DashboardHeader isDesktop={isDesktop} onQuote={() => setDialog('quote')} />
        {isDesktop ? (
          <SideNav visible={visibleTabs} search={search} onSearch={setSearch} />
        ) : (
          <BottomBar current={tab} visible={visibleTabs} search={search} onSearch={setSearch} />
        )}
        <main id="main" tabIndex={-1} className={SHELL_MAIN}>
          <div className={SHELL_CONTENT}>
            <Greeting firstName={firstName ?? ''} isAdmin={role === 'admin'} />
            {/* Invitations, and whose money is on screen (the switcher is in the header). */}
            <AccountSwitcher />
            <TabPanel value="overview">
              <VerificationBanner onVerify={() => goTo('verification')} />
              <OverviewTab
                goTo={goTo}
                isAdmin={isAdmin}
                needsAction={<NeedsAction goTo={goTo} />}
                latest={<LatestMovements goTo={goTo} />}
              />
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
          </div>
        </main>
      </Tabs>
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
