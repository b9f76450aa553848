import { Link, useLocation } from '@/lib/nav';
import { ArrowLeft } from 'lucide-react';
import { PageHero } from '@/components/layout/page-hero';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { docArticlesIn, docCategoriesIn, loadDocs } from '@/content/docs/localized';
import {
  DocArticleBody,
  LiveDocArticleBody,
  showsFees,
} from '@/features/docs/components/DocArticleBody';
import { StillNeedHelp } from '@/features/docs/components/StillNeedHelp';
import { useT } from '@/lib/i18n/use-t';
import NotFoundPage from '@/pages/public/NotFoundPage';

/** The articles in French or Swahili load with the page (content/docs/localized.ts). */
export const preload = loadDocs;

/** One documentation article; the router declares one route per article (content/docs). */
export default function DocArticlePage() {
  const { t, lp, locale } = useT();
  const { pathname } = useLocation();
  const slug = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const articles = docArticlesIn(locale);
  const article = articles.find((a) => a.slug === slug);
  if (!article) return <NotFoundPage />;
  const category = docCategoriesIn(locale).find((c) => c.id === article.category)!;
  const related = articles
    .filter((a) => a.slug !== article.slug)
    .filter((a) => a.category === article.category);
  return (
    <>
      <Seo
        path={paths.support.docs.article(article.slug)}
        title={article.title}
        description={article.description}
      />
      <PageHero
        eyebrow={t('docs.articleEyebrow', { category: category.title })}
        title={article.title}
        intro={<p>{article.intro}</p>}
        actions={
          <Link
            to={lp(paths.support.docs.getHref())}
            className="inline-flex items-center gap-2 text-sm font-medium text-emerald-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('docs.allDocs')}
          </Link>
        }
      />
      <div className="container-page py-14">
        <div className="max-w-5xl">
          {showsFees(article) ? (
            <LiveDocArticleBody slug={article.slug} />
          ) : (
            <DocArticleBody article={article} />
          )}
          {related.length > 0 ? (
            <nav aria-labelledby="related-h" className="mt-14 border-t border-border pt-8">
              <h2 id="related-h" className="text-xl font-semibold text-navy-900">
                {t('docs.moreIn', { category: category.title })}
              </h2>
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {related.map((a) => (
                  <li key={a.slug}>
                    <Link
                      to={lp(paths.support.docs.article(a.slug))}
                      className="block rounded-xl border border-border bg-card p-4 hover:border-emerald-600"
                    >
                      <span className="font-semibold text-card-foreground">{a.title}</span>
                      <span className="mt-1 block text-sm text-slate-600">{a.description}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
      <StillNeedHelp />
    </>
  );
}
