import { useEffect, useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import {
  CHAIN_SETTINGS_DEFAULTS,
  PlatformSettingsSchema,
  type PlatformSettings,
} from '@mizani/shared';
import { Field, invalid, issuesByField } from '@/components/admin-form/field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import { useT } from '@/lib/i18n/use-t';
import { savePlatformSettings, settingsChanged } from '../api/settings';

type Key = keyof typeof CHAIN_SETTINGS_DEFAULTS;
const FIELDS = [
  { key: 'chain.payoutMaxUsd', label: 'admin.settings.chainMax' },
  { key: 'chain.payoutDailyUsd', label: 'admin.settings.chainDaily' },
  { key: 'chain.payoutApprovalUsd', label: 'admin.settings.chainApproval' },
  { key: 'chain.travelRuleUsd', label: 'admin.settings.chainTravel' },
  { key: 'chain.hotWalletLowUsd', label: 'admin.settings.chainLow' },
] as const satisfies readonly { key: Key; label: string }[];
const pick = (p: PlatformSettings) =>
  Object.fromEntries(FIELDS.map((f) => [f.key, String(p[f.key])])) as Record<Key, string>;

/** Stablecoin payouts (issue 40): limits, four eyes, travel rule and the hot-wallet alert. */
export function StablecoinSettingsCard({ initial }: { initial: PlatformSettings }) {
  const ids = useId();
  const qc = useQueryClient();
  const { t } = useT();
  const [draft, setDraft] = useState(() => pick(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setDraft(pick(initial)), [initial]);
  const save = useMutation({
    mutationFn: savePlatformSettings,
    onSuccess: () => {
      toast.success(t('admin.settings.chainSaved'));
      settingsChanged(qc);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      toast.error(t('admin.settings.chainFailed'), { description: errorText(err) });
    },
  });
  function submit(e: React.FormEvent) {
    e.preventDefault();
    const values = Object.fromEntries(
      FIELDS.map((f) => [f.key, draft[f.key].trim() === '' ? Number.NaN : Number(draft[f.key])]),
    );
    const parsed = PlatformSettingsSchema.safeParse({ ...initial, ...values });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues, (path) => path.map(String).join('.')));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle className="text-lg">{t('admin.settings.chain')}</CardTitle>
        <CardDescription>{t('admin.settings.chainIntro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-5"
          onSubmit={submit}
          noValidate
          aria-label={t('admin.settings.chain')}
        >
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {FIELDS.map((f) => (
              <Field key={f.key} id={`${ids}-${f.key}`} label={t(f.label)} error={errors[f.key]}>
                <Input
                  id={`${ids}-${f.key}`}
                  type="number"
                  step="1"
                  value={draft[f.key]}
                  onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
                  {...invalid(`${ids}-${f.key}`, errors[f.key])}
                />
              </Field>
            ))}
          </div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('admin.common.saving') : t('admin.settings.chainSave')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
