import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { newsAlternatePaths } from '@mizani/shared';
import { Seo } from '@/components/seo';
import { canonicalUrl } from '@/config/page-meta';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { ApiError } from '@/lib/api';
import { newsArticleQuery } from '@/features/news/api/news';
import { NewsArticleView } from '@/features/news/components/NewsArticleView';
import NotFoundPage from '@/pages/public/NotFoundPage';

/**
 * /news/:slug (and /fr/…, /sw/…). The server answers each published article's URL with the page
 * pre-rendered from its language's template and the article beside it
 * (features/news/lib/embedded.ts); after a client-side navigation the article is fetched. An
 * unknown or unpublished slug is the 404 page. Without a version in the page's language the page
 * shows the English and names the English page canonical; alternates list the article's languages.
 */
export default function NewsArticlePage() {
  const { slug = '' } = useParams();
  const { t, locale } = useT();
  const q = useQuery(newsArticleQuery(slug, locale));
  if (q.isError && q.error instanceof ApiError && q.error.status === 404) return <NotFoundPage />;
  if (q.isError)
    return (
      <div className="container-page py-14">
        <h1 className="text-2xl font-bold text-navy-900">{t('page.news')}</h1>
        <div className="mt-6">
          <LoadError error={q.error} onRetry={() => void q.refetch()} />
        </div>
      </div>
    );
  if (!q.data)
    return (
      <div className="container-page max-w-4xl space-y-4 py-14" aria-busy="true">
        <h1 className="sr-only">{t('news.loadingArticle')}</h1>
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="aspect-[40/21] w-full" />
      </div>
    );
  return (
    <>
      <Seo
        path={paths.news.article(q.data.slug)}
        title={q.data.title}
        description={q.data.summary}
        canonicalPath={q.data.language === locale ? undefined : paths.news.article(q.data.slug)}
        alternates={newsAlternatePaths(q.data.slug, q.data.languages).map((a) => ({
          hreflang: a.hreflang,
          href: canonicalUrl(a.path),
        }))}
      />
      <NewsArticleView article={q.data} />
    </>
  );
}
