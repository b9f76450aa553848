import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileUp, Send, Undo2, Wrench, X } from 'lucide-react';
import type { BulkPayoutLine } from '@mizani/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import {
  bulkBatchQueryOptions,
  bulkKeys,
  bulkListQueryOptions,
  discardBulk,
  patchBulkLine,
  submitBulk,
  uploadBulkFile,
  type BulkDetail,
} from '../api/bulk-payouts';

// Treasury › Bulk payouts (issue 41 item 4; docs/treasury.md): upload a CSV, see every line
// checked, fix or drop the bad ones, review the totals and fees, submit once; then follow each
// line (pending, sent, paid, refunded). A viewer or an approver sees the batches without the
// controls (the server refuses them too); approvals happen under Business › Approvals.

const VARIANT: Record<string, 'success' | 'secondary' | 'muted' | 'destructive' | 'outline'> = {
  draft: 'outline',
  pending_approval: 'outline',
  processing: 'secondary',
  completed: 'success',
  rejected: 'destructive',
  cancelled: 'muted',
  failed: 'destructive',
  pending: 'outline',
  sent: 'secondary',
  paid: 'success',
  refunded: 'destructive',
};
const PAGE = 50;

/** The batch named by the URL (a notice's link): ?batch=<id>. */
const batchFromUrl = () =>
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('batch');

export function BulkPayoutsCard({ mayInitiate }: { mayInitiate: boolean }) {
  const { t } = useT();
  const [open, setOpen] = useState<string | null>(batchFromUrl);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('treasury.bulk.title')}</CardTitle>
        <CardDescription>{t('treasury.bulk.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {mayInitiate ? <UploadForm onUploaded={setOpen} /> : null}
        {open ? (
          <BatchView id={open} mayInitiate={mayInitiate} onClose={() => setOpen(null)} />
        ) : null}
        <BatchList onOpen={setOpen} />
      </CardContent>
    </Card>
  );
}

function UploadForm({ onUploaded }: { onUploaded: (id: string) => void }) {
  const { t } = useT();
  const qc = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadBulkFile(file),
    onSuccess: (r) => {
      setProblem(null);
      qc.setQueryData(bulkKeys.batch(r.batch.id), r);
      void qc.invalidateQueries({ queryKey: bulkKeys.all, exact: true });
      onUploaded(r.batch.id);
      if (input.current) input.current.value = '';
    },
    onError: (err) =>
      setProblem(err instanceof ApiError && err.fields?.file ? err.fields.file : errorText(err)),
  });
  const send = (e: FormEvent) => {
    e.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setProblem(t('treasury.bulk.chooseFile'));
    upload.mutate(file);
  };
  return (
    <form
      className="grid gap-3"
      noValidate
      aria-label={t('treasury.bulk.uploadLabel')}
      onSubmit={send}
    >
      <FormField
        label={t('treasury.bulk.file')}
        hint={t('treasury.bulk.fileHint')}
        error={problem ?? undefined}
      >
        <Input ref={input} type="file" accept=".csv,text/csv" data-testid="bulk-file" />
      </FormField>
      <div>
        <Button type="submit" disabled={upload.isPending}>
          <FileUp aria-hidden="true" />{' '}
          {upload.isPending ? t('treasury.bulk.checking') : t('treasury.bulk.check')}
        </Button>
      </div>
    </form>
  );
}

