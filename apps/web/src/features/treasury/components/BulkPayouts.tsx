import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
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
import { bulkKeys, bulkListQueryOptions, uploadBulkFile } from '../api/bulk-payouts';

import { BULK_STATUS_VARIANT } from './bulk-status';
import { BatchView } from './BulkBatchView';

// Treasury › Bulk payouts (issue 41 item 4; docs/treasury.md): upload a CSV, see every line
// checked, fix or drop the bad ones, review the totals and fees, submit once; then follow each
// line (pending, sent, paid, refunded). A viewer or an approver sees the batches without the
// controls (the server refuses them too); approvals happen under Business › Approvals.

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
            <Badge variant={BULK_STATUS_VARIANT[b.status] ?? 'outline'}>
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
