import { useEffect, useId, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import {
  CURRENCY_CODES,
  FORWARD_SETTINGS_DEFAULTS,
  InterestRateSchema,
  PlatformSettingsSchema,
  type InterestRate,
  type PlatformSettings,
} from '@mizani/shared';
import { QueryState } from '@/components/admin-list';
import { Field, invalid, issuesByField, Select } from '@/components/admin-form/field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { invalidateAdmin } from '@/lib/admin-cache';
import { api, ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import { useT } from '@/lib/i18n/use-t';
import type { MessageId } from '@/lib/i18n/i18n';
import { savePlatformSettings, settingsChanged } from '../api/settings';
import { ForwardReviews } from './ForwardReviews';

// Forward contracts for the admin (issue 41 item 3): each currency's interest rate and day count
// (the forward rate's carry, audited), the margin, margin call and four-eyes settings (platform
// settings), and people's contracts waiting for a second pair of eyes.

const ratesKey = ['admin', 'forwards', 'interest-rates'] as const;
const ratesQuery = () =>
  queryOptions({
    queryKey: ratesKey,
    queryFn: () => api<{ rates: InterestRate[] }>('/api/admin/forwards/interest-rates'),
  });

type Key = keyof typeof FORWARD_SETTINGS_DEFAULTS;
const FIELDS: { key: Key; label: MessageId; step: string }[] = [
  { key: 'forwards.marginPct', label: 'admin.forwards.marginPct', step: '0.5' },
  { key: 'forwards.marginCallPct', label: 'admin.forwards.marginCallPct', step: '0.5' },
  { key: 'forwards.marginCallHours', label: 'admin.forwards.marginCallHours', step: '1' },
  { key: 'forwards.fourEyesUsd', label: 'admin.forwards.fourEyesUsd', step: '1000' },
];

export function ForwardsAdminCard({ initial }: { initial: PlatformSettings }) {
  const { t } = useT();
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle className="text-lg">{t('admin.forwards.title')}</CardTitle>
        <CardDescription>{t('admin.forwards.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        <InterestRates />
        <ForwardSettings initial={initial} />
        <ForwardReviews />
      </CardContent>
    </Card>
  );
}

function InterestRates() {
  const { t } = useT();
  const ids = useId();
  const qc = useQueryClient();
  const q = useQuery(ratesQuery());
  const [draft, setDraft] = useState({ currency: 'KES', ratePct: '', dayCount: '365' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: unknown) =>
      api('/api/admin/forwards/interest-rates', { method: 'PUT', body }),
    onSuccess: () => {
      toast.success(t('admin.forwards.rateSaved', { currency: draft.currency }));
      invalidateAdmin(qc, ratesKey);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      toast.error(t('admin.forwards.rateFailed'), { description: errorText(err) });
    },
  });
  const pick = (currency: string) => {
    const r = q.data?.rates.find((x) => x.currency === currency);
    setDraft({ currency, ratePct: r?.ratePct ?? '', dayCount: String(r?.dayCount ?? 365) });
  };
  function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = InterestRateSchema.safeParse({ ...draft, dayCount: Number(draft.dayCount) });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues, (p) => p.map(String).join('.')));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }
  return (
    <section className="grid gap-4" aria-label={t('admin.forwards.rates')}>
      <h3 className="font-semibold text-navy-900">{t('admin.forwards.rates')}</h3>
      <QueryState query={q} rows={3}>
        {(data) =>
          data.rates.length ? (
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">{t('admin.forwards.rates')}</caption>
                <thead>
                  <tr className="text-left text-muted-foreground">
                    <th className="py-1 pr-4 font-medium">{t('admin.forwards.currency')}</th>
                    <th className="py-1 pr-4 font-medium">{t('admin.forwards.rate')}</th>
                    <th className="py-1 pr-4 font-medium">{t('admin.forwards.dayCount')}</th>
                    <th className="py-1 font-medium">{t('admin.forwards.changed')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.rates.map((r) => (
                    <tr key={r.currency} className="border-t">
                      <td className="py-1 pr-4 font-medium">{r.currency}</td>
                      <td className="py-1 pr-4">{r.ratePct} %</td>
                      <td className="py-1 pr-4">{t('admin.forwards.act', { days: r.dayCount })}</td>
                      <td className="py-1 text-muted-foreground">{r.updatedBy ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{t('admin.forwards.noRates')}</p>
          )
        }
      </QueryState>
      <form
        className="grid gap-4 sm:grid-cols-4 sm:items-end"
        onSubmit={submit}
        noValidate
        aria-label={t('admin.forwards.setRate')}
      >
        <Field id={`${ids}-c`} label={t('admin.forwards.currency')} error={errors.currency}>
          <Select id={`${ids}-c`} value={draft.currency} onChange={(e) => pick(e.target.value)}>
            {CURRENCY_CODES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${ids}-r`} label={t('admin.forwards.rate')} error={errors.ratePct}>
          <Input
            id={`${ids}-r`}
            inputMode="decimal"
            value={draft.ratePct}
            onChange={(e) => setDraft({ ...draft, ratePct: e.target.value })}
            {...invalid(`${ids}-r`, errors.ratePct)}
          />
        </Field>
        <Field id={`${ids}-d`} label={t('admin.forwards.dayCount')} error={errors.dayCount}>
          <Select
            id={`${ids}-d`}
            value={draft.dayCount}
            onChange={(e) => setDraft({ ...draft, dayCount: e.target.value })}
          >
            <option value="360">{t('admin.forwards.act', { days: 360 })}</option>
            <option value="365">{t('admin.forwards.act', { days: 365 })}</option>
          </Select>
        </Field>
        <div>
          <Button type="submit" disabled={save.isPending}>
            {t('admin.forwards.saveRate')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function ForwardSettings({ initial }: { initial: PlatformSettings }) {
  const { t } = useT();
  const ids = useId();
  const qc = useQueryClient();
  const pick = (p: PlatformSettings) =>
    Object.fromEntries(FIELDS.map((f) => [f.key, String(p[f.key])])) as Record<Key, string>;
  const [draft, setDraft] = useState(() => pick(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setDraft(pick(initial)), [initial]);
  const save = useMutation({
    mutationFn: savePlatformSettings,
    onSuccess: () => {
      toast.success(t('admin.forwards.settingsSaved'));
      settingsChanged(qc);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      toast.error(t('admin.forwards.settingsFailed'), { description: errorText(err) });
    },
  });
  function submit(e: React.FormEvent) {
    e.preventDefault();
    const values = Object.fromEntries(
      FIELDS.map((f) => [f.key, draft[f.key].trim() === '' ? Number.NaN : Number(draft[f.key])]),
    );
    const parsed = PlatformSettingsSchema.safeParse({ ...initial, ...values });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues, (p) => p.map(String).join('.')));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }
  return (
    <form
      className="grid gap-4"
      onSubmit={submit}
      noValidate
      aria-label={t('admin.forwards.settings')}
    >
      <h3 className="font-semibold text-navy-900">{t('admin.forwards.settings')}</h3>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FIELDS.map((f) => (
          <Field key={f.key} id={`${ids}-${f.key}`} label={t(f.label)} error={errors[f.key]}>
            <Input
              id={`${ids}-${f.key}`}
              type="number"
              step={f.step}
              value={draft[f.key]}
              onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
              {...invalid(`${ids}-${f.key}`, errors[f.key])}
            />
          </Field>
        ))}
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('admin.forwards.saveSettings')}
        </Button>
      </div>
    </form>
  );
}
