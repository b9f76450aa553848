import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Calculator } from 'lucide-react';
import {
  LIMITS,
  QUOTE_CURRENCIES,
  URGENCIES,
  type QuoteCurrency,
  type QuoteRequest,
  type QuoteRequestInput,
  type RequestCreated,
} from '@mizani/shared';
import { RequestSent } from '@/components/request-form/request-sent';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { Honeypot, RequestForm, fieldsFor } from '@/components/request-form/form-parts';
import { currencyFieldFor } from '@/components/request-form/currency-field';
import { RequestDialog, type DialogOpenProps } from './RequestDialog';
import { useRequestSubmit } from '@/components/request-form/use-request-submit';
import { submitRequest } from '../api/submit';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/i18n/format';
import { lazyZodResolver } from '@/lib/lazy-resolver';

const isQuoteCurrency = (c: string | undefined): c is QuoteCurrency =>
  !!c && (QUOTE_CURRENCIES as readonly string[]).includes(c);

const quote = lazyZodResolver<QuoteRequestInput, QuoteRequest>(() =>
  import('@mizani/shared/schemas/requests').then((m) => m.QuoteRequestSchema),
);

function emptyQuote(defaultFrom?: string, defaultTo?: string): QuoteRequestInput {
  const from = isQuoteCurrency(defaultFrom) ? defaultFrom : 'USD';
  let to: QuoteCurrency = isQuoteCurrency(defaultTo) ? defaultTo : 'KES';
  if (to === from) to = from === 'USD' ? 'KES' : 'USD';
  return {
    name: '',
    email: '',
    company: '',
    phone: '',
    currencyFrom: from,
    currencyTo: to,
    amount: '',
    urgency: 'medium',
    message: '',
    website: '',
  };
}
const FIELDS = Object.keys(emptyQuote());
const { TextField, TextAreaField } = fieldsFor<QuoteRequestInput>();
const CurrencyField = currencyFieldFor<QuoteRequestInput>();

/** "Request a Quote" (spec §3, §4, §5, §8). With `trigger` it opens itself; else controlled. */
export function QuoteDialog({
  defaultFrom,
  defaultTo,
  ...props
}: DialogOpenProps & { defaultFrom?: string; defaultTo?: string }) {
  const { t } = useT();
  return (
    <RequestDialog
      {...props}
      icon={Calculator}
      title={t('common.requestQuote')}
      description={t('request.quoteDescription')}
      className="sm:max-w-xl"
    >
      <QuoteForm defaults={emptyQuote(defaultFrom, defaultTo)} />
    </RequestDialog>
  );
}

function QuoteForm({ defaults }: { defaults: QuoteRequestInput }) {
  const { t, locale } = useT();
  const format = useFormat();
  const form = useForm<QuoteRequestInput, unknown, QuoteRequest>({
    resolver: quote.resolver,
    defaultValues: defaults,
  });
  const urgency = form.watch('urgency');
  const [sent, setSent] = useState<{ created: RequestCreated; values: QuoteRequest } | null>(null);
  const onSubmit = useRequestSubmit(form, {
    submit: (values) => submitRequest('quote', values, locale),
    fields: FIELDS,
    success: {
      title: t('request.quoteToast'),
      description: t('request.quoteToastText'),
    },
    failureTitle: t('request.failed'),
    resetTo: defaults,
    onSuccess: (created, values) => setSent({ created: created as RequestCreated, values }),
  });

  if (sent)
    return (
      <RequestSent
        title={t('request.quoteSent')}
        reference={sent.created.reference}
        email={sent.values.email}
        rows={[
          [t('calc.amount'), format.money(String(sent.values.amount), sent.values.currencyFrom)],
          [t('request.currencies'), `${sent.values.currencyFrom} → ${sent.values.currencyTo}`],
          [t('request.urgency'), t(`request.urgencyLabel.${sent.values.urgency}`)],
        ]}
        next={[
          t('request.quoteNextPrice'),
          t(`request.quoteNextUrgency.${sent.values.urgency}`),
          t('request.quoteNextReply'),
        ]}
        onAnother={() => setSent(null)}
      />
    );

  return (
    <RequestForm form={form} onSubmit={onSubmit} onFocus={quote.warm}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label={t('form.fullName')} required autoComplete="name" />
        <TextField
          name="email"
          label={t('form.email')}
          required
          type="email"
          autoComplete="email"
        />
        <TextField name="company" label={t('form.company')} autoComplete="organization" />
        <TextField name="phone" label={t('form.phone')} type="tel" autoComplete="tel" />
        <CurrencyField
          name="currencyFrom"
          label={t('request.fromCurrency')}
          required
          currencies={QUOTE_CURRENCIES}
        />
        <CurrencyField
          name="currencyTo"
          label={t('request.toCurrency')}
          required
          currencies={QUOTE_CURRENCIES}
        />
      </div>
      <TextField
        name="amount"
        label={t('calc.amount')}
        required
        type="number"
        inputMode="decimal"
        min={LIMITS.amountMin}
        step={LIMITS.amountStep}
        placeholder="10000.00"
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium leading-none">{t('request.urgency')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {URGENCIES.map((u) => (
            <label
              key={u}
              className={cn(
                'flex cursor-pointer items-start gap-2 rounded-lg border border-input p-3 text-sm transition-colors',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                urgency === u && 'border-primary bg-primary/5',
              )}
            >
              <input
                type="radio"
                value={u}
                className="mt-0.5 accent-[var(--color-primary)]"
                {...form.register('urgency')}
              />
              <span>
                <span className="block font-medium text-foreground">
                  {t(`request.urgencyLabel.${u}`)}
                </span>
                <span className="block text-xs text-muted-foreground">
                  {t(`request.urgencyDescription.${u}`)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        name="message"
        label={t('request.quoteDetails')}
        rows={3}
        placeholder={t('request.quoteDetailsPlaceholder')}
      />
      <Honeypot />
      <p className="text-xs text-muted-foreground">{t('request.requiredNote')}</p>
      <Button type="submit" className="w-full">
        {form.formState.isSubmitting ? t('form.submitting') : t('request.quoteSubmit')}
      </Button>
    </RequestForm>
  );
}
