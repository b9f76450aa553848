import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  INQUIRY_TYPES,
  INQUIRY_TYPE_LABELS,
  InquirySchema,
  type Inquiry,
  type InquiryInput,
} from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { applyServerFieldErrors, failureDescription, submitRequest } from '../api/submit';
import { cn } from '@/lib/utils';
import { Field, Honeypot, NativeSelect, invalidProps } from './form-parts';

const EMPTY: InquiryInput = {
  name: '',
  email: '',
  phone: '',
  company: '',
  inquiryType: 'general',
  subject: '',
  message: '',
  website: '',
};
const FIELDS = Object.keys(EMPTY);

/**
 * The support inquiry form (spec §2 Contact support, §5, §8), inline on /support/contact and inside
 * ContactDialog. On success the form clears and the inquiry type returns to general.
 */
export function ContactForm({ className }: { className?: string }) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InquiryInput, unknown, Inquiry>({
    resolver: zodResolver(InquirySchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await submitRequest('inquiry', values);
      toast.success('Message Sent Successfully!', {
        description: "We'll get back to you within 24 hours.",
      });
      reset(EMPTY);
    } catch (err) {
      applyServerFieldErrors(err, setError, FIELDS);
      toast.error('Failed to Send Message', { description: failureDescription(err) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={cn('relative', className)}>
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
          <Field id={id('phone')} label="Phone Number" error={errors.phone?.message}>
            <Input
              id={id('phone')}
              type="tel"
              autoComplete="tel"
              {...invalidProps(id('phone'), errors.phone?.message)}
              {...register('phone')}
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
        </div>
        <Field id={id('inquiryType')} label="Inquiry Type" error={errors.inquiryType?.message}>
          <NativeSelect
            id={id('inquiryType')}
            {...invalidProps(id('inquiryType'), errors.inquiryType?.message)}
            {...register('inquiryType')}
          >
            {INQUIRY_TYPES.map((t) => (
              <option key={t} value={t}>
                {INQUIRY_TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={id('subject')} label="Subject" required error={errors.subject?.message}>
          <Input
            id={id('subject')}
            required
            {...invalidProps(id('subject'), errors.subject?.message)}
            {...register('subject')}
          />
        </Field>
        <Field id={id('message')} label="Message" required error={errors.message?.message}>
          <Textarea
            id={id('message')}
            rows={5}
            required
            placeholder="How can we help?"
            {...invalidProps(id('message'), errors.message?.message)}
            {...register('message')}
          />
        </Field>
        <Honeypot registration={register('website')} />
        <p className="text-xs text-muted-foreground">
          * Required fields. We'll get back to you within 24 hours.
        </p>
        <Button type="submit" className="w-full">
          {isSubmitting ? 'Submitting...' : 'Send Message'}
        </Button>
      </fieldset>
    </form>
  );
}
