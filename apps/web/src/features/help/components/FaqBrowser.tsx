import { useId, useMemo, useRef, useState } from 'react';
import { faqCategories } from '@/content/faq';
import { Search, ShieldCheck, UserPlus, ArrowLeftRight, Building2 } from 'lucide-react';
import { NoSearchResults, SearchBox } from '@/components/search-box';
import type { FaqCategory } from '@/content/faq';
import { island } from '@/lib/island';
import { useT } from '@/lib/i18n/use-t';
import { filterFaq } from '../lib/faq-search';
import { FaqAccordion } from './FaqAccordion';

const ICONS: Record<string, typeof Search> = {
  'account-setup': UserPlus,
  transactions: ArrowLeftRight,
  security: ShieldCheck,
  'corporate-services': Building2,
};

/**
 * Help centre FAQ (spec §2 Help centre): a search box filtering question and answer text
 * case-insensitively, and one accordion per category with a single open item at a time. Every
 * answer is in the (pre-rendered) DOM; scripts/prerender.ts adds the same items as FAQPage JSON-LD.
 */
export function FaqBrowser({ categories }: { categories: readonly FaqCategory[] }) {
  const { t } = useT();
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const visible = useMemo(() => filterFaq(categories, query), [categories, query]);
  const count = visible.reduce((n, c) => n + c.items.length, 0);

  const clear = () => {
    setQuery('');
    inputRef.current?.focus();
  };

  return (
    <div>
      <SearchBox
        id={inputId}
        inputRef={inputRef}
        label={t('help.searchLabel')}
        placeholder={t('help.searchPlaceholder')}
        query={query}
        onQuery={setQuery}
        status={() => t('help.results', { count })}
        className="mx-auto"
      />

      {visible.length === 0 ? (
        <NoSearchResults
          title={t('help.noResults')}
          text={t('help.nothingMatches', { query: query.trim() })}
          clearLabel={t('help.clearSearch')}
          onClear={clear}
          className="mx-auto"
        />
      ) : (
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          {visible.map((category) => {
            const Icon = ICONS[category.id] ?? Search;
            const headingId = `faq-${category.id}`;
            return (
              <section
                key={category.id}
                aria-labelledby={headingId}
                className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
              >
                <h3
                  id={headingId}
                  className="flex items-center gap-3 text-lg font-semibold text-card-foreground"
                >
                  <span className="inline-flex size-9 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  {category.title}
                </h3>
                <FaqAccordion items={category.items} />
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** The help centre's questions in the page's language: an island of /support/help (decision 030). */
export const Faq = island('Faq', function Faq() {
  const { t } = useT();
  const categories = useMemo(() => faqCategories((id) => t(id)), [t]);
  return <FaqBrowser categories={categories} />;
});
