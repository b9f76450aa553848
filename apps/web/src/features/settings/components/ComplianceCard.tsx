import { useEffect, useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
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
import { savePlatformSettings, settingsChanged } from '../api/settings';

type Key = keyof typeof COMPLIANCE_SETTINGS_DEFAULTS;
const NUMBER_FIELDS: { key: Key; label: string; hint?: string; step?: string }[] = [
  { key: 'compliance.tier1DailyUsd', label: 'Tier 1 daily limit (USD)' },
  { key: 'compliance.tier1MonthlyUsd', label: 'Tier 1 monthly limit (USD)' },
  { key: 'compliance.tier2DailyUsd', label: 'Tier 2 daily limit (USD)' },
  { key: 'compliance.tier2MonthlyUsd', label: 'Tier 2 monthly limit (USD)' },
  {
    key: 'compliance.minTransactionUsd',
    label: 'Minimum transaction (USD equivalent)',
    hint: 'Conversions and withdrawals',
  },
  { key: 'compliance.reviewTargetHours', label: 'Review target (hours)' },
  { key: 'compliance.reviewMaxBusinessDays', label: 'Longest review (business days)' },
  {
    key: 'compliance.screeningThreshold',
    label: 'Screening match threshold',
    hint: '0.70-0.99: lower finds more possible matches',
    step: '0.01',
  },
];
const pick = (p: PlatformSettings) =>
  Object.fromEntries(NUMBER_FIELDS.map((f) => [f.key, String(p[f.key])])) as Record<Key, string>;

/** Verification tiers' limits, the minimum transaction, review targets and screening (issue 22). */
export function ComplianceCard({ initial }: { initial: PlatformSettings }) {
  const ids = useId();
  const qc = useQueryClient();
  const [draft, setDraft] = useState(() => pick(initial));
  const [fourEyes, setFourEyes] = useState(initial['compliance.fourEyesTier2']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setDraft(pick(initial));
    setFourEyes(initial['compliance.fourEyesTier2']);
  }, [initial]);
  const save = useMutation({
    mutationFn: savePlatformSettings,
    onSuccess: () => {
      toast.success('Compliance settings saved');
      settingsChanged(qc);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      toast.error('Could not save compliance settings', { description: errorText(err) });
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
        <CardTitle className="text-lg">Compliance</CardTitle>
        <CardDescription>
          Verification limits per tier in USD equivalent (calendar day and month, East Africa Time),
          the minimum transaction, review targets and sanctions screening. Audited.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-5" onSubmit={submit} noValidate aria-label="Compliance settings">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {NUMBER_FIELDS.map((f) => (
              <Field
                key={f.key}
                id={`${ids}-${f.key}`}
                label={f.label}
                hint={f.hint}
                error={errors[f.key]}
              >
                <Input
                  id={`${ids}-${f.key}`}
                  type="number"
                  step={f.step ?? '1'}
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
            Tier 2 approvals need a second admin (four eyes)
          </label>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save compliance settings'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
