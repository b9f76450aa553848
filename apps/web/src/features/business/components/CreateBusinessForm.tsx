import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { BusinessCreateSchema, type BusinessCreate } from '@mizani/shared';
import { CountrySelect } from '@/components/country-select';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorText } from '@/lib/error-messages';
import { setServerErrors } from '@/lib/form-errors';
import { useT } from '@/lib/i18n/use-t';
import { businessKeys, createBusiness } from '../api/business';

/** Open a business account: the registered details; the creator becomes its owner. */
export function CreateBusinessForm({ onCreated }: { onCreated: (id: string) => void }) {
  const qc = useQueryClient();
  const { t } = useT();
  const form = useForm<BusinessCreate>({
    resolver: zodResolver(BusinessCreateSchema),
    defaultValues: {
      legalName: '',
      registrationNumber: '',
      country: '',
      addressLine1: '',
      city: '',
    },
  });
  const m = useMutation({
    mutationFn: createBusiness,
    onSuccess: async ({ business }) => {
      toast.success(t('business.opened', { name: business.legalName }));
      form.reset();
      await qc.invalidateQueries({ queryKey: businessKeys.all });
      onCreated(business.id);
    },
    onError: (err) => {
      setServerErrors(form, err);
      toast.error(errorText(err));
    },
  });
  const { errors } = form.formState;
  const clean = (v: BusinessCreate): BusinessCreate => ({
    ...v,
    addressLine2: v.addressLine2 || undefined,
    postalCode: v.postalCode || undefined,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('business.openTitle')}</CardTitle>
        <CardDescription>{t('business.openIntro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={form.handleSubmit((v) => m.mutate(clean(v)))}
        >
          <FormField label={t('business.legalName')} required error={errors.legalName?.message}>
            <Input autoComplete="organization" {...form.register('legalName')} />
          </FormField>
          <FormField
            label={t('business.registrationNumber')}
            required
            error={errors.registrationNumber?.message}
          >
            <Input {...form.register('registrationNumber')} />
          </FormField>
          <FormField label={t('business.country')} required error={errors.country?.message}>
            <CountrySelect {...form.register('country')} />
          </FormField>
          <FormField label={t('business.address')} required error={errors.addressLine1?.message}>
            <Input autoComplete="address-line1" {...form.register('addressLine1')} />
          </FormField>
          <FormField label={t('business.addressLine2')} error={errors.addressLine2?.message}>
            <Input autoComplete="address-line2" {...form.register('addressLine2')} />
          </FormField>
          <FormField label={t('kyc.city')} required error={errors.city?.message}>
            <Input autoComplete="address-level2" {...form.register('city')} />
          </FormField>
          <FormField label={t('business.postalCode')} error={errors.postalCode?.message}>
            <Input autoComplete="postal-code" {...form.register('postalCode')} />
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={m.isPending}>
              {m.isPending ? t('business.opening') : t('business.open')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
