import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Home, LogOut, RefreshCw } from 'lucide-react';
import { Link } from '@/lib/nav';
import { DeferredPopover } from '@/components/popover/deferred-popover';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useAuth } from '@/lib/session';
import { cn } from '@/lib/utils';
import { Logo } from '@/components/layout/logo';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { AccountSelect } from '@/features/business/components/AccountSwitcher';

/** The spec's Refresh: every cached answer asked again, the spinner for half a second. */
function RefreshButton({ className }: { className?: string }) {
  const { t } = useT();
  const qc = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void qc.invalidateQueries();
    setTimeout(() => setRefreshing(false), 500);
  };
  return (
    <Button
      variant="outline"
      onClick={refresh}
      disabled={refreshing}
      aria-busy={refreshing}
      className={className}
    >
      <RefreshCw className={refreshing ? 'animate-spin' : ''} aria-hidden />
      {t('dash.refresh')}
    </Button>
  );
}

function initialsOf(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0]![0]! + parts.at(-1)![0]! : (parts[0] ?? '?')[0]!;
  return letters.toUpperCase();
}

/**
 * The app shell's header (issue 39): the brand (back to the overview), the account switcher,
 * Refresh and Request a Quote on desktop, the bell, and the user menu (who is signed in and the
 * role, Refresh and Request a Quote on phones, the public site's Home, Logout). It replaces the
 * public site's header on signed-in pages.
 */
export function DashboardHeader({
  isDesktop,
  onQuote,
}: {
  isDesktop: boolean;
  onQuote: () => void;
}) {
  const { t } = useT();
  const { user, role, signOut } = useAuth();
  const name =
    [(user as { firstName?: string | null } | null)?.firstName, user?.name]
      .find((n) => n && n.trim())
      ?.trim() ??
    user?.email ??
    '';
  const isAdmin = role === 'admin';
  return (
    <header className="fixed inset-x-0 top-0 z-40 flex h-14 items-center gap-2 border-b border-border bg-white/95 px-3 backdrop-blur sm:px-4 lg:h-16 lg:px-6">
      <Link
        to={paths.dashboard.getHref()}
        className="shrink-0 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Logo className="[&_span]:text-lg [&_svg]:size-7 lg:[&_span]:text-xl lg:[&_svg]:size-8" />
      </Link>
      <div className="ml-auto flex min-w-0 items-center gap-1.5 sm:gap-2">
        {/* Whose money is on screen: the personal account or one of the user's businesses. */}
        <AccountSelect />
        {isDesktop ? (
          <>
            <RefreshButton />
            <Button variant="outline" onClick={onQuote}>
              {t('common.requestQuote')}
            </Button>
          </>
        ) : null}
        <NotificationBell />
        <DeferredPopover
          label={t('dash.menu')}
          className="z-50 grid w-[min(18rem,calc(100vw-1.5rem))] gap-2 rounded-xl border border-border bg-popover p-3 text-popover-foreground shadow-elevated"
          trigger={(props) => (
            <button
              {...props}
              aria-label={t('dash.menu')}
              className="flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span
                aria-hidden="true"
                className="flex size-9 items-center justify-center rounded-full bg-navy-900 text-sm font-semibold text-white"
              >
                {initialsOf(name)}
              </span>
            </button>
          )}
        >
          <div className="min-w-0 border-b border-border pb-2">
            <p className="truncate font-semibold text-navy-900">{name}</p>
            {user?.email && user.email !== name ? (
              <p className="truncate text-sm text-muted-foreground">{user.email}</p>
            ) : null}
            <Badge className="mt-1.5" variant="secondary">
              {isAdmin ? t('dash.role.admin') : t('dash.role.client')}
            </Badge>
          </div>
          {isDesktop ? null : (
            <>
              <RefreshButton className="justify-start" />
              <Button variant="outline" onClick={onQuote} className="justify-start">
                {t('common.requestQuote')}
              </Button>
            </>
          )}
          <Button variant="ghost" asChild className="justify-start">
            <Link to={paths.home.getHref()}>
              <Home aria-hidden />
              {t('dash.home')}
            </Link>
          </Button>
          <Button
            variant="ghost"
            className={cn('justify-start text-destructive hover:text-destructive')}
            onClick={() => void signOut()}
          >
            <LogOut aria-hidden />
            {t('shell.logout')}
          </Button>
        </DeferredPopover>
      </div>
    </header>
  );
}

/** The greeting and the role badge at the top of every place (spec: the dashboard's header). */
export function Greeting({ firstName, isAdmin }: { firstName: string; isAdmin: boolean }) {
  const { t } = useT();
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
      <h1 className="truncate text-xl font-bold tracking-tight text-navy-900 sm:text-2xl">
        {t('dash.welcome', { name: firstName })}
      </h1>
      <Badge className="capitalize" variant="secondary">
        {isAdmin ? t('dash.role.admin') : t('dash.role.client')}
      </Badge>
    </div>
  );
}
