import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import {
  BusinessVerificationSchema,
  KYB_PEOPLE_MAX,
  roleMay,
  type Business,
  type BusinessVerification as KybForm,
  type BusinessVerificationOverview,
  type VerificationDocument,
} from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClasses } from '@/components/ui/labelled-field';
import { Skeleton } from '@/components/ui/skeleton';
import { CountrySelect } from '@/components/country-select';
import { FileUpload } from '@/components/verification/file-upload';
import { DOCUMENT_KIND_IDS, VerificationStatusBadge } from '@/components/verification/status-badge';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useFormMessage } from '@/lib/i18n/messages';
import { useT } from '@/lib/i18n/use-t';
import {
  businessKeys,
  businessVerificationQuery,
  submitBusinessVerification,
  uploadBusinessDocument,
} from '../api/business';
import { PERSON_ROLE_IDS } from './labels';

type Input = z.input<typeof BusinessVerificationSchema>;
const EMPTY_PERSON = {
  fullName: '',
  role: 'director' as const,
  ownershipPercent: '0',
  dateOfBirth: '',
  nationality: '',
};

/**
 * Business verification (KYB, decision 019): where it stands for every member; the form for
 * owners and admins while the business is not verified (or was asked for more, or refused).
 */
export function BusinessVerification({ business }: { business: Business }) {
  const q = useQuery(businessVerificationQuery(business.id));
  const mayVerify = roleMay(business.role, 'verify');
  const { t } = useT();
  return (
    <Card aria-labelledby="kyb-title">
      <CardHeader>
        <CardTitle id="kyb-title">{t('business.kybTitle')}</CardTitle>
        <CardDescription>{t('business.kybIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {q.isLoading ? (
          <Skeleton className="h-24" />
        ) : q.isError ? (
          <p role="alert">{t('business.kybLoadError')}</p>
        ) : (
          <Standing kyb={q.data!} business={business} mayVerify={mayVerify} />
        )}
      </CardContent>
    </Card>
  );
}

function Standing(props: {
  kyb: BusinessVerificationOverview;
  business: Business;
  mayVerify: boolean;
}) {
  const { kyb } = props;
  const sub = kyb.submission;
  const canSend = !kyb.verified && ['not_started', 'more_info', 'rejected'].includes(kyb.status);
  const { t } = useT();
  const fmt = useFormat();
  /** "12.5" as typed (up to 2 decimals, at most 100), with the language's decimal separator. */
  const percent = (v: string) => fmt.amount(v, v.split('.')[1]?.length ?? 0);
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <VerificationStatusBadge status={kyb.status} />
        {sub && (
          <span className="text-muted-foreground">
            {t('business.kybSent', { date: fmt.dateTime(sub.submittedAt) })}
            {sub.business?.submittedBy
              ? ` ${t('business.byPerson', { name: sub.business.submittedBy })}`
              : ''}
          </span>
        )}
      </div>
      {kyb.verified ? (
        <p>{t('business.kybVerified')}</p>
      ) : kyb.status === 'not_started' ? (
        <p role="note">{t('business.kybNotStarted')}</p>
      ) : kyb.status === 'submitted' || kyb.status === 'in_review' ? (
        <p role="note">
          {t('business.kybReviewing', {
            hours:
              kyb.reviewTargetHours === 48 ? '24-48' : t('kyc.upTo', { n: kyb.reviewTargetHours }),
            days: kyb.reviewMaxBusinessDays,
          })}
        </p>
      ) : null}
      {sub?.message && (
        <p className="rounded-md border border-orange-200 bg-orange-50 p-2 text-orange-950">
          <span className="font-semibold">
            {sub.status === 'rejected' ? t('kyc.reason') : t('kyc.messageFromCompliance')}{' '}
          </span>
          {sub.message}
        </p>
      )}
      {sub?.business && !canSend && (
        <div className="grid gap-1">
          <h3 className="font-semibold">{t('business.kybDeclared')}</h3>
          <ul className="grid gap-0.5">
            {sub.business.people.map((p, i) => (
              <li key={i}>
                {p.fullName} · {t(PERSON_ROLE_IDS[p.role])}
                {Number(p.ownershipPercent) > 0
                  ? ` · ${t('business.percent', { value: percent(p.ownershipPercent) })}`
                  : ''}
              </li>
            ))}
          </ul>
          <p className="text-muted-foreground">
            {sub.documents.map((d) => t(DOCUMENT_KIND_IDS[d.kind])).join(' · ')}
          </p>
        </div>
      )}
      {canSend &&
        (props.mayVerify ? (
          <KybFormView business={props.business} previous={kyb} />
        ) : (
          <p className="text-muted-foreground">{t('business.kybOwnerSends')}</p>
        ))}
    </>
  );
}

