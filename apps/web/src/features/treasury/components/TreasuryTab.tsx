import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Target, X } from 'lucide-react';
import {
  CURRENCY_CODES,
  LimitOrderCreateSchema,
  RecurringCreateSchema,
  roleMay,
  type LimitOrder,
  type LimitOrderCreate,
  type RecurringCreate,
  type RecurringPlan,
} from '@mizani/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClasses } from '@/components/ui/labelled-field';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { useSelectedAccount } from '@/lib/account';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useFormMessage } from '@/lib/i18n/messages';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import {
  accountsQueryOptions,
  cancelLimitOrder,
  cancelPlan,
  createPlan,
  limitOrdersQueryOptions,
  placeLimitOrder,
  plansQueryOptions,
  setPlanActive,
  treasuryKeys,
} from '../api/treasury';
import { BulkPayoutsCard } from './BulkPayouts';

/**
 * Dashboard › Treasury (issue 41): convert at a target rate (limit orders) and recurring
 * conversions. In a business, a viewer or an approver sees both lists without the forms (the
 * server refuses them too); an initiator's instruction over a rule waits under Business › Approvals.
 */
export function TreasuryTab() {
  const { t } = useT();
  const selected = useSelectedAccount();
  const accounts = useQuery(accountsQueryOptions());
  const account = accounts.data?.accounts.find((a) => a.id === selected);
  const mayInitiate = account?.role ? roleMay(account.role, 'initiate') : true;
  return (
    <div className="grid min-w-0 gap-6 [&>*]:min-w-0">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('treasury.limitTitle')}</CardTitle>
          <CardDescription>{t('treasury.limitIntro')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {mayInitiate ? <LimitOrderForm /> : <ViewOnly />}
          <LimitOrders mayCancel={mayInitiate} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('treasury.recurringTitle')}</CardTitle>
          <CardDescription>{t('treasury.recurringIntro')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {mayInitiate ? <RecurringForm /> : null}
          <Plans mayChange={mayInitiate} />
        </CardContent>
      </Card>
      <BulkPayoutsCard mayInitiate={mayInitiate} />
    </div>
  );
}

function ViewOnly() {
  const { t } = useT();
  return <p className="text-sm text-muted-foreground">{t('treasury.viewOnly')}</p>;
}

function CurrencyOptions() {
  return CURRENCY_CODES.map((c) => (
    <option key={c} value={c}>
      {c}
    </option>
  ));
}

/** Field errors from the server onto the form, and a toast saying what failed. */
function onApiError(form: { setError: (k: never, e: { message: string }) => void }, title: string) {
  return (err: unknown) => {
    if (err instanceof ApiError && err.fields)
      for (const [k, v] of Object.entries(err.fields)) form.setError(k as never, { message: v });
    toast.error(title, { description: errorText(err) });
  };
}

const EMPTY_LIMIT: LimitOrderCreate = {
  sellCurrency: 'USD',
  buyCurrency: 'KES',
  amount: '',
  targetRate: '',
  validUntil: undefined,
};

function LimitOrderForm() {
  const { t } = useT();
  const qc = useQueryClient();
  const msg = useFormMessage();
  const form = useForm<LimitOrderCreate>({
    resolver: zodResolver(LimitOrderCreateSchema) as never,
    defaultValues: EMPTY_LIMIT,
  });
  const place = useMutation({
    mutationFn: (v: LimitOrderCreate) =>
      placeLimitOrder({ ...v, validUntil: v.validUntil || undefined }),
    onSuccess: (r) => {
      toast.success(
        r.limitOrder.status === 'pending_approval'
          ? t('treasury.limitWaiting')
          : t('treasury.limitPlaced', { reference: r.limitOrder.reference }),
      );
      form.reset(EMPTY_LIMIT);
      void qc.invalidateQueries({ queryKey: treasuryKeys.all });
    },
    onError: onApiError(form as never, t('treasury.limitNotPlaced')),
  });
  const { errors } = form.formState;
  const err = (m?: string) => (m ? msg(m) : undefined);
  return (
    <form
      className="grid gap-4"
      noValidate
      aria-label={t('treasury.limitFormLabel')}
      onSubmit={form.handleSubmit((v) => place.mutate(v))}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t('treasury.sell')} required error={err(errors.sellCurrency?.message)}>
          <select className={selectClasses} {...form.register('sellCurrency')}>
            <CurrencyOptions />
          </select>
        </FormField>
        <FormField label={t('treasury.buy')} required error={err(errors.buyCurrency?.message)}>
          <select className={selectClasses} {...form.register('buyCurrency')}>
            <CurrencyOptions />
          </select>
        </FormField>
        <FormField label={t('treasury.amount')} required error={err(errors.amount?.message)}>
          <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
        </FormField>
        <FormField
          label={t('treasury.targetRate')}
          required
          error={err(errors.targetRate?.message)}
          hint={t('treasury.targetHint')}
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register('targetRate')} />
        </FormField>
        <FormField
          label={t('treasury.validUntil')}
          error={err(errors.validUntil?.message)}
          hint={t('treasury.validUntilHint')}
        >
          <Input
            type="date"
            {...form.register('validUntil', { setValueAs: (v: string) => v || undefined })}
          />
        </FormField>
      </div>
      <p className="text-sm text-muted-foreground">{t('treasury.holdNote')}</p>
      <div>
        <Button type="submit" disabled={place.isPending}>
          <Target aria-hidden="true" /> {t('treasury.placeLimit')}
        </Button>
      </div>
    </form>
  );
}

