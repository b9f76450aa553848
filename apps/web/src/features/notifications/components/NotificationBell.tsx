import { useRef } from 'react';
import { Popover } from 'radix-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-messages';
import { cn } from '@/lib/utils';
import { useRateStream } from '@/lib/queries/rates';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { alertsKeys } from '@/lib/queries/alerts';
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationsKeys,
  notificationsQueryOptions,
} from '../api/notifications';

/** Dashboard header bell: unread count, the latest notifications, mark as read. */
export function NotificationBell({ className }: { className?: string }) {
  const qc = useQueryClient();
  const { t } = useT();
  const fmt = useFormat();
  const list = useQuery(notificationsQueryOptions());
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
  const read = useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => void qc.invalidateQueries({ queryKey: notificationsKeys.all }),
    onError: (err) => toast.error(t('notify.couldNotMark'), { description: errorText(err) }),
  });
  const readAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => void qc.invalidateQueries({ queryKey: notificationsKeys.all }),
    onError: (err) => toast.error(t('notify.couldNotMarkAll'), { description: errorText(err) }),
  });
  const unread = list.data?.unread ?? 0;
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button
          variant="outline"
          size="icon"
          className={cn('relative', className)}
          aria-label={unread ? t('notify.unread', { n: unread }) : t('notify.title')}
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
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-[min(24rem,calc(100vw-1.5rem))] rounded-xl border border-border bg-popover p-0 text-popover-foreground shadow-elevated"
          aria-label={t('notify.title')}
        >
          <div className="flex items-center justify-between border-b border-border px-4 py-3">
            <h2 className="text-sm font-semibold">{t('notify.title')}</h2>
            {unread ? (
              <Button size="sm" variant="ghost" onClick={() => readAll.mutate()}>
                {t('notify.markAll')}
              </Button>
            ) : null}
          </div>
          {!list.data?.notifications.length ? (
            <p className="px-4 py-8 text-center text-sm text-muted-foreground">
              {t('notify.none')}
            </p>
          ) : (
            <ul
              className="max-h-96 divide-y divide-border overflow-auto"
              tabIndex={0}
              aria-label={t('notify.list')}
            >
              {list.data.notifications.map((n) => (
                <li
                  key={n.id}
                  className={cn('px-4 py-3', !n.readAt && 'bg-accent/60')}
                  data-testid="notification"
                >
                  <p className="text-sm font-semibold text-navy-900">{n.title}</p>
                  <p className="mt-0.5 text-xs text-muted-foreground">{n.body}</p>
                  <div className="mt-1 flex items-center justify-between">
                    <span className="text-[11px] text-muted-foreground">
                      {fmt.dateTime(n.createdAt)}
                    </span>
                    {!n.readAt ? (
                      <Button
                        size="sm"
                        variant="link"
                        className="text-xs"
                        onClick={() => read.mutate(n.id)}
                      >
                        {t('notify.markRead')}
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