function KybFormView({
  business,
  previous,
}: {
  business: Business;
  previous: BusinessVerificationOverview;
}) {
  const qc = useQueryClient();
  const { t } = useT();
  const msg = useFormMessage();
  const prev = previous.status === 'more_info' ? previous.submission : null;
  const lastDoc = (kind: VerificationDocument['kind']) =>
    [...(prev?.documents ?? []), ...previous.pendingDocuments]
      .filter((d) => d.kind === kind)
      .slice(-1)[0] ?? null;
  const [certificate, setCertificate] = useState(lastDoc('certificate_of_incorporation'));
  const [proof, setProof] = useState(lastDoc('proof_of_address'));
  const form = useForm<Input>({
    resolver: zodResolver(BusinessVerificationSchema),
    defaultValues: {
      incorporationDate: prev?.business?.incorporationDate ?? '',
      natureOfBusiness: prev?.business?.natureOfBusiness ?? '',
      certificateFileId: certificate?.id ?? '',
      proofOfAddress: {
        documentDate: prev?.business?.proofOfAddress.documentDate ?? '',
        fileId: proof?.id ?? '',
      },
      people: prev?.business?.people ?? [EMPTY_PERSON],
      noOtherOwners: false as unknown as true,
    },
  });
  const people = useFieldArray({ control: form.control, name: 'people' });
  const m = useMutation({
    mutationFn: (body: KybForm) => submitBusinessVerification(business.id, body),
    onSuccess: async () => {
      toast.success(t('business.kybSentToast'), { description: t('business.kybReviewTime') });
      await qc.invalidateQueries({ queryKey: businessKeys.all });
    },
    onError: (err) => toast.error(t('business.kybSendError'), { description: errorText(err) }),
  });
  const e = form.formState.errors;
  const upload = uploadBusinessDocument(business.id);
  const fileField =
    (
      field: 'certificateFileId' | 'proofOfAddress.fileId',
      set: (d: VerificationDocument | null) => void,
    ) =>
    (d: VerificationDocument | null) => {
      set(d);
      form.setValue(field, d?.id ?? '', { shouldValidate: form.formState.isSubmitted });
    };

  return (
    <form
      noValidate
      className="grid gap-6"
      aria-label={t('business.kybTitle')}
      onSubmit={form.handleSubmit((v) => m.mutate(v as KybForm))}
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-base font-semibold text-navy-900">
          {t('business.kybCompany')}
        </legend>
        <FormField
          label={t('business.incorporationDate')}
          required
          error={e.incorporationDate?.message}
        >
          <Input type="date" {...form.register('incorporationDate')} />
        </FormField>
        <FormField label={t('business.nature')} required error={e.natureOfBusiness?.message}>
          <Input autoComplete="off" {...form.register('natureOfBusiness')} />
        </FormField>
        <div className="min-w-0 sm:col-span-2">
          <FileUpload
            upload={upload}
            kind="certificate_of_incorporation"
            label={t('kyc.docCertificate')}
            hint={t('business.certificateHint')}
            value={certificate}
            onChange={fileField('certificateFileId', setCertificate)}
            error={e.certificateFileId?.message}
          />
        </div>
        <FormField
          label={t('business.proofDate')}
          required
          hint={t('business.proofDateHint')}
          error={e.proofOfAddress?.documentDate?.message}
        >
          <Input type="date" {...form.register('proofOfAddress.documentDate')} />
        </FormField>
        <div className="min-w-0 sm:col-span-2">
          <FileUpload
            upload={upload}
            kind="proof_of_address"
            label={t('business.proofFile')}
            value={proof}
            onChange={fileField('proofOfAddress.fileId', setProof)}
            error={e.proofOfAddress?.fileId?.message}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-1 text-base font-semibold text-navy-900">
          {t('business.kybPeople')}
        </legend>
        <p className="text-muted-foreground">{t('business.kybPeopleIntro')}</p>
        {people.fields.map((field, i) => {
          const pe = e.people?.[i];
          return (
            <fieldset
              key={field.id}
              className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-2"
            >
              <legend className="px-1 font-medium">{t('business.person', { n: i + 1 })}</legend>
              <FormField
                label={t('kyc.fullLegalName')}
                required
                className="sm:col-span-2"
                error={pe?.fullName?.message}
              >
                <Input autoComplete="off" {...form.register(`people.${i}.fullName`)} />
              </FormField>
              <FormField label={t('profile.role')} required error={pe?.role?.message}>
                <select className={selectClasses} {...form.register(`people.${i}.role`)}>
                  {Object.entries(PERSON_ROLE_IDS).map(([k, id]) => (
                    <option key={k} value={k}>
                      {t(id)}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField label={t('business.share')} required error={pe?.ownershipPercent?.message}>
                <Input inputMode="decimal" {...form.register(`people.${i}.ownershipPercent`)} />
              </FormField>
              <FormField label={t('kyc.dateOfBirth')} required error={pe?.dateOfBirth?.message}>
                <Input type="date" {...form.register(`people.${i}.dateOfBirth`)} />
              </FormField>
              <FormField label={t('kyc.nationality')} required error={pe?.nationality?.message}>
                <CountrySelect {...form.register(`people.${i}.nationality`)} />
              </FormField>
              {people.fields.length > 1 && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="justify-self-start sm:col-span-2"
                  onClick={() => people.remove(i)}
                >
                  {t('business.removePerson', { n: i + 1 })}
                </Button>
              )}
            </fieldset>
          );
        })}
        {e.people?.message || e.people?.root?.message ? (
          <p role="alert" className="font-medium text-destructive">
            {msg(e.people?.message ?? e.people?.root?.message)}
          </p>
        ) : null}
        {people.fields.length < KYB_PEOPLE_MAX && (
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => people.append(EMPTY_PERSON)}
          >
            {t('business.addPerson')}
          </Button>
        )}
      </fieldset>

      <div className="grid gap-1">
        <label className="flex items-start gap-2 font-medium">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-navy-900"
            aria-invalid={e.noOtherOwners ? true : undefined}
            aria-describedby={e.noOtherOwners ? 'kyb-declaration-error' : undefined}
            {...form.register('noOtherOwners')}
          />
          {t('business.declaration')}
        </label>
        {e.noOtherOwners ? (
          <p id="kyb-declaration-error" role="alert" className="font-medium text-destructive">
            {msg(e.noOtherOwners.message)}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="justify-self-start" disabled={m.isPending}>
        {m.isPending ? t('business.sending') : t('business.kybSend')}
      </Button>
    </form>
  );
}