const STATUS_VARIANT: Record<
  string,
  'success' | 'secondary' | 'muted' | 'destructive' | 'outline'
> = {
  open: 'secondary',
  triggered: 'secondary',
  pending_approval: 'outline',
  filled: 'success',
  cancelled: 'muted',
  expired: 'muted',
  active: 'success',
  paused: 'muted',
};

function LimitOrders({ mayCancel }: { mayCancel: boolean }) {
  const { t } = useT();
  const fmt = useFormat();
  const qc = useQueryClient();
  const q = useQuery(limitOrdersQueryOptions());
  const cancel = useMutation({
    mutationFn: (o: LimitOrder) => cancelLimitOrder(o.id),
    onSuccess: () => {
      toast.success(t('treasury.limitCancelled'));
      void qc.invalidateQueries({ queryKey: treasuryKeys.all });
    },
    onError: (err) => toast.error(t('treasury.couldNotChange'), { description: errorText(err) }),
  });
  if (q.isPending) return <Skeleton className="h-20 w-full" />;
  if (q.isError) return <p role="alert">{t('treasury.loadError')}</p>;
  if (!q.data.limitOrders.length)
    return <p className="text-sm text-muted-foreground">{t('treasury.noLimits')}</p>;
  return (
    <ul className="divide-y divide-border" aria-label={t('treasury.limitList')}>
      {q.data.limitOrders.map((o) => (
        <li
          key={o.id}
          data-testid="limit-order-row"
          className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <p className="font-semibold break-words text-navy-900">
              {t('treasury.limitLine', {
                sell: fmt.money(o.sellAmount, o.sellCurrency),
                buy: o.buyCurrency,
                rate: fmt.rate(o.targetRate),
              })}
            </p>
            <p className="text-xs break-words text-muted-foreground">
              {o.reference} · {t('treasury.until', { date: o.validUntil ?? '' })}
              {o.status === 'filled' && o.filledRate && o.buyAmount
                ? ` · ${t('treasury.filledAt', {
                    rate: fmt.rate(o.filledRate),
                    amount: fmt.money(o.buyAmount, o.buyCurrency),
                  })}`
                : ''}
              {o.reason ? ` · ${t(`treasury.reason.${o.reason}`)}` : ''}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <Badge variant={STATUS_VARIANT[o.status] ?? 'outline'}>
              {t(`treasury.status.${o.status}`)}
            </Badge>
            {mayCancel && (o.status === 'open' || o.status === 'pending_approval') ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('treasury.cancelLimitLabel', { reference: o.reference })}
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(o)}
              >
                <X aria-hidden="true" /> {t('treasury.cancel')}
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

const EMPTY_PLAN: RecurringCreate = {
  sellCurrency: 'KES',
  buyCurrency: 'USD',
  amount: '',
  maxRate: '',
  frequency: 'monthly',
  day: 1,
};

function RecurringForm() {
  const { t } = useT();
  const qc = useQueryClient();
  const msg = useFormMessage();
  const form = useForm<RecurringCreate>({
    resolver: zodResolver(RecurringCreateSchema) as never,
    defaultValues: EMPTY_PLAN,
  });
  const create = useMutation({
    mutationFn: createPlan,
    onSuccess: (r) => {
      toast.success(
        r.plan.status === 'pending_approval'
          ? t('treasury.planWaiting')
          : t('treasury.planCreated'),
      );
      form.reset(EMPTY_PLAN);
      void qc.invalidateQueries({ queryKey: treasuryKeys.all });
    },
    onError: onApiError(form as never, t('treasury.planNotCreated')),
  });
  const { errors } = form.formState;
  const err = (m?: string) => (m ? msg(m) : undefined);
  const weekly = form.watch('frequency') === 'weekly';
  return (
    <form
      className="grid gap-4"
      noValidate
      aria-label={t('treasury.planFormLabel')}
      onSubmit={form.handleSubmit((v) => create.mutate(v))}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t('treasury.sell')} required error={err(errors.sellCurrency?.message)}>
          <select className={selectClasses} {...form.register('sellCurrency')}>
            <CurrencyOptions />
          </select>
        </FormField>
        <FormField label={t('treasury.buy')} required error={err(errors.buyCurrency?.message)}>
          <select className={selectClasses} {...form.register('buyCurrency')}>
            <CurrencyOptions />
          </select>
        </FormField>
        <FormField label={t('treasury.amount')} required error={err(errors.amount?.message)}>
          <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
        </FormField>
        <FormField
          label={t('treasury.maxRate')}
          required
          error={err(errors.maxRate?.message)}
          hint={t('treasury.maxRateHint')}
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register('maxRate')} />
        </FormField>
        <FormField label={t('treasury.frequency')} required error={err(errors.frequency?.message)}>
          <select className={selectClasses} {...form.register('frequency')}>
            <option value="weekly">{t('treasury.weekly')}</option>
            <option value="monthly">{t('treasury.monthly')}</option>
          </select>
        </FormField>
        <FormField
          label={weekly ? t('treasury.weekday') : t('treasury.dayOfMonth')}
          required
          error={err(errors.day?.message)}
        >
          <select className={selectClasses} {...form.register('day', { valueAsNumber: true })}>
            {Array.from({ length: weekly ? 7 : 28 }, (_, i) => i + 1).map((d) => (
              <option key={d} value={d}>
                {weekly ? t(`treasury.day.${d}` as 'treasury.day.1') : d}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div>
        <Button type="submit" disabled={create.isPending}>
          <CalendarClock aria-hidden="true" /> {t('treasury.createPlan')}
        </Button>
      </div>
    </form>
  );
}

function Plans({ mayChange }: { mayChange: boolean }) {
  const { t } = useT();
  const fmt = useFormat();
  const qc = useQueryClient();
  const q = useQuery(plansQueryOptions());
  const change = useMutation({
    mutationFn: ({ p, to }: { p: RecurringPlan; to: 'pause' | 'resume' | 'cancel' }) =>
      to === 'cancel' ? cancelPlan(p.id) : setPlanActive(p.id, to === 'resume'),
    onSuccess: () => void qc.invalidateQueries({ queryKey: treasuryKeys.all }),
    onError: (err) => toast.error(t('treasury.couldNotChange'), { description: errorText(err) }),
  });
  if (q.isPending) return <Skeleton className="h-20 w-full" />;
  if (q.isError) return <p role="alert">{t('treasury.loadError')}</p>;
  if (!q.data.plans.length)
    return <p className="text-sm text-muted-foreground">{t('treasury.noPlans')}</p>;
  return (
    <ul className="divide-y divide-border" aria-label={t('treasury.planList')}>
      {q.data.plans.map((p) => {
        const last = p.runs[0];
        const when =
          p.frequency === 'weekly'
            ? t('treasury.everyWeek', { day: t(`treasury.day.${p.day}` as 'treasury.day.1') })
            : t('treasury.everyMonth', { day: p.day });
        return (
          <li key={p.id} data-testid="plan-row" className="grid gap-2 py-3">
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold break-words text-navy-900">
                  {t('treasury.planLine', {
                    sell: fmt.money(p.sellAmount, p.sellCurrency),
                    buy: p.buyCurrency,
                    when,
                  })}
                </p>
                <p className="text-xs break-words text-muted-foreground">
                  {t('treasury.atMost', {
                    rate: fmt.rate(p.maxRate),
                    sell: p.sellCurrency,
                    buy: p.buyCurrency,
                  })}
                  {p.nextRunOn ? ` · ${t('treasury.nextRun', { date: p.nextRunOn })}` : ''}
                </p>
                {last ? (
                  <p className="text-xs break-words text-muted-foreground">
                    {last.status === 'executed'
                      ? t('treasury.lastRunDone', { date: last.runOn })
                      : t('treasury.lastRunSkipped', {
                          date: last.runOn,
                          reason: last.reason ? t(`treasury.reason.${last.reason}`) : '',
                        })}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={STATUS_VARIANT[p.status] ?? 'outline'}>
                  {t(`treasury.status.${p.status}`)}
                </Badge>
                {mayChange && (p.status === 'active' || p.status === 'paused') ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={change.isPending}
                    onClick={() =>
                      change.mutate({ p, to: p.status === 'active' ? 'pause' : 'resume' })
                    }
                  >
                    {p.status === 'active' ? t('treasury.pause') : t('treasury.resume')}
                  </Button>
                ) : null}
                {mayChange && p.status !== 'cancelled' ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={change.isPending}
                    onClick={() => change.mutate({ p, to: 'cancel' })}
                  >
                    {t('treasury.cancel')}
                  </Button>
                ) : null}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
