import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';

/** A secret shown once: copy it now, it is never shown again (only its hash is stored). */
export function SecretOnce({
  label,
  secret,
  onDone,
}: {
  label: string;
  secret: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const { t } = useT();
  return (
    <div
      role="status"
      className="grid gap-3 rounded-lg border border-gold-300 bg-gold-50 p-4"
      data-testid="secret-once"
    >
      <p className="text-sm font-semibold text-navy-900">{label}</p>
      <p className="text-sm text-slate-700">{t('dev.secretOnce')}</p>
      <code
        className="block overflow-x-auto rounded-md bg-white px-3 py-2 font-mono text-sm break-all text-navy-900"
        aria-label={label}
      >
        {secret}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            void navigator.clipboard?.writeText(secret).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t('dev.copied') : t('dev.copy')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('dev.stored')}
        </Button>
      </div>
    </div>
  );
}
