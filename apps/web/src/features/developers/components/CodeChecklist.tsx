import type { UseFormRegisterReturn } from 'react-hook-form';
import type { MessageId } from '@/lib/i18n/i18n';
import { useFormMessage } from '@/lib/i18n/messages';
import { useT } from '@/lib/i18n/use-t';

/** A fieldset of checkboxes named by codes (scopes, webhook events), each with its plain label (a message id). */
export function CodeChecklist<C extends string>({
  legend,
  codes,
  labels,
  field,
  error,
}: {
  legend: string;
  codes: readonly C[];
  labels: Record<C, MessageId>;
  field: UseFormRegisterReturn;
  error?: string;
}) {
  const msg = useFormMessage();
  const { t } = useT();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {codes.map((code) => (
          <label key={code} className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-0.5 size-4" value={code} {...field} />
            <span>
              <span className="font-mono text-xs text-navy-900">{code}</span>
              <span className="block text-muted-foreground">{t(labels[code])}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {msg(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
