import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Calculator } from 'lucide-react';
import {
  formatMoney,
  LIMITS,
  QUOTE_CURRENCIES,
  QuoteRequestSchema,
  URGENCIES,
  URGENCY_LABELS,
  type QuoteCurrency,
  type QuoteRequest,
  type QuoteRequestInput,
  type RequestCreated,
} from '@mizani/shared';
import { RequestSent } from '@/components/request-form/request-sent';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { Honeypot, RequestForm, fieldsFor } from '@/components/request-form/form-parts';
import { RequestDialog, type DialogOpenProps } from './RequestDialog';
import { useRequestSubmit } from '@/components/request-form/use-request-submit';
import { submitRequest } from '../api/submit';

const isQuoteCurrency = (c: string | undefined): c is QuoteCurrency =>
  !!c && (QUOTE_CURRENCIES as readonly string[]).includes(c);

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
const { TextField, TextAreaField, CurrencyField } = fieldsFor<QuoteRequestInput>();

/** "Request a Quote" (spec §3, §4, §5, §8). With `trigger` it opens itself; else controlled. */
export function QuoteDialog({
  defaultFrom,
  defaultTo,
  ...props
}: DialogOpenProps & { defaultFrom?: string; defaultTo?: string }) {
  return (
    <RequestDialog
      {...props}
      icon={Calculator}
      title="Request a Quote"
      description="Get a competitive rate from our dealing desk for your conversion."
      className="sm:max-w-xl"
    >
      <QuoteForm defaults={emptyQuote(defaultFrom, defaultTo)} />
    </RequestDialog>
  );
}

function QuoteForm({ defaults }: { defaults: QuoteRequestInput }) {
  const form = useForm<QuoteRequestInput, unknown, QuoteRequest>({
    resolver: zodResolver(QuoteRequestSchema),
    defaultValues: defaults,
  });
  const urgency = form.watch('urgency');
  const [sent, setSent] = useState<{ created: RequestCreated; values: QuoteRequest } | null>(null);
  const onSubmit = useRequestSubmit(form, {
    submit: (values) => submitRequest('quote', values),
    fields: FIELDS,
    success: {
      title: 'Quote Request Submitted',
      description: "We'll provide you with a competitive quote shortly.",
    },
    failureTitle: 'Submission Failed',
    resetTo: defaults,
    onSuccess: (created, values) => setSent({ created: created as RequestCreated, values }),
  });

  if (sent)
    return (
      <RequestSent
        title="Quote request sent"
        reference={sent.created.reference}
        email={sent.values.email}
        rows={[
          ['Amount', formatMoney(String(sent.values.amount), sent.values.currencyFrom)],
          ['Currencies', `${sent.values.currencyFrom} → ${sent.values.currencyTo}`],
          ['Urgency', URGENCY_LABELS[sent.values.urgency].label],
        ]}
        next={[
          'Our dealing desk prices your conversion and emails you a firm rate, what you would receive and how long it holds.',
          `${URGENCY_LABELS[sent.values.urgency].label} urgency: ${URGENCY_LABELS[sent.values.urgency].description.toLowerCase()}.`,
          'Reply to that email to go ahead; nothing is converted until you do.',
        ]}
        onAnother={() => setSent(null)}
      />
    );

  return (
    <RequestForm form={form} onSubmit={onSubmit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="Full Name" required autoComplete="name" />
        <TextField name="email" label="Email Address" required type="email" autoComplete="email" />
        <TextField name="company" label="Company" autoComplete="organization" />
        <TextField name="phone" label="Phone Number" type="tel" autoComplete="tel" />
        <CurrencyField
          name="currencyFrom"
          label="From Currency"
          required
          currencies={QUOTE_CURRENCIES}
        />
        <CurrencyField
          name="currencyTo"
          label="To Currency"
          required
          currencies={QUOTE_CURRENCIES}
        />
      </div>
      <TextField
        name="amount"
        label="Amount"
        required
        type="number"
        inputMode="decimal"
        min={LIMITS.amountMin}
        step={LIMITS.amountStep}
        placeholder="10000.00"
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium leading-none">Urgency</legend>
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
                <span className="block font-medium text-foreground">{URGENCY_LABELS[u].label}</span>
                <span className="block text-xs text-muted-foreground">
                  {URGENCY_LABELS[u].description}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        name="message"
        label="Additional Details"
        rows={3}
        placeholder="Settlement timing, payout method, recurring volume…"
      />
      <Honeypot />
      <p className="text-xs text-muted-foreground">* Required fields.</p>
      <Button type="submit" className="w-full">
        {form.formState.isSubmitting ? 'Submitting...' : 'Request Quote'}
      </Button>
    </RequestForm>
  );
}
