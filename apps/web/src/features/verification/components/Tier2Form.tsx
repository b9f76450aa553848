import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  SOURCES_OF_FUNDS,
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
import { submitTier2, uploadDocument, verificationChanged } from '../api/verification';

type Input2 = z.input<typeof Tier2SubmissionSchema>;

/** Tier 2 (enhanced due diligence): where the money comes from, with a supporting document. */
export function Tier2Form({ previous }: { previous: VerificationSubmission | null }) {
  const qc = useQueryClient();
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
      toast.success('Enhanced verification submitted');
      verificationChanged(qc);
    },
    onError: (err) => toast.error('Could not submit', { description: errorText(err) }),
  });
  const e = form.formState.errors;
  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-label="Tier 2 enhanced due diligence"
      onSubmit={form.handleSubmit((v) => m.mutate(v as Tier2Submission))}
    >
      <FormField label="Source of funds" required error={e.sourceOfFunds?.message}>
        <select className={selectClasses} {...form.register('sourceOfFunds')}>
          {Object.entries(SOURCES_OF_FUNDS).map(([k, v]) => (
            <option key={k} value={k}>
              {v}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        label="Expected monthly volume (USD)"
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
        label="Describe your source of funds"
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
          label="Supporting document"
          hint="Payslips, audited accounts, a sale agreement or bank statements. PDF, JPEG or PNG, up to 10 MB."
          value={file}
          onChange={(d) => {
            setFile(d);
            form.setValue('fileId', d?.id ?? '', { shouldValidate: form.formState.isSubmitted });
          }}
          error={e.fileId?.message}
        />
      </div>
      <Button type="submit" className="sm:col-span-2 sm:justify-self-start" disabled={m.isPending}>
        {m.isPending ? 'Submitting…' : 'Submit for enhanced review'}
      </Button>
    </form>
  );
}
