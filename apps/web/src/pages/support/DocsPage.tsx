import { BookOpen } from 'lucide-react';
import { ComingSoon } from '@/components/layout/coming-soon';
import { paths } from '@/config/paths';

export default function DocsPage() {
  return (
    <ComingSoon
      path={paths.support.docs.path}
      eyebrow="Support"
      title="Documentation"
      intro="Step-by-step guides for the platform, from opening an account to bulk payouts and API integration."
      highlights={['Getting started', 'Platform guides', 'Integration references']}
      icon={<BookOpen className="size-6" aria-hidden="true" />}
    />
  );
}
