import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { RecurringCreateSchema, type RecurringCreate, type RecurringPlan } from '@mizani/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClasses } from '@/components/ui/labelled-field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useFormMessage } from '@/lib/i18n/messages';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import {
  cancelPlan,
  createPlan,
  plansQueryOptions,
  setPlanActive,
  treasuryKeys,
} from '../api/treasury';
import { CurrencyOptions, onApiError, STATUS_VARIANT } from './treasury-ui';

// Recurring conversions (issue 41 item 2): the form and the plans with their last run.

const EMPTY_PLAN: RecurringCreate = {
  sellCurrency: 'KES',
  buyCurrency: 'USD',
  amount: '',
  maxRate: '',
  frequency: 'monthly',
  day: 1,
};

export function RecurringForm() {
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

export function Plans({ mayChange }: { mayChange: boolean }) {
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
