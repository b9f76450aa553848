import { ShieldCheck } from 'lucide-react';
import { ComingSoon } from '@/components/layout/coming-soon';
import { paths } from '@/config/paths';

export default function CompliancePage() {
  return (
    <ComingSoon
      path={paths.legal.compliance.path}
      eyebrow="Legal"
      title="Compliance"
      intro="Our compliance and anti-money-laundering programme: how we verify clients, screen transactions and report to regulators. The full page is being prepared."
      highlights={['KYC and AML programme', 'Sanctions screening', 'Regulatory reporting']}
      icon={<ShieldCheck className="size-6" aria-hidden="true" />}
    />
  );
}
