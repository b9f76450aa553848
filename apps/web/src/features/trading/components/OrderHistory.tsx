import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ORDER_REJECT_REASONS, ORDER_STATUSES, orderReference } from '@mizani/shared';
import { CurrencySelect } from '@/components/currency-select';
import { Label } from '@/components/ui/label';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SelectField } from '@/components/ui/labelled-field';
import { PagePager } from '@/components/ui/page-pager';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatBps, formatDateTime, formatMoney, formatRate } from '@/lib/format';
import { orderConfirmationUrl, orderDetailQuery, ordersQuery } from '../api/orders';

function OrderDetail({ id }: { id: string }) {
  const q = useQuery(orderDetailQuery(id));
  if (q.isLoading) return <Skeleton className="h-16" />;
  if (!q.data) return <p>Order details could not be loaded.</p>;
  return (
    <div className="grid gap-1 text-sm">
      {q.data.quote && (
        <p>
          Reference {orderReference(q.data.order.id)} · market rate{' '}
          {formatRate(q.data.quote.marketRate)} · spread {formatBps(q.data.quote.spreadBps)}
        </p>
      )}
      <p>
        Fee {formatMoney(q.data.order.fee, q.data.order.sellCurrency)}
        {q.data.quote ? ` (${formatBps(q.data.quote.feeBps)})` : ''} · rate{' '}
        {formatRate(q.data.order.rate)}
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
        <a href={orderConfirmationUrl(id)} download>
          Download confirmation (PDF)
        </a>
      </Button>
    </div>
  );
}

/** The client's orders, filtered and paged, each with its details on demand. */
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
          <div className="grid gap-1.5">
            <Label htmlFor="orders-currency">Currency</Label>
            <CurrencySelect
              id="orders-currency"
              allLabel="All"
              value={f.currency}
              onChange={(e) => setF((p) => ({ ...p, currency: e.target.value, page: 1 }))}
            />
          </div>
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
                    Rate {formatRate(o.rate)} · {formatDateTime(o.createdAt)}
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
