import { lazy, Suspense, useEffect, useState, type CSSProperties } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { cn } from '@/lib/utils';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';

// sonner's Toaster mounts after hydration: toasts only follow user actions, and the library
// stays out of the first-load JavaScript. Features call toast() from 'sonner' as usual.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * sonner's rich colours fall under WCAG AA (its error red on pink is about 4.2:1). These set the
 * variables it reads on the toaster to our palette: every pair is at least 7:1.
 */
const TOAST_COLOURS = {
  '--normal-bg': '#ffffff',
  '--normal-border': '#d9e0ea',
  '--normal-text': '#0b1b33',
  '--success-bg': '#ecfdf5',
  '--success-border': '#a7f3d0',
  '--success-text': '#065f46',
  '--info-bg': '#eff6ff',
  '--info-border': '#bfdbfe',
  '--info-text': '#1e3a8a',
  '--warning-bg': '#fffbeb',
  '--warning-border': '#fde68a',
  '--warning-text': '#92400e',
  '--error-bg': '#fef2f2',
  '--error-border': '#fecaca',
  '--error-text': '#991b1b',
} as CSSProperties;

/** Route `handle` options read by the layout. */
export interface RouteHandle {
  /** Home and the 404 page have no breadcrumbs. */
  hideBreadcrumbs?: boolean;
  /** The page opens with the navy hero the header floats over (home). */
  overHero?: boolean;
}

export function RootLayout() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const navigation = useNavigation();
  const handle = (matches.at(-1)?.handle ?? {}) as RouteHandle;
  const overHero = !!handle.overHero && pathname === '/';
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-navy-900 shadow-elevated focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
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
      <Header overHero={overHero} />
      <main
        id="main"
        tabIndex={-1}
        className={cn('flex-1 outline-none', !overHero && 'pt-16 lg:pt-[4.5rem]')}
      >
        {handle.hideBreadcrumbs ? null : (
          <div className="bg-surface">
            <div className="container-page pt-6">
              <Breadcrumbs />
            </div>
          </div>
        )}
        <Outlet />
      </main>
      <Footer />
      {hydrated ? (
        <Suspense fallback={null}>
          <Toaster position="top-right" richColors closeButton style={TOAST_COLOURS} />
        </Suspense>
      ) : null}
    </div>
  );
}
