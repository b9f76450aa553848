import { useSearchParams } from '@/lib/nav';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-messages';
import { useT } from '@/lib/i18n/use-t';
import { useSecurityOverview } from '../api/sign-in-methods';
import { LinkedAccountsCard } from './LinkedAccountsCard';
import { PasskeysCard } from './PasskeysCard';
import { PhoneCard } from './PhoneCard';

/** Issue 19: the mobile number and text-message codes, passkeys and linked providers. */
export function SignInMethodsSection() {
  const { data, isPending, isError, error, refetch } = useSecurityOverview();
  const [params] = useSearchParams();
  const { t } = useT();
  const linkError = params.get('linkError') ? params.get('error') : null;
  if (isPending)
    return (
      <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
        <span className="sr-only" role="status">
          {t('security.methodsLoading')}
        </span>
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (isError)
    return (
      <div role="alert" className="grid gap-2 text-sm">
        <p className="text-destructive">{errorText(error)}</p>
        <Button variant="outline" className="justify-self-start" onClick={() => refetch()}>
          {t('security.tryAgain')}
        </Button>
      </div>
    );
  return (
    <div className="grid gap-4">
      {params.get('linked') ? (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
          {t('security.providerLinked')}
        </p>
      ) : null}
      {linkError ? (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {linkError === 'account_not_linked' || /email/i.test(linkError)
            ? t('security.providerEmailMismatch')
            : t('security.providerNotLinked')}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <PhoneCard overview={data} />
        <PasskeysCard overview={data} />
      </div>
      <LinkedAccountsCard overview={data} />
    </div>
  );
}
