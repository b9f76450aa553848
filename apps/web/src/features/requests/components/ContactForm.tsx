import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  INQUIRY_TYPES,
  INQUIRY_TYPE_LABELS,
  InquirySchema,
  type Inquiry,
  type InquiryInput,
  type RequestCreated,
} from '@mizani/shared';
import { RequestSent } from '@/components/request-form/request-sent';
import { Button } from '@/components/ui/button';
import { Honeypot, RequestForm, fieldsFor } from '@/components/request-form/form-parts';
import { useRequestSubmit } from '@/components/request-form/use-request-submit';
import { submitRequest } from '../api/submit';

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
const { TextField, TextAreaField, SelectField } = fieldsFor<InquiryInput>();

/**
 * The support inquiry form (spec §2 Contact support, §5, §8), inline on /support/contact and inside
 * ContactDialog. On success the form clears and the inquiry type returns to general; in the dialog
 * the success state (reference, what happens next, Close) takes the form's place, inline the
 * reference is shown above the cleared form.
 */
export function ContactForm({ className, inDialog }: { className?: string; inDialog?: boolean }) {
  const [sent, setSent] = useState<{ created: RequestCreated; values: Inquiry } | null>(null);
  const form = useForm<InquiryInput, unknown, Inquiry>({
    resolver: zodResolver(InquirySchema),
    defaultValues: EMPTY,
  });
  const onSubmit = useRequestSubmit(form, {
    submit: (values) => submitRequest('inquiry', values),
    fields: FIELDS,
    success: {
      title: 'Message Sent Successfully!',
      description: "We'll get back to you within 24 hours.",
    },
    failureTitle: 'Failed to Send Message',
    resetTo: EMPTY,
    onSuccess: (created, values) => setSent({ created: created as RequestCreated, values }),
  });
  const next = [
    "We'll get back to you within 24 hours.",
    'Quote your reference if you write or call us.',
  ];

  if (sent && inDialog)
    return (
      <RequestSent
        title="Message sent"
        reference={sent.created.reference}
        email={sent.values.email}
        rows={[
          ['Subject', sent.values.subject],
          ['Type', INQUIRY_TYPE_LABELS[sent.values.inquiryType]],
        ]}
        next={next}
        onAnother={() => setSent(null)}
      />
    );

  return (
    <RequestForm form={form} onSubmit={onSubmit} className={className}>
      {sent ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
          data-testid="request-sent"
        >
          Message sent. Your reference is{' '}
          <strong className="font-mono" data-testid="request-reference">
            {sent.created.reference}
          </strong>
          ; we sent a confirmation to {sent.values.email}. {next[0]}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="Full Name" required autoComplete="name" />
        <TextField name="email" label="Email Address" required type="email" autoComplete="email" />
        <TextField name="phone" label="Phone Number" type="tel" autoComplete="tel" />
        <TextField name="company" label="Company" autoComplete="organization" />
      </div>
      <SelectField name="inquiryType" label="Inquiry Type">
        {INQUIRY_TYPES.map((t) => (
          <option key={t} value={t}>
            {INQUIRY_TYPE_LABELS[t]}
          </option>
        ))}
      </SelectField>
      <TextField name="subject" label="Subject" required />
      <TextAreaField
        name="message"
        label="Message"
        required
        rows={5}
        placeholder="How can we help?"
      />
      <Honeypot />
      <p className="text-xs text-muted-foreground">
        * Required fields. We'll get back to you within 24 hours.
      </p>
      <Button type="submit" className="w-full">
        {form.formState.isSubmitting ? 'Submitting...' : 'Send Message'}
      </Button>
    </RequestForm>
  );
}
