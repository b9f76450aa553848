import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, FileDown } from 'lucide-react';
import { D, ForwardDrawdownSchema, type Forward } from '@mizani/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useFormMessage } from '@/lib/i18n/messages';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import {
  addForwardMargin,
  cancelForward,
  drawdownForward,
  forwardNoteUrl,
  forwardQueryOptions,
  forwardsKey,
} from '../api/treasury';
import { Fact, FORWARD_STATUS_VARIANT } from './treasury-ui';

// A forward contract's page (issue 41 item 3): its terms, the latest valuation (profit or loss
// against today's forward rate), a margin call to answer, early drawdown (all or part), the
// timeline and the contract note.

export function ForwardDetail({
  id,
  mayAct,
  onClose,
}: {
  id: string;
  mayAct: boolean;
  onClose: () => void;
}) {
  const { t } = useT();
  const fmt = useFormat();
  const q = useQuery(forwardQueryOptions(id));
  const back = (
    <div>
      <Button variant="ghost" size="sm" onClick={onClose}>
        <ArrowLeft aria-hidden="true" /> {t('forwards.allContracts')}
      </Button>
    </div>
  );
  if (q.isPending) return <Skeleton className="h-40 w-full" />;
  if (q.isError)
    return (
      <div className="grid gap-3">
        {back}
        <p role="alert">{t('treasury.loadError')}</p>
      </div>
    );
  const f = q.data.forward;
  const v = f.valuation;
  return (
    <section className="grid gap-5" aria-label={t('forwards.contract', { reference: f.reference })}>
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="text-lg font-semibold text-navy-900">
          {t('forwards.contract', { reference: f.reference })}
        </h3>
        <Badge variant={FORWARD_STATUS_VARIANT[f.status]}>{t(`forwards.status.${f.status}`)}</Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t('forwards.youPay')}>{fmt.money(f.sellAmount, f.sellCurrency)}</Fact>
        <Fact label={t('forwards.youReceive')}>{fmt.money(f.buyAmount, f.buyCurrency)}</Fact>
        <Fact label={t('forwards.forwardRate')}>
          1 {f.sellCurrency} = {fmt.rate(f.forwardRate)} {f.buyCurrency}
        </Fact>
        <Fact label={t('forwards.valueDate')}>{f.valueDate}</Fact>
        <Fact label={t('forwards.left')}>{fmt.money(f.remainingSell, f.sellCurrency)}</Fact>
        <Fact label={t('forwards.marginHeld')}>{fmt.money(f.marginAmount, f.sellCurrency)}</Fact>
        <Fact label={t('forwards.valuation')}>
          {v ? (
            <span className={new D(v.amount).isNegative() ? 'text-red-700' : 'text-emerald-700'}>
              {t(new D(v.amount).isNegative() ? 'forwards.loss' : 'forwards.profit', {
                amount: fmt.money(new D(v.amount).abs().toFixed(2), f.sellCurrency),
                date: v.on,
              })}
            </span>
          ) : (
            t('forwards.notValued')
          )}
        </Fact>
      </dl>
      {f.waitsForAdmin || f.status === 'pending_approval' ? (
        <p className="text-sm text-muted-foreground">{t('forwards.waitingNote')}</p>
      ) : null}
      {f.marginCall ? <MarginCall f={f} mayAct={mayAct} /> : null}
      {mayAct && f.status === 'open' ? <Drawdown f={f} /> : null}
      {mayAct && f.status === 'pending_approval' ? <Withdraw f={f} /> : null}
      <div>
        <Button variant="outline" size="sm" asChild>
          <a href={forwardNoteUrl(f.id)} download>
            <FileDown aria-hidden="true" /> {t('forwards.note')}
          </a>
        </Button>
      </div>
      <div className="grid gap-2">
        <h4 className="font-semibold text-navy-900">{t('forwards.timeline')}</h4>
        <ol className="grid gap-1 text-sm" aria-label={t('forwards.timeline')}>
          {f.events.map((e, i) => (
            <li key={i} className="flex flex-wrap gap-x-2 break-words">
              <span className="text-muted-foreground">{fmt.dateTime(e.at)}</span>
              <span className="font-medium text-navy-900">{t(`forwards.event.${e.kind}`)}</span>
              {e.amount ? <span>{fmt.money(e.amount, f.sellCurrency)}</span> : null}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function useForwardChange(success: string) {
  const { t } = useT();
  const qc = useQueryClient();
  return {
    onSuccess: () => {
      toast.success(success);
      void qc.invalidateQueries({ queryKey: forwardsKey });
    },
    onError: (err: unknown) =>
      toast.error(t('treasury.couldNotChange'), { description: errorText(err) }),
  };
}

function MarginCall({ f, mayAct }: { f: Forward; mayAct: boolean }) {
  const { t } = useT();
  const fmt = useFormat();
  const add = useMutation({
    mutationFn: () => addForwardMargin(f.id),
    ...useForwardChange(t('forwards.marginAdded')),
  });
  const call = f.marginCall!;
  return (
    <div role="alert" className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-4">
      <p className="font-semibold text-navy-900">{t('forwards.marginCallTitle')}</p>
      <p className="text-sm">
        {t('forwards.marginCallText', {
          amount: fmt.money(call.amount, f.sellCurrency),
          deadline: fmt.dateTime(call.deadline),
        })}
      </p>
      {mayAct ? (
        <div>
          <Button size="sm" disabled={add.isPending} onClick={() => add.mutate()}>
            {t('forwards.addMargin', { amount: fmt.money(call.amount, f.sellCurrency) })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function Drawdown({ f }: { f: Forward }) {
  const { t } = useT();
  const msg = useFormMessage();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const draw = useMutation({
    mutationFn: (a?: string) => drawdownForward(f.id, a),
    ...useForwardChange(t('forwards.drawn')),
  });
  function submit(e: React.FormEvent, all: boolean) {
    e.preventDefault();
    if (all) return draw.mutate(undefined);
    const parsed = ForwardDrawdownSchema.safeParse({ amount });
    if (!parsed.success) return setError(msg(parsed.error.issues[0]!.message));
    setError(undefined);
    draw.mutate(parsed.data.amount, {
      onError: (err) => {
        if (err instanceof ApiError && err.fields?.amount) setError(err.fields.amount);
      },
    });
  }
  return (
    <form
      className="grid gap-3 rounded-md border p-4"
      noValidate
      aria-label={t('forwards.drawdown')}
      onSubmit={(e) => submit(e, false)}
    >
      <p className="font-semibold text-navy-900">{t('forwards.drawdown')}</p>
      <p className="text-sm text-muted-foreground">{t('forwards.drawdownNote')}</p>
      <div className="flex flex-wrap items-end gap-2">
        <FormField label={t('forwards.drawAmount', { currency: f.sellCurrency })} error={error}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </FormField>
        <Button type="submit" variant="outline" disabled={draw.isPending}>
          {t('forwards.drawPart')}
        </Button>
        <Button type="button" disabled={draw.isPending} onClick={(e) => submit(e, true)}>
          {t('forwards.drawAll')}
        </Button>
      </div>
    </form>
  );
}

function Withdraw({ f }: { f: Forward }) {
  const { t } = useT();
  const cancel = useMutation({
    mutationFn: () => cancelForward(f.id),
    ...useForwardChange(t('forwards.withdrawn')),
  });
  return (
    <div>
      <Button
        variant="outline"
        size="sm"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate()}
      >
        {t('forwards.withdraw')}
      </Button>
    </div>
  );
}
