import { Link } from '@/lib/nav';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { NEWS_LIST_TEMPLATE, newsArticlePath, type NewsSummary } from '@mizani/shared';
import { isBrowser } from '@/config/env';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/use-t';
import { newsListQuery } from '../api/news';
import { TEMPLATE_LIST } from '../lib/embedded';
import { NewsCover } from './NewsCover';
import { island } from '@/lib/island';

const { parts } = NEWS_LIST_TEMPLATE;
/** Marks a part of the list the server fills in (NEWS_LIST_TEMPLATE). */
const part = (name: keyof typeof parts) => ({ [parts[name]]: '' });

/** "In English" beside an article the page's language has no version of (its text is lang="en"). */
function EnglishOnly({ article }: { article: NewsSummary }) {
  const { t, locale } = useT();
  if (article.language === locale) return null;
  return (
    <span
      {...part('englishOnly')}
      className="ml-2 rounded-full border border-border bg-surface px-2 py-0.5 text-xs font-medium text-slate-700"
    >
      {t('news.inEnglish')}
    </span>
  );
}

function Articles(props: {
  articles: NewsSummary[];
  more: { fetching: boolean; fetch: () => void } | null;
}) {
  const { t, locale } = useT();
  const [lead, ...rest] = props.articles;
  const href = (a: NewsSummary) => newsArticlePath(a.slug, locale);
  return (
    <div {...part('list')} className="space-y-10">
      {lead ? (
        <article {...part('lead')} className="grid gap-6 lg:grid-cols-2 lg:items-center">
          <NewsCover
            coverImage={lead.coverImage}
            coverAlt={lead.coverAlt}
            lang={lead.language}
            eager
          />
          <div>
            <p className="text-sm text-slate-600">
              <time dateTime={lead.publishedAt}>{lead.publishedLabel}</time>
              <EnglishOnly article={lead} />
            </p>
            <h2
              lang={lead.language}
              className="mt-2 text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl"
            >
              <Link to={href(lead)} className="hover:underline">
                {lead.title}
              </Link>
            </h2>
            <p lang={lead.language} className="mt-3 text-lg leading-relaxed text-slate-600">
              {lead.summary}
            </p>
            <Link
              to={href(lead)}
              className="mt-5 inline-flex items-center gap-1.5 font-semibold text-emerald-700 underline-offset-4 hover:underline"
              aria-label={t('news.readArticleLabel', { title: lead.title })}
            >
              {t('news.readArticle')} <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </article>
      ) : null}
      {rest.length ? (
        <ul
          {...part('rest')}
          className="grid gap-8 border-t border-border pt-10 sm:grid-cols-2 lg:grid-cols-3"
        >
          {rest.map((a) => (
            <li key={a.slug} {...part('item')}>
              <article className="flex h-full flex-col">
                <NewsCover coverImage={a.coverImage} coverAlt={a.coverAlt} lang={a.language} />
                <p className="mt-4 text-sm text-slate-600">
                  <time dateTime={a.publishedAt}>{a.publishedLabel}</time>
                  <EnglishOnly article={a} />
                </p>
                <h3 lang={a.language} className="mt-1 text-lg font-semibold text-navy-900">
                  <Link to={href(a)} className="hover:underline">
                    {a.title}
                  </Link>
                </h3>
                <p lang={a.language} className="mt-2 flex-1 text-slate-600">
                  {a.summary}
                </p>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
      {props.more ? (
        <div {...part('more')} className="text-center">
          <Button
            type="button"
            variant="outline"
            onClick={props.more.fetch}
            disabled={props.more.fetching}
          >
            {props.more.fetching ? t('news.loadingMore') : t('news.showOlder')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function NoArticles() {
  const { t } = useT();
  return (
    <p
      {...part('empty')}
      className="rounded-2xl border border-dashed border-border bg-white p-8 text-center text-slate-600"
    >
      {t('news.empty')}
    </p>
  );
}

/**
 * Published articles, newest first, twelve at a time, in the page's language. The pre-renderer
 * writes the template the server fills in with the first page (NEWS_LIST_TEMPLATE), which the
 * page then hydrates from; the single-page app asks for it.
 */
function NewsListView() {
  const { t, locale } = useT();
  const q = useInfiniteQuery(newsListQuery(locale));
  if (!isBrowser)
    return (
      <>
        <Articles articles={TEMPLATE_LIST.articles} more={{ fetching: false, fetch: () => {} }} />
        <NoArticles />
      </>
    );
  if (q.isPending)
    return (
      <ul
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        aria-busy="true"
        aria-label={t('news.loading')}
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
  if (!articles.length) return <NoArticles />;
  return (
    <Articles
      articles={articles}
      more={
        q.hasNextPage
          ? { fetching: q.isFetchingNextPage, fetch: () => void q.fetchNextPage() }
          : null
      }
    />
  );
}

/** An island on pre-rendered pages (decision 030). */
export const NewsList = island('NewsList', NewsListView);
