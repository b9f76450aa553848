import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CalendarClock } from 'lucide-react';
import {
  todayIsoDate,
  type ConsultationRequest,
  type ConsultationRequestInput,
  type RequestCreated,
} from '@mizani/shared';
import { RequestSent } from '@/components/request-form/request-sent';
import { Button } from '@/components/ui/button';
import { Honeypot, RequestForm, fieldsFor } from '@/components/request-form/form-parts';
import { RequestDialog, type DialogOpenProps } from './RequestDialog';
import { useRequestSubmit } from '@/components/request-form/use-request-submit';
import { submitRequest } from '../api/submit';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/i18n/format';
import { lazyZodResolver } from '@/lib/lazy-resolver';

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

const consultation = lazyZodResolver<ConsultationRequestInput, ConsultationRequest>(() =>
  import('@mizani/shared/schemas/requests').then((m) => m.ConsultationRequestSchema),
);

/** "Schedule a Consultation" (spec §2, §4, §5, §8). With `trigger` it opens itself; else controlled. */
export function ConsultationDialog(props: DialogOpenProps) {
  const { t } = useT();
  return (
    <RequestDialog
      {...props}
      icon={CalendarClock}
      title={t('talk.consultation')}
      description={t('request.consultationDescription')}
      className="sm:max-w-lg"
    >
      <ConsultationForm />
    </RequestDialog>
  );
}

function ConsultationForm() {
  const { t, locale } = useT();
  const format = useFormat();
  const form = useForm<ConsultationRequestInput, unknown, ConsultationRequest>({
    resolver: consultation.resolver,
    defaultValues: EMPTY,
  });
  const [sent, setSent] = useState<{
    created: RequestCreated;
    values: ConsultationRequest;
  } | null>(null);
  const onSubmit = useRequestSubmit(form, {
    submit: (values) => submitRequest('consultation', values, locale),
    fields: FIELDS,
    success: {
      title: t('request.consultationToast'),
      description: t('request.consultationToastText'),
    },
    failureTitle: t('request.failed'),
    resetTo: EMPTY,
    onSuccess: (created, values) => setSent({ created: created as RequestCreated, values }),
  });

  if (sent)
    return (
      <RequestSent
        title={t('request.consultationSent')}
        reference={sent.created.reference}
        email={sent.values.email}
        rows={[
          [t('validation.field.name'), sent.values.name],
          [
            t('request.preferredDate'),
            sent.values.preferredDate
              ? format.date(`${sent.values.preferredDate}T00:00:00Z`, 'UTC')
              : t('request.any'),
          ],
          [t('validation.field.preferredTime'), sent.values.preferredTime ?? t('request.any')],
        ]}
        next={[t('request.consultationNextContact'), t('request.consultationNextSpecialist')]}
        onAnother={() => setSent(null)}
      />
    );

  return (
    <RequestForm form={form} onSubmit={onSubmit} onFocus={consultation.warm}>
      <TextField name="name" label={t('form.fullName')} required autoComplete="name" />
      <TextField name="email" label={t('form.email')} required type="email" autoComplete="email" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="company" label={t('form.company')} autoComplete="organization" />
        <TextField name="phone" label={t('form.phone')} type="tel" autoComplete="tel" />
        <TextField
          name="preferredDate"
          label={t('request.preferredDateLabel')}
          type="date"
          min={todayIsoDate()}
        />
        <TextField name="preferredTime" label={t('request.preferredTimeLabel')} type="time" />
      </div>
      <TextAreaField
        name="message"
        label={t('form.message')}
        rows={4}
        placeholder={t('request.consultationPlaceholder')}
      />
      <Honeypot />
      <p className="text-xs text-muted-foreground">{t('request.consultationNote')}</p>
      <Button type="submit" className="w-full">
        {form.formState.isSubmitting ? t('form.submitting') : t('request.consultationSubmit')}
      </Button>
    </RequestForm>
  );
}
