import { Link } from '@/lib/nav';
import { ArrowLeft, ChevronRight, Home, Rss } from 'lucide-react';
import { NEWS_FEED_PATH, NEWS_TEMPLATE, type NewsArticle } from '@mizani/shared';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { NewsCover } from './NewsCover';

/**
 * One article. Its body is HTML the server rendered from Markdown and sanitised (raw HTML off, an
 * allowlist of elements; apps/server/src/services/news/markdown.ts), so it is set as is. The
 * article's own words carry their language (`lang`): the page's, or English with a note when it
 * has no version in the page's language.
 */
export function NewsArticleView({ article }: { article: NewsArticle }) {
  const { t, lp, locale } = useT();
  const lang = article.language;
  return (
    <article aria-labelledby="news-title">
      <header className="border-b border-border bg-surface">
        <div className="container-page max-w-4xl pb-10 pt-6">
          <nav aria-label={t('shell.breadcrumb')}>
            <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
              <li className="flex items-center">
                <Link
                  to={lp('/')}
                  className="inline-flex items-center gap-1.5 rounded hover:text-navy-900"
                >
                  <Home className="size-3.5" aria-hidden="true" />
                  {t('page.home')}
                </Link>
              </li>
              <li className="flex items-center gap-1.5">
                <ChevronRight className="size-3.5 text-slate-400" aria-hidden="true" />
                <Link to={lp(paths.news.getHref())} className="rounded hover:text-navy-900">
                  {t('page.news')}
                </Link>
              </li>
              <li className="flex min-w-0 items-center gap-1.5">
                <ChevronRight className="size-3.5 text-slate-400" aria-hidden="true" />
                <span
                  aria-current="page"
                  lang={lang}
                  className="truncate font-medium text-navy-900"
                >
                  {article.title}
                </span>
              </li>
            </ol>
          </nav>
          <p className="mt-8 text-sm font-semibold uppercase tracking-[0.14em] text-emerald-700">
            {t('page.news')} · <time dateTime={article.publishedAt}>{article.publishedLabel}</time>
          </p>
          {lang !== locale ? (
            // The template always has it; the server removes it when the article is translated.
            <p
              id={NEWS_TEMPLATE.noteElementId}
              className="mt-4 rounded-lg border border-gold-300 bg-gold-50 px-3 py-2 text-sm text-navy-900"
            >
              {t('news.englishOnly')}
            </p>
          ) : null}
          <h1
            id="news-title"
            lang={lang}
            className="mt-3 text-3xl font-bold tracking-tight text-navy-900 sm:text-5xl"
          >
            {article.title}
          </h1>
          <p lang={lang} className="mt-5 text-lg leading-relaxed text-slate-600 sm:text-xl">
            {article.summary}
          </p>
        </div>
      </header>
      <div className="container-page max-w-4xl py-10">
        <NewsCover coverImage={article.coverImage} coverAlt={article.coverAlt} lang={lang} eager />
        <div
          lang={lang}
          className="news-body mt-10"
          dangerouslySetInnerHTML={{ __html: article.bodyHtml }}
        />
        <footer className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-border pt-6">
          <Link
            to={lp(paths.news.getHref())}
            className="inline-flex items-center gap-2 font-medium text-emerald-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('news.allNews')}
          </Link>
          <a
            href={NEWS_FEED_PATH}
            hrefLang={locale === 'en' ? undefined : 'en'}
            className="inline-flex items-center gap-2 text-sm font-medium text-slate-700 underline-offset-4 hover:underline"
          >
            <Rss className="size-4" aria-hidden="true" />
            {t('news.rssFeed')}
          </a>
        </footer>
      </div>
    </article>
  );
}
