import { Landmark } from 'lucide-react';
import { ComingSoon } from '@/components/layout/coming-soon';
import { paths } from '@/config/paths';

export default function InstitutionalServicesPage() {
  return (
    <ComingSoon
      path={paths.services.institutional.path}
      eyebrow="Services"
      title="Institutional Services"
      intro="Liquidity and settlement for banks, payment companies and institutions across 7 African markets."
      highlights={['Deep local liquidity', 'Stable-fiat settlement', 'Custom arrangements']}
      icon={<Landmark className="size-6" aria-hidden="true" />}
    />
  );
}
