import { useId, useState } from 'react';
import { FileCheck2, Upload, X } from 'lucide-react';
import { UPLOAD_MAX_BYTES, type DocumentKind, type VerificationDocument } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useFormMessage } from '@/lib/i18n/messages';
import { useT } from '@/lib/i18n/use-t';
import { DOCUMENT_KIND_IDS } from './status-badge';

const ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';
/** "1.5 MB", "12 kB" with the language's decimal separator (a size, not an amount). */
const sizeText = (n: number, amount: (v: string, decimals: number) => string) =>
  n >= 1024 * 1024
    ? `${amount((n / 1024 / 1024).toFixed(1), 1)} MB`
    : `${amount(String(Math.max(1, Math.round(n / 1024))), 0)} kB`;

/** Sends one file to where its verification keeps documents (a person's, or a business's). */
export type UploadFn = (
  file: File,
  kind: DocumentKind,
  onProgress: (fraction: number) => void,
) => Promise<{ document: VerificationDocument }>;

/**
 * One document: choose a file, watch it upload (a progress bar), see it stored or why not. The
 * server checks the content; this only spares a useless upload of an over-size file. Shared by
 * a person's verification and a business's (KYB, decision 019), each with its own `upload`.
 */
export function FileUpload(props: {
  upload: UploadFn;
  kind: DocumentKind;
  label: string;
  hint?: string;
  value: VerificationDocument | null;
  onChange: (doc: VerificationDocument | null) => void;
  error?: string;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useT();
  const fmt = useFormat();
  const msg = useFormMessage();
  const size = (n: number) => sizeText(n, fmt.amount);

  async function choose(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    if (file.size > UPLOAD_MAX_BYTES) {
      setProblem(t('kyc.fileTooLarge', { file: file.name, size: size(file.size) }));
      return;
    }
    setProgress(0);
    try {
      const { document } = await props.upload(file, props.kind, setProgress);
      props.onChange(document);
    } catch (err) {
      setProblem(errorText(err));
    } finally {
      setProgress(null);
    }
  }

  const error = problem ?? msg(props.error);
  const pct = progress === null ? 0 : Math.round(progress * 100);
  return (
    <div className="grid min-w-0 gap-1.5" data-testid={`upload-${props.kind}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      {props.value ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-emerald-50/60 px-3 py-2 text-sm">
          <span className="flex min-w-0 items-center gap-2">
            <FileCheck2 className="size-4 shrink-0 text-emerald-700" aria-hidden />
            <span className="truncate font-medium">{props.value.fileName}</span>
            <span className="text-muted-foreground">
              · {size(props.value.size)} · {t('kyc.uploaded')}
            </span>
          </span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => props.onChange(null)}
            aria-label={t('kyc.replaceFile', {
              document: t(DOCUMENT_KIND_IDS[props.kind]).toLowerCase(),
            })}
          >
            <X aria-hidden /> {t('kyc.replace')}
          </Button>
        </div>
      ) : (
        <div className="min-w-0 rounded-lg border border-dashed bg-muted/30 px-3 py-3">
          <div className="flex min-w-0 items-center gap-3">
            <Upload className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <input
              id={id}
              type="file"
              accept={ACCEPT}
              disabled={progress !== null}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              className="w-full min-w-0 text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-navy-900 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-white"
              onChange={(e) => {
                void choose(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </div>
          {progress !== null && (
            <div className="mt-3 grid gap-1">
              <div
                role="progressbar"
                aria-label={t('kyc.uploadingLabel', { label: props.label.toLowerCase() })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={pct}
                className="h-2 overflow-hidden rounded-full bg-navy-100"
              >
                <div
                  className="h-full bg-navy-700 transition-[width]"
                  style={{ width: `${pct}%` }}
                />
              </div>
              <p className="text-xs text-muted-foreground" aria-live="polite">
                {t('kyc.uploadingPct', { pct })}
              </p>
            </div>
          )}
        </div>
      )}
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {props.hint ?? t('kyc.uploadHint')}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
