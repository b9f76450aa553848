import { useId, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Briefcase, MapPin } from 'lucide-react';
import {
  JobApplicationSchema,
  type JobApplication,
  type JobApplicationInput,
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
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { applyServerFieldErrors, submitRequest } from '../api/submit';
import { Field, Honeypot, invalidProps } from './form-parts';

type DialogJob = { id: string; title: string; department: string; location: string } | null;
const FIELDS = ['applicantName', 'applicantEmail', 'applicantPhone', 'resumeUrl', 'coverLetter'];

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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
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
          <DialogTitle>{job ? job.title : 'General Application'}</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-x-4 gap-y-1">
            {job ? (
              <>
                <span className="inline-flex items-center gap-1">
                  <Briefcase className="size-4" aria-hidden="true" />
                  {job.department}
                </span>
                <span className="inline-flex items-center gap-1">
                  <MapPin className="size-4" aria-hidden="true" />
                  {job.location}
                </span>
              </>
            ) : (
              "Tell us about yourself and we'll keep you in mind for future roles."
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
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const empty: JobApplicationInput = {
    jobId,
    applicantName: '',
    applicantEmail: '',
    applicantPhone: '',
    resumeUrl: '',
    coverLetter: '',
    website: '',
  };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<JobApplicationInput, unknown, JobApplication>({
    resolver: zodResolver(JobApplicationSchema),
    defaultValues: empty,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await submitRequest('application', values);
      toast.success('Application submitted successfully!');
      reset(empty);
      onDone();
    } catch (err) {
      applyServerFieldErrors(err, setError, FIELDS);
      // Spec §8 gives one failure text; the server's reason (e.g. a closed position) goes beneath.
      toast.error('Failed to submit application. Please try again.', {
        description: err instanceof Error && err.message ? err.message : undefined,
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="relative">
      <fieldset disabled={isSubmitting} className="space-y-4">
        <Field
          id={id('applicantName')}
          label="Full Name"
          required
          error={errors.applicantName?.message}
        >
          <Input
            id={id('applicantName')}
            autoComplete="name"
            required
            {...invalidProps(id('applicantName'), errors.applicantName?.message)}
            {...register('applicantName')}
          />
        </Field>
        <Field
          id={id('applicantEmail')}
          label="Email Address"
          required
          error={errors.applicantEmail?.message}
        >
          <Input
            id={id('applicantEmail')}
            type="email"
            autoComplete="email"
            required
            {...invalidProps(id('applicantEmail'), errors.applicantEmail?.message)}
            {...register('applicantEmail')}
          />
        </Field>
        <Field
          id={id('applicantPhone')}
          label="Phone Number"
          error={errors.applicantPhone?.message}
        >
          <Input
            id={id('applicantPhone')}
            type="tel"
            autoComplete="tel"
            {...invalidProps(id('applicantPhone'), errors.applicantPhone?.message)}
            {...register('applicantPhone')}
          />
        </Field>
        <Field
          id={id('resumeUrl')}
          label="Resume/CV URL"
          error={errors.resumeUrl?.message}
          hint="A link to your CV (Google Drive, Dropbox, LinkedIn…)."
        >
          <Input
            id={id('resumeUrl')}
            type="url"
            inputMode="url"
            placeholder="https://"
            {...invalidProps(id('resumeUrl'), errors.resumeUrl?.message, true)}
            {...register('resumeUrl')}
          />
        </Field>
        <Field
          id={id('coverLetter')}
          label="Cover Letter"
          required
          error={errors.coverLetter?.message}
          hint="At least 50 characters."
        >
          <Textarea
            id={id('coverLetter')}
            rows={6}
            required
            placeholder="Why this role, and what would you bring?"
            {...invalidProps(id('coverLetter'), errors.coverLetter?.message, true)}
            {...register('coverLetter')}
          />
        </Field>
        <Honeypot registration={register('website')} />
        <DialogFooter className="gap-2 sm:gap-2">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit">{isSubmitting ? 'Submitting...' : 'Submit Application'}</Button>
        </DialogFooter>
      </fieldset>
    </form>
  );
}
