import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ORDER_REJECT_REASONS, ORDER_STATUSES, orderReference } from '@mizani/shared';
import { MoneyStatus } from '@/components/money/status';
import { CurrencySelect } from '@/components/currency-select';
import { Label } from '@/components/ui/label';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SelectField } from '@/components/ui/labelled-field';
import { PagePager } from '@/components/ui/page-pager';
import { hasMessage, type MessageId } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { orderConfirmationUrl, orderDetailQuery, ordersQuery } from '../api/orders';
import { AwaitingApprovals } from './AwaitingApprovals';

/** The server's timeline steps (routes/orders.ts), in the reader's language. */
const TIMELINE: Record<string, MessageId> = {
  'Quote issued': 'trade.timeline.quoteIssued',
  'Order placed': 'trade.timeline.orderPlaced',
  Filled: 'trade.timeline.filled',
};

function OrderDetail({ id }: { id: string }) {
  const q = useQuery(orderDetailQuery(id));
  const { t } = useT();
  const fmt = useFormat();
  if (q.isLoading) return <Skeleton className="h-16" />;
  if (!q.data) return <p>{t('trade.detailError')}</p>;
  const { order, quote } = q.data;
  const fee = fmt.money(order.fee, order.sellCurrency);
  return (
    <div className="grid gap-1 text-sm">
      {quote && (
        <p>
          {t('trade.detailQuote', {
            ref: orderReference(order.id),
            rate: fmt.rate(quote.marketRate),
            spread: fmt.bps(quote.spreadBps),
          })}
        </p>
      )}
      <p>
        {quote
          ? t('trade.detailFeeBps', { fee, bps: fmt.bps(quote.feeBps), rate: fmt.rate(order.rate) })
          : t('trade.detailFee', { fee, rate: fmt.rate(order.rate) })}
      </p>
      <ol className="list-inside list-disc">
        {q.data.timeline.map((step) => (
          <li key={step.label}>
            {TIMELINE[step.label] ? t(TIMELINE[step.label]!) : step.label} — {fmt.dateTime(step.at)}
          </li>
        ))}
      </ol>
      {/* Server-rendered PDF with a verification reference (docs/client-platform.md). */}
      <Button asChild variant="outline" size="sm" className="mt-1 justify-self-start">
        <a href={orderConfirmationUrl(id)} download>
          {t('money.downloadConfirmation')}
        </a>
      </Button>
    </div>
  );
}

/** The client's orders, filtered and paged, each with its details on demand. */
export function OrderHistory() {
  const { t, locale } = useT();
  const fmt = useFormat();
  const [f, setF] = useState({ status: '', currency: '', page: 1 });
  const [open, setOpen] = useState<string | null>(null);
  const q = useQuery(ordersQuery(f));
  const pages = q.data ? Math.max(1, Math.ceil(q.data.total / q.data.pageSize)) : 1;
  return (
    <Card id="orders">
      <CardHeader>
        <CardTitle>{t('trade.history')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            id="orders-status"
            label={t('money.status')}
            value={f.status}
            onChange={(v) => setF((p) => ({ ...p, status: v, page: 1 }))}
          >
            <option value="">{t('money.all')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`money.statusName.${s}`)}
              </option>
            ))}
          </SelectField>
          <div className="grid gap-1.5">
            <Label htmlFor="orders-currency">{t('money.currency')}</Label>
            <CurrencySelect
              id="orders-currency"
              allLabel={t('money.all')}
              value={f.currency}
              onChange={(e) => setF((p) => ({ ...p, currency: e.target.value, page: 1 }))}
            />
          </div>
        </div>
        <AwaitingApprovals />
        {q.isLoading ? (
          <Skeleton className="h-24" />
        ) : q.isError ? (
          <p role="alert">{t('trade.historyError')}</p>
        ) : q.data!.orders.length === 0 ? (
          <p className="text-muted-foreground">{t('trade.noOrders')}</p>
        ) : (
          <ul className="grid gap-2">
            {q.data!.orders.map((o) => (
              <li key={o.id} className="rounded-lg border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="tabular-nums">
                    {fmt.money(o.sellAmount, o.sellCurrency)} →{' '}
                    {fmt.money(o.buyAmount, o.buyCurrency)}
                  </span>
                  <span className="flex items-center gap-2">
                    <MoneyStatus status={o.status} />
                    {o.rejectReason && (
                      <span>
                        {hasMessage(locale, `trade.reject.${o.rejectReason}`)
                          ? t(`trade.reject.${o.rejectReason}` as MessageId)
                          : ORDER_REJECT_REASONS[
                              o.rejectReason as keyof typeof ORDER_REJECT_REASONS
                            ]}
                      </span>
                    )}
                  </span>
                </div>
                <div className="mt-1 flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
                  <span>
                    {t('trade.rateAt', { rate: fmt.rate(o.rate), date: fmt.dateTime(o.createdAt) })}
                  </span>
                  <Button
                    variant="link"
                    size="sm"
                    aria-expanded={open === o.id}
                    onClick={() => setOpen(open === o.id ? null : o.id)}
                  >
                    {open === o.id ? t('trade.hideDetails') : t('trade.details')}
                  </Button>
                </div>
                {open === o.id && <OrderDetail id={o.id} />}
              </li>
            ))}
          </ul>
        )}
        <PagePager
          className="flex items-center gap-2"
          page={f.page}
          pages={pages}
          onPage={(page) => setF((p) => ({ ...p, page }))}
        />
      </CardContent>
    </Card>
  );
}
