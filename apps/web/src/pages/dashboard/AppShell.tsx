import { lazy, Suspense, useRef, useState, useSyncExternalStore } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { ArrowLeftRight, Ellipsis, House, Send, Wallet, type LucideIcon } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t';
import { PRIMARY_TABS, moreTabs, type DashboardTab } from '@/features/dashboard/tabs';
import { CountWords, Place, TabSearch, useNeedsActionCount } from './nav-parts';

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
