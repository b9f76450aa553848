import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarClock } from 'lucide-react';
import {
  CONSULTATION_NOTE,
  ConsultationRequestSchema,
  todayIsoDate,
  type ConsultationRequest,
  type ConsultationRequestInput,
  type RequestCreated,
} from '@mizani/shared';
import { RequestSent } from '@/components/request-form/request-sent';
import { formatCalendarDate } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Honeypot, RequestForm, fieldsFor } from '@/components/request-form/form-parts';
import { RequestDialog, type DialogOpenProps } from './RequestDialog';
import { useRequestSubmit } from '@/components/request-form/use-request-submit';
import { submitRequest } from '../api/submit';

const EMPTY: ConsultationRequestInput = {
  name: '',
  email: '',
  company: '',
  phone: '',
  preferredDate: '',
  preferredTime: '',
  message: '',
  website: '',
};
const FIELDS = Object.keys(EMPTY);
const { TextField, TextAreaField } = fieldsFor<ConsultationRequestInput>();

/** "Schedule a Consultation" (spec §2, §4, §5, §8). With `trigger` it opens itself; else controlled. */
export function ConsultationDialog(props: DialogOpenProps) {
  return (
    <RequestDialog
      {...props}
      icon={CalendarClock}
      title="Schedule a Consultation"
      description="Tell us how to reach you and when suits you; a specialist will confirm a time."
      className="sm:max-w-lg"
    >
      <ConsultationForm />
    </RequestDialog>
  );
}

function ConsultationForm() {
  const form = useForm<ConsultationRequestInput, unknown, ConsultationRequest>({
    resolver: zodResolver(ConsultationRequestSchema),
    defaultValues: EMPTY,
  });
  const [sent, setSent] = useState<{
    created: RequestCreated;
    values: ConsultationRequest;
  } | null>(null);
  const onSubmit = useRequestSubmit(form, {
    submit: (values) => submitRequest('consultation', values),
    fields: FIELDS,
    success: {
      title: 'Consultation Request Submitted',
      description: "We'll contact you soon to schedule your consultation.",
    },
    failureTitle: 'Submission Failed',
    resetTo: EMPTY,
    onSuccess: (created, values) => setSent({ created: created as RequestCreated, values }),
  });

  if (sent)
    return (
      <RequestSent
        title="Consultation request sent"
        reference={sent.created.reference}
        email={sent.values.email}
        rows={[
          ['Name', sent.values.name],
          [
            'Preferred date',
            sent.values.preferredDate ? formatCalendarDate(sent.values.preferredDate) : 'Any',
          ],
          ['Preferred time', sent.values.preferredTime ?? 'Any'],
        ]}
        next={[
          "We'll contact you within 24 hours to confirm your consultation.",
          'A specialist confirms the time by email or phone.',
        ]}
        onAnother={() => setSent(null)}
      />
    );

  return (
    <RequestForm form={form} onSubmit={onSubmit}>
      <TextField name="name" label="Full Name" required autoComplete="name" />
      <TextField name="email" label="Email Address" required type="email" autoComplete="email" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="company" label="Company" autoComplete="organization" />
        <TextField name="phone" label="Phone Number" type="tel" autoComplete="tel" />
        <TextField name="preferredDate" label="Preferred Date" type="date" min={todayIsoDate()} />
        <TextField name="preferredTime" label="Preferred Time" type="time" />
      </div>
      <TextAreaField
        name="message"
        label="Message"
        rows={4}
        placeholder="What would you like to discuss?"
      />
      <Honeypot />
      <p className="text-xs text-muted-foreground">{CONSULTATION_NOTE}</p>
      <Button type="submit" className="w-full">
        {form.formState.isSubmitting ? 'Submitting...' : 'Schedule Consultation'}
      </Button>
    </RequestForm>
  );
}
