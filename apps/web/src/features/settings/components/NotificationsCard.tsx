import { useEffect, useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { NotificationPrefs } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorText } from '@/lib/error-messages';
import { saveNotificationPrefs, settingsChanged } from '../api/settings';

const PREFS: { key: keyof NotificationPrefs; label: string; hint: string }[] = [
  {
    key: 'emailNotificationsConsultation',
    label: 'Consultation requests and support inquiries',
    hint: 'email_notifications_consultation',
  },
  {
    key: 'emailNotificationsQuote',
    label: 'Quote requests',
    hint: 'email_notifications_quote',
  },
  {
    key: 'emailNotificationsApplication',
    label: 'Job applications',
    hint: 'email_notifications_application',
  },
];

/** Which new requests email this admin. */
export function NotificationsCard({ initial }: { initial: NotificationPrefs }) {
  const ids = useId();
  const qc = useQueryClient();
  const [prefs, setPrefs] = useState(initial);
  useEffect(() => setPrefs(initial), [initial]);
  const save = useMutation({
    mutationFn: saveNotificationPrefs,
    onSuccess: () => {
      toast.success('Notification preferences saved');
      settingsChanged(qc);
    },
    onError: (err) =>
      toast.error('Could not save preferences', {
        description: errorText(err),
      }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">My email notifications</CardTitle>
        <CardDescription>Which new requests should email you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(prefs);
          }}
        >
          <fieldset className="space-y-3">
            <legend className="sr-only">Email me about</legend>
            {PREFS.map((p) => (
              <div key={p.key} className="flex items-start gap-3">
                <input
                  id={`${ids}-${p.key}`}
                  type="checkbox"
                  className="mt-1 size-4 accent-primary"
                  checked={prefs[p.key]}
                  onChange={(e) => setPrefs((v) => ({ ...v, [p.key]: e.target.checked }))}
                />
                <label htmlFor={`${ids}-${p.key}`} className="text-sm">
                  {p.label}
                  <span className="block text-xs text-muted-foreground">{p.hint}</span>
                </label>
              </div>
            ))}
          </fieldset>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save preferences'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
