import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Briefcase, MapPin } from 'lucide-react';
import {
  JobApplicationSchema,
  type JobApplication,
  type JobApplicationInput,
  type RequestCreated,
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
import { submitApplication } from '../api/applications';

type DialogJob = { id: string; title: string; department: string; location: string } | null;
const FIELDS = ['applicantName', 'applicantEmail', 'applicantPhone', 'resumeUrl', 'coverLetter'];
const { TextField, TextAreaField } = fieldsFor<JobApplicationInput>();

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
    resolver: zodResolver(JobApplicationSchema),
    defaultValues: empty,
  });
  const onSubmit = useRequestSubmit(form, {
    submit: submitApplication,
    fields: FIELDS,
    // Spec §4: the dialog closes on success, so the toast carries the reference and what is next.
    success: {
      title: 'Application submitted successfully!',
      description: (created, values) =>
        `Reference ${(created as RequestCreated).reference}. We emailed a confirmation to ${values.applicantEmail}; our hiring team contacts shortlisted candidates.`,
    },
    failureTitle: 'Failed to submit application. Please try again.',
    // Spec §8 gives one failure text; the reason (e.g. a closed position) goes beneath.
    resetTo: empty,
    onDone,
  });

  return (
    <RequestForm form={form} onSubmit={onSubmit}>
      <TextField name="applicantName" label="Full Name" required autoComplete="name" />
      <TextField
        name="applicantEmail"
        label="Email Address"
        required
        type="email"
        autoComplete="email"
      />
      <TextField name="applicantPhone" label="Phone Number" type="tel" autoComplete="tel" />
      <TextField
        name="resumeUrl"
        label="Resume/CV URL"
        hint="A link to your CV (Google Drive, Dropbox, LinkedIn…)."
        type="url"
        inputMode="url"
        placeholder="https://"
      />
      <TextAreaField
        name="coverLetter"
        label="Cover Letter"
        required
        hint="At least 50 characters."
        rows={6}
        placeholder="Why this role, and what would you bring?"
      />
      <Honeypot />
      <DialogFooter className="gap-2 sm:gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit">
          {form.formState.isSubmitting ? 'Submitting...' : 'Submit Application'}
        </Button>
      </DialogFooter>
    </RequestForm>
  );
}
