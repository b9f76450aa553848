import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import {
  Tier1SubmissionSchema,
  type Tier1Submission,
  type VerificationDocument,
  type VerificationSubmission,
} from '@mizani/shared';
import { CountrySelect } from '@/components/country-select';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClasses } from '@/components/ui/labelled-field';
import { FileUpload } from '@/components/verification/file-upload';
import { errorText } from '@/lib/error-messages';
import { useT } from '@/lib/i18n/use-t';
import { ID_TYPE_IDS } from './labels';
import { submitTier1, uploadDocument, verificationChanged } from '../api/verification';

type Input1 = z.input<typeof Tier1SubmissionSchema>;

/** Tier 1: personal details, a government ID with its photo or scan, a recent proof of address. */
export function Tier1Form(props: {
  prefill: { fullLegalName: string; country: string | null };
  /** A submission that asked for more information: its answers and files are the start. */
  previous: VerificationSubmission | null;
}) {
  const qc = useQueryClient();
  const { t } = useT();
  const prev = props.previous;
  const prevDoc = (kind: VerificationDocument['kind']) =>
    prev?.documents.filter((d) => d.kind === kind).slice(-1)[0] ?? null;
  const [idFile, setIdFile] = useState<VerificationDocument | null>(prevDoc('id_document'));
  const [proofFile, setProofFile] = useState<VerificationDocument | null>(
    prevDoc('proof_of_address'),
  );
  const form = useForm<Input1>({
    resolver: zodResolver(Tier1SubmissionSchema),
    defaultValues: {
      personal: prev?.personal ?? {
        fullLegalName: props.prefill.fullLegalName,
        country: props.prefill.country ?? '',
        nationality: props.prefill.country ?? '',
        dateOfBirth: '',
        addressLine1: '',
        city: '',
        phone: '',
      },
      idDocument: {
        ...(prev?.idDocument ?? {
          type: 'passport',
          number: '',
          issuingCountry: '',
          expiryDate: '',
        }),
        fileId: idFile?.id ?? '',
      },
      proofOfAddress: {
        documentDate: prev?.proofOfAddress?.documentDate ?? '',
        fileId: proofFile?.id ?? '',
      },
    },
  });
  const m = useMutation({
    mutationFn: submitTier1,
    onSuccess: () => {
      toast.success(t('kyc.submitted'), { description: t('kyc.reviewTime') });
      verificationChanged(qc);
    },
    onError: (err) => toast.error(t('kyc.submitError'), { description: errorText(err) }),
  });
  const e = form.formState.errors;
  const setFile =
    (
      field: 'idDocument.fileId' | 'proofOfAddress.fileId',
      set: (d: VerificationDocument | null) => void,
    ) =>
    (d: VerificationDocument | null) => {
      set(d);
      form.setValue(field, d?.id ?? '', { shouldValidate: form.formState.isSubmitted });
    };
  const text = (name: Parameters<typeof form.register>[0], opts?: { optional?: boolean }) =>
    form.register(
      name,
      opts?.optional ? { setValueAs: (v: string) => (v?.trim() ? v : undefined) } : {},
    );

  return (
    <form
      noValidate
      className="grid gap-6"
      onSubmit={form.handleSubmit((v) => m.mutate(v as Tier1Submission))}
      aria-label={t('kyc.tier1FormLabel')}
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-base font-semibold text-navy-900">
          {t('kyc.personalDetails')}
        </legend>
        <FormField
          label={t('kyc.fullLegalName')}
          required
          className="sm:col-span-2"
          hint={t('kyc.fullLegalNameHint')}
          error={e.personal?.fullLegalName?.message}
        >
          <Input autoComplete="name" {...text('personal.fullLegalName')} />
        </FormField>
        <FormField label={t('kyc.dateOfBirth')} required error={e.personal?.dateOfBirth?.message}>
          <Input type="date" autoComplete="bday" {...text('personal.dateOfBirth')} />
        </FormField>
        <FormField label={t('kyc.nationality')} required error={e.personal?.nationality?.message}>
          <CountrySelect {...form.register('personal.nationality')} />
        </FormField>
        <FormField
          label={t('kyc.streetAddress')}
          required
          className="sm:col-span-2"
          error={e.personal?.addressLine1?.message}
        >
          <Input autoComplete="address-line1" {...text('personal.addressLine1')} />
        </FormField>
        <FormField
          label={t('kyc.addressLine2')}
          className="sm:col-span-2"
          error={e.personal?.addressLine2?.message}
        >
          <Input
            autoComplete="address-line2"
            {...text('personal.addressLine2', { optional: true })}
          />
        </FormField>
        <FormField label={t('kyc.city')} required error={e.personal?.city?.message}>
          <Input autoComplete="address-level2" {...text('personal.city')} />
        </FormField>
        <FormField label={t('kyc.postalCode')} error={e.personal?.postalCode?.message}>
          <Input autoComplete="postal-code" {...text('personal.postalCode', { optional: true })} />
        </FormField>
        <FormField label={t('kyc.residence')} required error={e.personal?.country?.message}>
          <CountrySelect autoComplete="country-name" {...form.register('personal.country')} />
        </FormField>
        <FormField
          label={t('kyc.phone')}
          required
          hint={t('kyc.phoneHint')}
          error={e.personal?.phone?.message}
        >
          <Input type="tel" autoComplete="tel" {...text('personal.phone')} />
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-base font-semibold text-navy-900">
          {t('kyc.docIdDocument')}
        </legend>
        <FormField label={t('kyc.idType')} required error={e.idDocument?.type?.message}>
          <select className={selectClasses} {...form.register('idDocument.type')}>
            {Object.entries(ID_TYPE_IDS).map(([k, id]) => (
              <option key={k} value={k}>
                {t(id)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('kyc.idNumber')} required error={e.idDocument?.number?.message}>
          <Input autoComplete="off" {...text('idDocument.number')} />
        </FormField>
        <FormField
          label={t('kyc.issuingCountry')}
          required
          error={e.idDocument?.issuingCountry?.message}
        >
          <CountrySelect {...form.register('idDocument.issuingCountry')} />
        </FormField>
        <FormField label={t('kyc.expiryDate')} required error={e.idDocument?.expiryDate?.message}>
          <Input type="date" {...text('idDocument.expiryDate')} />
        </FormField>
        <div className="min-w-0 sm:col-span-2">
          <FileUpload
            upload={uploadDocument}
            kind="id_document"
            label={t('kyc.idFile')}
            value={idFile}
            onChange={setFile('idDocument.fileId', setIdFile)}
            error={e.idDocument?.fileId?.message}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-base font-semibold text-navy-900">
          {t('kyc.docProofOfAddress')}
        </legend>
        <p className="text-sm text-muted-foreground sm:col-span-2">{t('kyc.proofIntro')}</p>
        <FormField
          label={t('kyc.documentDate')}
          required
          error={e.proofOfAddress?.documentDate?.message}
        >
          <Input type="date" {...text('proofOfAddress.documentDate')} />
        </FormField>
        <div className="min-w-0 sm:col-span-2">
          <FileUpload
            upload={uploadDocument}
            kind="proof_of_address"
            label={t('kyc.proofFile')}
            value={proofFile}
            onChange={setFile('proofOfAddress.fileId', setProofFile)}
            error={e.proofOfAddress?.fileId?.message}
          />
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={m.isPending}>
          {m.isPending ? t('kyc.submitting') : prev ? t('kyc.resubmit') : t('kyc.submit')}
        </Button>
        <p className="text-sm text-muted-foreground">{t('kyc.reviewTime')}</p>
      </div>
    </form>
  );
}
