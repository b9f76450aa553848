import { useSearchParams } from 'react-router';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
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

// Spec §2 Admin area: tabs dashboard, requests, settings; we add users, jobs, funding, rates and
// the audit log. The tab lives in ?tab= so a tab can be linked and survives a reload.
const TABS = [
  { value: 'dashboard', label: 'Dashboard', render: () => <AdminDashboard /> },
  { value: 'requests', label: 'Requests', render: () => <RequestsInbox /> },
  { value: 'settings', label: 'Settings', render: () => <SettingsPanel /> },
  { value: 'users', label: 'Users', render: () => <UsersPanel /> },
  { value: 'jobs', label: 'Jobs', render: () => <JobsPanel /> },
  { value: 'funding', label: 'Funding', render: () => <AdminFundingQueue /> },
  { value: 'rates', label: 'Rates', render: () => <AdminRatesDesk /> },
  { value: 'audit', label: 'Audit log', render: () => <AuditLogPanel /> },
  { value: 'verification', label: 'Verification', render: () => <VerificationQueue /> },
  { value: 'screening', label: 'Screening', render: () => <ScreeningPanel /> },
  { value: 'status', label: 'Status', render: () => <IncidentsPanel /> },
  { value: 'news', label: 'News', render: () => <NewsPanel /> },
  { value: 'documents', label: 'Documents', render: () => <DocumentLookup /> },
  { value: 'businesses', label: 'Businesses', render: () => <BusinessesPanel /> },
] as const;
type TabValue = (typeof TABS)[number]['value'];
const isTab = (v: string | null): v is TabValue => TABS.some((t) => t.value === v);

export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: TabValue = isTab(raw) ? raw : 'dashboard';
  const select = (v: string) => {
    const next = new URLSearchParams(params);
    if (v === 'dashboard') next.delete('tab');
    else next.set('tab', v);
    setParams(next, { replace: true });
  };
  return (
    <section className="container-page py-8 sm:py-10">
      <Seo path={paths.admin.path} />
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">Admin area</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Requests, clients, openings, funding, rates and the audit trail of the Mizani desk.
        </p>
      </div>
      <Tabs value={tab} onValueChange={select} className="w-full">
        <div className="max-w-full overflow-x-auto pb-1">
          <TabsList className="w-max max-w-none">
            {TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value}>
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {TABS.map((t) => (
          <TabsContent key={t.value} value={t.value} className="mt-6">
            {tab === t.value ? t.render() : null}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

export default AdminPage;
