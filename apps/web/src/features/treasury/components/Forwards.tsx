import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, FileDown } from 'lucide-react';
import { ForwardCreateSchema, type ForwardCreate, type ForwardQuote } from '@mizani/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClasses } from '@/components/ui/labelled-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/i18n/format';
import { useFormMessage } from '@/lib/i18n/messages';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import {
  bookForward,
  forwardNoteUrl,
  forwardsKey,
  forwardsQueryOptions,
  quoteForward,
} from '../api/treasury';
import { ForwardDetail } from './ForwardDetail';
import { CurrencyOptions, Fact, FORWARD_STATUS_VARIANT, onApiError, ViewOnly } from './treasury-ui';

// Forward contracts (issue 41 item 3): book (form, then a review with the forward rate, margin
// and value date), the list, and a contract's page (ForwardDetail).

const initialForward = (): ForwardCreate => {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() + 3);
  return {
    sellCurrency: 'USD',
    buyCurrency: 'KES',
    amount: '',
    valueDate: d.toISOString().slice(0, 10),
  };
};

/** A notice's link opens a contract (`?forward=`). */
const linkedForward = () =>
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('forward');

export function ForwardsCard({ mayInitiate }: { mayInitiate: boolean }) {
  const { t } = useT();
  const [open, setOpen] = useState<string | null>(linkedForward);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('forwards.title')}</CardTitle>
        <CardDescription>{t('forwards.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {open ? (
          <ForwardDetail id={open} mayAct={mayInitiate} onClose={() => setOpen(null)} />
        ) : (
          <>
            {mayInitiate ? <BookForward onBooked={setOpen} /> : <ViewOnly />}
            <ForwardList onOpen={setOpen} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function BookForward({ onBooked }: { onBooked: (id: string) => void }) {
  const { t } = useT();
  const fmt = useFormat();
  const qc = useQueryClient();
  const msg = useFormMessage();
  const key = useRef(crypto.randomUUID());
  const [review, setReview] = useState<ForwardQuote | null>(null);
  const form = useForm<ForwardCreate>({
    resolver: zodResolver(ForwardCreateSchema) as never,
    defaultValues: initialForward(),
  });
  const quote = useMutation({
    mutationFn: quoteForward,
    onSuccess: (r) => setReview(r.quote),
    onError: onApiError(form as never, t('forwards.notPriced')),
  });
  const book = useMutation({
    mutationFn: (v: ForwardCreate) => bookForward({ ...v, idempotencyKey: key.current }),
    onSuccess: (r) => {
      toast.success(
        r.forward.status === 'pending_approval'
          ? t('forwards.waiting')
          : t('forwards.booked', { reference: r.forward.reference }),
      );
      key.current = crypto.randomUUID();
      setReview(null);
      form.reset(initialForward());
      void qc.invalidateQueries({ queryKey: forwardsKey });
      onBooked(r.forward.id);
    },
    onError: onApiError(form as never, t('forwards.notBooked')),
  });
  const { errors } = form.formState;
  const err = (m?: string) => (m ? msg(m) : undefined);
  if (review)
    return (
      <section aria-label={t('forwards.review')} className="grid gap-4 rounded-md border p-4">
        <h3 className="font-semibold text-navy-900">{t('forwards.review')}</h3>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Fact label={t('forwards.youPay')}>
            {fmt.money(review.sellAmount, review.sellCurrency)}
          </Fact>
          <Fact label={t('forwards.youReceive')}>
            {fmt.money(review.buyAmount, review.buyCurrency)}
          </Fact>
          <Fact label={t('forwards.forwardRate')}>
            1 {review.sellCurrency} = {fmt.rate(review.forwardRate)} {review.buyCurrency}
          </Fact>
          <Fact label={t('forwards.spotRate')}>
            1 {review.sellCurrency} = {fmt.rate(review.spotRate)} {review.buyCurrency}
          </Fact>
          <Fact label={t('forwards.valueDate')}>
            {t('forwards.inDays', { date: review.valueDate, days: review.days })}
          </Fact>
          <Fact label={t('forwards.margin')}>
            {t('forwards.marginOf', {
              amount: fmt.money(review.marginAmount, review.sellCurrency),
              pct: review.marginPct,
            })}
          </Fact>
          <Fact label={t('forwards.interest')}>
            {review.sellCurrency} {review.sellInterestPct} % · {review.buyCurrency}{' '}
            {review.buyInterestPct} %
          </Fact>
        </dl>
        <p className="text-sm text-muted-foreground">{t('forwards.reviewNote')}</p>
        {review.needsApproval ? (
          <p className="text-sm font-medium text-navy-900">{t('forwards.needsApproval')}</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={book.isPending}
            onClick={() => book.mutate({ ...form.getValues(), amount: review.sellAmount })}
          >
            <CalendarCheck aria-hidden="true" /> {t('forwards.confirm')}
          </Button>
          <Button variant="outline" onClick={() => setReview(null)}>
            {t('forwards.back')}
          </Button>
        </div>
      </section>
    );
  return (
    <form
      className="grid gap-4"
      noValidate
      aria-label={t('forwards.formLabel')}
      onSubmit={form.handleSubmit(({ idempotencyKey: _k, ...v }) => quote.mutate(v))}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
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
        <FormField
          label={t('forwards.amount')}
          required
          error={err(errors.amount?.message)}
          hint={t('forwards.amountHint')}
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
        </FormField>
        <FormField
          label={t('forwards.valueDate')}
          required
          error={err(errors.valueDate?.message)}
          hint={t('forwards.valueDateHint')}
        >
          <Input type="date" {...form.register('valueDate')} />
        </FormField>
      </div>
      <div>
        <Button type="submit" disabled={quote.isPending}>
          {t('forwards.getRate')}
        </Button>
      </div>
    </form>
  );
}

function ForwardList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useT();
  const fmt = useFormat();
  const q = useQuery(forwardsQueryOptions());
  if (q.isPending) return <Skeleton className="h-20 w-full" />;
  if (q.isError) return <p role="alert">{t('treasury.loadError')}</p>;
  if (!q.data.forwards.length)
    return <p className="text-sm text-muted-foreground">{t('forwards.none')}</p>;
  return (
    <ul className="divide-y divide-border" aria-label={t('forwards.list')}>
      {q.data.forwards.map((f) => (
        <li
          key={f.id}
          data-testid="forward-row"
          className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <p className="font-semibold break-words text-navy-900">
              {t('forwards.line', {
                sell: fmt.money(f.sellAmount, f.sellCurrency),
                buy: fmt.money(f.buyAmount, f.buyCurrency),
                date: f.valueDate,
              })}
            </p>
            <p className="text-xs break-words text-muted-foreground">
              {f.reference} · 1 {f.sellCurrency} = {fmt.rate(f.forwardRate)} {f.buyCurrency}
              {f.marginCall ? ` · ${t('forwards.marginCallShort')}` : ''}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={FORWARD_STATUS_VARIANT[f.status]}>
              {t(`forwards.status.${f.status}`)}
            </Badge>
            <Button
              size="sm"
              variant="outline"
              aria-label={t('forwards.openLabel', { reference: f.reference })}
              onClick={() => onOpen(f.id)}
            >
              {t('forwards.open')}
            </Button>
            <Button size="sm" variant="ghost" asChild>
              <a
                href={forwardNoteUrl(f.id)}
                download
                aria-label={t('forwards.noteLabel', { reference: f.reference })}
              >
                <FileDown aria-hidden="true" /> PDF
              </a>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
