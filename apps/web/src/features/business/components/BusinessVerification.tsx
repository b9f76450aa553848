import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  BusinessVerificationSchema,
  DOCUMENT_KIND_LABELS,
  KYB_PEOPLE_MAX,
  KYB_PERSON_ROLES,
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
import { VerificationStatusBadge } from '@/components/verification/status-badge';
import { errorText } from '@/lib/error-messages';
import { formatDateTime } from '@/lib/format';
import {
  businessKeys,
  businessVerificationQuery,
  submitBusinessVerification,
  uploadBusinessDocument,
} from '../api/business';

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
  return (
    <Card aria-labelledby="kyb-title">
      <CardHeader>
        <CardTitle id="kyb-title">Business verification</CardTitle>
        <CardDescription>
          Certificate of incorporation, proof of the registered address, and the directors and
          owners of more than 25%, as the law asks of every licensed money services business.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {q.isLoading ? (
          <Skeleton className="h-24" />
        ) : q.isError ? (
          <p role="alert">The verification could not be loaded. Reload the page to try again.</p>
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
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <VerificationStatusBadge status={kyb.status} />
        {sub && (
          <span className="text-muted-foreground">
            sent {formatDateTime(sub.submittedAt)}
            {sub.business?.submittedBy ? ` by ${sub.business.submittedBy}` : ''}
          </span>
        )}
      </div>
      {kyb.verified ? (
        <p>Verified: the business can fund, convert and withdraw within its limits.</p>
      ) : kyb.status === 'not_started' ? (
        <p role="note">
          Not verified yet: you can invite your team, but the business cannot move money until
          Mizani has verified it.
        </p>
      ) : kyb.status === 'submitted' || kyb.status === 'in_review' ? (
        <p role="note">
          We are reviewing the business: it takes{' '}
          {kyb.reviewTargetHours === 48 ? '24-48' : `up to ${kyb.reviewTargetHours}`} hours, up to{' '}
          {kyb.reviewMaxBusinessDays} business days. Owners and admins are told when it is decided;
          until then the business cannot move money.
        </p>
      ) : null}
      {sub?.message && (
        <p className="rounded-md border border-orange-200 bg-orange-50 p-2 text-orange-950">
          <span className="font-semibold">
            {sub.status === 'rejected' ? 'Reason: ' : 'Message from our compliance team: '}
          </span>
          {sub.message}
        </p>
      )}
      {sub?.business && !canSend && (
        <div className="grid gap-1">
          <h3 className="font-semibold">Directors and owners declared</h3>
          <ul className="grid gap-0.5">
            {sub.business.people.map((p, i) => (
              <li key={i}>
                {p.fullName} · {KYB_PERSON_ROLES[p.role]}
                {Number(p.ownershipPercent) > 0 ? ` · ${p.ownershipPercent}%` : ''}
              </li>
            ))}
          </ul>
          <p className="text-muted-foreground">
            {sub.documents.map((d) => DOCUMENT_KIND_LABELS[d.kind]).join(' · ')}
          </p>
        </div>
      )}
      {canSend &&
        (props.mayVerify ? (
          <KybFormView business={props.business} previous={kyb} />
        ) : (
          <p className="text-muted-foreground">
            An owner or admin of the business sends its verification.
          </p>
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
      toast.success('Business verification sent', {
        description: 'Review takes 24-48 hours, up to 5 business days.',
      });
      await qc.invalidateQueries({ queryKey: businessKeys.all });
    },
    onError: (err) => toast.error('Could not send', { description: errorText(err) }),
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
      aria-label="Business verification"
      onSubmit={form.handleSubmit((v) => m.mutate(v as KybForm))}
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-base font-semibold text-navy-900">The company</legend>
        <FormField label="Date of incorporation" required error={e.incorporationDate?.message}>
          <Input type="date" {...form.register('incorporationDate')} />
        </FormField>
        <FormField label="What the business does" required error={e.natureOfBusiness?.message}>
          <Input autoComplete="off" {...form.register('natureOfBusiness')} />
        </FormField>
        <div className="min-w-0 sm:col-span-2">
          <FileUpload
            upload={upload}
            kind="certificate_of_incorporation"
            label="Certificate of incorporation"
            hint="The registry's certificate (or its official extract). PDF, JPEG or PNG, up to 10 MB."
            value={certificate}
            onChange={fileField('certificateFileId', setCertificate)}
            error={e.certificateFileId?.message}
          />
        </div>
        <FormField
          label="Date on the proof of address"
          required
          hint="A utility bill, bank statement or lease of the registered address, within 3 months"
          error={e.proofOfAddress?.documentDate?.message}
        >
          <Input type="date" {...form.register('proofOfAddress.documentDate')} />
        </FormField>
        <div className="min-w-0 sm:col-span-2">
          <FileUpload
            upload={upload}
            kind="proof_of_address"
            label="Proof of registered address"
            value={proof}
            onChange={fileField('proofOfAddress.fileId', setProof)}
            error={e.proofOfAddress?.fileId?.message}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-1 text-base font-semibold text-navy-900">
          Directors and beneficial owners
        </legend>
        <p className="text-muted-foreground">
          Every director, and every person who owns or controls more than 25% of the business,
          directly or through other companies.
        </p>
        {people.fields.map((field, i) => {
          const pe = e.people?.[i];
          return (
            <fieldset
              key={field.id}
              className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-2"
            >
              <legend className="px-1 font-medium">Person {i + 1}</legend>
              <FormField
                label="Full legal name"
                required
                className="sm:col-span-2"
                error={pe?.fullName?.message}
              >
                <Input autoComplete="off" {...form.register(`people.${i}.fullName`)} />
              </FormField>
              <FormField label="Role" required error={pe?.role?.message}>
                <select className={selectClasses} {...form.register(`people.${i}.role`)}>
                  {Object.entries(KYB_PERSON_ROLES).map(([k, v]) => (
                    <option key={k} value={k}>
                      {v}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField label="Share held (%)" required error={pe?.ownershipPercent?.message}>
                <Input inputMode="decimal" {...form.register(`people.${i}.ownershipPercent`)} />
              </FormField>
              <FormField label="Date of birth" required error={pe?.dateOfBirth?.message}>
                <Input type="date" {...form.register(`people.${i}.dateOfBirth`)} />
              </FormField>
              <FormField label="Nationality" required error={pe?.nationality?.message}>
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
                  Remove person {i + 1}
                </Button>
              )}
            </fieldset>
          );
        })}
        {e.people?.message || e.people?.root?.message ? (
          <p role="alert" className="font-medium text-destructive">
            {e.people?.message ?? e.people?.root?.message}
          </p>
        ) : null}
        {people.fields.length < KYB_PEOPLE_MAX && (
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => people.append(EMPTY_PERSON)}
          >
            Add a director or owner
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
          Nobody else owns or controls more than 25% of the business
        </label>
        {e.noOtherOwners ? (
          <p id="kyb-declaration-error" role="alert" className="font-medium text-destructive">
            {e.noOtherOwners.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="justify-self-start" disabled={m.isPending}>
        {m.isPending ? 'Sending…' : 'Send for verification'}
      </Button>
    </form>
  );
}
