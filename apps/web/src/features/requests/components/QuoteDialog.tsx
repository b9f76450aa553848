import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Calculator } from 'lucide-react';
import {
  CURRENCIES,
  LIMITS,
  QUOTE_CURRENCIES,
  QuoteRequestSchema,
  URGENCIES,
  URGENCY_LABELS,
  type QuoteCurrency,
  type QuoteRequest,
  type QuoteRequestInput,
} from '@mizani/shared';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { applyServerFieldErrors, failureDescription, submitRequest } from '../api/submit';
import { cn } from '@/lib/utils';
import { Field, Honeypot, NativeSelect, invalidProps } from './form-parts';

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

/** "Request a Quote" (spec §3, §4, §5, §8). With `trigger` it opens itself; else controlled. */
export function QuoteDialog({
  trigger,
  open,
  onOpenChange,
  defaultFrom,
  defaultTo,
}: {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultFrom?: string;
  defaultTo?: string;
}) {
  const [innerOpen, setInnerOpen] = useState(false);
  const isOpen = open ?? innerOpen;
  const setOpen = (next: boolean) => {
    setInnerOpen(next);
    onOpenChange?.(next);
  };
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Calculator className="size-5 text-primary" aria-hidden="true" />
            Request a Quote
          </DialogTitle>
          <DialogDescription>
            Get a competitive rate from our dealing desk for your conversion.
          </DialogDescription>
        </DialogHeader>
        <QuoteForm defaults={emptyQuote(defaultFrom, defaultTo)} />
      </DialogContent>
    </Dialog>
  );
}

function QuoteForm({ defaults }: { defaults: QuoteRequestInput }) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<QuoteRequestInput, unknown, QuoteRequest>({
    resolver: zodResolver(QuoteRequestSchema),
    defaultValues: defaults,
  });
  const urgency = watch('urgency');

  const onSubmit = handleSubmit(async (values) => {
    try {
      await submitRequest('quote', values);
      toast.success('Quote Request Submitted', {
        description: "We'll provide you with a competitive quote shortly.",
      });
      reset(defaults);
    } catch (err) {
      applyServerFieldErrors(err, setError, FIELDS);
      toast.error('Submission Failed', { description: failureDescription(err) });
    }
  });

  const currencyOptions = QUOTE_CURRENCIES.map((c) => (
    <option key={c} value={c}>
      {c} – {CURRENCIES[c].name}
    </option>
  ));

  return (
    <form onSubmit={onSubmit} noValidate className="relative">
      <fieldset disabled={isSubmitting} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={id('name')} label="Full Name" required error={errors.name?.message}>
            <Input
              id={id('name')}
              autoComplete="name"
              required
              {...invalidProps(id('name'), errors.name?.message)}
              {...register('name')}
            />
          </Field>
          <Field id={id('email')} label="Email Address" required error={errors.email?.message}>
            <Input
              id={id('email')}
              type="email"
              autoComplete="email"
              required
              {...invalidProps(id('email'), errors.email?.message)}
              {...register('email')}
            />
          </Field>
          <Field id={id('company')} label="Company" error={errors.company?.message}>
            <Input
              id={id('company')}
              autoComplete="organization"
              {...invalidProps(id('company'), errors.company?.message)}
              {...register('company')}
            />
          </Field>
          <Field id={id('phone')} label="Phone Number" error={errors.phone?.message}>
            <Input
              id={id('phone')}
              type="tel"
              autoComplete="tel"
              {...invalidProps(id('phone'), errors.phone?.message)}
              {...register('phone')}
            />
          </Field>
          <Field
            id={id('currencyFrom')}
            label="From Currency"
            required
            error={errors.currencyFrom?.message}
          >
            <NativeSelect
              id={id('currencyFrom')}
              required
              {...invalidProps(id('currencyFrom'), errors.currencyFrom?.message)}
              {...register('currencyFrom')}
            >
              {currencyOptions}
            </NativeSelect>
          </Field>
          <Field
            id={id('currencyTo')}
            label="To Currency"
            required
            error={errors.currencyTo?.message}
          >
            <NativeSelect
              id={id('currencyTo')}
              required
              {...invalidProps(id('currencyTo'), errors.currencyTo?.message)}
              {...register('currencyTo')}
            >
              {currencyOptions}
            </NativeSelect>
          </Field>
        </div>
        <Field id={id('amount')} label="Amount" required error={errors.amount?.message}>
          <Input
            id={id('amount')}
            type="number"
            inputMode="decimal"
            min={LIMITS.amountMin}
            step={LIMITS.amountStep}
            placeholder="10000.00"
            required
            {...invalidProps(id('amount'), errors.amount?.message)}
            {...register('amount')}
          />
        </Field>
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
                  {...register('urgency')}
                />
                <span>
                  <span className="block font-medium text-foreground">
                    {URGENCY_LABELS[u].label}
                  </span>
                  <span className="block text-xs text-muted-foreground">
                    {URGENCY_LABELS[u].description}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Field id={id('message')} label="Additional Details" error={errors.message?.message}>
          <Textarea
            id={id('message')}
            rows={3}
            placeholder="Settlement timing, payout method, recurring volume…"
            {...invalidProps(id('message'), errors.message?.message)}
            {...register('message')}
          />
        </Field>
        <Honeypot registration={register('website')} />
        <p className="text-xs text-muted-foreground">* Required fields.</p>
        <Button type="submit" className="w-full">
          {isSubmitting ? 'Submitting...' : 'Request Quote'}
        </Button>
      </fieldset>
    </form>
  );
}
