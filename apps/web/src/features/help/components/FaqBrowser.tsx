import { useId, useMemo, useRef, useState } from 'react';
import { Search, SearchX, ShieldCheck, UserPlus, ArrowLeftRight, Building2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { filterFaq, type FaqCategory } from '../lib/faq-search';
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
      <div className="mx-auto max-w-2xl">
        <label htmlFor={inputId} className="mb-2 block text-sm font-medium text-foreground">
          Search frequently asked questions
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            ref={inputRef}
            id={inputId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="e.g. verification, 2FA, transfer times"
            className="h-12 pl-11 text-base"
            autoComplete="off"
          />
        </div>
        <p className="sr-only" role="status" aria-live="polite">
          {query.trim() ? `${count} ${count === 1 ? 'result' : 'results'}` : ''}
        </p>
      </div>

      {visible.length === 0 ? (
        <div className="mx-auto mt-10 max-w-md rounded-2xl border border-border bg-card p-8 text-center">
          <SearchX className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
          <h3 className="mt-4 text-lg font-semibold text-card-foreground">No results found</h3>
          <p className="mt-1 text-sm text-muted-foreground">
            Nothing matches “{query.trim()}”. Try other words, or contact our support team.
          </p>
          <Button variant="outline" className="mt-5" onClick={clear}>
            Clear Search
          </Button>
        </div>
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
