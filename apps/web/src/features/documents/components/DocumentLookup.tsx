import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { BadgeCheck, FileSearch } from 'lucide-react';
import { DOCUMENT_REFERENCE } from '@mizani/shared';
import { messageKey } from '@mizani/shared/i18n/messages';
import { Field, invalid } from '@/components/admin-form/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { lookUpDocument } from '../api/documents';

/**
 * Checks a PDF a bank or auditor holds: the verification reference printed on every page gives
 * whom it was issued to and the SHA-256 the genuine file has (docs/client-platform.md).
 */
export function DocumentLookup() {
  const id = useId();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const lookup = useMutation({ mutationFn: lookUpDocument });
  const { t } = useT();
  const fmt = useFormat();

  function submit(e: FormEvent) {
    e.preventDefault();
    const ref = reference.trim().toUpperCase();
    if (!DOCUMENT_REFERENCE.test(ref)) {
      setError(messageKey('validation.admin.documentReference'));
      return;
    }
    setError(undefined);
    lookup.mutate(ref);
  }

  const doc = lookup.data;
  const notFound = lookup.error instanceof ApiError && lookup.error.status === 404;
  return (
    <div className="max-w-2xl space-y-5">
      <p className="text-sm text-muted-foreground">
        {t('admin.documents.intro')} (<code>{'sha256sum file.pdf'}</code>){' '}
        {t('admin.documents.introEnd')}
      </p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field
          id={`${id}-ref`}
          label={t('admin.documents.reference')}
          error={error}
          className="flex-1"
        >
          <Input
            id={`${id}-ref`}
            value={reference}
            placeholder="MZ-ST-7K2Q-H9WD"
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setReference(e.target.value)}
            {...invalid(`${id}-ref`, error)}
          />
        </Field>
        <Button type="submit" disabled={lookup.isPending} className="sm:mt-[1.625rem]">
          <FileSearch className="size-4" aria-hidden="true" />
          {lookup.isPending ? t('admin.documents.lookingUp') : t('admin.documents.lookUp')}
        </Button>
      </form>
      <div aria-live="polite">
        {notFound ? (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
          >
            {t('admin.documents.notFound')}
          </p>
        ) : lookup.isError ? (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
          >
            {errorText(lookup.error)}
          </p>
        ) : doc ? (
          <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm">
            <p className="flex items-center gap-2 font-semibold text-emerald-900">
              <BadgeCheck className="size-5" aria-hidden="true" />{' '}
              {t('admin.documents.issuedByUs', { reference: doc.reference })}
            </p>
            <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
              <dt className="text-muted-foreground">{t('admin.documents.document')}</dt>
              <dd>
                {t(`admin.documents.kind.${doc.kind}`)} · {doc.subject}
              </dd>
              <dt className="text-muted-foreground">{t('admin.documents.issuedTo')}</dt>
              <dd>
                {doc.user.name || '—'} ({doc.user.email})
              </dd>
              <dt className="text-muted-foreground">{t('admin.documents.issued')}</dt>
              <dd>{fmt.dateTime(doc.issuedAt)}</dd>
              <dt className="text-muted-foreground">{'SHA-256'}</dt>
              <dd className="break-all font-mono text-xs">{doc.sha256}</dd>
            </dl>
          </div>
        ) : null}
      </div>
    </div>
  );
}
