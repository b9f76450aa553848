import { Activity } from 'lucide-react';
import { ComingSoon } from '@/components/layout/coming-soon';
import { paths } from '@/config/paths';

export default function StatusPage() {
  return (
    <ComingSoon
      path={paths.support.status.path}
      eyebrow="Support"
      title="System Status"
      intro="Live availability of our platform, rates feed and payment corridors, with incident history."
      highlights={['Platform availability', 'Rates feed', 'Payment corridors']}
      icon={<Activity className="size-6" aria-hidden="true" />}
    />
  );
}
