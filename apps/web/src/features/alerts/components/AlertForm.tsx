import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { AlertInputSchema, type Alert, type AlertInput } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClasses } from '@/components/ui/labelled-field';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useFormMessage } from '@/lib/i18n/messages';
import { useT } from '@/lib/i18n/use-t';
import { alertsKeys } from '@/lib/queries/alerts';
import { ratesQueryOptions } from '@/lib/queries/rates';
import { saveAlert } from '../api/alerts';

const EMPTY: AlertInput = {
  pairId: '',
  direction: 'above',
  targetRate: '',
  channelEmail: true,
  channelInApp: true,
  isActive: true,
};

/** New alert, or the one being edited (its values fill the form). */
export function AlertForm({ editing, onDone }: { editing: Alert | null; onDone: () => void }) {
  const qc = useQueryClient();
  const { t } = useT();
  const fmt = useFormat();
  const msg = useFormMessage();
  const rates = useQuery(ratesQueryOptions());
  const form = useForm<AlertInput>({
    resolver: zodResolver(AlertInputSchema) as never,
    values: editing
      ? {
          pairId: editing.pairId,
          direction: editing.direction,
          targetRate: editing.targetRate,
          channelEmail: editing.channelEmail,
          channelInApp: editing.channelInApp,
          isActive: editing.isActive,
        }
      : EMPTY,
  });
  const save = useMutation({
    mutationFn: (body: AlertInput) => saveAlert(body, editing?.id),
    onSuccess: () => {
      toast.success(editing ? t('alerts.updated') : t('alerts.created'));
      form.reset(EMPTY);
      void qc.invalidateQueries({ queryKey: alertsKeys.all });
      onDone();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields)
        for (const [k, v] of Object.entries(err.fields))
          form.setError(k as keyof AlertInput, { message: v });
      toast.error(editing ? t('alerts.notUpdated') : t('alerts.notCreated'), {
        description: errorText(err),
      });
    },
  });
  const { errors } = form.formState;
  const pairId = form.watch('pairId');
  const current = rates.data?.rates.find((r) => r.pairId === pairId);
  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t('alerts.pair')} required error={errors.pairId?.message}>
          <select className={selectClasses} {...form.register('pairId')}>
            <option value="">{t('alerts.choosePair')}</option>
            {rates.data?.rates.map((r) => (
              <option key={r.pairId} value={r.pairId}>
                {r.displayName}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('alerts.direction')} required error={errors.direction?.message}>
          <select className={selectClasses} {...form.register('direction')}>
            <option value="above">{t('alerts.direction.above')}</option>
            <option value="below">{t('alerts.direction.below')}</option>
          </select>
        </FormField>
        <FormField
          label={t('alerts.target')}
          required
          error={errors.targetRate?.message}
          hint={current ? t('alerts.now', { rate: fmt.rate(current.mid) }) : undefined}
        >
          <Input inputMode="decimal" {...form.register('targetRate')} />
        </FormField>
      </div>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="mb-1 text-sm font-medium">{t('alerts.notifyBy')}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('channelEmail')} />{' '}
          {t('alerts.email')}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('channelInApp')} />{' '}
          {t('alerts.inApp')}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('isActive')} />{' '}
          {t('alerts.active')}
        </label>
        {errors.channelInApp?.message ? (
          <p role="alert" className="w-full text-sm font-medium text-destructive">
            {msg(errors.channelInApp.message)}
          </p>
        ) : null}
      </fieldset>
      <div className="flex gap-3">
        <Button type="submit" disabled={save.isPending}>
          {editing ? t('alerts.save') : t('alerts.create')}
        </Button>
        {editing ? (
          <Button type="button" variant="ghost" onClick={onDone}>
            {t('alerts.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
