import { TriangleAlert } from 'lucide-react';
import { ComingSoon } from '@/components/layout/coming-soon';
import { paths } from '@/config/paths';

export default function RiskPage() {
  return (
    <ComingSoon
      path={paths.legal.risk.path}
      eyebrow="Legal"
      title="Risk Disclosure"
      intro="Foreign-exchange transactions carry risk: rates move, and a conversion cannot be undone once confirmed. Our full risk disclosure is being prepared."
      highlights={['Market and rate risk', 'Settlement risk', 'Counterparty risk']}
      icon={<TriangleAlert className="size-6" aria-hidden="true" />}
    />
  );
}
