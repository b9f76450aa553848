import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  APPROVAL_EVENT_LABELS,
  APPROVAL_STATUS_LABELS,
  ApprovalDecisionSchema,
  type Business,
  type BusinessApproval,
  type FirmQuote,
} from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorText } from '@/lib/error-messages';
import { formatDateTime, formatMoney } from '@/lib/format';
import { walletKeys } from '@/lib/queries/wallet';
import {
  approvalsQuery,
  businessKeys,
  cancelApproval,
  confirmApproval,
  decideApproval,
  freshApprovalQuote,
} from '../api/business';

/** Requests waiting for approval (and, on demand, the decided ones) with their timelines. */
export function PendingApprovals({ business }: { business: Business }) {
  const [status, setStatus] = useState<'open' | 'all'>('open');
  const q = useQuery(approvalsQuery(business.id, status));
  const list = q.data?.approvals ?? [];
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle>Pending approvals</CardTitle>
          <CardDescription>Withdrawals over the business's thresholds.</CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setStatus(status === 'open' ? 'all' : 'open')}
        >
          {status === 'open' ? 'Show decided requests too' : 'Show waiting requests only'}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        {q.isLoading ? (
          <Skeleton className="h-24" />
        ) : q.isError ? (
          <p role="alert">The requests could not be loaded.</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing is waiting for approval.</p>
        ) : (
          list.map((a) => <ApprovalCard key={a.id} businessId={business.id} a={a} />)
        )}
      </CardContent>
    </Card>
  );
}

function ApprovalCard({ businessId, a }: { businessId: string; a: BusinessApproval }) {
  const qc = useQueryClient();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const after = async (message: string) => {
    toast.success(message);
    await qc.invalidateQueries({ queryKey: businessKeys.all });
    await qc.invalidateQueries({ queryKey: walletKeys.all });
  };
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') => {
      const parsed = ApprovalDecisionSchema.safeParse({
        decision,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message);
        return Promise.reject(new Error('invalid'));
      }
      setError(undefined);
      return decideApproval(businessId, a.id, parsed.data);
    },
    onSuccess: ({ approval }) =>
      after(
        approval.status === 'executed'
          ? `Approved: withdrawal ${approval.result?.reference ?? ''} is on its way.`
          : `Request ${APPROVAL_STATUS_LABELS[approval.status].toLowerCase()}.`,
      ),
    onError: (err) => {
      if (err instanceof Error && err.message === 'invalid') return;
      toast.error(errorText(err));
    },
  });
  const cancel = useMutation({
    mutationFn: () => cancelApproval(businessId, a.id),
    onSuccess: () => after('Request cancelled.'),
    onError: (err) => toast.error(errorText(err)),
  });
  const title = describe(a);
  return (
    <article className="grid gap-3 rounded-lg border border-border p-4" aria-label={title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-navy-900">{title}</h3>
          <p className="text-sm text-muted-foreground">
            Asked by {a.requestedBy.name} ({a.requestedBy.email}) on {formatDateTime(a.createdAt)}
            {' · '}about {formatMoney(a.amountUsd, 'USD')}
          </p>
        </div>
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {APPROVAL_STATUS_LABELS[a.status]} · {a.approvals}/{a.approvalsRequired} approvals
        </span>
      </div>
      <ol className="grid gap-1 text-sm">
        {a.timeline.map((e, i) => (
          <li key={i}>
            {APPROVAL_EVENT_LABELS[e.kind]}
            {e.by ? ` by ${e.by}` : ''}, {formatDateTime(e.at)}
            {e.comment ? `: “${e.comment}”` : ''}
          </li>
        ))}
      </ol>
      {a.result && (
        <p className="text-sm">
          Withdrawal reference <span className="font-mono">{a.result.reference}</span>
        </p>
      )}
      {a.failure && <p className="text-sm text-destructive">{a.failure}</p>}
      {a.canDecide && (
        <div className="grid gap-2">
          <FormField
            label="Comment"
            error={error}
            hint="Optional when you approve; say why when you reject."
          >
            <Textarea rows={2} value={comment} onChange={(e) => setComment(e.target.value)} />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => decide.mutate('approve')} disabled={decide.isPending}>
              Approve
            </Button>
            <Button
              variant="outline"
              onClick={() => decide.mutate('reject')}
              disabled={decide.isPending}
            >
              Reject
            </Button>
          </div>
        </div>
      )}
      {a.conversion && a.status === 'pending' && (
        <p className="text-sm">
          Quoted when asked: {formatMoney(a.conversion.quotedSellAmount, a.conversion.sellCurrency)}{' '}
          for {formatMoney(a.conversion.quotedBuyAmount, a.conversion.buyCurrency)} (rate{' '}
          {a.conversion.quotedRate}). A fresh quote is taken once it is approved.
        </p>
      )}
      {a.canConfirm && <FreshQuote businessId={businessId} a={a} onDone={after} />}
      {a.canCancel && (
        <div>
          <Button variant="outline" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
            Cancel my request
          </Button>
        </div>
      )}
    </article>
  );
}

/** "Withdrawal of 6,000.00 USD to Coastal Freight Ltd" or "Conversion of 6,000.00 USD to KES". */
function describe(a: BusinessApproval) {
  if (a.withdrawal)
    return `Withdrawal of ${formatMoney(a.withdrawal.amount, a.withdrawal.currency)} to ${a.withdrawal.beneficiaryName}`;
  const c = a.conversion!;
  return c.side === 'buy'
    ? `Conversion to ${formatMoney(c.amount, c.buyCurrency)} from ${c.sellCurrency}`
    : `Conversion of ${formatMoney(c.amount, c.sellCurrency)} to ${c.buyCurrency}`;
}

/** An approved conversion: take a fresh firm quote, then confirm it before it expires. */
function FreshQuote({
  businessId,
  a,
  onDone,
}: {
  businessId: string;
  a: BusinessApproval;
  onDone: (message: string) => Promise<void>;
}) {
  const [quote, setQuote] = useState<FirmQuote | null>(null);
  const take = useMutation({
    mutationFn: () => freshApprovalQuote(businessId, a.id),
    onSuccess: (r) => setQuote(r.quote),
    onError: (err) => toast.error(errorText(err)),
  });
  const confirm = useMutation({
    mutationFn: () => confirmApproval(businessId, a.id, quote!.id),
    onSuccess: (r) => {
      setQuote(null);
      return onDone(
        `Conversion done: ${formatMoney(r.order.buyAmount, r.order.buyCurrency)} received.`,
      );
    },
    onError: (err) => {
      setQuote(null);
      toast.error(errorText(err));
    },
  });
  if (!quote)
    return (
      <div>
        <Button onClick={() => take.mutate()} disabled={take.isPending}>
          Get a fresh quote
        </Button>
      </div>
    );
  return (
    <div className="grid gap-2 rounded-md bg-muted/40 p-3 text-sm" data-testid="fresh-quote">
      <p>
        Sell <strong>{formatMoney(quote.sellAmount, quote.sellCurrency)}</strong>, receive{' '}
        <strong>{formatMoney(quote.buyAmount, quote.buyCurrency)}</strong> at {quote.rate}. Valid
        until {formatDateTime(quote.expiresAt)}.
      </p>
      <div>
        <Button onClick={() => confirm.mutate()} disabled={confirm.isPending}>
          Confirm conversion
        </Button>
      </div>
    </div>
  );
}
