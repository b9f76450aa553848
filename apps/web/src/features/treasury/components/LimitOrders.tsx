import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Target, X } from 'lucide-react';
import { LimitOrderCreateSchema, type LimitOrder, type LimitOrderCreate } from '@mizani/shared';
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
  cancelLimitOrder,
  limitOrdersQueryOptions,
  placeLimitOrder,
  treasuryKeys,
} from '../api/treasury';
import { CurrencyOptions, onApiError, STATUS_VARIANT } from './treasury-ui';

// Convert at a target rate (issue 41 item 1): the form and the list.

const EMPTY_LIMIT: LimitOrderCreate = {
  sellCurrency: 'USD',
  buyCurrency: 'KES',
  amount: '',
  targetRate: '',
  validUntil: undefined,
};

export function LimitOrderForm() {
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

export function LimitOrders({ mayCancel }: { mayCancel: boolean }) {
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
