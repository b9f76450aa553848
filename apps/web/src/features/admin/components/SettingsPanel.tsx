import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Plus, Trash2 } from 'lucide-react';
import {
  PlatformSettingsSchema,
  type NotificationPrefs,
  type PlatformSettings,
} from '@mizani/shared';
import { api, ApiError } from '@/lib/api';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { adminKeys, invalidateAdmin, settingsQuery } from '../api/admin';
import { Field, LoadError, RowsSkeleton, errorMessage, invalid } from './parts';

export function SettingsPanel() {
  const q = useQuery(settingsQuery());
  if (q.isPending) return <RowsSkeleton rows={6} />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <NotificationsCard initial={q.data.notifications} />
      <PlatformCard initial={q.data.platform} />
    </div>
  );
}

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

function NotificationsCard({ initial }: { initial: NotificationPrefs }) {
  const ids = useId();
  const qc = useQueryClient();
  const [prefs, setPrefs] = useState(initial);
  useEffect(() => setPrefs(initial), [initial]);
  const save = useMutation({
    mutationFn: (body: NotificationPrefs) =>
      api('/api/admin/settings/notifications', { method: 'PUT', body }),
    onSuccess: () => {
      toast.success('Notification preferences saved');
      invalidateAdmin(qc, adminKeys.settings());
    },
    onError: (err) =>
      toast.error('Could not save preferences', {
        description: errorMessage(err),
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

type Draft = {
  spread: string;
  fee: string;
  validity: string;
  perMinute: string;
  perDay: string;
  pairs: { pair: string; bps: string }[];
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

function PlatformCard({ initial }: { initial: PlatformSettings }) {
  const ids = useId();
  const qc = useQueryClient();
  const [draft, setDraft] = useState(() => toDraft(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setDraft(toDraft(initial)), [initial]);

  const save = useMutation({
    mutationFn: (body: PlatformSettings) =>
      api('/api/admin/settings/platform', { method: 'PUT', body }),
    onSuccess: () => {
      toast.success('Platform settings saved');
      invalidateAdmin(qc, adminKeys.settings());
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      toast.error('Could not save platform settings', {
        description: errorMessage(err),
      });
    },
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = {
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
      const f: Record<string, string> = {};
      for (const i of parsed.error.issues) f[i.path.map(String).join('.')] ??= i.message;
      setErrors(f);
      return;
    }
    if (parsed.data['forms.rateLimitPerDay'] < parsed.data['forms.rateLimitPerMinute']) {
      setErrors({
        'forms.rateLimitPerDay': 'Must be at least the per-minute limit',
      });
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }
  const err = (k: string) => errors[k];
  const pairError = (pair: string) =>
    Object.entries(errors).find(
      ([k]) => k.startsWith('trading.spreadBpsByPair') && k.includes(pair.trim().toUpperCase()),
    )?.[1];

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Platform settings</CardTitle>
        <CardDescription>
          Apply to every client. Every change is recorded in the audit log.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-5" onSubmit={submit} noValidate>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">Conversions</legend>
            <Field
              id={`${ids}-spread`}
              label="Default spread (bps)"
              error={err('trading.spreadBps')}
              hint="100 bps = 1%"
            >
              <Input
                id={`${ids}-spread`}
                type="number"
                inputMode="numeric"
                value={draft.spread}
                onChange={(e) => setDraft({ ...draft, spread: e.target.value })}
                {...invalid(`${ids}-spread`, err('trading.spreadBps'))}
              />
            </Field>
            <Field
              id={`${ids}-fee`}
              label="Conversion fee (bps)"
              error={err('trading.feeBps')}
              hint="Of the amount sold; 10 bps = 0.1%"
            >
              <Input
                id={`${ids}-fee`}
                type="number"
                inputMode="numeric"
                value={draft.fee}
                onChange={(e) => setDraft({ ...draft, fee: e.target.value })}
                {...invalid(`${ids}-fee`, err('trading.feeBps'))}
              />
            </Field>
            <Field
              id={`${ids}-validity`}
              label="Quote validity (seconds)"
              error={err('trading.quoteValiditySeconds')}
            >
              <Input
                id={`${ids}-validity`}
                type="number"
                inputMode="numeric"
                value={draft.validity}
                onChange={(e) => setDraft({ ...draft, validity: e.target.value })}
                {...invalid(`${ids}-validity`, err('trading.quoteValiditySeconds'))}
              />
            </Field>
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold">Spread per pair</legend>
            {draft.pairs.length === 0 ? (
              <p className="text-sm text-muted-foreground">Every pair uses the default spread.</p>
            ) : null}
            {draft.pairs.map((p, i) => (
              <div key={i} className="flex items-end gap-2">
                <Field
                  id={`${ids}-pair-${i}`}
                  label="Pair"
                  className="flex-1"
                  error={pairError(p.pair)}
                >
                  <Input
                    id={`${ids}-pair-${i}`}
                    placeholder="USD-KES"
                    value={p.pair}
                    onChange={(e) =>
                      setDraft({
                        ...draft,
                        pairs: draft.pairs.map((x, j) =>
                          j === i ? { ...x, pair: e.target.value } : x,
                        ),
                      })
                    }
                  />
                </Field>
                <Field id={`${ids}-bps-${i}`} label="Spread (bps)" className="w-32">
                  <Input
                    id={`${ids}-bps-${i}`}
                    type="number"
                    value={p.bps}
                    onChange={(e) =>
                      setDraft({
                        ...draft,
                        pairs: draft.pairs.map((x, j) =>
                          j === i ? { ...x, bps: e.target.value } : x,
                        ),
                      })
                    }
                  />
                </Field>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${p.pair || 'pair'}`}
                  onClick={() =>
                    setDraft({
                      ...draft,
                      pairs: draft.pairs.filter((_, j) => j !== i),
                    })
                  }
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </div>
            ))}
            {errors['trading.spreadBpsByPair'] ? (
              <p className="text-sm font-medium text-destructive">
                {errors['trading.spreadBpsByPair']}
              </p>
            ) : null}
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() =>
                setDraft({
                  ...draft,
                  pairs: [...draft.pairs, { pair: '', bps: draft.spread }],
                })
              }
            >
              <Plus className="size-4" aria-hidden="true" /> Add pair
            </Button>
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">Public form limits (per visitor)</legend>
            <Field
              id={`${ids}-pm`}
              label="Submissions per minute"
              error={err('forms.rateLimitPerMinute')}
            >
              <Input
                id={`${ids}-pm`}
                type="number"
                value={draft.perMinute}
                onChange={(e) => setDraft({ ...draft, perMinute: e.target.value })}
                {...invalid(`${ids}-pm`, err('forms.rateLimitPerMinute'))}
              />
            </Field>
            <Field
              id={`${ids}-pd`}
              label="Submissions per day"
              error={err('forms.rateLimitPerDay')}
            >
              <Input
                id={`${ids}-pd`}
                type="number"
                value={draft.perDay}
                onChange={(e) => setDraft({ ...draft, perDay: e.target.value })}
                {...invalid(`${ids}-pd`, err('forms.rateLimitPerDay'))}
              />
            </Field>
          </fieldset>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save platform settings'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
