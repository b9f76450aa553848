import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  INQUIRY_TYPES,
  type Inquiry,
  type InquiryInput,
  type RequestCreated,
} from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Honeypot, RequestForm, fieldsFor } from '@/components/request-form/form-parts';
import { useRequestSubmit } from '@/components/request-form/use-request-submit';
import { useT } from '@/lib/i18n/use-t';
import { submitRequest } from '../api/submit';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { island } from '@/lib/island';

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

// The dialog's success step uses Radix Dialog's Close: /support/contact, whose form is inline,
// loads it only if the form is ever shown in the dialog (decision 027).
const RequestSent = lazy(() =>
  import('@/components/request-form/request-sent').then((m) => ({ default: m.RequestSent })),
);

const inquiry = lazyZodResolver<InquiryInput, Inquiry>(() =>
  import('@mizani/shared/schemas/requests').then((m) => m.InquirySchema),
);

/**
 * The support inquiry form (spec §2 Contact support, §5, §8), inline on /support/contact and inside
 * ContactDialog. On success the form clears and the inquiry type returns to general; in the dialog
 * the success state (reference, what happens next, Close) takes the form's place, inline the
 * reference is shown above the cleared form.
 */
function ContactFormView({ className, inDialog }: { className?: string; inDialog?: boolean }) {
  const { t, locale } = useT();
  const [sent, setSent] = useState<{ created: RequestCreated; values: Inquiry } | null>(null);
  const form = useForm<InquiryInput, unknown, Inquiry>({
    resolver: inquiry.resolver,
    defaultValues: EMPTY,
  });
  const onSubmit = useRequestSubmit(form, {
    submit: (values) => submitRequest('inquiry', values, locale),
    fields: FIELDS,
    success: {
      title: t('form.toastSent'),
      description: t('form.reply24'),
    },
    failureTitle: t('form.toastFailed'),
    resetTo: EMPTY,
    onSuccess: (created, values) => setSent({ created: created as RequestCreated, values }),
  });
  const next = [t('form.reply24'), t('form.quoteReference')];

  if (sent && inDialog)
    return (
      <Suspense fallback={null}>
        <RequestSent
          title={t('form.sentTitle')}
          reference={sent.created.reference}
          email={sent.values.email}
          rows={[
            [t('form.subject'), sent.values.subject],
            [t('form.type'), t(`inquiry.${sent.values.inquiryType}`)],
          ]}
          next={next}
          onAnother={() => setSent(null)}
        />
      </Suspense>
    );

  return (
    <RequestForm form={form} onSubmit={onSubmit} onFocus={inquiry.warm} className={className}>
      {sent ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
          data-testid="request-sent"
        >
          {t('form.sentInline')}{' '}
          <strong className="font-mono" data-testid="request-reference">
            {sent.created.reference}
          </strong>
          {t('form.sentConfirmation', { email: sent.values.email })} {t('form.reply24')}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label={t('form.fullName')} required autoComplete="name" />
        <TextField
          name="email"
          label={t('form.email')}
          required
          type="email"
          autoComplete="email"
        />
        <TextField name="phone" label={t('form.phone')} type="tel" autoComplete="tel" />
        <TextField name="company" label={t('form.company')} autoComplete="organization" />
      </div>
      <SelectField name="inquiryType" label={t('form.inquiryType')}>
        {INQUIRY_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`inquiry.${type}`)}
          </option>
        ))}
      </SelectField>
      <TextField name="subject" label={t('form.subject')} required />
      <TextAreaField
        name="message"
        label={t('form.message')}
        required
        rows={5}
        placeholder={t('form.messagePlaceholder')}
      />
      <Honeypot />
      <p className="text-xs text-muted-foreground">{t('form.requiredNote')}</p>
      <Button type="submit" className="w-full">
        {form.formState.isSubmitting ? t('form.submitting') : t('form.send')}
      </Button>
    </RequestForm>
  );
}

/** An island on pre-rendered pages (decision 030). */
export const ContactForm = island('ContactForm', ContactFormView);
