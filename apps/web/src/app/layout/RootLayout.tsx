import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { cn } from '@/lib/utils';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';

// sonner's Toaster mounts after hydration: toasts only follow user actions, and the library
// stays out of the first-load JavaScript. Features call toast() from 'sonner' as usual.
const Toaster = lazy(() => import('./AppToaster'));

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
          <Toaster />
        </Suspense>
      ) : null}
    </div>
  );
}
