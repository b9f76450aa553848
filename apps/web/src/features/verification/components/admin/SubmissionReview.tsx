import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  ID_DOCUMENT_TYPES,
  KYB_PERSON_ROLES,
  KYB_REVIEW_CHECKS,
  REVIEW_CHECKS,
  SOURCES_OF_FUNDS,
  type ReviewCheck,
  type ReviewDecision,
} from '@mizani/shared';
import { QueryState } from '@/components/admin-list';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorText } from '@/lib/error-messages';
import { formatDateTime } from '@/lib/format';
import {
  decideSubmission,
  startReview,
  submissionQuery,
  verificationAdminChanged,
  type SubmissionDetail,
} from '../../api/admin';
import { VerificationStatusBadge } from '../SubmissionStatus';
import { DocumentViewer } from './DocumentViewer';

const NO_CHECKS: Record<ReviewCheck, boolean> = {
  legible: false,
  nameMatches: false,
  notExpired: false,
  addressRecent: false,
};

/** One submission: what the client declared, the documents, the checks and the decision. */
export function SubmissionReview(props: { id: string | null; onClose: () => void }) {
  const q = useQuery({ ...submissionQuery(props.id ?? ''), enabled: !!props.id });
  return (
    <Dialog open={!!props.id} onOpenChange={(o) => !o && props.onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Verification review</DialogTitle>
          <DialogDescription>
            Check the documents against the declared details, then decide. Every decision is audited
            and the client is told by notification and email.
          </DialogDescription>
        </DialogHeader>
        <QueryState query={q} rows={6}>
          {(d) => <Review d={d} onDone={props.onClose} />}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{value || '—'}</dd>
    </div>
  );
}

function Review({ d, onDone }: { d: SubmissionDetail; onDone: () => void }) {
  const ids = useId();
  const qc = useQueryClient();
  const [checks, setChecks] = useState<Record<ReviewCheck, boolean>>(
    (d.checks as Record<ReviewCheck, boolean> | null) ?? NO_CHECKS,
  );
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => startReview(d.id),
    onSuccess: () => verificationAdminChanged(qc),
  });
  // Opening a submitted one takes it into review (the client is told).
  useEffect(() => {
    if (d.status === 'submitted' && start.isIdle) start.mutate();
  }, [d.status]); // eslint-disable-line react-hooks/exhaustive-deps

  const decide = useMutation({
    mutationFn: (decision: ReviewDecision['decision']) =>
      decideSubmission(d.id, {
        decision,
        checks,
        ...(message.trim() ? { message: message.trim() } : {}),
      }),
    onSuccess: (r, decision) => {
      verificationAdminChanged(qc);
      toast.success(
        r.awaitingSecondApproval
          ? 'First approval recorded: a second admin must approve'
          : decision === 'approve'
            ? business
              ? 'Approved: the business is verified'
              : 'Approved: the client is verified'
            : decision === 'reject'
              ? 'Rejected: the client has been told why'
              : 'The client has been asked for more information',
      );
      onDone();
    },
    onError: (err) => setError(errorText(err)),
  });
  const open = d.status === 'submitted' || d.status === 'in_review';
  const s = d.submission;
  const name = d.fullLegalName ?? d.email;
  const business = d.holderKind === 'business';
  // A business's checks keep a person's keys, worded for KYB (decision 019).
  const checkLabels = business ? KYB_REVIEW_CHECKS : REVIEW_CHECKS;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">{name}</span>
        <span className="text-muted-foreground">{d.email}</span>
        <VerificationStatusBadge status={d.status} />
        <span>
          {business
            ? `Business verification (KYB) · sent by ${s.business?.submittedBy ?? d.email}`
            : `Tier ${d.tier} requested · client at tier ${d.currentTier}`}
        </span>
        <span className="text-muted-foreground">submitted {formatDateTime(d.submittedAt)}</span>
      </div>
      {d.screening !== 'clear' && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-900"
        >
          {d.screening === 'frozen'
            ? 'This account is frozen after a confirmed screening match.'
            : 'Possible sanctions or PEP match: decide the open case on the Screening tab before approving.'}
        </p>
      )}
      {d.firstApprovalBy && (
        <p className="rounded-md border border-sky-200 bg-sky-50 p-2 text-sm text-sky-900">
          First approval by {d.firstApprovalBy}; a second admin must approve.
        </p>
      )}
      <dl className="grid gap-1.5">
        {s.business && (
          <>
            <Row label="Registered legal name" value={s.business.legalName} />
            <Row label="Registration number" value={s.business.registrationNumber} />
            <Row label="Country" value={s.business.country} />
            <Row label="Registered address" value={s.business.address} />
            <Row label="Incorporated" value={s.business.incorporationDate} />
            <Row label="Business activity" value={s.business.natureOfBusiness} />
            <Row label="Proof of address dated" value={s.business.proofOfAddress.documentDate} />
            {s.business.people.map((p, i) => (
              <Row
                key={i}
                label={KYB_PERSON_ROLES[p.role]}
                value={`${p.fullName} · ${p.ownershipPercent}% · born ${p.dateOfBirth} · ${p.nationality}`}
              />
            ))}
          </>
        )}
        {s.personal && (
          <>
            <Row label="Full legal name" value={s.personal.fullLegalName} />
            <Row label="Date of birth" value={s.personal.dateOfBirth} />
            <Row label="Nationality" value={s.personal.nationality} />
            <Row
              label="Address"
              value={[
                s.personal.addressLine1,
                s.personal.addressLine2,
                s.personal.city,
                s.personal.postalCode,
                s.personal.country,
              ]
                .filter(Boolean)
                .join(', ')}
            />
            <Row label="Phone" value={s.personal.phone} />
          </>
        )}
        {s.idDocument && (
          <Row
            label="Government ID"
            value={`${ID_DOCUMENT_TYPES[s.idDocument.type]} ${s.idDocument.number}, ${s.idDocument.issuingCountry}, expires ${s.idDocument.expiryDate}`}
          />
        )}
        {s.proofOfAddress && (
          <Row label="Proof of address dated" value={s.proofOfAddress.documentDate} />
        )}
        {s.sourceOfFunds && (
          <>
            <Row label="Source of funds" value={SOURCES_OF_FUNDS[s.sourceOfFunds.sourceOfFunds]} />
            <Row label="Description" value={s.sourceOfFunds.description} />
            <Row
              label="Expected monthly volume"
              value={`${s.sourceOfFunds.expectedMonthlyVolumeUsd} USD`}
            />
          </>
        )}
      </dl>
      <div className="grid gap-3 md:grid-cols-2">
        {s.documents.map((doc) => (
          <DocumentViewer key={doc.id} doc={doc} owner={name} />
        ))}
      </div>
      {open ? (
        <div className="grid gap-4 border-t pt-4">
          <fieldset className="grid gap-2 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-semibold">Checks</legend>
            {(Object.keys(checkLabels) as ReviewCheck[]).map((k) => (
              <label key={k} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-navy-900"
                  checked={checks[k]}
                  onChange={(e) => setChecks({ ...checks, [k]: e.target.checked })}
                />
                {checkLabels[k]}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-msg`}>
              Message to the client (for more information or a rejection)
            </Label>
            <Textarea
              id={`${ids}-msg`}
              rows={3}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </div>
          {error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="success"
              disabled={decide.isPending}
              onClick={() => decide.mutate('approve')}
            >
              Approve
            </Button>
            <Button
              variant="outline"
              disabled={decide.isPending}
              onClick={() => decide.mutate('more_info')}
            >
              Ask for more information
            </Button>
            <Button
              variant="destructive"
              disabled={decide.isPending}
              onClick={() => decide.mutate('reject')}
            >
              Reject
            </Button>
          </div>
        </div>
      ) : (
        s.message && <Row label="Message sent" value={s.message} />
      )}
      {d.history.length > 0 && (
        <div className="border-t pt-3">
          <h3 className="text-sm font-semibold">Earlier submissions</h3>
          <ul className="text-sm text-muted-foreground">
            {d.history.map((h) => (
              <li key={h.id}>
                Tier {h.tier} · {formatDateTime(h.submittedAt)} ·{' '}
                <VerificationStatusBadge status={h.status} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
