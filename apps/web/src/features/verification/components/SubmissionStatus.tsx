import {
  DOCUMENT_KIND_LABELS,
  VERIFICATION_STATUS_LABELS,
  type VerificationStatus,
  type VerificationSubmission,
} from '@mizani/shared';
import { formatDateTime } from '@/lib/format';

const TONE: Record<VerificationStatus, string> = {
  not_started: 'bg-muted text-muted-foreground',
  submitted: 'bg-amber-50 text-amber-900',
  in_review: 'bg-sky-50 text-sky-900',
  more_info: 'bg-orange-50 text-orange-900',
  approved: 'bg-emerald-50 text-emerald-800',
  rejected: 'bg-red-50 text-red-800',
};

export function VerificationStatusBadge({ status }: { status: VerificationStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}
    >
      {VERIFICATION_STATUS_LABELS[status]}
    </span>
  );
}

/** Where a submission stands, the reviewer's message, and the files it holds. */
export function SubmissionStatus({ submission }: { submission: VerificationSubmission }) {
  return (
    <div
      className="grid gap-2 rounded-lg border bg-muted/30 p-3 text-sm"
      data-testid={`tier${submission.tier}-status`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Status</span>
        <VerificationStatusBadge status={submission.status} />
        <span className="text-muted-foreground">
          submitted {formatDateTime(submission.submittedAt)}
          {submission.decidedAt ? ` · decided ${formatDateTime(submission.decidedAt)}` : ''}
        </span>
      </div>
      {submission.message && (
        <p className="rounded-md border border-orange-200 bg-orange-50 p-2 text-orange-950">
          <span className="font-semibold">
            {submission.status === 'rejected' ? 'Reason: ' : 'Message from our compliance team: '}
          </span>
          {submission.message}
        </p>
      )}
      {submission.documents.length > 0 && (
        <ul className="text-muted-foreground">
          {submission.documents.map((d) => (
            <li key={d.id}>
              {DOCUMENT_KIND_LABELS[d.kind]}: {d.fileName}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
