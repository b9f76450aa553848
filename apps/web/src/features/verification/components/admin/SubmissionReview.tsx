import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import {
  REVIEW_CHECKS,
  ReviewDecisionSchema,
  type IdDocumentType,
  type KybPersonRole,
  type ReviewCheck,
  type ReviewDecision,
  type SourceOfFunds,
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
import { useFormat } from '@/lib/i18n/format';
import { useFormMessage } from '@/lib/i18n/messages';
import { useT } from '@/lib/i18n/use-t';
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
  const { t } = useT();
  return (
    <Dialog open={!!props.id} onOpenChange={(o) => !o && props.onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('admin.verification.reviewTitle')}</DialogTitle>
          <DialogDescription>{t('admin.verification.reviewIntro')}</DialogDescription>
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
  const { t } = useT();
  const fmt = useFormat();
  const msg = useFormMessage();
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

  const body = (decision: ReviewDecision['decision']): ReviewDecision => ({
    decision,
    checks,
    ...(message.trim() ? { message: message.trim() } : {}),
  });
  const decide = useMutation({
    mutationFn: (decision: ReviewDecision['decision']) => decideSubmission(d.id, body(decision)),
    onSuccess: (r, decision) => {
      verificationAdminChanged(qc);
      toast.success(
        t(
          r.awaitingSecondApproval
            ? 'admin.verification.firstApproval'
            : decision === 'approve'
              ? business
                ? 'admin.verification.approvedBusiness'
                : 'admin.verification.approvedClient'
              : decision === 'reject'
                ? 'admin.verification.rejectedToast'
                : 'admin.verification.moreInfoToast',
        ),
      );
      onDone();
    },
    onError: (err) => setError(errorText(err)),
  });
  // The shared schema first, so its message shows in the reviewer's language (the API answers
  // the same message in English).
  const submit = (decision: ReviewDecision['decision']) => {
    const parsed = ReviewDecisionSchema.safeParse(body(decision));
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    decide.mutate(decision);
  };
  const open = d.status === 'submitted' || d.status === 'in_review';
  const s = d.submission;
  const name = d.fullLegalName ?? d.email;
  const business = d.holderKind === 'business';
  // A business's checks keep a person's keys, worded for KYB (decision 019).
  const checkLabel = (k: ReviewCheck) =>
    t(business ? `admin.verification.kybCheck.${k}` : `admin.verification.check.${k}`);
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">{name}</span>
        <span className="text-muted-foreground">{d.email}</span>
        <VerificationStatusBadge status={d.status} />
        <span>
          {business
            ? t('admin.verification.kybSentBy', { by: s.business?.submittedBy ?? d.email })
            : t('admin.verification.tierRequested', { tier: d.tier, current: d.currentTier })}
        </span>
        <span className="text-muted-foreground">
          {t('admin.verification.submittedAt', { at: fmt.dateTime(d.submittedAt) })}
        </span>
      </div>
      {d.screening !== 'clear' && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-900"
        >
          {t(
            d.screening === 'frozen'
              ? 'admin.verification.frozenNote'
              : 'admin.verification.possibleMatchNote',
          )}
        </p>
      )}
      {d.firstApprovalBy && (
        <p className="rounded-md border border-sky-200 bg-sky-50 p-2 text-sm text-sky-900">
          {t('admin.verification.firstApprovalBy', { by: d.firstApprovalBy })}
        </p>
      )}
      <dl className="grid gap-1.5">
        {s.business && (
          <>
            <Row label={t('admin.verification.legalName')} value={s.business.legalName} />
            <Row
              label={t('admin.verification.registrationNumber')}
              value={s.business.registrationNumber}
            />
            <Row label={t('admin.users.country')} value={s.business.country} />
            <Row label={t('admin.verification.registeredAddress')} value={s.business.address} />
            <Row
              label={t('admin.verification.incorporated')}
              value={s.business.incorporationDate}
            />
            <Row label={t('admin.verification.activity')} value={s.business.natureOfBusiness} />
            <Row
              label={t('admin.verification.proofDated')}
              value={s.business.proofOfAddress.documentDate}
            />
            {s.business.people.map((p, i) => (
              <Row
                key={i}
                label={t(`admin.verification.role.${p.role as KybPersonRole}`)}
                value={t('admin.verification.person', {
                  name: p.fullName,
                  percent: p.ownershipPercent,
                  born: p.dateOfBirth,
                  nationality: p.nationality,
                })}
              />
            ))}
          </>
        )}
        {s.personal && (
          <>
            <Row label={t('admin.verification.fullName')} value={s.personal.fullLegalName} />
            <Row label={t('admin.verification.birthDate')} value={s.personal.dateOfBirth} />
            <Row label={t('admin.verification.nationality')} value={s.personal.nationality} />
            <Row
              label={t('admin.verification.address')}
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
            <Row label={t('admin.inbox.field.phone')} value={s.personal.phone} />
          </>
        )}
        {s.idDocument && (
          <Row
            label={t('admin.verification.doc.id_document')}
            value={t('admin.verification.idValue', {
              type: t(`admin.verification.idType.${s.idDocument.type as IdDocumentType}`),
              number: s.idDocument.number,
              country: s.idDocument.issuingCountry,
              expires: s.idDocument.expiryDate,
            })}
          />
        )}
        {s.proofOfAddress && (
          <Row label={t('admin.verification.proofDated')} value={s.proofOfAddress.documentDate} />
        )}
        {s.sourceOfFunds && (
          <>
            <Row
              label={t('admin.verification.doc.source_of_funds')}
              value={t(
                `admin.verification.source.${s.sourceOfFunds.sourceOfFunds as SourceOfFunds}`,
              )}
            />
            <Row label={t('admin.verification.description')} value={s.sourceOfFunds.description} />
            <Row
              label={t('admin.verification.monthlyVolume')}
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
            <legend className="mb-1 text-sm font-semibold">{t('admin.verification.checks')}</legend>
            {(Object.keys(REVIEW_CHECKS) as ReviewCheck[]).map((k) => (
              <label key={k} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-navy-900"
                  checked={checks[k]}
                  onChange={(e) => setChecks({ ...checks, [k]: e.target.checked })}
                />
                {checkLabel(k)}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-msg`}>{t('admin.verification.message')}</Label>
            <Textarea
              id={`${ids}-msg`}
              rows={3}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </div>
          {error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {msg(error)}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="success" disabled={decide.isPending} onClick={() => submit('approve')}>
              {t('admin.verification.approve')}
            </Button>
            <Button
              variant="outline"
              disabled={decide.isPending}
              onClick={() => submit('more_info')}
            >
              {t('admin.verification.askMore')}
            </Button>
            <Button
              variant="destructive"
              disabled={decide.isPending}
              onClick={() => submit('reject')}
            >
              {t('admin.verification.reject')}
            </Button>
          </div>
        </div>
      ) : (
        s.message && <Row label={t('admin.verification.messageSent')} value={s.message} />
      )}
      {d.history.length > 0 && (
        <div className="border-t pt-3">
          <h3 className="text-sm font-semibold">{t('admin.verification.earlier')}</h3>
          <ul className="text-sm text-muted-foreground">
            {d.history.map((h) => (
              <li key={h.id}>
                {t('admin.verification.tierN', { n: h.tier })} · {fmt.dateTime(h.submittedAt)} ·{' '}
                <VerificationStatusBadge status={h.status} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
