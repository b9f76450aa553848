import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import {
  BENEFICIARY_COUNTRIES,
  BeneficiaryCreateSchema,
  MOBILE_NETWORKS,
  mobileNetworkName,
  mobileNetworksOf,
  type BeneficiaryCreate,
} from '@mizani/shared';
import { CurrencySelect } from '@/components/currency-select';
import { CurrencyFlag } from '@/components/flag';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { selectClasses } from '@/components/ui/labelled-field';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { setServerErrors } from '@/lib/form-errors';
import { walletKeys } from '@/lib/queries/wallet';
import { beneficiariesQuery, removeBeneficiary, saveBeneficiary } from '../api/wallet';

type BeneficiaryInput = z.input<typeof BeneficiaryCreateSchema>;
const EMPTY_BENEFICIARY: BeneficiaryInput = {
  kind: 'mobile_money',
  name: '',
  country: 'KE',
  currency: 'KES',
  phone: '',
  network: undefined,
  bankName: '',
  accountNumber: '',
  bic: '',
};

/** Saved payout accounts: the list, remove, and the form to add one. */
export function Beneficiaries() {
  const qc = useQueryClient();
  const { t, locale } = useT();
  const fmt = useFormat();
  const list = useQuery(beneficiariesQuery());
  const form = useForm<BeneficiaryInput>({
    resolver: zodResolver(BeneficiaryCreateSchema),
    defaultValues: EMPTY_BENEFICIARY,
  });
  const m = useMutation({
    mutationFn: saveBeneficiary,
    onSuccess: () => {
      toast.success(t('wallet.beneficiarySaved'));
      const { kind, country, currency } = form.getValues();
      form.reset({ ...EMPTY_BENEFICIARY, kind, country, currency });
      void qc.invalidateQueries({ queryKey: walletKeys.all });
    },
    onError: (err) => {
      setServerErrors(form, err);
      toast.error(errorText(err));
    },
  });
  const remove = useMutation({
    mutationFn: removeBeneficiary,
    onSuccess: () => {
      toast.success(t('wallet.beneficiaryRemoved'));
      void qc.invalidateQueries({ queryKey: walletKeys.all });
    },
    onError: (err) => toast.error(errorText(err)),
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const country = form.watch('country') as keyof typeof BENEFICIARY_COUNTRIES;
  const countryField = form.register('country');
  // Mobile money only where a network pays out; no network is picked for the client (a payout
  // sent to the wrong network bounces or is lost).
  const networks = mobileNetworksOf(country);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('wallet.beneficiaries')}</CardTitle>
        <CardDescription>{t('wallet.beneficiariesDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {list.isLoading ? (
          <Skeleton className="h-12" />
        ) : list.isError ? (
          <p role="alert">{t('wallet.beneficiariesError')}</p>
        ) : list.data && list.data.beneficiaries.length > 0 ? (
          <ul className="grid gap-2 text-sm">
            {list.data.beneficiaries.map((b) => (
              <li
                key={b.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
              >
                <span className="flex min-w-0 items-center gap-2 break-words">
                  <CurrencyFlag currency={b.currency} />
                  <span className="min-w-0">
                    <span className="font-semibold">{b.name}</span> · {b.currency} ·{' '}
                    {b.kind === 'mobile_money'
                      ? [mobileNetworkName(b.network), b.phone].filter(Boolean).join(' ')
                      : [b.bankName, b.accountNumber, b.bic].filter(Boolean).join(' ')}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('wallet.removeBeneficiary', { name: b.name })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(b.id)}
                >
                  {t('wallet.remove')}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('wallet.noBeneficiaries')}</p>
        )}
        <form
          className="grid gap-3 sm:grid-cols-2"
          noValidate
          onSubmit={form.handleSubmit((v) => m.mutate(v as BeneficiaryCreate))}
        >
          <FormField id="ben-kind" label={t('wallet.type')} error={errors.kind?.message}>
            <select className={selectClasses} {...form.register('kind')}>
              {networks.length > 0 && (
                <option value="mobile_money">{t('wallet.kind.mobile_money')}</option>
              )}
              <option value="bank_account">{t('wallet.kind.bank_account')}</option>
            </select>
          </FormField>
          <FormField id="ben-name" label={t('wallet.holderName')} error={errors.name?.message}>
            <Input autoComplete="name" {...form.register('name')} />
          </FormField>
          <FormField id="ben-country" label={t('wallet.country')} error={errors.country?.message}>
            <select
              className={selectClasses}
              {...countryField}
              onChange={(e) => {
                void countryField.onChange(e);
                const c =
                  BENEFICIARY_COUNTRIES[e.target.value as keyof typeof BENEFICIARY_COUNTRIES];
                if (c) form.setValue('currency', c.currency as BeneficiaryInput['currency']);
                form.setValue('network', undefined);
                if (mobileNetworksOf(e.target.value).length === 0)
                  form.setValue('kind', 'bank_account');
              }}
            >
              {Object.entries(BENEFICIARY_COUNTRIES).map(([k, c]) => (
                <option key={k} value={k}>
                  {locale === 'en' ? c.name : fmt.countryName(k)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id="ben-currency"
            label={t('wallet.payoutCurrency')}
            error={errors.currency?.message}
          >
            <CurrencySelect currency={form.watch('currency')} {...form.register('currency')} />
          </FormField>
          {kind === 'mobile_money' ? (
            <>
              <FormField
                id="ben-network"
                label={t('wallet.network')}
                error={errors.network?.message}
              >
                <select
                  className={selectClasses}
                  {...form.register('network', { setValueAs: (v: string) => v || undefined })}
                >
                  <option value="">{t('wallet.chooseNetwork')}</option>
                  {networks.map((n) => (
                    <option key={n} value={n}>
                      {MOBILE_NETWORKS[n]}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField
                id="ben-phone"
                label={t('wallet.mobileNumber')}
                error={errors.phone?.message}
              >
                <Input
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder={BENEFICIARY_COUNTRIES[country]?.phoneHint}
                  {...form.register('phone')}
                />
              </FormField>
            </>
          ) : (
            <>
              <FormField
                id="ben-bank"
                label={t('wallet.bankName')}
                error={errors.bankName?.message}
              >
                <Input {...form.register('bankName')} />
              </FormField>
              <FormField
                id="ben-account"
                label={t('wallet.accountNumber')}
                error={errors.accountNumber?.message}
              >
                {/* A local number or an IBAN (letters first): not a numeric keypad. */}
                <Input autoComplete="off" {...form.register('accountNumber')} />
              </FormField>
              <FormField id="ben-bic" label={t('wallet.bic')} error={errors.bic?.message}>
                <Input autoComplete="off" {...form.register('bic')} />
              </FormField>
            </>
          )}
          <div className="sm:col-span-2">
            <Button type="submit" variant="outline" disabled={m.isPending}>
              {m.isPending ? t('wallet.saving') : t('wallet.saveBeneficiary')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
