import { Rss } from 'lucide-react';
import { NEWS_FEED_PATH } from '@mizani/shared';
import { PageHero } from '@/components/layout/page-hero';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { NewsList } from '@/features/news/components/NewsList';

/** /news: articles our admins publish, newest first (issue 21). */
export default function NewsPage() {
  return (
    <>
      <Seo path={paths.news.path} />
      <PageHero
        eyebrow="Company"
        title="News"
        intro={
          <p>
            Product updates, company announcements and advice from our teams in Nairobi, Dar es
            Salaam and Accra.
          </p>
        }
        actions={
          <a
            href={NEWS_FEED_PATH}
            className="inline-flex items-center gap-2 rounded-md border border-border bg-white px-4 py-2 text-sm font-medium text-navy-900 hover:bg-accent"
          >
            <Rss className="size-4 text-gold-600" aria-hidden="true" />
            Follow with RSS
          </a>
        }
      />
      <div className="container-page py-14">
        <NewsList />
      </div>
    </>
  );
}
