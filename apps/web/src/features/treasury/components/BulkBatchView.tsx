import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Send, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import {
  bulkBatchQueryOptions,
  bulkKeys,
  discardBulk,
  submitBulk,
  type BulkDetail,
} from '../api/bulk-payouts';

import { BULK_STATUS_VARIANT } from './bulk-status';
import { LineRow } from './BulkLine';

// One batch: its totals, its lines (all or only the bad ones, a page at a time) and its actions.

const PAGE = 50;

export function BatchView({
  id,
  mayInitiate,
  onClose,
}: {
  id: string;
  mayInitiate: boolean;
  onClose: () => void;
}) {
  const { t } = useT();
  const fmt = useFormat();
  const qc = useQueryClient();
  const q = useQuery(bulkBatchQueryOptions(id));
  const [onlyBad, setOnlyBad] = useState(true);
  const [shown, setShown] = useState(PAGE);
  const [reviewing, setReviewing] = useState(false);
  // One key per batch view: a double click or a retry submits the same batch once.
  const key = useRef(crypto.randomUUID());
  const refresh = (r: BulkDetail) => {
    qc.setQueryData(bulkKeys.batch(id), r);
    void qc.invalidateQueries({ queryKey: bulkKeys.all, exact: true });
  };
  const submit = useMutation({
    mutationFn: () => submitBulk(id, key.current),
    onSuccess: (r) => {
      refresh(r);
      setReviewing(false);
      toast.success(r.approval ? t('treasury.bulk.waiting') : t('treasury.bulk.submitted'));
    },
    onError: (err) => {
      void qc.invalidateQueries({ queryKey: bulkKeys.batch(id) });
      toast.error(t('treasury.bulk.notSubmitted'), { description: errorText(err) });
    },
  });
  const discard = useMutation({
    mutationFn: () => discardBulk(id),
    onSuccess: refresh,
    onError: (err) => toast.error(t('treasury.bulk.notChanged'), { description: errorText(err) }),
  });
  // The list beside it shows the batch's status too: refreshed whenever this one moves on.
  const status = q.data?.batch.status;
  useEffect(() => {
    if (status) void qc.invalidateQueries({ queryKey: bulkKeys.all, exact: true });
  }, [status, qc]);
  if (q.isPending) return <Skeleton className="h-40 w-full" />;
  if (q.isError)
    return (
      <p role="alert">
        {t('treasury.bulk.loadError')}{' '}
        <Button size="sm" variant="ghost" onClick={() => void q.refetch()}>
          {t('treasury.bulk.retry')}
        </Button>
      </p>
    );
  const { batch, lines } = q.data;
  const draft = batch.status === 'draft';
  const editable = draft && mayInitiate;
  const bad = lines.filter((l) => !l.dropped && Object.keys(l.errors).length);
  const list = draft && onlyBad && bad.length ? bad : lines;
  const ready =
    draft && batch.counts.invalid === 0 && batch.counts.valid > 0 && !batch.problems.length;
  return (
    <section
      className="grid gap-4 rounded-lg border border-border p-4"
      aria-labelledby={`batch-${id}`}
      data-testid="bulk-batch"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`batch-${id}`} className="text-lg font-semibold break-words text-navy-900">
            {t('treasury.bulk.batch', { reference: batch.reference })}
          </h3>
          <p className="text-sm text-muted-foreground">
            {t('treasury.bulk.counts', {
              lines: batch.counts.lines,
              valid: batch.counts.valid,
              invalid: batch.counts.invalid,
              dropped: batch.counts.dropped,
            })}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge variant={BULK_STATUS_VARIANT[batch.status] ?? 'outline'} data-testid="bulk-status">
            {t(`treasury.bulk.status.${batch.status}`)}
          </Badge>
          <Button size="sm" variant="ghost" onClick={onClose} aria-label={t('treasury.bulk.close')}>
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>

      {batch.failure ? <p role="alert">{batch.failure}</p> : null}
      {draft && batch.problems.length ? (
        <ul role="alert" className="list-disc pl-5 text-sm text-destructive">
          {batch.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}

      {/* Focusable and named so a keyboard can scroll the table on a phone (axe: scrollable-region-focusable). */}
      <div
        className="overflow-x-auto"
        role="region"
        aria-label={t('treasury.bulk.totalsCaption')}
        tabIndex={0}
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{t('treasury.bulk.totalsCaption')}</caption>
          <thead>
            <tr className="text-left text-muted-foreground">
              <th scope="col" className="py-1 pr-3">
                {t('treasury.bulk.currency')}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('treasury.bulk.payees')}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('treasury.bulk.amount')}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('treasury.bulk.fee')}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('treasury.bulk.total')}
              </th>
              {draft ? (
                <th scope="col" className="py-1">
                  {t('treasury.bulk.available')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {batch.totals.map((x) => (
              <tr key={x.currency} data-testid="bulk-total">
                <td className="py-1 pr-3">{x.currency}</td>
                <td className="py-1 pr-3">{x.lines}</td>
                <td className="py-1 pr-3">{fmt.money(x.amount, x.currency)}</td>
                <td className="py-1 pr-3">{fmt.money(x.fee, x.currency)}</td>
                <td className="py-1 pr-3 font-semibold">{fmt.money(x.total, x.currency)}</td>
                {draft ? <td className="py-1">{fmt.money(x.available, x.currency)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {!draft ? (
        <p className="text-sm text-muted-foreground" data-testid="bulk-progress">
          {t('treasury.bulk.progress', {
            pending: batch.counts.pending,
            sent: batch.counts.sent,
            paid: batch.counts.paid,
            refunded: batch.counts.refunded,
          })}
        </p>
      ) : null}

      {editable ? (
        <div className="grid gap-3">
          {reviewing ? (
            <div className="grid gap-2 rounded-md bg-muted p-3" data-testid="bulk-review">
              <p className="text-sm">
                {t('treasury.bulk.reviewText', { payees: batch.counts.valid })}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => submit.mutate()} disabled={submit.isPending}>
                  <Send aria-hidden="true" /> {t('treasury.bulk.confirm')}
                </Button>
                <Button variant="ghost" onClick={() => setReviewing(false)}>
                  {t('treasury.bulk.back')}
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => setReviewing(true)} disabled={!ready}>
                {t('treasury.bulk.review')}
              </Button>
              <Button variant="ghost" onClick={() => discard.mutate()} disabled={discard.isPending}>
                {t('treasury.bulk.discard')}
              </Button>
            </div>
          )}
          {!ready && batch.counts.invalid > 0 ? (
            <p className="text-sm text-muted-foreground">
              {t('treasury.bulk.fixFirst', { n: batch.counts.invalid })}
            </p>
          ) : null}
        </div>
      ) : null}

      {draft && bad.length ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={onlyBad} onChange={(e) => setOnlyBad(e.target.checked)} />
          {t('treasury.bulk.onlyBad')}
        </label>
      ) : null}

      <ul className="divide-y divide-border" aria-label={t('treasury.bulk.linesLabel')}>
        {list.slice(0, shown).map((l) => (
          <LineRow key={l.id} batchId={id} line={l} editable={editable} onChanged={refresh} />
        ))}
      </ul>
      {list.length > shown ? (
        <div>
          <Button variant="outline" size="sm" onClick={() => setShown((n) => n + PAGE)}>
            {t('treasury.bulk.more', { n: list.length - shown })}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
