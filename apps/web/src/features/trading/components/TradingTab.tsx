import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  CURRENCY_CODES,
  D,
  FirmQuoteRequestSchema,
  minorUnits,
  ORDER_REJECT_REASONS,
  ORDER_STATUSES,
  type FirmQuote,
  type FirmQuoteRequest,
  type Order,
} from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { api } from '@/lib/api';
import {
  accountsQuery,
  orderDetailQuery,
  ordersQuery,
  walletKeys,
} from '@/features/wallet/api/queries';
import { SelectField, selectClasses } from '@/components/ui/labelled-field';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatBps, formatDateTime, formatMoney } from '@/lib/format';
import { setServerErrors } from '@/lib/form-errors';
import { errorText } from '@/lib/error-messages';

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

export function OrderForm() {
  const qc = useQueryClient();
  const form = useForm<OrderFormInput>({
    resolver: zodResolver(FirmQuoteRequestSchema),
    defaultValues: { sellCurrency: 'USD', buyCurrency: 'KES', side: 'sell', amount: '' },
  });
  const [quote, setQuote] = useState<FirmQuote | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const left = Math.min(useSecondsLeft(quote?.expiresAt), quote?.validitySeconds ?? 0);
  // Any change to the form makes the shown quote stale: it is dropped, a new one must be asked.
  useEffect(() => {
    const sub = form.watch(() => setQuote(null));
    return () => sub.unsubscribe();
  }, [form]);
  const getQuote = useMutation({
    mutationFn: (body: FirmQuoteRequest) =>
      api<{ quote: FirmQuote }>('/api/orders/quotes', { method: 'POST', body }),
    onSuccess: (r) => {
      setQuote(r.quote);
      setKey(crypto.randomUUID());
    },
    onError: (e) => {
      setServerErrors(form, e);
      toast.error(errorText(e));
    },
  });
  const requestQuote = form.handleSubmit((v) => getQuote.mutate(v as FirmQuoteRequest));
  const accept = useMutation({
    mutationFn: () =>
      api<{ order: Order }>('/api/orders', {
        method: 'POST',
        body: { quoteId: quote!.id, idempotencyKey: key },
      }),
    onSuccess: (r) => {
      toast.success(
        `Order filled: you received ${formatMoney(r.order.buyAmount, r.order.buyCurrency)}`,
      );
      setQuote(null);
      form.reset({ ...form.getValues(), amount: '' });
      void qc.invalidateQueries({ queryKey: walletKeys.all });
    },
    onError: (e) => {
      toast.error(errorText(e));
      setQuote(null);
      void qc.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
  const { errors } = form.formState;
  const sell = form.watch('sellCurrency');
  const buy = form.watch('buyCurrency');
  const accounts = useQuery(accountsQuery());
  const available = accounts.data?.accounts.find((a) => a.currency === sell)?.balance ?? '0';
  return (
    <Card id="order-form">
      <CardHeader>
        <CardTitle>Place Trading Order</CardTitle>
        <CardDescription>Get a firm quote, then accept it before it expires.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form className="grid gap-3 sm:grid-cols-2" noValidate onSubmit={requestQuote}>
          <FormField id="order-sell" label="Sell currency" error={errors.sellCurrency?.message}>
            <select className={selectClasses} {...form.register('sellCurrency')}>
              {CURRENCY_CODES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </FormField>
          <FormField id="order-buy" label="Buy currency" error={errors.buyCurrency?.message}>
            <select className={selectClasses} {...form.register('buyCurrency')}>
              {CURRENCY_CODES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </FormField>
          <FormField id="order-side" label="Amount is in" error={errors.side?.message}>
            <select className={selectClasses} {...form.register('side')}>
              <option value="sell">Sell currency ({sell})</option>
              <option value="buy">Buy currency ({buy})</option>
            </select>
          </FormField>
          <FormField
            id="order-amount"
            label="Amount"
            error={errors.amount?.message}
            hint={accounts.data ? `Available: ${formatMoney(available, sell)}` : undefined}
          >
            <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={getQuote.isPending}>
              {getQuote.isPending ? 'Getting quote…' : 'Get quote'}
            </Button>
          </div>
        </form>
        {quote && (
          <div
            className="rounded-xl border bg-muted/40 p-4"
            aria-live="polite"
            data-testid="firm-quote"
          >
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt>You sell</dt>
              <dd className="text-right font-semibold tabular-nums" data-testid="quote-sell">
                {formatMoney(quote.sellAmount, quote.sellCurrency)}
              </dd>
              <dt>Fee ({formatBps(quote.feeBps)})</dt>
              <dd className="text-right tabular-nums" data-testid="quote-fee">
                {formatMoney(quote.fee, quote.feeCurrency)}
              </dd>
              <dt>Converted</dt>
              <dd className="text-right tabular-nums">
                {formatMoney(
                  new D(quote.sellAmount).minus(quote.fee).toFixed(minorUnits(quote.sellCurrency)),
                  quote.sellCurrency,
                )}
              </dd>
              <dt>Rate</dt>
              <dd className="text-right tabular-nums break-all" data-testid="quote-rate">
                1 {quote.sellCurrency} = {quote.rate} {quote.buyCurrency}
              </dd>
              <dt>You receive</dt>
              <dd className="text-right text-lg font-bold tabular-nums" data-testid="quote-buy">
                {formatMoney(quote.buyAmount, quote.buyCurrency)}
              </dd>
            </dl>
            <p className="mt-2 text-xs text-muted-foreground">
              The rate includes our {formatBps(quote.spreadBps)} spread on the market rate{' '}
              {quote.marketRate}; the fee is taken from the amount you sell.
            </p>
            {left > 0 ? (
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm" role="timer">
                  Quote valid for {left} s
                </p>
                <Button onClick={() => accept.mutate()} disabled={accept.isPending}>
                  Accept quote
                </Button>
              </div>
            ) : (
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-semibold">Quote expired</p>
                <Button variant="outline" onClick={() => void requestQuote()}>
                  Refresh quote
                </Button>
              </div>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function OrderDetail({ id }: { id: string }) {
  const q = useQuery(orderDetailQuery(id));
  if (q.isLoading) return <Skeleton className="h-16" />;
  if (!q.data) return <p>Order details could not be loaded.</p>;
  return (
    <div className="grid gap-1 text-sm">
      {q.data.quote && (
        <p>
          Quote {q.data.quote.id.slice(0, 8)} · market rate {q.data.quote.marketRate} · spread{' '}
          {formatBps(q.data.quote.spreadBps)}
        </p>
      )}
      <p>
        Fee {formatMoney(q.data.order.fee, q.data.order.sellCurrency)}
        {q.data.quote ? ` (${formatBps(q.data.quote.feeBps)})` : ''} · rate {q.data.order.rate}
      </p>
      <ol className="list-inside list-disc">
        {q.data.timeline.map((t) => (
          <li key={t.label}>
            {t.label} — {formatDateTime(t.at)}
          </li>
        ))}
      </ol>
      {/* Server-rendered PDF with a verification reference (docs/client-platform.md). */}
      <Button asChild variant="outline" size="sm" className="mt-1 justify-self-start">
        <a href={`/api/orders/${id}/confirmation.pdf`} download>
          Download confirmation (PDF)
        </a>
      </Button>
    </div>
  );
}

export function OrderHistory() {
  const [f, setF] = useState({ status: '', currency: '', page: 1 });
  const [open, setOpen] = useState<string | null>(null);
  const q = useQuery(ordersQuery(f));
  const pages = q.data ? Math.max(1, Math.ceil(q.data.total / q.data.pageSize)) : 1;
  return (
    <Card id="orders">
      <CardHeader>
        <CardTitle>Order History</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            id="orders-status"
            label="Status"
            value={f.status}
            onChange={(v) => setF((p) => ({ ...p, status: v, page: 1 }))}
          >
            <option value="">All</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="orders-currency"
            label="Currency"
            value={f.currency}
            onChange={(v) => setF((p) => ({ ...p, currency: v, page: 1 }))}
          >
            <option value="">All</option>
            {CURRENCY_CODES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </SelectField>
        </div>
        {q.isLoading ? (
          <Skeleton className="h-24" />
        ) : q.isError ? (
          <p role="alert">Orders could not be loaded.</p>
        ) : q.data!.orders.length === 0 ? (
          <p className="text-muted-foreground">No orders yet.</p>
        ) : (
          <ul className="grid gap-2">
            {q.data!.orders.map((o) => (
              <li key={o.id} className="rounded-lg border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="tabular-nums">
                    {formatMoney(o.sellAmount, o.sellCurrency)} →{' '}
                    {formatMoney(o.buyAmount, o.buyCurrency)}
                  </span>
                  <span className="flex items-center gap-2">
                    <StatusBadge status={o.status} />
                    {o.rejectReason && (
                      <span>
                        {ORDER_REJECT_REASONS[o.rejectReason as keyof typeof ORDER_REJECT_REASONS]}
                      </span>
                    )}
                  </span>
                </div>
                <div className="mt-1 flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
                  <span>
                    Rate {o.rate} · {formatDateTime(o.createdAt)}
                  </span>
                  <Button
                    variant="link"
                    size="sm"
                    aria-expanded={open === o.id}
                    onClick={() => setOpen(open === o.id ? null : o.id)}
                  >
                    {open === o.id ? 'Hide details' : 'Details'}
                  </Button>
                </div>
                {open === o.id && <OrderDetail id={o.id} />}
              </li>
            ))}
          </ul>
        )}
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={f.page <= 1}
            onClick={() => setF((p) => ({ ...p, page: p.page - 1 }))}
          >
            Previous
          </Button>
          <span className="text-sm">
            Page {f.page} of {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={f.page >= pages}
            onClick={() => setF((p) => ({ ...p, page: p.page + 1 }))}
          >
            Next
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

export function TradingTab({ goTo }: { goTo: (tab: string) => void }) {
  return (
    <div className="grid gap-6">
      <nav aria-label="Trading shortcuts" className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => document.getElementById('orders')?.scrollIntoView({ behavior: 'smooth' })}
        >
          Recent orders
        </Button>
        <Button variant="outline" size="sm" onClick={() => goTo('wallet')}>
          Wallet
        </Button>
        <Button variant="outline" size="sm" onClick={() => goTo('alerts')}>
          Alerts
        </Button>
        <Button variant="outline" size="sm" onClick={() => goTo('reports')}>
          Reports
        </Button>
      </nav>
      <OrderForm />
      <OrderHistory />
    </div>
  );
}
