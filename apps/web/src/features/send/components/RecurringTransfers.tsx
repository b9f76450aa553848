import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TransferScheduleCreateSchema,
  type PayoutMethod,
  type ScheduleSkipReason,
  type TransferSchedule,
} from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, selectClasses } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { api, ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import type { MessageId } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { corridorsQuery, payeesQuery, sendKeys, type Transfer } from '../api/send';

// Recurring transfers (issue 38): the Send tab's card. A fixed amount every week or month to a
// saved payee; a run due while the rate moved past the tolerance waits here (and in the bell)
// for the client to review it as a transfer or skip it.

const schedulesQuery = () => ({
  queryKey: [...sendKeys.all, 'schedules'],
  queryFn: () => api<{ schedules: TransferSchedule[] }>('/api/transfer-schedules'),
});

const REASON: Record<ScheduleSkipReason, MessageId> = {
  insufficient_balance: 'sendRec.reason.insufficient_balance',
  limit_exceeded: 'sendRec.reason.limit_exceeded',
  not_allowed: 'sendRec.reason.not_allowed',
  corridor_closed: 'sendRec.reason.corridor_closed',
  recipient_unavailable: 'sendRec.reason.recipient_unavailable',
  no_rate: 'sendRec.reason.no_rate',
  not_confirmed: 'sendRec.reason.not_confirmed',
  declined: 'sendRec.reason.declined',
  failed: 'sendRec.reason.failed',
};
const RUN: Record<string, MessageId> = {
  running: 'sendRec.run.running',
  sent: 'sendRec.run.sent',
  waiting: 'sendRec.run.waiting',
  skipped: 'sendRec.run.skipped',
};
const STATUS: Record<string, MessageId> = {
  active: 'sendRec.status.active',
  paused: 'sendRec.status.paused',
  cancelled: 'sendRec.status.cancelled',
};

export function RecurringTransfers({ onReview }: { onReview: (t: Transfer) => void }) {
  const { t } = useT();
  const fmt = useFormat();
  const qc = useQueryClient();
  const schedules = useQuery(schedulesQuery());
  const refresh = () => void qc.invalidateQueries({ queryKey: sendKeys.all });
  const act = useMutation({
    mutationFn: (p: { path: string; method: 'PATCH' | 'POST'; body: object }) =>
      api<{ schedule?: TransferSchedule; transfer?: Transfer }>(p.path, {
        method: p.method,
        body: p.body,
      }),
    onSuccess: (r) => {
      refresh();
      if (r.transfer) onReview(r.transfer);
    },
  });
  const [adding, setAdding] = useState(false);
  const action = (
    label: string,
    call: { path: string; method: 'PATCH' | 'POST'; body: object },
    outline: boolean,
  ) => (
    <Button
      type="button"
      size="sm"
      variant={outline ? 'outline' : 'default'}
      disabled={act.isPending}
      onClick={() => act.mutate(call)}
    >
      {label}
    </Button>
  );
  const list = schedules.data?.schedules ?? [];
  const every = (s: TransferSchedule) =>
    s.frequency === 'weekly'
      ? t('sendRec.weekly', { day: t(`sendRec.weekday${s.day}` as MessageId) })
      : t('sendRec.monthly', { day: s.day });

  return (
    <section aria-labelledby="send-recurring" className="grid gap-3 border-t pt-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="send-recurring" className="text-lg font-semibold text-navy-900">
          {t('sendRec.title')}
        </h3>
        {!adding ? (
          <Button type="button" variant="outline" onClick={() => setAdding(true)}>
            {t('sendRec.add')}
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">{t('sendRec.intro')}</p>
      {adding ? (
        <ScheduleForm
          onDone={() => {
            setAdding(false);
            refresh();
          }}
        />
      ) : null}
      {act.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorText(act.error)}
        </p>
      ) : null}
      {schedules.isPending ? (
        <Skeleton className="h-20" />
      ) : schedules.isError ? (
        <p role="alert">{errorText(schedules.error)}</p>
      ) : !list.length ? (
        <p className="text-sm text-muted-foreground">{t('sendRec.none')}</p>
      ) : (
        <ul className="grid gap-3" data-testid="schedules">
          {list.map((s) => {
            const waiting = s.runs.find((r) => r.status === 'waiting');
            const base = `/api/transfer-schedules/${s.id}`;
            return (
              <li key={s.id} className="grid gap-2 rounded-lg border p-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-medium">
                    {t('sendRec.line', {
                      amount: fmt.money(s.amount, s.sourceCurrency),
                      name: s.recipient.name,
                      every: every(s),
                    })}
                  </p>
                  <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">
                    {t(STATUS[s.status]!)}
                  </span>
                </div>
                <p className="text-muted-foreground">
                  {t('sendRec.terms', {
                    rate: `1 ${s.sourceCurrency} = ${fmt.rate(s.setupRate)} ${s.destCurrency}`,
                    tolerance: s.tolerancePercent,
                  })}
                  {s.nextRunOn ? ` ${t('sendRec.next', { date: fmt.date(s.nextRunOn) })}` : ''}
                </p>
                {waiting ? (
                  <div
                    role="status"
                    className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950"
                  >
                    <p>
                      {t('sendRec.waiting', {
                        moved: waiting.movedPercent ?? '',
                        tolerance: s.tolerancePercent,
                      })}
                    </p>
                    <div className="flex flex-wrap gap-2">
                      {action(
                        t('sendRec.review'),
                        {
                          path: `${base}/runs/${waiting.id}/review`,
                          method: 'POST',
                          body: { idempotencyKey: crypto.randomUUID() },
                        },
                        false,
                      )}
                      {action(
                        t('sendRec.skip'),
                        {
                          path: `${base}/runs/${waiting.id}/skip`,
                          method: 'POST',
                          body: {},
                        },
                        true,
                      )}
                    </div>
                  </div>
                ) : null}
                {s.runs.length ? (
                  <ul className="grid gap-1 text-xs text-muted-foreground">
                    {s.runs.slice(0, 3).map((r) => (
                      <li key={r.id}>
                        {fmt.date(r.runOn)} · {t(RUN[r.status]!)}
                        {r.reason ? ` · ${t(REASON[r.reason])}` : ''}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {s.status !== 'cancelled' ? (
                  <div className="flex flex-wrap gap-2">
                    {action(
                      s.status === 'active' ? t('sendRec.pause') : t('sendRec.resume'),
                      {
                        path: base,
                        method: 'PATCH',
                        body: { status: s.status === 'active' ? 'paused' : 'active' },
                      },
                      true,
                    )}
                    {action(
                      t('sendRec.cancel'),
                      { path: base, method: 'PATCH', body: { status: 'cancelled' } },
                      true,
                    )}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function ScheduleForm({ onDone }: { onDone: () => void }) {
  const { t } = useT();
  const fmt = useFormat();
  const corridors = useQuery(corridorsQuery());
  const payees = useQuery(payeesQuery());
  const list = corridors.data?.corridors ?? [];
  const [corridorId, setCorridorId] = useState('');
  const corridor = list.find((c) => c.id === corridorId) ?? list[0];
  const methods: PayoutMethod[] = (corridor?.payoutMethods ?? []).filter((m) => m !== 'wallet');
  const [methodPick, setMethod] = useState<PayoutMethod | ''>('');
  const method = methodPick && methods.includes(methodPick) ? methodPick : methods[0];
  const options = (payees.data?.beneficiaries ?? []).filter(
    (b) =>
      corridor &&
      b.kind === method &&
      b.currency === corridor.destCurrency &&
      b.country === corridor.destCountry,
  );
  const [payeeId, setPayeeId] = useState('');
  const payee = options.find((b) => b.id === payeeId) ?? options[0];
  const [amount, setAmount] = useState('100');
  const [frequency, setFrequency] = useState<'weekly' | 'monthly'>('monthly');
  const [day, setDay] = useState('1');
  const [tolerance, setTolerance] = useState('2');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: object) => api('/api/transfer-schedules', { body }),
    onSuccess: onDone,
    onError: (err) => setErrors(err instanceof ApiError ? (err.fields ?? {}) : {}),
  });
  if (corridors.isPending || payees.isPending) return <Skeleton className="h-32" />;
  if (!corridor) return <p className="text-sm text-muted-foreground">{t('send.noCorridors')}</p>;
  const select = (
    id: string,
    label: string,
    value: string,
    onChange: (v: string) => void,
    opts: [string, string][],
    error?: string,
  ) => (
    <FormField id={id} label={label} error={error}>
      <select className={selectClasses} value={value} onChange={(e) => onChange(e.target.value)}>
        {opts.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </FormField>
  );
  return (
    <form
      className="grid gap-3 rounded-lg border bg-muted/30 p-3 sm:grid-cols-2"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const body = {
          corridorId: corridor.id,
          payoutMethod: method,
          amount: amount.trim(),
          recipient: { type: 'beneficiary', beneficiaryId: payee?.id ?? '' },
          frequency,
          day: Number(day),
          tolerancePercent: tolerance.trim(),
        };
        const parsed = TransferScheduleCreateSchema.safeParse(body);
        if (!parsed.success) {
          setErrors(
            Object.fromEntries(
              parsed.error.issues.map((i) => [String(i.path[0]), t(i.message as MessageId)]),
            ),
          );
          return;
        }
        save.mutate(parsed.data);
      }}
    >
      {select(
        'rec-corridor',
        t('send.where'),
        corridor.id,
        setCorridorId,
        list.map((c) => [
          c.id,
          t('send.corridor', {
            from: c.sourceCurrency,
            to: c.destCurrency,
            country: fmt.countryName(c.destCountry),
          }),
        ]),
      )}
      {select(
        'rec-method',
        t('send.how'),
        method ?? '',
        (v) => setMethod(v as PayoutMethod),
        methods.map((m) => [m, t(`send.method.${m}` as MessageId)]),
      )}
      {options.length ? (
        select(
          'rec-payee',
          t('send.recipient'),
          payee?.id ?? '',
          setPayeeId,
          options.map((b) => [b.id, b.name]),
          errors.recipient,
        )
      ) : (
        <p className="text-sm text-muted-foreground sm:col-span-2">{t('sendRec.noPayee')}</p>
      )}
      <FormField
        id="rec-amount"
        label={t('send.youSendIn', { currency: corridor.sourceCurrency })}
        error={errors.amount}
      >
        <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </FormField>
      {select(
        'rec-frequency',
        t('sendRec.frequency'),
        frequency,
        (v) => setFrequency(v as 'weekly' | 'monthly'),
        [
          ['weekly', t('sendRec.everyWeek')],
          ['monthly', t('sendRec.everyMonth')],
        ],
      )}
      {select(
        'rec-day',
        t('sendRec.day'),
        day,
        setDay,
        frequency === 'weekly'
          ? [1, 2, 3, 4, 5, 6, 7].map((d) => [String(d), t(`sendRec.weekday${d}` as MessageId)])
          : Array.from({ length: 28 }, (_, i) => [String(i + 1), String(i + 1)]),
        errors.day,
      )}
      <FormField
        id="rec-tolerance"
        label={t('sendRec.tolerance')}
        hint={t('sendRec.toleranceHint')}
        error={errors.tolerancePercent}
      >
        <Input
          inputMode="decimal"
          value={tolerance}
          onChange={(e) => setTolerance(e.target.value)}
        />
      </FormField>
      {save.isError && !(save.error instanceof ApiError && save.error.fields) ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {errorText(save.error)}
        </p>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={save.isPending || !payee}>
          {t('sendRec.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('sendRec.close')}
        </Button>
      </div>
    </form>
  );
}
