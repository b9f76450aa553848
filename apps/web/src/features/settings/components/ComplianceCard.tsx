import { useEffect, useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import {
  COMPLIANCE_SETTINGS_DEFAULTS,
  complianceSettingsProblems,
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

type Key = keyof typeof COMPLIANCE_SETTINGS_DEFAULTS;
// Labels and hints are message ids (admin.settings.*).
const NUMBER_FIELDS = [
  { key: 'compliance.tier1DailyUsd', label: 'admin.settings.tier1Daily' },
  { key: 'compliance.tier1MonthlyUsd', label: 'admin.settings.tier1Monthly' },
  { key: 'compliance.tier2DailyUsd', label: 'admin.settings.tier2Daily' },
  { key: 'compliance.tier2MonthlyUsd', label: 'admin.settings.tier2Monthly' },
  {
    key: 'compliance.minTransactionUsd',
    label: 'admin.settings.minTransaction',
    hint: 'admin.settings.minTransactionHint',
  },
  { key: 'compliance.reviewTargetHours', label: 'admin.settings.reviewTarget' },
  { key: 'compliance.reviewMaxBusinessDays', label: 'admin.settings.reviewMax' },
  {
    key: 'compliance.screeningThreshold',
    label: 'admin.settings.threshold',
    hint: 'admin.settings.thresholdHint',
    step: '0.01',
  },
] as const satisfies readonly { key: Key; label: string; hint?: string; step?: string }[];
const pick = (p: PlatformSettings) =>
  Object.fromEntries(NUMBER_FIELDS.map((f) => [f.key, String(p[f.key])])) as Record<Key, string>;

/** Verification tiers' limits, the minimum transaction, review targets and screening (issue 22). */
export function ComplianceCard({ initial }: { initial: PlatformSettings }) {
  const ids = useId();
  const qc = useQueryClient();
  const [draft, setDraft] = useState(() => pick(initial));
  const [fourEyes, setFourEyes] = useState(initial['compliance.fourEyesTier2']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { t } = useT();
  useEffect(() => {
    setDraft(pick(initial));
    setFourEyes(initial['compliance.fourEyesTier2']);
  }, [initial]);
  const save = useMutation({
    mutationFn: savePlatformSettings,
    onSuccess: () => {
      toast.success(t('admin.settings.complianceSaved'));
      settingsChanged(qc);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      toast.error(t('admin.settings.complianceFailed'), { description: errorText(err) });
    },
  });
  function submit(e: React.FormEvent) {
    e.preventDefault();
    const values = Object.fromEntries(
      NUMBER_FIELDS.map((f) => [
        f.key,
        draft[f.key].trim() === '' ? Number.NaN : Number(draft[f.key]),
      ]),
    );
    const parsed = PlatformSettingsSchema.safeParse({
      ...initial,
      ...values,
      'compliance.fourEyesTier2': fourEyes,
    });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues, (path) => path.map(String).join('.')));
      return;
    }
    const problems = complianceSettingsProblems(parsed.data);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    save.mutate(parsed.data);
  }
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle className="text-lg">{t('admin.settings.compliance')}</CardTitle>
        <CardDescription>{t('admin.settings.complianceIntro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-5"
          onSubmit={submit}
          noValidate
          aria-label={t('admin.settings.complianceSettings')}
        >
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {NUMBER_FIELDS.map((f) => (
              <Field
                key={f.key}
                id={`${ids}-${f.key}`}
                label={t(f.label)}
                hint={'hint' in f ? t(f.hint) : undefined}
                error={errors[f.key]}
              >
                <Input
                  id={`${ids}-${f.key}`}
                  type="number"
                  step={'step' in f ? f.step : '1'}
                  value={draft[f.key]}
                  onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
                  {...invalid(`${ids}-${f.key}`, errors[f.key])}
                />
              </Field>
            ))}
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-navy-900"
              checked={fourEyes}
              onChange={(e) => setFourEyes(e.target.checked)}
            />
            {t('admin.settings.fourEyes')}
          </label>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('admin.common.saving') : t('admin.settings.saveCompliance')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
