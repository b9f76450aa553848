import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAIN_DEPOSIT_STATUSES } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { selectClasses } from '@/components/ui/labelled-field';
import { errorText } from '@/lib/error-messages';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import {
  chainDepositsQuery,
  exceptionsQuery,
  importPaymentStatus,
  importStatement,
  makePayoutBatch,
  pain001Url,
  payoutBatchesQuery,
  sendPayoutBatch,
  reconciliationKey,
  reportQuery,
  resolveException,
  statementsQuery,
  type RailException,
} from '../api/reconciliation';

/**
 * Admin → Reconciliation (issue 37): import a bank statement (camt.053/054), resolve what the
 * rails could not match (credit, refund, write off with a second admin), and the day's report per
 * rail with its CSV; bank payouts: make a pain.001, hand it to the bank, read its pain.002.
 */
export function ReconciliationPanel() {
  return (
    <div className="grid gap-6">
      <StatementImport />
      <BankPayouts />
      <ExceptionsQueue />
      <ChainDeposits />
      <DailyReport />
    </div>
  );
}

function StatementImport() {
  const { t } = useT();
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const list = useQuery(statementsQuery());
  const m = useMutation({
    mutationFn: importStatement,
    onSuccess: (r) => {
      toast.success(
        t('admin.recon.imported', { entries: r.statement.entries, fresh: r.statement.newEntries }),
      );
      void qc.invalidateQueries({ queryKey: reconciliationKey });
    },
    onError: (err) => toast.error(errorText(err)),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.recon.importTitle')}</CardTitle>
        <CardDescription>{t('admin.recon.importHint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (file) m.mutate(file);
          }}
        >
          <label className="grid gap-1 text-sm" htmlFor="recon-file">
            {t('admin.recon.file')}
            <input
              id="recon-file"
              type="file"
              accept=".xml,application/xml,text/xml"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </label>
          <Button type="submit" disabled={!file || m.isPending}>
            {m.isPending ? t('admin.recon.importing') : t('admin.recon.import')}
          </Button>
        </form>
        {/* Focusable and named so a keyboard can scroll the table on a phone (axe: scrollable-region-focusable). */}
        <div
          className="overflow-x-auto"
          role="region"
          aria-label={t('admin.recon.importTitle')}
          tabIndex={0}
        >
          <table className="w-full text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-1 pr-3">{t('admin.recon.file')}</th>
                <th className="py-1 pr-3">{t('admin.recon.status')}</th>
                <th className="py-1 pr-3">{t('admin.recon.entries')}</th>
                <th className="py-1 pr-3">{t('admin.recon.matched')}</th>
                <th className="py-1 pr-3">{t('admin.recon.unmatched')}</th>
              </tr>
            </thead>
            <tbody>
              {(list.data?.statements ?? []).map((s) => (
                <tr key={s.id} className="border-t">
                  <td className="py-1 pr-3">
                    {s.fileName ?? '—'} {s.format ? `(${s.format})` : ''}
                  </td>
                  <td className="py-1 pr-3">{s.error ?? s.status}</td>
                  <td className="py-1 pr-3">
                    {s.entries} ({s.newEntries} {t('admin.recon.new')})
                  </td>
                  <td className="py-1 pr-3">{s.matched}</td>
                  <td className="py-1 pr-3">{s.unmatched}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}

function BankPayouts() {
  const { t } = useT();
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
                        {new Date(b.createdAt).toLocaleString()}
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

function ExceptionItem({ x }: { x: RailException }) {
  const { t } = useT();
  const qc = useQueryClient();
  const [note, setNote] = useState('');
  const m = useMutation({
    mutationFn: (action: 'credit' | 'refund' | 'write-off') => resolveException(x.id, action, note),
    onSuccess: (r) => {
      toast.success(t('admin.recon.resolved', { state: r.exception.state }));
      void qc.invalidateQueries({ queryKey: reconciliationKey });
    },
    onError: (err) => toast.error(errorText(err)),
  });
  const noteId = `recon-note-${x.id}`;
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <p className="text-sm font-medium">
        {x.rail} · {x.amount && x.currency ? `${x.currency} ${x.amount} · ` : ''}
        {x.reason}
      </p>
      <p className="text-xs text-muted-foreground">
        {new Date(x.createdAt).toLocaleString()}
        {x.suggestedReference
          ? ` · ${t('admin.recon.suggested', { reference: x.suggestedReference })}`
          : ''}
        {x.state === 'write_off_requested' ? ` · ${t('admin.recon.writeOffAsked')}` : ''}
      </p>
      <details className="text-xs">
        <summary>{t('admin.recon.raw')}</summary>
        <pre className="overflow-x-auto whitespace-pre-wrap break-all">{x.raw}</pre>
      </details>
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-sm" htmlFor={noteId}>
          {t('admin.recon.note')}
          <Input id={noteId} value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
        <Button size="sm" disabled={m.isPending} onClick={() => m.mutate('credit')}>
          {t('admin.recon.credit')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={m.isPending}
          onClick={() => m.mutate('refund')}
        >
          {t('admin.recon.refund')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={m.isPending}
          onClick={() => m.mutate('write-off')}
        >
          {x.state === 'write_off_requested'
            ? t('admin.recon.approveWriteOff')
            : t('admin.recon.writeOff')}
        </Button>
      </div>
    </li>
  );
}

function ExceptionsQueue() {
  const { t } = useT();
  const q = useQuery(exceptionsQuery());
  const list = q.data?.exceptions ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.recon.exceptionsTitle')}</CardTitle>
        <CardDescription>{t('admin.recon.exceptionsHint')}</CardDescription>
      </CardHeader>
      <CardContent>
        {q.isLoading ? (
          <p className="text-sm text-muted-foreground">{t('admin.recon.loading')}</p>
        ) : list.length ? (
          <ul className="grid gap-3">
            {list.map((x) => (
              <ExceptionItem key={x.id} x={x} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('admin.recon.noExceptions')}</p>
        )}
      </CardContent>
    </Card>
  );
}

function DailyReport() {
  const { t } = useT();
  const [day, setDay] = useState(() => new Date().toISOString().slice(0, 10));
  const q = useQuery(reportQuery(day));
  const r = q.data?.report;
  const rows = r
    ? [
        ...r.operations.map((o) => [
          o.rail,
          `${o.direction}`,
          o.currency,
          o.status,
          o.count,
          o.total,
        ]),
        ...r.bank.map((b) => ['bank', b.direction, b.currency, b.status, b.count, b.total]),
        ...r.unmatched.map((u) => [u.rail, '', '', t('admin.recon.unmatched'), u.open, '']),
      ]
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.recon.reportTitle')}</CardTitle>
        <CardDescription>{t('admin.recon.reportHint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm" htmlFor="recon-day">
            {t('admin.recon.day')}
            <Input
              id="recon-day"
              type="date"
              value={day}
              onChange={(e) => setDay(e.target.value)}
            />
          </label>
          <a className="text-sm underline" href={`/api/admin/rails/report.csv?day=${day}`} download>
            {t('admin.recon.csv')}
          </a>
        </div>
        <div
          className="overflow-x-auto"
          role="region"
          aria-label={t('admin.recon.reportTitle')}
          tabIndex={0}
        >
          <table className="w-full text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-1 pr-3">{t('admin.recon.rail')}</th>
                <th className="py-1 pr-3">{t('admin.recon.direction')}</th>
                <th className="py-1 pr-3">{t('admin.recon.currency')}</th>
                <th className="py-1 pr-3">{t('admin.recon.status')}</th>
                <th className="py-1 pr-3">{t('admin.recon.count')}</th>
                <th className="py-1 pr-3">{t('admin.recon.total')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i} className="border-t">
                  {row.map((cell, j) => (
                    <td key={j} className="py-1 pr-3">
                      {cell ?? ''}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}

/** Stablecoin deposits (issue 40, docs/stablecoins.md): every holder's, by status. */
function ChainDeposits() {
  const { t } = useT();
  const [status, setStatus] = useState('');
  const q = useQuery(chainDepositsQuery(status));
  if (q.data && !q.data.available) return null;
  const list = q.data?.deposits ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.recon.chainTitle')}</CardTitle>
        <CardDescription>
          {t('admin.recon.chainHint', { confirmations: q.data?.confirmations ?? 0 })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <label className="grid max-w-xs gap-1 text-sm" htmlFor="recon-chain-status">
          {t('admin.recon.status')}
          <select
            id="recon-chain-status"
            className={selectClasses}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          >
            <option value="">{t('admin.recon.chainAll')}</option>
            {CHAIN_DEPOSIT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`funding.crypto.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <div
          className="overflow-x-auto"
          role="region"
          aria-label={t('admin.recon.chainTitle')}
          tabIndex={0}
        >
          <table className="w-full text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-1 pr-3">{t('admin.recon.chainHolder')}</th>
                <th className="py-1 pr-3">{t('admin.recon.chainAmount')}</th>
                <th className="py-1 pr-3">{t('admin.recon.status')}</th>
                <th className="py-1 pr-3">{t('admin.recon.chainConfirmations')}</th>
                <th className="py-1 pr-3">{t('admin.recon.chainTx')}</th>
                <th className="py-1 pr-3">{t('admin.recon.chainCredit')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((d) => (
                <tr key={d.id} className="border-t align-top">
                  <td className="py-1 pr-3 break-all">{d.holder}</td>
                  <td className="py-1 pr-3">
                    {d.amount ?? '—'} {d.asset ?? d.tokenAddress}
                  </td>
                  <td className="py-1 pr-3">{t(`funding.crypto.status.${d.status}`)}</td>
                  <td className="py-1 pr-3">
                    {d.confirmations}/{d.confirmationsRequired}
                  </td>
                  <td className="py-1 pr-3 font-mono text-xs break-all">
                    {d.txHash} · {t('admin.recon.chainBlock', { block: d.blockNumber })}
                  </td>
                  <td className="py-1 pr-3">
                    {d.creditAmount ? `${d.creditAmount} ${d.creditCurrency}` : '—'}
                    {d.depositReference ? ` · ${d.depositReference}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {q.data && !list.length ? (
            <p className="py-2 text-sm text-muted-foreground">{t('admin.recon.chainNone')}</p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
