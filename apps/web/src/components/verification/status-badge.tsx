import { VERIFICATION_STATUS_LABELS, type VerificationStatus } from '@mizani/shared';

// Where a verification stands, a person's or a business's (KYB, decision 019).

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
