import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Lock } from 'lucide-react';
import type { NoticePreference } from '@mizani/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-messages';
import {
  noticePreferencesQuery,
  notificationsKeys,
  saveNoticePreferences,
} from '../api/notifications';

/**
 * Mail per kind of money notice, saved as soon as a box changes. The bell always shows every
 * notice; security mails and answers to quote requests are always sent (they are not a choice).
 */
export function NotificationSettings() {
  const qc = useQueryClient();
  const q = useQuery(noticePreferencesQuery());
  const save = useMutation({
    mutationFn: saveNoticePreferences,
    onSuccess: (r, body) => {
      qc.setQueryData(noticePreferencesQuery().queryKey, r);
      const [kind, on] = Object.entries(body)[0] ?? [];
      const label = r.preferences.find((p) => p.kind === kind)?.label ?? 'Notification';
      toast.success(`${label} emails ${on ? 'on' : 'off'}`);
    },
    onError: (err) => {
      toast.error('Could not save your choice', { description: errorText(err) });
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
          Email me about {p.label.toLowerCase()}
        </label>
        <p id={`notice-${p.kind}-hint`} className="text-xs text-muted-foreground">
          {p.description}
        </p>
      </div>
    </li>
  );
  return (
    <Card id="notification-settings">
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>
          Every movement of your money appears in the bell. Choose which ones also come by email.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {q.isLoading ? (
          <Skeleton className="h-24" />
        ) : q.isError ? (
          <p role="alert">Your notification settings could not be loaded.</p>
        ) : (
          <ul className="divide-y divide-border">
            {q.data!.preferences.map(row)}
            <li className="flex items-start gap-3 py-3">
              <Lock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div>
                <p className="text-sm font-medium text-navy-900">
                  Security and quote answers: always by email
                </p>
                <p className="text-xs text-muted-foreground">
                  Password resets, email changes, sign-in alerts and our answers to your quote
                  requests are always sent, so you never miss something only you should act on.
                </p>
              </div>
            </li>
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
