import { useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { Briefcase, MapPin } from 'lucide-react';
import {
  type JobApplication,
  type JobApplicationInput,
  type Locale,
  type RequestCreated,
  UPLOAD_MAX_BYTES,
} from '@mizani/shared';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Honeypot, RequestForm, fieldsFor } from '@/components/request-form/form-parts';
import { useRequestSubmit } from '@/components/request-form/use-request-submit';
import { useT } from '@/lib/i18n/use-t';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api';
import { submitApplication, uploadCv } from '../api/applications';
import { lazyZodResolver } from '@/lib/lazy-resolver';

const application = lazyZodResolver<JobApplicationInput, JobApplication>(() =>
  import('@mizani/shared/schemas/requests').then((m) => m.JobApplicationSchema),
);

/** The posting applied to (its texts in `language`), or null for an open application. */
export type DialogJob = {
  id: string;
  title: string;
  department: string;
  location: string;
  language: Locale;
} | null;
const FIELDS = [
  'applicantName',
  'applicantEmail',
  'applicantPhone',
  'resumeUrl',
  'resumeFile',
  'coverLetter',
];
const { TextField, TextAreaField } = fieldsFor<JobApplicationInput>();
/** The same in every language. */
const URL_PLACEHOLDER = 'https://';

/**
 * Careers application dialog (spec §2 Careers, §5, §8). `job` null is an open application from
 * "Don't See Your Role?". Closes on success; stays open with what was typed on failure.
 */
export function JobApplicationDialog({
  job,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  job: DialogJob;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it (the dialog has no Radix trigger): focus goes back there on close. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t, locale } = useT();
  // A posting with no translation keeps its English words, marked as such.
  const lang = job && job.language !== locale ? job.language : undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('jobs.close')}
        className="max-h-[92dvh] overflow-y-auto sm:max-w-lg"
        onCloseAutoFocus={(e) => {
          const target = returnFocusTo?.current;
          if (target?.isConnected) {
            e.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle lang={lang}>{job ? job.title : t('jobs.generalApplication')}</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-x-4 gap-y-1">
            {job ? (
              <>
                <span lang={lang} className="inline-flex items-center gap-1">
                  <Briefcase className="size-4" aria-hidden="true" />
                  {job.department}
                </span>
                <span lang={lang} className="inline-flex items-center gap-1">
                  <MapPin className="size-4" aria-hidden="true" />
                  {job.location}
                </span>
              </>
            ) : (
              t('jobs.generalIntro')
            )}
          </DialogDescription>
        </DialogHeader>
        {/* Keyed by job so switching positions starts a fresh form. */}
        <ApplicationForm
          key={job?.id ?? 'general'}
          jobId={job?.id ?? null}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function ApplicationForm({ jobId, onDone }: { jobId: string | null; onDone: () => void }) {
  const { t, locale } = useT();
  const empty: JobApplicationInput = {
    jobId,
    applicantName: '',
    applicantEmail: '',
    applicantPhone: '',
    resumeUrl: '',
    coverLetter: '',
    website: '',
  };
  const form = useForm<JobApplicationInput, unknown, JobApplication>({
    resolver: application.resolver,
    defaultValues: empty,
  });
  // A CV as a PDF file, beside the spec's URL field (issue 34): sent first, then claimed.
  const [cv, setCv] = useState<File | null>(null);
  const [cvProblem, setCvProblem] = useState<string | null>(null);
  const [cvInput, setCvInput] = useState(0);
  const chooseCv = (file: File | null) => {
    form.clearErrors('resumeFile');
    const problem = !file
      ? null
      : !/\.pdf$/i.test(file.name) && file.type !== 'application/pdf'
        ? t('jobs.cvNotPdf')
        : file.size > UPLOAD_MAX_BYTES
          ? t('jobs.cvTooLarge')
          : null;
    setCvProblem(problem);
    setCv(problem ? null : file);
  };
  const onSubmit = useRequestSubmit(form, {
    submit: async (values) => {
      if (cvProblem) throw new ApiError(400, 'VALIDATION', cvProblem, { resumeFile: cvProblem });
      const resumeFile = cv ? (await uploadCv(cv)).cv.token : null;
      return submitApplication({ ...values, resumeFile }, locale);
    },
    fields: FIELDS,
    // Spec §4: the dialog closes on success, so the toast carries the reference and what is next.
    success: {
      title: t('jobs.sent'),
      description: (created, values) =>
        t('jobs.sentText', {
          reference: (created as RequestCreated).reference,
          email: values.applicantEmail,
        }),
    },
    failureTitle: t('jobs.failedSubmit'),
    // Spec §8 gives one failure text; the reason (e.g. a closed position) goes beneath.
    resetTo: empty,
    onDone,
  });

  return (
    <RequestForm form={form} onSubmit={onSubmit} onFocus={application.warm}>
      <TextField name="applicantName" label={t('form.fullName')} required autoComplete="name" />
      <TextField
        name="applicantEmail"
        label={t('form.email')}
        required
        type="email"
        autoComplete="email"
      />
      <TextField name="applicantPhone" label={t('form.phone')} type="tel" autoComplete="tel" />
      <TextField
        name="resumeUrl"
        label={t('jobs.resume')}
        hint={t('jobs.resumeHint')}
        type="url"
        inputMode="url"
        placeholder={URL_PLACEHOLDER}
      />
      <FormField
        label={t('jobs.cvFile')}
        hint={t('jobs.cvFileHint')}
        error={cvProblem ?? form.formState.errors.resumeFile?.message}
      >
        {(control) => (
          <div className="grid justify-items-start gap-1">
            <input
              {...control}
              key={cvInput}
              type="file"
              accept="application/pdf,.pdf"
              className="w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
              onChange={(e) => chooseCv(e.target.files?.[0] ?? null)}
            />
            {cv || cvProblem ? (
              <Button
                type="button"
                variant="link"
                size="sm"
                className="h-auto px-0 text-primary"
                onClick={() => {
                  chooseCv(null);
                  setCvInput((n) => n + 1);
                }}
              >
                {t('jobs.cvRemove')}
              </Button>
            ) : null}
          </div>
        )}
      </FormField>
      <TextAreaField
        name="coverLetter"
        label={t('jobs.coverLetter')}
        required
        hint={t('jobs.coverHint')}
        rows={6}
        placeholder={t('jobs.coverPlaceholder')}
      />
      <Honeypot />
      <DialogFooter className="gap-2 sm:gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('jobs.cancel')}
        </Button>
        <Button type="submit">
          {form.formState.isSubmitting ? t('form.submitting') : t('jobs.submit')}
        </Button>
      </DialogFooter>
    </RequestForm>
  );
}
