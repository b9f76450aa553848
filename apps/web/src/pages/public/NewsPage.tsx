import { Newspaper } from 'lucide-react';
import { ComingSoon } from '@/components/layout/coming-soon';
import { paths } from '@/config/paths';

export default function NewsPage() {
  return (
    <ComingSoon
      path={paths.news.path}
      eyebrow="Company"
      title="News"
      intro="Company announcements and pan-African market updates from our desks in Nairobi, Dar es Salaam and Accra."
      highlights={['Company announcements', 'Market commentary', 'Product updates']}
      icon={<Newspaper className="size-6" aria-hidden="true" />}
    />
  );
}
