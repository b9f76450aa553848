import { useEffect, useRef } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n/use-t';

/**
 * A request dialog's last step (issue 16): what was sent, its reference, what happens next and
 * Close, instead of a cleared form that invites a second submission. "Send another" brings the
 * (already cleared) form back. The heading takes focus so a screen reader announces it.
 */
export function RequestSent({
  title,
  reference,
  email,
  rows,
  next,
  onAnother,
}: {
  title: string;
  reference: string;
  email: string;
  rows: [label: string, value: string][];
  next: string[];
  onAnother: () => void;
}) {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="grid gap-4" data-testid="request-sent">
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-emerald-600" aria-hidden="true" />
        <div>
          <h3
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold text-navy-900 outline-none"
          >
            {title}
          </h3>
          <p className="text-sm text-slate-700">
            {t('request.sentReference')}{' '}
            <strong className="font-mono" data-testid="request-reference">
              {reference}
            </strong>
            {t('request.sentConfirmation', { email })}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-muted/50 p-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 text-right font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h4 className="text-sm font-semibold text-navy-900">{t('request.sentNext')}</h4>
        <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
          {next.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onAnother}>
          {t('request.sentAnother')}
        </Button>
        <DialogClose asChild>
          <Button>{t('request.close')}</Button>
        </DialogClose>
      </div>
    </div>
  );
}
