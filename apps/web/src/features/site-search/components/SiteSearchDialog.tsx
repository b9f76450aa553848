import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from '@/lib/nav';
import { CornerDownLeft, FileText, Coins, LayoutDashboard, Search } from 'lucide-react';
import { searchSite, type SearchEntry } from '../lib/site-search';
import { useSearchIndex } from '../lib/search-index';
import { useT } from '@/lib/i18n/use-t';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

const TYPE_ICON = { page: FileText, feature: LayoutDashboard, currency: Coins } as const;
const TYPE_LABEL = {
  page: 'search.typePage',
  feature: 'search.typeFeature',
  currency: 'search.typeCurrency',
} as const;

/**
 * Site search overlay (spec §2 Header, §5 Site search). The header opens it (button or Ctrl/Cmd+K);
 * Escape closes (Radix restores focus to the opener); arrow keys move through the results
 * (WAI combobox + listbox with aria-activedescendant); Enter opens the highlighted result.
 */
interface SiteSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on close (the header passes the opener: the dialog has no Radix Trigger). */
  onCloseAutoFocus?: (event: Event) => void;
}

export function SiteSearchDialog({ open, onOpenChange, onCloseAutoFocus }: SiteSearchDialogProps) {
  const navigate = useNavigate();
  const { t, lp, locale } = useT();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The page's language's index (its words load when the search first opens in it).
  const index = useSearchIndex(locale, open);
  const results = useMemo(() => searchSite(query, index.entries), [query, index.entries]);

  useEffect(() => {
    if (!open) {
      setQuery('');
      setActive(0);
    }
  }, [open]);

  const go = (entry: SearchEntry) => {
    onOpenChange(false);
    void navigate(lp(entry.path));
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (!results.length) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => (i + 1) % results.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i - 1 + results.length) % results.length);
    } else if (e.key === 'Home') {
      e.preventDefault();
      setActive(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      setActive(results.length - 1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const entry = results[active];
      if (entry) go(entry);
    }
  };

  const trimmed = query.trim();
  const optionId = (i: number) => `${listId}-opt-${i}`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="top-[12vh] max-w-xl translate-y-0 gap-0 overflow-hidden p-0 sm:top-[15vh]"
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          inputRef.current?.focus();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogTitle className="sr-only">{t('search.title')}</DialogTitle>
        <DialogDescription className="sr-only">{t('search.help')}</DialogDescription>
        {/* pr-14 keeps the input and the Esc hint clear of the dialog's close button. */}
        <div className="flex items-center gap-3 border-b border-border pl-4 pr-14">
          <Search className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <label htmlFor={inputId} className="sr-only">
            {t('shell.search')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            role="combobox"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={results.length ? optionId(active) : undefined}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            spellCheck={false}
            className="h-14 w-full bg-transparent text-base text-foreground outline-none placeholder:text-muted-foreground"
          />
          <kbd className="hidden shrink-0 rounded border border-border px-1.5 py-0.5 text-xs text-muted-foreground sm:inline">
            Esc
          </kbd>
        </div>

        <div className="max-h-[60vh] overflow-y-auto">
          <ul
            id={listId}
            role="listbox"
            aria-label={t('search.results')}
            className={results.length ? 'p-2' : 'hidden'}
          >
            {results.map((entry, i) => {
              const Icon = TYPE_ICON[entry.type];
              const selected = i === active;
              return (
                <li
                  key={`${entry.type}:${entry.path}:${entry.title}`}
                  id={optionId(i)}
                  role="option"
                  aria-selected={selected}
                  onMouseMove={() => setActive(i)}
                  onClick={() => go(entry)}
                  className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 ${selected ? 'bg-muted' : ''}`}
                >
                  <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-foreground">
                      {entry.title}
                    </span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {entry.description}
                    </span>
                  </span>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {t(TYPE_LABEL[entry.type])}
                  </span>
                  {selected ? (
                    <CornerDownLeft
                      className="size-4 shrink-0 text-muted-foreground"
                      aria-hidden="true"
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
          {trimmed && results.length === 0 && index.ready ? (
            <p className="px-4 py-10 text-center text-sm text-muted-foreground" role="status">
              {t('search.none')}{' '}
              <span className="font-medium text-foreground">
                {t('search.quoted', { query: trimmed })}
              </span>
            </p>
          ) : null}
          {!trimmed ? (
            <p className="px-4 py-8 text-center text-sm text-muted-foreground">
              {t('search.empty')}
            </p>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
