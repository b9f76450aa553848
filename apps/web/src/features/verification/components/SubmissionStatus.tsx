import { DOCUMENT_KIND_LABELS, type VerificationSubmission } from '@mizani/shared';
import { VerificationStatusBadge } from '@/components/verification/status-badge';
import { formatDateTime } from '@/lib/format';

export { VerificationStatusBadge };

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
