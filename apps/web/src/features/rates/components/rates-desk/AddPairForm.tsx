import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { CreatePairSchema, type CreatePairInput } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import { useT } from '@/lib/i18n/use-t';
import { adminRatesKeys, createPair } from '../../api/admin';

// Examples in the inputs: currency codes, the same in every language.
const EXAMPLE = { base: 'USD', quote: 'UGX', name: 'USD/UGX' };

export function AddPairForm() {
  const qc = useQueryClient();
  const { t } = useT();
  const form = useForm<CreatePairInput>({
    resolver: zodResolver(CreatePairSchema) as never,
    defaultValues: { base: '', quote: '', displayName: '' },
  });
  const add = useMutation({
    mutationFn: createPair,
    onSuccess: () => {
      toast.success(t('admin.rates.pairAdded'));
      form.reset();
      void qc.invalidateQueries({ queryKey: adminRatesKeys.pairs });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields)
        for (const [k, v] of Object.entries(err.fields))
          form.setError(k as keyof CreatePairInput, { message: v });
      toast.error(t('admin.rates.pairNotAdded'), { description: errorText(err) });
    },
  });
  const { errors } = form.formState;
  return (
    <form
      className="grid gap-3 sm:grid-cols-[1fr_1fr_1.4fr_auto] sm:items-end"
      noValidate
      onSubmit={form.handleSubmit((v) => add.mutate(v))}
    >
      <FormField label={t('admin.rates.base')} required error={errors.base?.message}>
        <Input
          maxLength={3}
          placeholder={EXAMPLE.base}
          className="uppercase"
          {...form.register('base')}
        />
      </FormField>
      <FormField label={t('admin.rates.quote')} required error={errors.quote?.message}>
        <Input
          maxLength={3}
          placeholder={EXAMPLE.quote}
          className="uppercase"
          {...form.register('quote')}
        />
      </FormField>
      <FormField label={t('admin.rates.displayName')} error={errors.displayName?.message}>
        <Input placeholder={EXAMPLE.name} {...form.register('displayName')} />
      </FormField>
      <Button type="submit" variant="outline" disabled={add.isPending}>
        {t('admin.rates.addPair')}
      </Button>
    </form>
  );
}
