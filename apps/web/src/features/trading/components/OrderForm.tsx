import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import {
  D,
  FirmQuoteRequestSchema,
  orderReference,
  type FirmQuote,
  type FirmQuoteRequest,
  type Order,
} from '@mizani/shared';
import { CurrencySelect } from '@/components/currency-select';
import { InsufficientFunds } from '@/components/money/insufficient-funds';
import { FlowSteps, Receipt } from '@/components/money/summary';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClasses } from '@/components/ui/labelled-field';
import { useIntentCurrency, type GoTo } from '@/lib/dashboard-intent';
import { errorText } from '@/lib/error-messages';
import { setServerErrors } from '@/lib/form-errors';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { notificationsKeys } from '@/lib/queries/notifications';
import { accountsQuery, useHeldCurrencies, walletKeys } from '@/lib/queries/wallet';
import { orderConfirmationUrl, placeOrder, requestQuote } from '../api/orders';
import { FirmQuotePanel, RateLine } from './FirmQuotePanel';
import { pricingTermsQueryOptions, ratesQueryOptions } from '@/lib/queries/rates';
import { indicativeQuote } from '@/lib/indicative-quote';
import { parseAmountInput } from '@/lib/i18n/format';

function useSecondsLeft(expiresAt?: string) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, [expiresAt]);
  return expiresAt ? Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / 1000)) : 0;
}

type OrderFormInput = z.input<typeof FirmQuoteRequestSchema>;

/**
 * Convert: the form (stopped at once, with Add money, when the amount is more than the balance),
 * the firm quote as the review (accept before it expires), then the receipt with the reference,
 * the confirmation PDF and what happens next.
 */
