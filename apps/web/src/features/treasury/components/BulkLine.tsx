import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Undo2, Wrench, X } from 'lucide-react';
import type { BulkPayoutLine } from '@mizani/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useFormMessage } from '@/lib/i18n/messages';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import { patchBulkLine, type BulkDetail } from '../api/bulk-payouts';

import { BULK_STATUS_VARIANT } from './bulk-status';

// One line of a batch: payee, amount, errors in the reader's language, fix and drop.

const payeeOf = (l: BulkPayoutLine) =>
  l.method === 'mobile_money'
    ? [l.phone, l.network].filter(Boolean).join(' · ')
    : [l.iban || l.account, l.bic || l.bankCode].filter(Boolean).join(' · ');

export function LineRow({
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
  const msg = useFormMessage();
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
                  {/* The file's column, as the CSV names it; the message in the reader's language. */}
                  <span className="font-mono font-semibold" translate="no">
                    {f}
                  </span>
                  : {msg(m)}
                </li>
              ))}
            </ul>
          ) : null}
          {l.reason ? <p className="text-xs text-destructive">{l.reason}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {l.status !== 'draft' ? (
            <Badge
              variant={BULK_STATUS_VARIANT[l.status] ?? 'outline'}
              data-testid="bulk-line-status"
            >
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
  const msg = useFormMessage();
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
          <FormField key={k} label={t(`treasury.bulk.col.${k}`)} error={msg(line.errors[k])}>
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
