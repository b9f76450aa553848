import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from '@/lib/nav';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAccountLocale } from '@/lib/i18n/app-locale';
import { loadAuthClient, useAuth } from '@/lib/session';
import { DashboardSkeleton } from '@/features/dashboard/components/DashboardSkeleton';

export const ADMIN_DENIED_MESSAGE = 'You don’t have access to the admin area.';

function Loading() {
  const { pathname } = useLocation();
  // The dashboard's own shape, as its pre-rendered HTML showed it (issue 35).
  if (pathname === paths.dashboard.path) return <DashboardSkeleton />;
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label="Loading your session" className="size-8 text-navy-900" />
    </div>
  );
}

/**
 * The signed-in areas run on better-auth's client (its session atom follows sign-out, profile
 * changes and other tabs); public pages only read the session (lib/session.ts). The client
 * (16 kB gzip) loads at the first interaction rather than before the first paint (decision 027):
 * until then the plain check holds the session, re-checked when the tab becomes visible, and
 * whatever needs the client (sign-out, profile, sign-in methods) loads it itself.
 */
function useSignedInArea() {
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'focusin', 'visibilitychange'] as const;
    const load = () => {
      stop();
      void loadAuthClient();
    };
    const stop = () => {
      for (const e of events) document.removeEventListener(e, load, { capture: true });
    };
    for (const e of events) document.addEventListener(e, load, { capture: true, passive: true });
    return stop;
  }, []);
}

/** Spec §2 /dashboard: sign-in required, else /auth with the requested location remembered. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  useSignedInArea();
  const languageReady = useAccountLocale(user?.language);
  if (isLoading || !languageReady) return <Loading />;
  if (!user) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.auth.getHref(here)} replace />;
  }
  return <>{children}</>;
}

/** Spec §2 /admin: admin role only; others get the message and land on /. The API checks again. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isAdmin, isLoading } = useAuth();
  const navigate = useNavigate();
  useSignedInArea();
  const told = useRef(false);
  const denied = !isLoading && !!user && !isAdmin;
  const languageReady = useAccountLocale(isAdmin ? user?.language : undefined);
  useEffect(() => {
    if (!denied || told.current) return;
    told.current = true;
    // sonner loads on demand (RootLayout mounts its Toaster lazily): it stays out of the entry.
    void import('sonner').then(({ toast }) => toast.error(ADMIN_DENIED_MESSAGE));
    navigate(paths.home.getHref(), { replace: true });
  }, [denied, navigate]);
  if (isLoading) return <Loading />;
  if (!user) return <RequireAuth>{children}</RequireAuth>;
  if (!isAdmin || !languageReady) return <Loading />;
  return <>{children}</>;
}
