import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/admin-list';
import { settingsQuery } from '../api/settings';
import { NotificationsCard } from './NotificationsCard';
import { PlatformCard } from './PlatformCard';
import { ComplianceCard } from './ComplianceCard';
import { StablecoinSettingsCard } from './StablecoinSettingsCard';
import { ForwardsAdminCard } from './ForwardsAdminCard';

/** The admin's own notifications beside the platform-wide settings. */
export function SettingsPanel() {
  const q = useQuery(settingsQuery());
  return (
    <QueryState query={q} rows={6}>
      {(data) => (
        <div className="grid gap-6 lg:grid-cols-2">
          <NotificationsCard initial={data.notifications} />
          <PlatformCard initial={data.platform} />
          <ComplianceCard initial={data.platform} />
          <StablecoinSettingsCard initial={data.platform} />
          <ForwardsAdminCard initial={data.platform} />
        </div>
      )}
    </QueryState>
  );
}
