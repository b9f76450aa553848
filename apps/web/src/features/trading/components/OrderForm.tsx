import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  CURRENCY_CODES,
  FirmQuoteRequestSchema,
  type FirmQuote,
  type FirmQuoteRequest,
} from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClasses } from '@/components/ui/labelled-field';
import { errorText } from '@/lib/error-messages';
import { setServerErrors } from '@/lib/form-errors';
import { formatMoney } from '@/lib/format';
import { accountsQuery, walletKeys } from '@/lib/queries/wallet';
import { placeOrder, requestQuote } from '../api/orders';
import { FirmQuotePanel } from './FirmQuotePanel';

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

/** Firm quote, then accept it before it expires (spec: quotes hold for a few seconds). */
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
  const askQuote = form.handleSubmit((v) => getQuote.mutate(v as FirmQuoteRequest));
  const accept = useMutation({
    mutationFn: () => placeOrder(quote!.id, key),
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
        <form className="grid gap-3 sm:grid-cols-2" noValidate onSubmit={askQuote}>
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
          <FirmQuotePanel
            quote={quote}
            left={left}
            accepting={accept.isPending}
            onAccept={() => accept.mutate()}
            onRefresh={() => void askQuote()}
          />
        )}
      </CardContent>
    </Card>
  );
}
