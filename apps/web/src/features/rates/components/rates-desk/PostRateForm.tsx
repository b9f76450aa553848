import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import {
  checkBidAsk,
  fatFingerCheck,
  midOf,
  PostRateSchema,
  type AdminPair,
  type PostRateInput,
} from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { ratesKeys } from '@/lib/queries/rates';
import { adminRatesKeys, postRate } from '../../api/admin';

/** Bid and ask for one pair; a move over 20% comes back asking to be confirmed. */
export function PostRateForm({ pair }: { pair: AdminPair }) {
  const qc = useQueryClient();
  const { t } = useT();
  const fmt = useFormat();
  const [needsConfirm, setNeedsConfirm] = useState<string | null>(null);
  const form = useForm<PostRateInput>({
    resolver: zodResolver(PostRateSchema) as never,
    defaultValues: { bid: '', ask: '', confirm: false },
  });
  // The warning follows the numbers: corrected to within 20 % of the last mid it goes (and the
  // confirmation with it); still a large move, it says by how much now.
  useEffect(() => {
    const sub = form.watch((v, { name }) => {
      if (name !== 'bid' && name !== 'ask') return;
      const bid = String(v.bid ?? '').trim();
      const ask = String(v.ask ?? '').trim();
      if (!bid || !ask || checkBidAsk(bid, ask)) return;
      const still = fatFingerCheck(pair.mid, midOf(bid, ask), false);
      setNeedsConfirm((shown) => (shown ? (still?.message ?? null) : shown));
      if (!still) form.setValue('confirm', false);
    });
    return () => sub.unsubscribe();
  }, [form, pair.mid]);
  const post = useMutation({
    mutationFn: (body: PostRateInput) => postRate(pair.id, body),
    onSuccess: (r) => {
      toast.success(t('admin.rates.posted', { pair: pair.displayName }), {
        description:
          t('admin.rates.mid', { mid: fmt.rate(r.rate.mid) }) +
          (r.alertsFired ? t('admin.rates.alertsFired', { n: r.alertsFired }) : ''),
      });
      setNeedsConfirm(null);
      form.reset({ bid: '', ask: '', confirm: false });
      void qc.invalidateQueries({ queryKey: adminRatesKeys.pairs });
      void qc.invalidateQueries({ queryKey: adminRatesKeys.history(pair.id) });
      void qc.invalidateQueries({ queryKey: ratesKeys.all });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) {
        if (err.fields.confirm) setNeedsConfirm(err.fields.confirm);
        for (const k of ['bid', 'ask'] as const)
          if (err.fields[k]) form.setError(k, { message: err.fields[k] });
        if (!err.fields.confirm)
          toast.error(t('admin.rates.notPosted'), { description: errorText(err) });
      } else toast.error(t('admin.rates.notPosted'), { description: errorText(err) });
    },
  });
  const { errors } = form.formState;
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={form.handleSubmit((v) =>
        post.mutate({ ...v, confirm: !!needsConfirm && !!v.confirm }),
      )}
    >
      <div className="grid grid-cols-2 gap-3">
        <FormField label={t('admin.rates.bid')} required error={errors.bid?.message}>
          <Input inputMode="decimal" placeholder={pair.bid ?? ''} {...form.register('bid')} />
        </FormField>
        <FormField label={t('admin.rates.ask')} required error={errors.ask?.message}>
          <Input inputMode="decimal" placeholder={pair.ask ?? ''} {...form.register('ask')} />
        </FormField>
      </div>
      {needsConfirm ? (
        <div
          role="alert"
          className="rounded-lg border border-gold-300 bg-gold-50 p-3 text-sm text-gold-700"
        >
          <p>{needsConfirm}</p>
          <label className="mt-2 flex items-center gap-2 font-medium text-navy-900">
            <input type="checkbox" className="size-4" {...form.register('confirm')} />
            {t('admin.rates.confirm')}
          </label>
        </div>
      ) : null}
      <Button type="submit" disabled={post.isPending}>
        {post.isPending ? t('admin.rates.posting') : t('admin.rates.post')}
      </Button>
    </form>
  );
}
