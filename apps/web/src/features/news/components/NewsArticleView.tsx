import { Link } from 'react-router';
import { ArrowLeft, ChevronRight, Home, Rss } from 'lucide-react';
import { NEWS_FEED_PATH, type NewsArticle } from '@mizani/shared';
import { paths } from '@/config/paths';
import { NewsCover } from './NewsCover';

/**
 * One article. Its body is HTML the server rendered from Markdown and sanitised (raw HTML off, an
 * allowlist of elements; apps/server/src/services/news/markdown.ts), so it is set as is.
 */
export function NewsArticleView({ article }: { article: NewsArticle }) {
  return (
    <article aria-labelledby="news-title">
      <header className="border-b border-border bg-surface">
        <div className="container-page max-w-4xl pb-10 pt-6">
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
              <li className="flex items-center">
                <Link
                  to="/"
                  className="inline-flex items-center gap-1.5 rounded hover:text-navy-900"
                >
                  <Home className="size-3.5" aria-hidden="true" />
                  Home
                </Link>
              </li>
              <li className="flex items-center gap-1.5">
                <ChevronRight className="size-3.5 text-slate-400" aria-hidden="true" />
                <Link to={paths.news.getHref()} className="rounded hover:text-navy-900">
                  News
                </Link>
              </li>
              <li className="flex min-w-0 items-center gap-1.5">
                <ChevronRight className="size-3.5 text-slate-400" aria-hidden="true" />
                <span aria-current="page" className="truncate font-medium text-navy-900">
                  {article.title}
                </span>
              </li>
            </ol>
          </nav>
          <p className="mt-8 text-sm font-semibold uppercase tracking-[0.14em] text-emerald-700">
            News · <time dateTime={article.publishedAt}>{article.publishedLabel}</time>
          </p>
          <h1
            id="news-title"
            className="mt-3 text-3xl font-bold tracking-tight text-navy-900 sm:text-5xl"
          >
            {article.title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-600 sm:text-xl">
            {article.summary}
          </p>
        </div>
      </header>
      <div className="container-page max-w-4xl py-10">
        <NewsCover coverImage={article.coverImage} coverAlt={article.coverAlt} eager />
        <div className="news-body mt-10" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
        <footer className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-border pt-6">
          <Link
            to={paths.news.getHref()}
            className="inline-flex items-center gap-2 font-medium text-emerald-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            All news
          </Link>
          <a
            href={NEWS_FEED_PATH}
            className="inline-flex items-center gap-2 text-sm font-medium text-slate-700 underline-offset-4 hover:underline"
          >
            <Rss className="size-4" aria-hidden="true" />
            RSS feed
          </a>
        </footer>
      </div>
    </article>
  );
}
