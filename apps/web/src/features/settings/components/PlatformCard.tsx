import { useEffect, useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { PlatformSettingsSchema, type PlatformSettings } from '@mizani/shared';
import { Field, invalid, issuesByField } from '@/components/admin-form/field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import { messageKey } from '@mizani/shared/i18n/messages';
import { useT } from '@/lib/i18n/use-t';
import { savePlatformSettings, settingsChanged } from '../api/settings';
import { SpreadPairsFieldset, type PairDraft } from './SpreadPairsFieldset';

type Draft = {
  spread: string;
  fee: string;
  validity: string;
  perMinute: string;
  perDay: string;
  pairs: PairDraft[];
};
const toDraft = (p: PlatformSettings): Draft => ({
  spread: String(p['trading.spreadBps']),
  fee: String(p['trading.feeBps']),
  validity: String(p['trading.quoteValiditySeconds']),
  perMinute: String(p['forms.rateLimitPerMinute']),
  perDay: String(p['forms.rateLimitPerDay']),
  pairs: Object.entries(p['trading.spreadBpsByPair']).map(([pair, bps]) => ({
    pair,
    bps: String(bps),
  })),
});
const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** Platform-wide spreads, fee, quote validity and public form limits; every change is audited. */
export function PlatformCard({ initial }: { initial: PlatformSettings }) {
  const ids = useId();
  const qc = useQueryClient();
  const [draft, setDraft] = useState(() => toDraft(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setDraft(toDraft(initial)), [initial]);
  const { t } = useT();

  const save = useMutation({
    mutationFn: savePlatformSettings,
    onSuccess: () => {
      toast.success(t('admin.settings.platformSaved'));
      settingsChanged(qc);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      toast.error(t('admin.settings.platformFailed'), {
        description: errorText(err),
      });
    },
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = {
      // Settings edited elsewhere (compliance) travel unchanged.
      ...initial,
      'trading.spreadBps': num(draft.spread),
      'trading.spreadBpsByPair': Object.fromEntries(
        draft.pairs
          .filter((p) => p.pair.trim())
          .map((p) => [p.pair.trim().toUpperCase(), num(p.bps)]),
      ),
      'trading.feeBps': num(draft.fee),
      'trading.quoteValiditySeconds': num(draft.validity),
      'forms.rateLimitPerMinute': num(draft.perMinute),
      'forms.rateLimitPerDay': num(draft.perDay),
    };
    const parsed = PlatformSettingsSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues, (path) => path.map(String).join('.')));
      return;
    }
    if (parsed.data['forms.rateLimitPerDay'] < parsed.data['forms.rateLimitPerMinute']) {
      setErrors({
        'forms.rateLimitPerDay': messageKey('validation.admin.perDayMin'),
      });
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }
  /** A number field bound to `draft[k]`, showing the error of setting `setting`. */
  const numberField = (
    k: 'spread' | 'fee' | 'validity' | 'perMinute' | 'perDay',
    id: string,
    label: string,
    setting: string,
    opts: { hint?: string; numeric?: boolean } = {},
  ) => (
    <Field id={`${ids}-${id}`} label={label} error={errors[setting]} hint={opts.hint}>
      <Input
        id={`${ids}-${id}`}
        type="number"
        inputMode={opts.numeric ? 'numeric' : undefined}
        value={draft[k]}
        onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}
        {...invalid(`${ids}-${id}`, errors[setting])}
      />
    </Field>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('admin.settings.platform')}</CardTitle>
        <CardDescription>{t('admin.settings.platformIntro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-5" onSubmit={submit} noValidate>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">
              {t('admin.settings.conversions')}
            </legend>
            {numberField('spread', 'spread', t('admin.settings.spread'), 'trading.spreadBps', {
              hint: t('admin.settings.spreadHint'),
              numeric: true,
            })}
            {numberField('fee', 'fee', t('admin.settings.fee'), 'trading.feeBps', {
              hint: t('admin.settings.feeHint'),
              numeric: true,
            })}
            {numberField(
              'validity',
              'validity',
              t('admin.settings.validity'),
              'trading.quoteValiditySeconds',
              { numeric: true },
            )}
          </fieldset>
          <SpreadPairsFieldset
            idPrefix={ids}
            pairs={draft.pairs}
            defaultBps={draft.spread}
            errors={errors}
            onChange={(pairs) => setDraft({ ...draft, pairs })}
          />
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">{t('admin.settings.formLimits')}</legend>
            {numberField(
              'perMinute',
              'pm',
              t('admin.settings.perMinute'),
              'forms.rateLimitPerMinute',
            )}
            {numberField('perDay', 'pd', t('admin.settings.perDay'), 'forms.rateLimitPerDay')}
          </fieldset>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('admin.common.saving') : t('admin.settings.savePlatform')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
