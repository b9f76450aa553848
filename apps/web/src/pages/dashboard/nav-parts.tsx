import { useQuery } from '@tanstack/react-query';
import { Tabs as TabsPrimitive } from 'radix-ui';
import type { LucideIcon } from 'lucide-react';
import { inputClasses } from '@/components/ui/input';
import { useT } from '@/lib/i18n/use-t';
import { cn } from '@/lib/utils';
import { needsActionQuery } from '@/features/business/api/business';
import { TAB_LABEL_IDS, type DashboardTab } from '@/features/dashboard/tabs';

// The navigation's parts that the shell, the side navigation and the More sheet all draw: a
// place (a tab with its icon and count), the count's words and the tab search. Their own module,
// so the side navigation and More (loaded on demand) do not import the shell that loads them.

/** Where the count of "Needs your action" is said to screen readers (the badge is drawn only). */
const COUNT_ID = 'nav-needs-action-count';

/** How many approvals and confirmations wait for the person (0 when none or not loaded). */
export function useNeedsActionCount() {
  return useQuery(needsActionQuery()).data?.count ?? 0;
}

/** The count on a place's icon; its words are in COUNT_ID, named by the tab's description. */
function CountBadge({ count }: { count: number }) {
  if (!count) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="nav-needs-action-badge"
      className="absolute -top-1.5 left-3 min-w-[1.125rem] rounded-full bg-amber-500 px-1 text-center text-[11px] leading-[1.125rem] font-bold text-navy-950 ring-2 ring-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** One place: its icon and its tab name (the accessible name); the overview carries the count. */
export function Place({
  tab,
  icon: Icon,
  variant,
  count = 0,
  onSelect,
}: {
  tab: DashboardTab;
  icon: LucideIcon;
  variant: 'side' | 'bar' | 'sheet';
  count?: number;
  onSelect?: () => void;
}) {
  const { t } = useT();
  const counted = tab === 'overview' && count > 0;
  return (
    <TabsPrimitive.Trigger
      value={tab}
      aria-describedby={counted ? COUNT_ID : undefined}
      onClick={onSelect}
      className={cn(
        'group relative flex cursor-pointer items-center font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
        variant === 'bar'
          ? 'min-w-0 flex-col justify-center gap-0.5 px-0.5 pt-2 pb-1.5 text-[11px] leading-tight text-slate-600 data-[state=active]:text-navy-900'
          : 'h-10 w-full gap-3 rounded-lg px-3 text-sm text-slate-700 hover:bg-navy-50 hover:text-navy-900 data-[state=active]:bg-navy-900 data-[state=active]:text-white',
      )}
    >
      <span
        className={cn(
          'relative flex items-center justify-center',
          variant === 'bar' &&
            'h-7 w-12 rounded-full group-data-[state=active]:bg-emerald-100 group-data-[state=active]:text-emerald-800',
        )}
      >
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {counted ? <CountBadge count={count} /> : null}
      </span>
      <span
        className={cn(
          variant === 'bar' ? 'max-w-full text-center break-words' : 'truncate',
          variant === 'bar' && 'group-data-[state=active]:font-semibold',
        )}
      >
        {t(TAB_LABEL_IDS[tab])}
      </span>
    </TabsPrimitive.Trigger>
  );
}

/** The words behind the badge, once, for the overview tab's description. */
export function CountWords({ count }: { count: number }) {
  const { t } = useT();
  if (!count) return null;
  return (
    <span id={COUNT_ID} className="sr-only">
      {t('shell.needsActionCount', { count })}
    </span>
  );
}

/** The tab-name search (spec: a search box that filters tab names). */
export function TabSearch({
  id,
  search,
  onSearch,
}: {
  id: string;
  search: string;
  onSearch: (value: string) => void;
}) {
  const { t } = useT();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('dash.searchTabs')}
      </label>
      <input
        id={id}
        type="search"
        placeholder={t('dash.searchTabs')}
        className={cn(inputClasses, 'h-9 w-full bg-surface')}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
      />
    </>
  );
}
