import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router';
import { useLocation } from '@/lib/nav';
import { cn } from '@/lib/utils';
import { splitLocale } from '@/lib/i18n/locales';
import { useT } from '@/lib/i18n/use-t';
import { paths } from '@/config/paths';
import { ScrollToTop } from './ScrollToTop';

// The public header, breadcrumbs and footer load only where they are drawn (issue 39): the app
// shell's pages (the dashboard) never need them. The app starts fetching them at once when it
// opens on another page, beside that page's own code, so they are there when it draws.
const loadPublicFrame = () => import('./PublicFrame');
const PublicFrame = lazy(loadPublicFrame);
if (
  typeof window !== 'undefined' &&
  splitLocale(window.location.pathname).path !== paths.dashboard.path
)
  void loadPublicFrame();

// sonner's Toaster (9 kB) mounts on the first interaction or navigation, or a few seconds after
// the page has loaded: toasts follow user actions, and sonner shows the ones raised before its
// Toaster mounted, so none is lost. Features call toast from lib/toast.ts, which loads sonner at the first toast.
const Toaster = lazy(() => import('./AppToaster'));
const TOASTER_FALLBACK_MS = 4000;

function useToasterWanted(pathname: string) {
  const [wanted, setWanted] = useState(false);
  const [firstPath] = useState(pathname);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    for (const e of events) window.addEventListener(e, want, { capture: true, passive: true });
    let timer: number | undefined;
    const later = () => (timer = window.setTimeout(want, TOASTER_FALLBACK_MS));
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      for (const e of events) window.removeEventListener(e, want, { capture: true });
      window.removeEventListener('load', later);
      window.clearTimeout(timer);
    };
  }, [wanted]);
  return wanted || pathname !== firstPath;
}

/** Route `handle` options read by the layout. */
export interface RouteHandle {
  /** Home and the 404 page have no breadcrumbs. */
  hideBreadcrumbs?: boolean;
  /** The page opens with the navy hero the header floats over (home). */
  overHero?: boolean;
  /**
   * A signed-in page drawn in the app shell (issue 39: its own header and navigation, and its
   * own main): no public header, breadcrumbs or footer.
   */
  appShell?: boolean;
}

export function RootLayout() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const navigation = useNavigation();
  const handle = (matches.at(-1)?.handle ?? {}) as RouteHandle;
  const overHero = !!handle.overHero && splitLocale(pathname).path === '/';
  const toaster = useToasterWanted(pathname);
  const { t, locale } = useT();
  // Client navigation between languages: the document's language follows the page's.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-navy-900 shadow-elevated focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('shell.skip')}
      </a>
      <ScrollToTop />
      {/* A lazy page is loading: a thin progress bar instead of a blank screen. */}
      <div
        aria-hidden="true"
        className={cn(
          'fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-emerald-500 transition-transform duration-500',
          navigation.state === 'loading' ? 'scale-x-75' : 'scale-x-0 duration-0',
        )}
      />
      {handle.appShell ? (
        <Outlet />
      ) : (
        <Suspense fallback={<div className="h-16 lg:h-[4.5rem]" />}>
          <PublicFrame overHero={overHero} hideBreadcrumbs={!!handle.hideBreadcrumbs} />
        </Suspense>
      )}
      {toaster ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </div>
  );
}
