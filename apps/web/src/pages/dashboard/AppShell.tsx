import { lazy, Suspense, useRef, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { ArrowLeftRight, Ellipsis, House, Send, Wallet, type LucideIcon } from 'lucide-react';
import { inputClasses } from '@/components/ui/input';
import { useT } from '@/lib/i18n/use-t';
import { cn } from '@/lib/utils';
import { needsActionQuery } from '@/features/business/api/business';
import {
  PRIMARY_TABS,
  TAB_LABEL_IDS,
  moreTabs,
  type DashboardTab,
} from '@/features/dashboard/tabs';

// The signed-in app's navigation (issue 39): a side navigation on desktop, a bottom bar with
// More on phones. Each place is a tab of the dashboard's one Tabs root, so the spec's tab names
// stay the places' accessible names and the arrow keys move between them.

const loadMoreSheet = () => import('./MoreSheet');
const MoreSheet = lazy(loadMoreSheet);
// Desktop only: a phone never loads the side navigation or the other places' icons.
const SideNavList = lazy(() => import('./SideNav'));

/** Tailwind's lg: the width from which the side navigation replaces the bottom bar. */
const DESKTOP = '(min-width: 1024px)';

/** Desktop or phone layout, following the window (rotation, resizing). */
export function useIsDesktop() {
  return useSyncExternalStore(
    (onChange) => {
      const mq = window.matchMedia(DESKTOP);
      mq.addEventListener('change', onChange);
      return () => mq.removeEventListener('change', onChange);
    },
    () => window.matchMedia(DESKTOP).matches,
    () => false,
  );
}

/** The bottom bar's icons (the others are in place-icons.ts, loaded with More or the side nav). */
export const PRIMARY_ICONS: Record<(typeof PRIMARY_TABS)[number], LucideIcon> = {
  overview: House,
  trading: ArrowLeftRight,
  wallet: Wallet,
  send: Send,
};

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

/**
 * Desktop: every visible tab down the left side, under the tab search. The frame is drawn at
 * once (the skeleton's box); the list arrives with its icons.
 */
export function SideNav({
  visible,
  search,
  onSearch,
}: {
  visible: readonly DashboardTab[];
  search: string;
  onSearch: (value: string) => void;
}) {
  const { t } = useT();
  return (
    <nav
      aria-label={t('shell.appNav')}
      className="fixed top-16 bottom-0 left-0 z-30 flex w-64 flex-col gap-3 overflow-y-auto border-r border-border bg-white px-3 py-4"
    >
      <TabSearch id="dashboard-search-desktop" search={search} onSearch={onSearch} />
      <Suspense fallback={null}>
        <SideNavList visible={visible} search={search} />
      </Suspense>
    </nav>
  );
}

/**
 * Phones: the four most used places and More (a sheet with the other tabs and the tab search),
 * fixed at the bottom where the thumb is. The sheet's code loads on first use.
 */
export function BottomBar({
  current,
  visible,
  search,
  onSearch,
}: {
  current: DashboardTab;
  visible: readonly DashboardTab[];
  search: string;
  onSearch: (value: string) => void;
}) {
  const { t } = useT();
  const count = useNeedsActionCount();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const moreButton = useRef<HTMLButtonElement>(null);
  const inMore = !(PRIMARY_TABS as readonly string[]).includes(current);
  const rest = moreTabs(visible);
  return (
    <nav
      aria-label={t('shell.appNav')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(11_31_58/0.06)] backdrop-blur"
    >
      <div className="mx-auto grid h-16 max-w-xl grid-cols-5">
        <TabsPrimitive.List aria-label={t('shell.places')} className="col-span-4 grid grid-cols-4">
          {PRIMARY_TABS.map((tab) => (
            <Place key={tab} tab={tab} icon={PRIMARY_ICONS[tab]} variant="bar" count={count} />
          ))}
        </TabsPrimitive.List>
        <button
          ref={moreButton}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          data-active={inMore ? 'true' : undefined}
          onPointerEnter={() => void loadMoreSheet()}
          onFocus={() => void loadMoreSheet()}
          onClick={() => {
            setMounted(true);
            setOpen(true);
          }}
          className="group flex min-w-0 cursor-pointer flex-col items-center justify-center gap-0.5 px-0.5 pt-2 pb-1.5 text-[11px] leading-tight font-medium text-slate-600 outline-none focus-visible:ring-2 focus-visible:ring-ring data-[active=true]:text-navy-900"
        >
          <span className="flex h-7 w-12 items-center justify-center rounded-full group-data-[active=true]:bg-emerald-100 group-data-[active=true]:text-emerald-800">
            <Ellipsis aria-hidden="true" className="size-5" />
          </span>
          <span className="group-data-[active=true]:font-semibold">{t('shell.more')}</span>
        </button>
      </div>
      <CountWords count={count} />
      {mounted ? (
        <Suspense fallback={null}>
          <MoreSheet
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => moreButton.current?.focus()}
            tabs={rest}
            search={search}
            onSearch={onSearch}
          />
        </Suspense>
      ) : null}
    </nav>
  );
}