export function OrderForm({ goTo }: { goTo: GoTo }) {
  const qc = useQueryClient();
  const { t, locale } = useT();
  const fmt = useFormat();
  const form = useForm<OrderFormInput>({
    resolver: zodResolver(FirmQuoteRequestSchema),
    defaultValues: { sellCurrency: 'USD', buyCurrency: 'KES', side: 'sell', amount: '' },
  });
  const [quote, setQuote] = useState<FirmQuote | null>(null);
  const [filled, setFilled] = useState<{ order: Order; quote: FirmQuote } | null>(null);
  const [short, setShort] = useState<{ available: string; currency: string } | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const left = Math.min(useSecondsLeft(quote?.expiresAt), quote?.validitySeconds ?? 0);
  // Any change to the form makes the shown quote stale: it is dropped, a new one must be asked.
  useEffect(() => {
    const sub = form.watch(() => {
      setQuote(null);
      setShort(null);
    });
    return () => sub.unsubscribe();
  }, [form]);
  // "Convert" on a balance card names the currency to sell.
  const intent = useIntentCurrency('sell');
  useEffect(() => {
    if (!intent) return;
    form.setValue('sellCurrency', intent as OrderFormInput['sellCurrency']);
    if (form.getValues('buyCurrency') === intent)
      form.setValue(
        'buyCurrency',
        (intent === 'USD' ? 'KES' : 'USD') as OrderFormInput['buyCurrency'],
      );
    setFilled(null);
  }, [intent, form]);
  const accounts = useQuery(accountsQuery());
  const availableOf = (c: string) =>
    accounts.data?.accounts.find((a) => a.currency === c)?.balance ?? '0.00';
  // The stablecoin wallets held are converted here too, at par with USD or on USD's rate.
  const tradeable = useHeldCurrencies(intent);

  const getQuote = useMutation({
    mutationFn: requestQuote,
    onSuccess: (r) => {
      setQuote(r.quote);
      setKey(crypto.randomUUID());
    },
    onError: (e) => {
      setServerErrors(form, e);
      toast.error(errorText(e));
    },
  });
  // Funds are checked before quoting when the amount is what is sold; a buy-side quote is checked
  // once its sell amount is known (the panel then offers Add money instead of Accept).
  // A cached balance may be behind (a deposit credited since): a short verdict is re-checked
  // against a fresh read before it blocks the client.
  const askQuote = form.handleSubmit(async (v) => {
    setFilled(null);
    if (v.side === 'sell' && accounts.data && new D(v.amount).gt(availableOf(v.sellCurrency))) {
      const fresh = await accounts.refetch();
      const have =
        fresh.data?.accounts.find((a) => a.currency === v.sellCurrency)?.balance ?? '0.00';
      if (new D(v.amount).gt(have)) {
        setShort({ available: have, currency: v.sellCurrency });
        form.setError('amount', { message: t('money.moreThanAvailable') });
        return;
      }
    }
    getQuote.mutate(v as FirmQuoteRequest);
  });
  const accept = useMutation({
    mutationFn: () => placeOrder(quote!.id, key),
    onSuccess: (r) => {
      if (r.approval) {
        // Over the business's threshold: approvers decide, then a fresh quote is confirmed.
        toast.success(t('trade.sentForApproval'));
        setQuote(null);
        form.reset({ ...form.getValues(), amount: '' });
        // ... and it shows at once in the history as "Awaiting approval".
        void qc.invalidateQueries({ queryKey: walletKeys.all });
        return;
      }
      toast.success(
        t('trade.filledToast', { amount: fmt.money(r.order.buyAmount, r.order.buyCurrency) }),
      );
      setFilled({ order: r.order, quote: quote! });
      setQuote(null);
      form.reset({ ...form.getValues(), amount: '' });
      void qc.invalidateQueries({ queryKey: walletKeys.all });
      void qc.invalidateQueries({ queryKey: notificationsKeys.all });
    },
    onError: (e) => {
      toast.error(errorText(e));
      setQuote(null);
      void qc.invalidateQueries({ queryKey: walletKeys.all });
      void qc.invalidateQueries({ queryKey: notificationsKeys.all });
    },
  });
  const { errors } = form.formState;
  const sell = form.watch('sellCurrency');
  const buy = form.watch('buyCurrency');
  // What the client would receive (or pay) at the rates on screen, while typing (issue 34): the
  // firm quote's own arithmetic on the cached rates and the fee rules; the firm quote fixes it.
  const rates = useQuery(ratesQueryOptions());
  const terms = useQuery(pricingTermsQueryOptions());
  const side = form.watch('side');
  const typed = parseAmountInput(form.watch('amount') ?? '', locale) ?? '';
  const indicative =
    rates.data && typed
      ? indicativeQuote(
          rates.data.rates,
          terms.data,
          typed,
          sell,
          buy,
          side === 'buy' ? 'buy' : 'sell',
        )
      : null;
  const quoteShort =
    quote && accounts.data && new D(quote.sellAmount).gt(availableOf(quote.sellCurrency));
  const addMoney = (currency: string) => goTo('funding', { currency });

  return (
    <Card id="order-form">
      <CardHeader>
        <CardTitle>{t('trade.title')}</CardTitle>
        <CardDescription>{t('trade.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {filled ? (
          <Receipt
            title={t('trade.receiptTitle', {
              sold: fmt.money(filled.order.sellAmount, filled.order.sellCurrency),
              bought: fmt.money(filled.order.buyAmount, filled.order.buyCurrency),
            })}
            rows={[
              {
                label: t('money.reference'),
                value: <span className="font-mono">{orderReference(filled.order.id)}</span>,
              },
              { label: t('money.status'), value: t('money.statusName.filled') },
              {
                label: t('trade.youSold'),
                value: fmt.money(filled.order.sellAmount, filled.order.sellCurrency),
              },
              {
                label: t('trade.feeIncluded', { bps: fmt.bps(filled.quote.feeBps) }),
                value: fmt.money(filled.order.fee, filled.order.sellCurrency),
              },
              {
                label: t('money.rate'),
                value: (
                  <RateLine
                    rate={filled.order.rate}
                    from={filled.order.sellCurrency}
                    to={filled.order.buyCurrency}
                  />
                ),
              },
              {
                label: t('trade.youReceived'),
                value: fmt.money(filled.order.buyAmount, filled.order.buyCurrency),
                strong: true,
              },
              {
                label: t('trade.filledAt'),
                value: fmt.dateTime(filled.order.filledAt ?? filled.order.createdAt),
              },
            ]}
            next={[
              t('trade.nextInWallet', {
                amount: fmt.money(filled.order.buyAmount, filled.order.buyCurrency),
              }),
              t('trade.nextConfirmation'),
            ]}
            actions={
              <>
                <Button asChild variant="outline">
                  <a href={orderConfirmationUrl(filled.order.id)} download>
                    {t('money.downloadConfirmation')}
                  </a>
                </Button>
                <Button
                  variant="outline"
                  onClick={() => goTo('withdrawal', { currency: filled.order.buyCurrency })}
                >
                  {t('money.sendCurrency', { currency: filled.order.buyCurrency })}
                </Button>
                <Button onClick={() => setFilled(null)}>{t('trade.newConversion')}</Button>
              </>
            }
          />
        ) : (
          <form className="grid gap-3 sm:grid-cols-2" noValidate onSubmit={askQuote}>
            <div className="sm:col-span-2">
              <FlowSteps current={quote ? 1 : 0} />
            </div>
            <FormField
              id="order-sell"
              label={t('trade.sellCurrency')}
              error={errors.sellCurrency?.message}
            >
              <CurrencySelect
                currency={sell}
                currencies={tradeable}
                {...form.register('sellCurrency')}
              />
            </FormField>
            <FormField
              id="order-buy"
              label={t('trade.buyCurrency')}
              error={errors.buyCurrency?.message}
            >
              <CurrencySelect
                currency={buy}
                currencies={tradeable}
                {...form.register('buyCurrency')}
              />
            </FormField>
            <FormField id="order-side" label={t('trade.amountIsIn')} error={errors.side?.message}>
              <select className={selectClasses} {...form.register('side')}>
                <option value="sell">{t('trade.side.sell', { currency: sell })}</option>
                <option value="buy">{t('trade.side.buy', { currency: buy })}</option>
              </select>
            </FormField>
            <FormField
              id="order-amount"
              label={t('money.amount')}
              error={errors.amount?.message}
              hint={
                accounts.data
                  ? t('money.available', { amount: fmt.money(availableOf(sell), sell) })
                  : undefined
              }
            >
              <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
            </FormField>
            <p className="text-sm sm:col-span-2" aria-live="polite" data-testid="indicative-amount">
              {indicative ? (
                <>
                  {side === 'buy' ? t('trade.aboutPay') : t('trade.aboutReceive')}{' '}
                  <strong className="text-navy-900">
                    {side === 'buy'
                      ? fmt.money(indicative.sellAmount, sell)
                      : fmt.money(indicative.buyAmount, buy)}
                  </strong>{' '}
                  <span className="text-muted-foreground">{t('trade.indicativeNote')}</span>
                </>
              ) : null}
            </p>
            {short ? (
              <div className="sm:col-span-2">
                <InsufficientFunds
                  available={short.available}
                  currency={short.currency}
                  onAddMoney={() => addMoney(short.currency)}
                />
              </div>
            ) : null}
            <div className="sm:col-span-2">
              <Button type="submit" disabled={getQuote.isPending}>
                {getQuote.isPending ? t('trade.gettingQuote') : t('trade.getQuote')}
              </Button>
            </div>
          </form>
        )}
        {quote && !filled && (
          <FirmQuotePanel
            quote={quote}
            left={left}
            accepting={accept.isPending}
            blocked={
              quoteShort ? (
                <InsufficientFunds
                  available={availableOf(quote.sellCurrency)}
                  currency={quote.sellCurrency}
                  onAddMoney={() => addMoney(quote.sellCurrency)}
                />
              ) : undefined
            }
            onAccept={() => accept.mutate()}
            onRefresh={() => void askQuote()}
          />
        )}
      </CardContent>
    </Card>
  );
}
