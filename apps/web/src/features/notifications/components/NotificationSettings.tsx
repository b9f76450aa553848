import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { Lock } from 'lucide-react';
import type { NoticePreference, NoticePreferenceKind } from '@mizani/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-messages';
import type { MessageId } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import {
  noticePreferencesQuery,
  notificationsKeys,
  saveNoticePreferences,
} from '../api/notifications';
import { PushSettings } from './PushSettings';

/**
 * Mail per kind of money notice, saved as soon as a box changes. The bell always shows every
 * notice; security mails and answers to quote requests are always sent (they are not a choice).
 */
export function NotificationSettings() {
  const qc = useQueryClient();
  const { t } = useT();
  // The server sends each kind's English label and description (NOTICE_PREFERENCE_LABELS).
  const kindText = (kind: NoticePreferenceKind, part: 'kind' | 'emailMe' | 'hint') =>
    t(`notify.${part}.${kind}` as MessageId);
  const q = useQuery(noticePreferencesQuery());
  const save = useMutation({
    mutationFn: saveNoticePreferences,
    onSuccess: (r, body) => {
      qc.setQueryData(noticePreferencesQuery().queryKey, r);
      const [kind, on] = Object.entries(body)[0] ?? [];
      const pref = r.preferences.find((p) => p.kind === kind);
      const label = pref ? kindText(pref.kind, 'kind') : t('notify.title');
      toast.success(t(on ? 'notify.settings.on' : 'notify.settings.off', { label }));
    },
    onError: (err) => {
      toast.error(t('notify.settings.saveError'), { description: errorText(err) });
      void qc.invalidateQueries({ queryKey: notificationsKeys.all });
    },
  });
  const row = (p: NoticePreference) => (
    <li key={p.kind} className="flex items-start gap-3 py-3">
      <input
        id={`notice-${p.kind}`}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-navy-900"
        checked={p.email}
        disabled={save.isPending}
        onChange={(e) => save.mutate({ [p.kind]: e.target.checked })}
        aria-describedby={`notice-${p.kind}-hint`}
      />
      <div className="min-w-0">
        <label htmlFor={`notice-${p.kind}`} className="text-sm font-medium text-navy-900">
          {kindText(p.kind, 'emailMe')}
        </label>
        <p id={`notice-${p.kind}-hint`} className="text-xs text-muted-foreground">
          {kindText(p.kind, 'hint')}
        </p>
      </div>
    </li>
  );
  return (
    <>
      <Card id="notification-settings">
        <CardHeader>
          <CardTitle>{t('notify.settings.title')}</CardTitle>
          <CardDescription>{t('notify.settings.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {q.isLoading ? (
            <Skeleton className="h-24" />
          ) : q.isError ? (
            <p role="alert">{t('notify.settings.error')}</p>
          ) : (
            <ul className="divide-y divide-border">
              {q.data!.preferences.map(row)}
              <li className="flex items-start gap-3 py-3">
                <Lock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div>
                  <p className="text-sm font-medium text-navy-900">{t('notify.settings.always')}</p>
                  <p className="text-xs text-muted-foreground">
                    {t('notify.settings.alwaysDetail')}
                  </p>
                </div>
              </li>
            </ul>
          )}
        </CardContent>
      </Card>
      {/* Issue 39: the same notices as pushes, per device and kind. */}
      <PushSettings />
    </>
  );
}
