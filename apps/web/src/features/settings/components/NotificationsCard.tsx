import { useEffect, useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { NotificationPrefs } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorText } from '@/lib/error-messages';
import { useT } from '@/lib/i18n/use-t';
import { saveNotificationPrefs, settingsChanged } from '../api/settings';

// Each preference is stored in admin_settings (spec §3); the screen names it in words only.
const PREFS = [
  {
    key: 'emailNotificationsConsultation',
    label: 'admin.settings.notifyConsultation',
  },
  {
    key: 'emailNotificationsQuote',
    label: 'admin.settings.notifyQuote',
  },
  {
    key: 'emailNotificationsApplication',
    label: 'admin.settings.notifyApplication',
  },
] as const satisfies readonly { key: keyof NotificationPrefs; label: string }[];

/** Which new requests email this admin. */
export function NotificationsCard({ initial }: { initial: NotificationPrefs }) {
  const ids = useId();
  const qc = useQueryClient();
  const [prefs, setPrefs] = useState(initial);
  useEffect(() => setPrefs(initial), [initial]);
  const { t } = useT();
  const save = useMutation({
    mutationFn: saveNotificationPrefs,
    onSuccess: () => {
      toast.success(t('admin.settings.prefsSaved'));
      settingsChanged(qc);
    },
    onError: (err) =>
      toast.error(t('admin.settings.prefsFailed'), {
        description: errorText(err),
      }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('admin.settings.myNotifications')}</CardTitle>
        <CardDescription>{t('admin.settings.myNotificationsIntro')}</CardDescription>
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
            <legend className="sr-only">{t('admin.settings.emailMeAbout')}</legend>
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
                  {t(p.label)}
                </label>
              </div>
            ))}
          </fieldset>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('admin.common.saving') : t('admin.settings.savePrefs')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
