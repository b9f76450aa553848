import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import {
  Tier2SubmissionSchema,
  type Tier2Submission,
  type VerificationDocument,
  type VerificationSubmission,
} from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClasses } from '@/components/ui/labelled-field';
import { Textarea } from '@/components/ui/textarea';
import { FileUpload } from '@/components/verification/file-upload';
import { errorText } from '@/lib/error-messages';
import { useT } from '@/lib/i18n/use-t';
import { SOURCE_IDS } from './labels';
import { submitTier2, uploadDocument, verificationChanged } from '../api/verification';

type Input2 = z.input<typeof Tier2SubmissionSchema>;

/** Tier 2 (enhanced due diligence): where the money comes from, with a supporting document. */
export function Tier2Form({ previous }: { previous: VerificationSubmission | null }) {
  const qc = useQueryClient();
  const { t } = useT();
  const [file, setFile] = useState<VerificationDocument | null>(
    previous?.documents.filter((d) => d.kind === 'source_of_funds').slice(-1)[0] ?? null,
  );
  const form = useForm<Input2>({
    resolver: zodResolver(Tier2SubmissionSchema),
    defaultValues: {
      sourceOfFunds: previous?.sourceOfFunds?.sourceOfFunds ?? 'business_income',
      description: previous?.sourceOfFunds?.description ?? '',
      expectedMonthlyVolumeUsd: previous?.sourceOfFunds?.expectedMonthlyVolumeUsd ?? '',
      fileId: file?.id ?? '',
    },
  });
  const m = useMutation({
    mutationFn: submitTier2,
    onSuccess: () => {
      toast.success(t('kyc.tier2Submitted'));
      verificationChanged(qc);
    },
    onError: (err) => toast.error(t('kyc.submitError'), { description: errorText(err) }),
  });
  const e = form.formState.errors;
  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-label={t('kyc.tier2FormLabel')}
      onSubmit={form.handleSubmit((v) => m.mutate(v as Tier2Submission))}
    >
      <FormField label={t('kyc.docSourceOfFunds')} required error={e.sourceOfFunds?.message}>
        <select className={selectClasses} {...form.register('sourceOfFunds')}>
          {Object.entries(SOURCE_IDS).map(([k, id]) => (
            <option key={k} value={k}>
              {t(id)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        label={t('kyc.monthlyVolume')}
        required
        error={e.expectedMonthlyVolumeUsd?.message}
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          {...form.register('expectedMonthlyVolumeUsd')}
        />
      </FormField>
      <FormField
        label={t('kyc.describeFunds')}
        required
        className="sm:col-span-2"
        error={e.description?.message}
      >
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <div className="min-w-0 sm:col-span-2">
        <FileUpload
          upload={uploadDocument}
          kind="source_of_funds"
          label={t('kyc.supportingDocument')}
          hint={t('kyc.supportingHint')}
          value={file}
          onChange={(d) => {
            setFile(d);
            form.setValue('fileId', d?.id ?? '', { shouldValidate: form.formState.isSubmitted });
          }}
          error={e.fileId?.message}
        />
      </div>
      <Button type="submit" className="sm:col-span-2 sm:justify-self-start" disabled={m.isPending}>
        {m.isPending ? t('kyc.submitting') : t('kyc.submitEnhanced')}
      </Button>
    </form>
  );
}
