import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Home, MoreHorizontal, RefreshCw } from 'lucide-react';
import { Link } from '@/lib/nav';
import { DeferredPopover } from '@/components/popover/deferred-popover';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { cn } from '@/lib/utils';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';

/**
 * The dashboard's first row: greeting and role, then search, refresh, Request a Quote, the bell
 * and Home; on phones one compact row (greeting, role, bell, menu) so the first screen shows the
 * dashboard itself, the other actions in the menu.
 */
export function DashboardHeader({
  firstName,
  isAdmin,
  search,
  onSearch,
  onQuote,
}: {
  firstName: string;
  isAdmin: boolean;
  search: string;
  onSearch: (value: string) => void;
  onQuote: () => void;
}) {
  const { t } = useT();
  const qc = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void qc.invalidateQueries();
    setTimeout(() => setRefreshing(false), 500);
  };

  /** Search, Refresh and Request a Quote: in the header row on wider screens, the menu on phones. */
  const headerActions = (where: 'desktop' | 'phone') => (
    <>
      <label htmlFor={`dashboard-search-${where}`} className="sr-only">
        {t('dash.searchTabs')}
      </label>
      <input
        id={`dashboard-search-${where}`}
        type="search"
        placeholder={t('dash.searchTabs')}
        className={cn(inputClasses, where === 'desktop' ? 'w-56' : 'w-full')}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
      />
      <Button
        variant="outline"
        onClick={refresh}
        disabled={refreshing}
        aria-busy={refreshing}
        className={where === 'phone' ? 'justify-start' : undefined}
      >
        <RefreshCw className={refreshing ? 'animate-spin' : ''} aria-hidden />
        {t('dash.refresh')}
      </Button>
      <Button
        variant="outline"
        onClick={onQuote}
        className={where === 'phone' ? 'justify-start' : undefined}
      >
        {t('common.requestQuote')}
      </Button>
    </>
  );

  return (
    <div className="flex items-center justify-between gap-3">
      <div className="min-w-0">
        <h1 className="truncate text-xl font-bold tracking-tight text-navy-900 sm:text-3xl">
          {t('dash.welcome', { name: firstName })}
        </h1>
        <Badge className="mt-1 capitalize" variant="secondary">
          {isAdmin ? t('dash.role.admin') : t('dash.role.client')}
        </Badge>
      </div>
      <div className="hidden flex-wrap items-center justify-end gap-2 sm:flex">
        {headerActions('desktop')}
        <NotificationBell />
        <Button variant="ghost" asChild>
          <Link to={paths.home.getHref()}>
            <Home aria-hidden />
            {t('dash.home')}
          </Link>
        </Button>
      </div>
      <div className="flex shrink-0 items-center gap-2 sm:hidden">
        <NotificationBell />
        <DeferredPopover
          label={t('dash.menu')}
          className="z-50 grid w-[min(18rem,calc(100vw-1.5rem))] gap-2 rounded-xl border border-border bg-popover p-3 text-popover-foreground shadow-elevated"
          trigger={(props) => (
            <Button variant="outline" size="icon" aria-label={t('dash.menu')} {...props}>
              <MoreHorizontal aria-hidden="true" />
            </Button>
          )}
        >
          {headerActions('phone')}
          <Button variant="ghost" asChild className="justify-start">
            <Link to={paths.home.getHref()}>
              <Home aria-hidden />
              {t('dash.home')}
            </Link>
          </Button>
        </DeferredPopover>
      </div>
    </div>
  );
}
