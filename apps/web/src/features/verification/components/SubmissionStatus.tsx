import type { VerificationSubmission } from '@mizani/shared';
import { DOCUMENT_KIND_IDS, VerificationStatusBadge } from '@/components/verification/status-badge';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';

export { VerificationStatusBadge };

/** Where a submission stands, the reviewer's message, and the files it holds. */
export function SubmissionStatus({ submission }: { submission: VerificationSubmission }) {
  const { t } = useT();
  const fmt = useFormat();
  return (
    <div
      className="grid gap-2 rounded-lg border bg-muted/30 p-3 text-sm"
      data-testid={`tier${submission.tier}-status`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{t('kyc.status')}</span>
        <VerificationStatusBadge status={submission.status} />
        <span className="text-muted-foreground">
          {t('kyc.submittedAt', { date: fmt.dateTime(submission.submittedAt) })}
          {submission.decidedAt
            ? ` · ${t('kyc.decidedAt', { date: fmt.dateTime(submission.decidedAt) })}`
            : ''}
        </span>
      </div>
      {submission.message && (
        <p className="rounded-md border border-orange-200 bg-orange-50 p-2 text-orange-950">
          <span className="font-semibold">
            {submission.status === 'rejected'
              ? t('kyc.reason')
              : t('kyc.messageFromCompliance')}{' '}
          </span>
          {submission.message}
        </p>
      )}
      {submission.documents.length > 0 && (
        <ul className="text-muted-foreground">
          {submission.documents.map((d) => (
            <li key={d.id}>
              {t('kyc.documentLine', { kind: t(DOCUMENT_KIND_IDS[d.kind]), file: d.fileName })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
