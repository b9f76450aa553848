import { CodeXml } from 'lucide-react';
import { ComingSoon } from '@/components/layout/coming-soon';
import { paths } from '@/config/paths';

export default function ApiServicesPage() {
  return (
    <ComingSoon
      path={paths.services.api.path}
      eyebrow="Services"
      title="API Services"
      intro="Programmatic access to real-time FX rates, conversions and local payouts, built for platforms and fintechs."
      highlights={['Real-time rates API', 'Conversions and payouts', 'Webhooks and sandbox']}
      icon={<CodeXml className="size-6" aria-hidden="true" />}
    />
  );
}
