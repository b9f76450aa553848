import { useId, useMemo, useRef, useState } from 'react';
import { Link } from '@/lib/nav';
import { ArrowLeftRight, ArrowRight, Rocket, Search, ShieldCheck, Wallet } from 'lucide-react';
import { NoSearchResults, SearchBox } from '@/components/search-box';
import { paths } from '@/config/paths';
import { FEE_EXAMPLE, type DocArticle } from '@/content/docs/articles';
import type { DocCategoryId } from '@/content/docs/meta';
import { docArticlesIn, docCategoriesIn, feeExampleIn } from '@/content/docs/localized';
import { island } from '@/lib/island';
import { useT } from '@/lib/i18n/use-t';
import { filterDocs } from '../lib/filter-docs';

const ICONS: Record<DocCategoryId, typeof Search> = {
  start: Rocket,
  money: Wallet,
  trading: ArrowLeftRight,
  security: ShieldCheck,
};

/**
 * The documentation index: a search box filtering the articles by title and text, then one group
 * of cards per category. Every card is in the pre-rendered HTML.
 */
export function DocsBrowser({ articles }: { articles: readonly DocArticle[] }) {
  const { t, lp, locale } = useT();
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const visible = useMemo(
    () => filterDocs(articles, query, feeExampleIn(FEE_EXAMPLE, locale)),
    [articles, query, locale],
  );
  const groups = docCategoriesIn(locale)
    .map((c) => ({
      ...c,
      articles: visible.filter((a) => a.category === c.id),
    }))
    .filter((g) => g.articles.length > 0);

  const clear = () => {
    setQuery('');
    inputRef.current?.focus();
  };

  return (
    <div>
      <SearchBox
        id={inputId}
        inputRef={inputRef}
        label={t('docs.searchLabel')}
        placeholder={t('docs.searchPlaceholder')}
        query={query}
        onQuery={setQuery}
        status={() => t('docs.found', { n: visible.length })}
      />

      {groups.length === 0 ? (
        <NoSearchResults
          title={t('docs.noResults')}
          text={t('docs.nothingMatches', { query: query.trim() })}
          clearLabel={t('docs.clearSearch')}
          onClear={clear}
        />
      ) : (
        <div className="mt-10 grid gap-10">
          {groups.map((group) => {
            const Icon = ICONS[group.id];
            const headingId = `docs-${group.id}`;
            return (
              <section key={group.id} aria-labelledby={headingId}>
                <h3
                  id={headingId}
                  className="flex items-center gap-3 text-xl font-semibold text-navy-900"
                >
                  <span className="inline-flex size-9 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  {group.title}
                </h3>
                <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {group.articles.map((a) => (
                    <li key={a.slug}>
                      <Link
                        to={lp(paths.support.docs.article(a.slug))}
                        className="group flex h-full flex-col rounded-2xl border border-border bg-card p-5 shadow-sm transition-colors hover:border-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2"
                      >
                        <span className="text-lg font-semibold text-card-foreground">
                          {a.title}
                        </span>
                        <span className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">
                          {a.description}
                        </span>
                        <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700">
                          {t('docs.readArticle')}
                          <ArrowRight
                            className="size-4 transition-transform group-hover:translate-x-0.5"
                            aria-hidden="true"
                          />
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}

/**
 * The documentation index in the page's language: an island of /support/docs (decision 030); its
 * registry entry loads the language's articles first (content/docs/localized.ts).
 */
export const DocsIndex = island('DocsIndex', function DocsIndex() {
  const { locale } = useT();
  return <DocsBrowser articles={docArticlesIn(locale)} />;
});