function BatchList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useT();
  const fmt = useFormat();
  const q = useQuery(bulkListQueryOptions());
  if (q.isPending) return <Skeleton className="h-16 w-full" />;
  if (q.isError) return <p role="alert">{t('treasury.bulk.loadError')}</p>;
  if (!q.data.batches.length)
    return <p className="text-sm text-muted-foreground">{t('treasury.bulk.none')}</p>;
  return (
    <ul className="divide-y divide-border" aria-label={t('treasury.bulk.listLabel')}>
      {q.data.batches.map((b) => (
        <li
          key={b.id}
          className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <p className="font-semibold break-words text-navy-900">
              {b.reference}
              {b.fileName ? ` · ${b.fileName}` : ''}
            </p>
            <p className="text-xs text-muted-foreground">
              {t('treasury.bulk.summary', {
                lines: b.lines - b.dropped,
                paid: b.paid,
                refunded: b.refunded,
                date: fmt.dateTime(b.createdAt),
              })}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <Badge variant={VARIANT[b.status] ?? 'outline'}>
              {t(`treasury.bulk.status.${b.status}`)}
            </Badge>
            <Button size="sm" variant="outline" onClick={() => onOpen(b.id)}>
              {t('treasury.bulk.open')}
              <span className="sr-only"> {b.reference}</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function BatchView({
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
          <Badge variant={VARIANT[batch.status] ?? 'outline'} data-testid="bulk-status">
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

const payeeOf = (l: BulkPayoutLine) =>
  l.method === 'mobile_money'
    ? [l.phone, l.network].filter(Boolean).join(' · ')
    : [l.iban || l.account, l.bic || l.bankCode].filter(Boolean).join(' · ');

function LineRow({
  batchId,
  line: l,
  editable,
  onChanged,
}: {
  batchId: string;
  line: BulkPayoutLine;
  editable: boolean;
  onChanged: (r: BulkDetail) => void;
}) {
  const { t } = useT();
  const fmt = useFormat();
  const [fixing, setFixing] = useState(false);
  const errors = Object.entries(l.errors);
  const change = useMutation({
    mutationFn: (body: Parameters<typeof patchBulkLine>[2]) => patchBulkLine(batchId, l.id, body),
    onSuccess: (r) => {
      onChanged(r);
      setFixing(false);
    },
    onError: (err) => toast.error(t('treasury.bulk.notChanged'), { description: errorText(err) }),
  });
  const amount =
    /^\d+(\.\d+)?$/.test(l.amount) && l.currency.length === 3
      ? fmt.money(l.amount, l.currency)
      : `${l.amount} ${l.currency}`;
  return (
    <li className="grid gap-2 py-3" data-testid="bulk-line" data-line={l.lineNo}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p
            className={`font-semibold break-words ${l.dropped ? 'text-muted-foreground line-through' : 'text-navy-900'}`}
          >
            {t('treasury.bulk.lineNo', { n: l.lineNo })} · {l.name || t('treasury.bulk.noName')} ·{' '}
            {amount}
          </p>
          <p className="text-xs break-words text-muted-foreground">
            {payeeOf(l)}
            {l.reference ? ` · ${l.reference}` : ''}
            {l.withdrawalReference ? ` · ${l.withdrawalReference}` : ''}
          </p>
          {!l.dropped && errors.length ? (
            <ul
              className="mt-1 list-disc pl-5 text-xs text-destructive"
              data-testid="bulk-line-errors"
            >
              {errors.map(([f, m]) => (
                <li key={f}>
                  <span className="font-semibold">{f}</span>: {m}
                </li>
              ))}
            </ul>
          ) : null}
          {l.reason ? <p className="text-xs text-destructive">{l.reason}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {l.status !== 'draft' ? (
            <Badge variant={VARIANT[l.status] ?? 'outline'} data-testid="bulk-line-status">
              {t(`treasury.bulk.line.${l.status}`)}
            </Badge>
          ) : l.dropped ? (
            <Badge variant="muted">{t('treasury.bulk.dropped')}</Badge>
          ) : errors.length ? (
            <Badge variant="destructive">{t('treasury.bulk.hasErrors')}</Badge>
          ) : (
            <Badge variant="success">{t('treasury.bulk.ok')}</Badge>
          )}
          {editable && !l.dropped ? (
            <Button size="sm" variant="outline" onClick={() => setFixing((v) => !v)}>
              <Wrench aria-hidden="true" /> {t('treasury.bulk.fix')}
              <span className="sr-only"> {t('treasury.bulk.lineNo', { n: l.lineNo })}</span>
            </Button>
          ) : null}
          {editable ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={change.isPending}
              onClick={() => change.mutate({ dropped: !l.dropped })}
            >
              {l.dropped ? <Undo2 aria-hidden="true" /> : <X aria-hidden="true" />}{' '}
              {l.dropped ? t('treasury.bulk.restore') : t('treasury.bulk.drop')}
              <span className="sr-only"> {t('treasury.bulk.lineNo', { n: l.lineNo })}</span>
            </Button>
          ) : null}
        </div>
      </div>
      {fixing ? (
        <FixForm line={l} pending={change.isPending} onSave={(v) => change.mutate(v)} />
      ) : null}
    </li>
  );
}

const FIELDS = [
  ['name', 'name'],
  ['method', 'method'],
  ['country', 'country'],
  ['phone', 'phone'],
  ['network', 'network'],
  ['account', 'account'],
  ['bank_code', 'bankCode'],
  ['iban', 'iban'],
  ['bic', 'bic'],
  ['amount', 'amount'],
  ['currency', 'currency'],
  ['reference', 'reference'],
] as const;

function FixForm({
  line,
  pending,
  onSave,
}: {
  line: BulkPayoutLine;
  pending: boolean;
  onSave: (v: Record<string, string>) => void;
}) {
  const { t } = useT();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(FIELDS.map(([k, from]) => [k, line[from]])),
  );
  return (
    <form
      className="grid gap-3 rounded-md bg-muted p-3"
      noValidate
      aria-label={t('treasury.bulk.fixLabel', { n: line.lineNo })}
      onSubmit={(e) => {
        e.preventDefault();
        onSave(values);
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        {FIELDS.map(([k]) => (
          <FormField key={k} label={t(`treasury.bulk.col.${k}`)} error={line.errors[k]}>
            <Input
              value={values[k] ?? ''}
              autoComplete="off"
              onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
            />
          </FormField>
        ))}
      </div>
      <div>
        <Button type="submit" size="sm" disabled={pending}>
          {t('treasury.bulk.saveLine')}
        </Button>
      </div>
    </form>
  );
}
