import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import {
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
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { walletKeys } from '@/lib/queries/wallet';
import {
  approvalsQuery,
  businessKeys,
  cancelApproval,
  confirmApproval,
  decideApproval,
  freshApprovalQuote,
} from '../api/business';
import { APPROVAL_STATUS_IDS, describeApproval, describeTreasury, EVENT_IDS } from './labels';

/** Requests waiting for approval (and, on demand, the decided ones) with their timelines. */
export function PendingApprovals({ business }: { business: Business }) {
  const [status, setStatus] = useState<'open' | 'all'>('open');
  const q = useQuery(approvalsQuery(business.id, status));
  const list = q.data?.approvals ?? [];
  const { t } = useT();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle>{t('business.approvalsTitle')}</CardTitle>
          <CardDescription>{t('business.approvalsIntro')}</CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setStatus(status === 'open' ? 'all' : 'open')}
        >
          {status === 'open' ? t('business.showDecided') : t('business.showWaiting')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        {q.isLoading ? (
          <Skeleton className="h-24" />
        ) : q.isError ? (
          <p role="alert">{t('business.approvalsLoadError')}</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('business.nothingWaiting')}</p>
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
  const { t } = useT();
  const fmt = useFormat();
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
          ? t('business.approvedOnItsWay', { reference: approval.result?.reference ?? '' })
          : t('business.requestStatus', {
              status: t(APPROVAL_STATUS_IDS[approval.status]).toLowerCase(),
            }),
      ),
    onError: (err) => {
      if (err instanceof Error && err.message === 'invalid') return;
      toast.error(errorText(err));
    },
  });
  const cancel = useMutation({
    mutationFn: () => cancelApproval(businessId, a.id),
    onSuccess: () => after(t('business.requestCancelled')),
    onError: (err) => toast.error(errorText(err)),
  });
  const title = describeApproval(a, t, fmt.money);
  return (
    <article className="grid gap-3 rounded-lg border border-border p-4" aria-label={title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-navy-900">{title}</h3>
          <p className="text-sm text-muted-foreground">
            {t('business.askedBy', {
              name: a.requestedBy.name,
              email: a.requestedBy.email,
              date: fmt.dateTime(a.createdAt),
            })}
            {' · '}
            {t('business.about', { amount: fmt.money(a.amountUsd, 'USD') })}
          </p>
        </div>
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {t(APPROVAL_STATUS_IDS[a.status])} ·{' '}
          {t('business.approvalsCount', { n: a.approvals, of: a.approvalsRequired })}
        </span>
      </div>
      <ol className="grid gap-1 text-sm">
        {a.timeline.map((e, i) => (
          <li key={i}>
            {t(EVENT_IDS[e.kind])}
            {e.by ? ` ${t('business.byPerson', { name: e.by })}` : ''}, {fmt.dateTime(e.at)}
            {e.comment ? `: “${e.comment}”` : ''}
          </li>
        ))}
      </ol>
      {a.result && (
        <p className="text-sm">
          {a.result.kind === 'order'
            ? t('business.orderReference')
            : t('business.withdrawalReference')}{' '}
          <span className="font-mono">{a.result.reference}</span>
        </p>
      )}
      {a.failure && <p className="text-sm text-destructive">{a.failure}</p>}
      {a.canDecide && (
        <div className="grid gap-2">
          <FormField label={t('business.comment')} error={error} hint={t('business.commentHint')}>
            <Textarea rows={2} value={comment} onChange={(e) => setComment(e.target.value)} />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => decide.mutate('approve')} disabled={decide.isPending}>
              {t('business.approve')}
            </Button>
            <Button
              variant="outline"
              onClick={() => decide.mutate('reject')}
              disabled={decide.isPending}
            >
              {t('business.reject')}
            </Button>
          </div>
        </div>
      )}
      {a.treasury && (
        <p className="text-sm" data-testid="approval-treasury">
          {describeTreasury(a, t, fmt)}
        </p>
      )}
      {a.conversion && !a.treasury && a.status === 'pending' && (
        <p className="text-sm">
          {t('business.quotedWhenAsked', {
            sell: fmt.money(a.conversion.quotedSellAmount, a.conversion.sellCurrency),
            buy: fmt.money(a.conversion.quotedBuyAmount, a.conversion.buyCurrency),
            rate: a.conversion.quotedRate ? fmt.rate(a.conversion.quotedRate) : '',
          })}
        </p>
      )}
      {a.canConfirm && <FreshQuote businessId={businessId} a={a} onDone={after} />}
      {a.canCancel && (
        <div>
          <Button variant="outline" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
            {t('business.cancelRequest')}
          </Button>
        </div>
      )}
    </article>
  );
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
  const { t } = useT();
  const fmt = useFormat();
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
        t('business.conversionDone', { amount: fmt.money(r.order.buyAmount, r.order.buyCurrency) }),
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
          {t('business.getFreshQuote')}
        </Button>
      </div>
    );
  return (
    <div className="grid gap-2 rounded-md bg-muted/40 p-3 text-sm" data-testid="fresh-quote">
      <p>
        {t('business.quoteSell')} <strong>{fmt.money(quote.sellAmount, quote.sellCurrency)}</strong>
        {t('business.quoteReceive')}{' '}
        <strong>{fmt.money(quote.buyAmount, quote.buyCurrency)}</strong>{' '}
        {t('business.quoteAt', { rate: fmt.rate(quote.rate), date: fmt.dateTime(quote.expiresAt) })}
      </p>
      <div>
        <Button onClick={() => confirm.mutate()} disabled={confirm.isPending}>
          {t('business.confirmConversion')}
        </Button>
      </div>
    </div>
  );
}
