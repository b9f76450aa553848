import { Rss } from 'lucide-react';
import { NEWS_FEED_PATH } from '@mizani/shared';
import { PageHero } from '@/components/layout/page-hero';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { NewsList } from '@/features/news/components/NewsList';
import { useT } from '@/lib/i18n/use-t';

/** /news: articles our admins publish, newest first (issue 21), in the page's language (issue 20). */
export default function NewsPage() {
  const { t, locale } = useT();
  return (
    <>
      <Seo path={paths.news.path} />
      <PageHero
        eyebrow={t('news.eyebrow')}
        title={t('page.news')}
        intro={<p>{t('news.intro')}</p>}
        actions={
          // The feed is written in English: said so on the other languages' pages.
          <a
            href={NEWS_FEED_PATH}
            hrefLang={locale === 'en' ? undefined : 'en'}
            className="inline-flex items-center gap-2 rounded-md border border-border bg-white px-4 py-2 text-sm font-medium text-navy-900 hover:bg-accent"
          >
            <Rss className="size-4 text-gold-600" aria-hidden="true" />
            {t('news.followRss')}
          </a>
        }
      />
      <div className="container-page py-14">
        <NewsList />
      </div>
    </>
  );
}
