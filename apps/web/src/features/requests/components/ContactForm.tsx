import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  INQUIRY_TYPES,
  INQUIRY_TYPE_LABELS,
  InquirySchema,
  type Inquiry,
  type InquiryInput,
} from '@mizani/shared';
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
 * ContactDialog. On success the form clears and the inquiry type returns to general.
 */
export function ContactForm({ className }: { className?: string }) {
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
  });

  return (
    <RequestForm form={form} onSubmit={onSubmit} className={className}>
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
