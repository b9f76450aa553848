import { lazy, useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DeferredPopover } from '@/components/popover/deferred-popover';
import { cn } from '@/lib/utils';
import { useRateStream } from '@/lib/queries/rates';
import { useT } from '@/lib/i18n/use-t';
import { alertsKeys } from '@/lib/queries/alerts';
import { registerServiceWorker } from '@/lib/pwa';
import { notificationsKeys, notificationsQueryOptions } from '../api/notifications';

// The list, its mutations and the error texts load with the panel (decision 027).
const loadList = () => import('./NotificationList');
const NotificationList = lazy(loadList);

/** Dashboard header bell: unread count, the latest notifications, mark as read. */
export function NotificationBell({ className }: { className?: string }) {
  const qc = useQueryClient();
  const { t } = useT();
  const list = useQuery(notificationsQueryOptions());
  // The bell is on every signed-in page and only there: the service worker (offline shell, last
  // balances, push; issue 39) is registered from here, after the page drew.
  useEffect(() => {
    void registerServiceWorker();
  }, []);
  // A new rate may have fired one of our alerts: look again shortly after each pushed rate.
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useRateStream(() => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      void qc.invalidateQueries({ queryKey: notificationsKeys.all });
      void qc.invalidateQueries({ queryKey: alertsKeys.all });
    }, 400);
  });
  const unread = list.data?.unread ?? 0;
  return (
    <DeferredPopover
      label={t('notify.title')}
      load={loadList}
      className="z-50 w-[min(24rem,calc(100vw-1.5rem))] rounded-xl border border-border bg-popover p-0 text-popover-foreground shadow-elevated"
      trigger={(props) => (
        <Button
          variant="outline"
          size="icon"
          className={cn('relative', className)}
          aria-label={unread ? t('notify.unread', { n: unread }) : t('notify.title')}
          {...props}
        >
          <Bell aria-hidden="true" />
          {unread ? (
            <span
              data-testid="bell-count"
              className="absolute -right-1.5 -top-1.5 min-w-5 rounded-full bg-destructive px-1.5 text-center text-[11px] font-bold leading-5 text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Button>
      )}
    >
      <NotificationList />
    </DeferredPopover>
  );
}
