import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import {
  importPaymentStatus,
  makePayoutBatch,
  pain001Url,
  payoutBatchesQuery,
  sendPayoutBatch,
  reconciliationKey,
} from '../api/reconciliation';

export function BankPayouts() {
  const { t } = useT();
  const fmt = useFormat();
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const q = useQuery(payoutBatchesQuery());
  const refresh = () => void qc.invalidateQueries({ queryKey: reconciliationKey });
  const make = useMutation({
    mutationFn: makePayoutBatch,
    onSuccess: (r) => {
      toast.success(t('admin.recon.payouts.made', { count: r.batch.nbOfTxs }));
      refresh();
    },
    onError: (err) => toast.error(errorText(err)),
  });
  const send = useMutation({
    mutationFn: sendPayoutBatch,
    onSuccess: () => {
      toast.success(t('admin.recon.payouts.sent'));
      refresh();
    },
    onError: (err) => toast.error(errorText(err)),
  });
  const upload = useMutation({
    mutationFn: importPaymentStatus,
    onSuccess: (r) => {
      toast.success(
        t('admin.recon.payouts.statusImported', {
          statuses: r.report.statuses,
          fresh: r.report.newStatuses,
        }),
      );
      refresh();
    },
    onError: (err) => toast.error(errorText(err)),
  });
  const batches = q.data?.batches ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.recon.payouts.title')}</CardTitle>
        <CardDescription>{t('admin.recon.payouts.hint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <Button disabled={make.isPending} onClick={() => make.mutate()}>
            {make.isPending ? t('admin.recon.payouts.making') : t('admin.recon.payouts.make')}
          </Button>
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (file) upload.mutate(file);
            }}
          >
            <label className="grid gap-1 text-sm" htmlFor="recon-pain002">
              {t('admin.recon.payouts.statusFile')}
              <input
                id="recon-pain002"
                type="file"
                accept=".xml,application/xml,text/xml"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </label>
            <Button type="submit" variant="outline" disabled={!file || upload.isPending}>
              {upload.isPending ? t('admin.recon.importing') : t('admin.recon.payouts.upload')}
            </Button>
          </form>
        </div>
        {q.isLoading ? (
          <p className="text-sm text-muted-foreground">{t('admin.recon.loading')}</p>
        ) : q.isError ? (
          <p className="text-sm text-destructive" role="alert">
            {errorText(q.error)}
          </p>
        ) : batches.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.recon.payouts.none')}</p>
        ) : (
          <div
            className="overflow-x-auto"
            role="region"
            aria-label={t('admin.recon.payouts.title')}
            tabIndex={0}
          >
            <table className="w-full text-sm">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th className="py-1 pr-3">{t('admin.recon.payouts.file')}</th>
                  <th className="py-1 pr-3">{t('admin.recon.payouts.payments')}</th>
                  <th className="py-1 pr-3">{t('admin.recon.payouts.total')}</th>
                  <th className="py-1 pr-3">{t('admin.recon.payouts.state')}</th>
                  <th className="py-1 pr-3">
                    <span className="sr-only">{t('admin.recon.payouts.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {batches.map((b) => (
                  <tr key={b.id} className="border-t">
                    <td className="py-1 pr-3">
                      {b.messageId}
                      <span className="block text-xs text-muted-foreground">
                        {fmt.dateTime(b.createdAt)}
                      </span>
                    </td>
                    <td className="py-1 pr-3">{b.nbOfTxs}</td>
                    <td className="py-1 pr-3">
                      {/* CtrlSum adds every currency's amounts: shown as money for one only. */}
                      {b.currencies.length === 1
                        ? `${b.ctrlSum} ${b.currencies[0]}`
                        : b.currencies.join(', ')}
                    </td>
                    <td className="py-1 pr-3">
                      {t('admin.recon.payouts.counts', {
                        open: b.open,
                        paid: b.paid,
                        failed: b.failed,
                      })}
                    </td>
                    <td className="flex flex-wrap gap-2 py-1 pr-3">
                      <Button asChild size="sm" variant="outline">
                        <a href={pain001Url(b.id)} download>
                          {t('admin.recon.payouts.download')}
                        </a>
                      </Button>
                      {q.data?.connection === 'simulated' && !b.sentAt ? (
                        <Button
                          size="sm"
                          disabled={send.isPending}
                          onClick={() => send.mutate(b.id)}
                        >
                          {t('admin.recon.payouts.sendSimulated')}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
