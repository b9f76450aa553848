import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import {
  exceptionsQuery,
  isCollectionCheck,
  isPayoutCheck,
  reconciliationKey,
  resolveException,
  type ExceptionAction,
  type RailException,
} from '../api/reconciliation';
import { railName, reconWord } from '../words';

/** Money that came in is credited or sent back; a payout the rail may have made is confirmed. */
const MONEY_IN_ACTIONS = [
  ['credit', 'admin.recon.credit'],
  ['refund', 'admin.recon.refund'],
] as const;
const PAYOUT_ACTIONS = [
  ['paid', 'admin.recon.paid'],
  ['not-paid', 'admin.recon.notPaid'],
] as const;
const COLLECTION_ACTIONS = [
  ['paid', 'admin.recon.collectPaid'],
  ['not-paid', 'admin.recon.collectNotPaid'],
] as const;
const actionsOf = (x: RailException) =>
  isCollectionCheck(x) ? COLLECTION_ACTIONS : isPayoutCheck(x) ? PAYOUT_ACTIONS : MONEY_IN_ACTIONS;

function ExceptionItem({ x }: { x: RailException }) {
  const { t } = useT();
  const fmt = useFormat();
  const qc = useQueryClient();
  const [note, setNote] = useState('');
  const m = useMutation({
    mutationFn: (action: ExceptionAction) => resolveException(x.id, action, note),
    onSuccess: (r) => {
      toast.success(t('admin.recon.resolved', { state: reconWord(r.exception.state, t) }));
      void qc.invalidateQueries({ queryKey: reconciliationKey });
    },
    onError: (err) => toast.error(errorText(err)),
  });
  const noteId = `recon-note-${x.id}`;
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <p className="text-sm font-medium">
        {railName(x.rail, t)} ·{' '}
        {x.amount && x.currency ? `${fmt.money(x.amount, x.currency)} · ` : ''}
        {x.reason}
      </p>
      <p className="text-xs text-muted-foreground">
        {fmt.dateTime(x.createdAt)}
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
        {actionsOf(x).map(([action, label], i) => (
          <Button
            key={action}
            size="sm"
            variant={i === 0 ? 'default' : 'outline'}
            disabled={m.isPending}
            onClick={() => m.mutate(action)}
          >
            {t(label)}
          </Button>
        ))}
        {isPayoutCheck(x) ? null : (
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
        )}
      </div>
    </li>
  );
}

export function ExceptionsQueue() {
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
        ) : q.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('admin.recon.exceptionsError')}
          </p>
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
