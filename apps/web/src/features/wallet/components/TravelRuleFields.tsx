import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { ChainPayoutRequestSchema } from '@mizani/shared';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n/use-t';

type PayoutInput = z.input<typeof ChainPayoutRequestSchema>;
const FIELDS = [
  'originatorName',
  'originatorAddress',
  'beneficiaryName',
  'beneficiaryAccount',
  'beneficiaryInstitution',
] as const;

/**
 * Travel rule (at or above the threshold setting): who sends and who receives, required and kept
 * with the payout, as a regulated exchange records them.
 */
export function TravelRuleFields({
  form,
  threshold,
}: {
  form: UseFormReturn<PayoutInput>;
  threshold: string;
}) {
  const { t } = useT();
  const errors = form.formState.errors.travelRule;
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium text-navy-900">
        {t('funding.cryptoPayout.travel.legend')}
      </legend>
      <p className="text-sm text-muted-foreground sm:col-span-2">
        {t('funding.cryptoPayout.travel.why', { threshold })}
      </p>
      {FIELDS.map((f) => (
        <FormField
          key={f}
          id={`travel-${f}`}
          label={t(`funding.cryptoPayout.travel.${f}`)}
          error={errors?.[f]?.message}
        >
          <Input autoComplete="off" {...form.register(`travelRule.${f}`)} />
        </FormField>
      ))}
    </fieldset>
  );
}
