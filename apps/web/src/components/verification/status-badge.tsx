import type { DocumentKind, VerificationStatus } from '@mizani/shared';
import type { MessageId } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

// Where a verification stands, a person's or a business's (KYB, decision 019).

const TONE: Record<VerificationStatus, string> = {
  not_started: 'bg-muted text-muted-foreground',
  submitted: 'bg-amber-50 text-amber-900',
  in_review: 'bg-sky-50 text-sky-900',
  more_info: 'bg-orange-50 text-orange-900',
  approved: 'bg-emerald-50 text-emerald-800',
  rejected: 'bg-red-50 text-red-800',
};

/** The shared VERIFICATION_STATUS_LABELS, in the page's language. */
export const VERIFICATION_STATUS_IDS: Record<VerificationStatus, MessageId> = {
  not_started: 'kyc.statusNotStarted',
  submitted: 'kyc.statusSubmitted',
  in_review: 'kyc.statusInReview',
  more_info: 'kyc.statusMoreInfo',
  approved: 'kyc.statusApproved',
  rejected: 'kyc.statusRejected',
};

/** The shared DOCUMENT_KIND_LABELS, in the page's language. */
export const DOCUMENT_KIND_IDS: Record<DocumentKind, MessageId> = {
  id_document: 'kyc.docIdDocument',
  proof_of_address: 'kyc.docProofOfAddress',
  source_of_funds: 'kyc.docSourceOfFunds',
  certificate_of_incorporation: 'kyc.docCertificate',
};

export function VerificationStatusBadge({ status }: { status: VerificationStatus }) {
  const { t } = useT();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}
    >
      {t(VERIFICATION_STATUS_IDS[status])}
    </span>
  );
}
