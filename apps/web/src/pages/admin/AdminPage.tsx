import { useSearchParams } from '@/lib/nav';
import { AppSeo } from '@/components/app-seo';
import { useT } from '@/lib/i18n/use-t';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AdminDashboard } from '@/features/admin-dashboard/components/AdminDashboard';
import { RequestsInbox } from '@/features/requests/components/inbox/RequestsInbox';
import { SettingsPanel } from '@/features/settings/components/SettingsPanel';
import { UsersPanel } from '@/features/users/components/UsersPanel';
import { JobsPanel } from '@/features/careers/components/admin/JobsPanel';
import { AuditLogPanel } from '@/features/audit/components/AuditLogPanel';
import { AdminFundingQueue } from '@/features/funding/components/AdminFundingQueue';
import { AdminRatesDesk } from '@/features/rates/components/AdminRatesDesk';
import { VerificationQueue } from '@/features/verification/components/admin/VerificationQueue';
import { ScreeningPanel } from '@/features/verification/components/admin/ScreeningPanel';
import { IncidentsPanel } from '@/features/status/components/admin/IncidentsPanel';
import { NewsPanel } from '@/features/news/components/admin/NewsPanel';
import { DocumentLookup } from '@/features/documents/components/DocumentLookup';
import { BusinessesPanel } from '@/features/business/components/admin/BusinessesPanel';
import { ReconciliationPanel } from '@/features/reconciliation/components/ReconciliationPanel';

// Spec §2 Admin area: tabs dashboard, requests, settings; we add users, jobs, funding, rates and
// the audit log. The tab lives in ?tab= so a tab can be linked and survives a reload.
const TABS = [
  { value: 'dashboard', render: () => <AdminDashboard /> },
  { value: 'requests', render: () => <RequestsInbox /> },
  { value: 'settings', render: () => <SettingsPanel /> },
  { value: 'users', render: () => <UsersPanel /> },
  { value: 'jobs', render: () => <JobsPanel /> },
  { value: 'funding', render: () => <AdminFundingQueue /> },
  { value: 'reconciliation', render: () => <ReconciliationPanel /> },
  { value: 'rates', render: () => <AdminRatesDesk /> },
  { value: 'audit', render: () => <AuditLogPanel /> },
  { value: 'verification', render: () => <VerificationQueue /> },
  { value: 'screening', render: () => <ScreeningPanel /> },
  { value: 'status', render: () => <IncidentsPanel /> },
  { value: 'news', render: () => <NewsPanel /> },
  { value: 'documents', render: () => <DocumentLookup /> },
  { value: 'businesses', render: () => <BusinessesPanel /> },
] as const;
type TabValue = (typeof TABS)[number]['value'];
const isTab = (v: string | null): v is TabValue => TABS.some((x) => x.value === v);

export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: TabValue = isTab(raw) ? raw : 'dashboard';
  const { t } = useT();
  const select = (v: string) => {
    const next = new URLSearchParams(params);
    if (v === 'dashboard') next.delete('tab');
    else next.set('tab', v);
    setParams(next, { replace: true });
  };
  return (
    <section className="container-page py-8 sm:py-10">
      <AppSeo id="admin" />
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
          {t('admin.title')}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('admin.intro')}</p>
      </div>
      <Tabs value={tab} onValueChange={select} className="w-full">
        {/* Fourteen tabs wrap onto a second row rather than scroll: a scrolled row cut the last
            one at 1280 px ("Busine…") with nothing saying more were there (issue 34). */}
        <TabsList className="h-auto w-full flex-wrap justify-start overflow-visible">
          {TABS.map((x) => (
            <TabsTrigger key={x.value} value={x.value}>
              {t(`admin.tab.${x.value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((x) => (
          <TabsContent key={x.value} value={x.value} className="mt-6">
            {tab === x.value ? x.render() : null}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

export default AdminPage;
