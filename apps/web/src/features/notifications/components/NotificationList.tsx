import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-messages';
import { cn } from '@/lib/utils';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationsKeys,
  notificationsQueryOptions,
} from '../api/notifications';

/** The bell's panel: the latest notifications and mark as read (loaded with the panel). */
export default function NotificationList() {
  const qc = useQueryClient();
  const { t } = useT();
  const fmt = useFormat();
  const list = useQuery(notificationsQueryOptions());
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
    <>
      <div className="flex items-center justify-between border-b border-border px-4 py-3">
        <h2 className="text-sm font-semibold">{t('notify.title')}</h2>
        {unread ? (
          <Button size="sm" variant="ghost" onClick={() => readAll.mutate()}>
            {t('notify.markAll')}
          </Button>
        ) : null}
      </div>
      {!list.data?.notifications.length ? (
        <p className="px-4 py-8 text-center text-sm text-muted-foreground">{t('notify.none')}</p>
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
    </>
  );
}
