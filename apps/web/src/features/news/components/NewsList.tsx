import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { LoadError } from '@/components/admin-list';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { newsListQuery } from '../api/news';
import { NewsCover } from './NewsCover';

/** Published articles, newest first, twelve at a time. */
export function NewsList() {
  const q = useInfiniteQuery(newsListQuery());
  if (q.isPending)
    return (
      <ul
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        aria-busy="true"
        aria-label="Loading articles"
      >
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} className="space-y-3">
            <Skeleton className="aspect-[40/21] w-full" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-full" />
          </li>
        ))}
      </ul>
    );
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const articles = q.data.pages.flatMap((p) => p.articles);
  if (!articles.length)
    return (
      <p className="rounded-2xl border border-dashed border-border bg-white p-8 text-center text-slate-600">
        No news yet. Check back soon, or follow our RSS feed.
      </p>
    );
  const [lead, ...rest] = articles;
  return (
    <div className="space-y-10">
      {lead ? (
        <article className="grid gap-6 lg:grid-cols-2 lg:items-center">
          <NewsCover coverImage={lead.coverImage} coverAlt={lead.coverAlt} eager />
          <div>
            <p className="text-sm text-slate-600">
              <time dateTime={lead.publishedAt}>{lead.publishedLabel}</time>
            </p>
            <h2 className="mt-2 text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
              <Link to={paths.news.article(lead.slug)} className="hover:underline">
                {lead.title}
              </Link>
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-slate-600">{lead.summary}</p>
            <Link
              to={paths.news.article(lead.slug)}
              className="mt-5 inline-flex items-center gap-1.5 font-semibold text-emerald-700 underline-offset-4 hover:underline"
              aria-label={`Read “${lead.title}”`}
            >
              Read the article <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </article>
      ) : null}
      {rest.length ? (
        <ul className="grid gap-8 border-t border-border pt-10 sm:grid-cols-2 lg:grid-cols-3">
          {rest.map((a) => (
            <li key={a.slug}>
              <article className="flex h-full flex-col">
                <NewsCover coverImage={a.coverImage} coverAlt={a.coverAlt} />
                <p className="mt-4 text-sm text-slate-600">
                  <time dateTime={a.publishedAt}>{a.publishedLabel}</time>
                </p>
                <h3 className="mt-1 text-lg font-semibold text-navy-900">
                  <Link to={paths.news.article(a.slug)} className="hover:underline">
                    {a.title}
                  </Link>
                </h3>
                <p className="mt-2 flex-1 text-slate-600">{a.summary}</p>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
      {q.hasNextPage ? (
        <div className="text-center">
          <Button
            type="button"
            variant="outline"
            onClick={() => void q.fetchNextPage()}
            disabled={q.isFetchingNextPage}
          >
            {q.isFetchingNextPage ? 'Loading…' : 'Show older articles'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
