import { Building2 } from 'lucide-react';
import { ComingSoon } from '@/components/layout/coming-soon';
import { paths } from '@/config/paths';

export default function CorporateServicesPage() {
  return (
    <ComingSoon
      path={paths.services.corporate.path}
      eyebrow="Services"
      title="Corporate Services"
      intro="FX, cross-border payments and treasury services for businesses operating across Africa, with a dedicated relationship manager."
      highlights={['Supplier and payroll payouts', 'Forward and bulk FX', 'Dedicated desk']}
      icon={<Building2 className="size-6" aria-hidden="true" />}
    />
  );
}
