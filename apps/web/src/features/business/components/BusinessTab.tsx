import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@/lib/nav';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSelectedAccount } from '@/lib/account';
import { useT } from '@/lib/i18n/use-t';
import { accountsChoiceQuery, businessQuery } from '../api/business';
import { useSwitchAccount } from './AccountSwitcher';
import { ApprovalRules } from './ApprovalRules';
import { BusinessVerification } from './BusinessVerification';
import { CreateBusinessForm } from './CreateBusinessForm';
import { Invitations } from './Invitations';
import { ROLE_IDS } from './labels';
import { Members } from './Members';
import { MonthlyVolumes } from './MonthlyVolumes';
import { PendingApprovals } from './PendingApprovals';

/**
 * The Business tab: with the personal account selected, invitations, the user's businesses and
 * opening one; with a business selected, its pending approvals, members and approval rules.
 */
export function BusinessTab() {
  const selected = useSelectedAccount();
  const [params] = useSearchParams();
  const accounts = useQuery(accountsChoiceQuery());
  const switchTo = useSwitchAccount();
  const { t } = useT();
  if (accounts.isLoading) return <Skeleton className="h-48" />;
  if (accounts.isError) return <p role="alert">{t('business.accountsLoadError')}</p>;
  const data = accounts.data!;
  const business = data.accounts.find((a) => a.kind === 'business' && a.id === selected);
  if (business) return <BusinessHome id={business.id} />;
  const businesses = data.accounts.filter((a) => a.kind === 'business');
  return (
    <div className="grid gap-6">
      <Invitations
        invitations={data.invitations}
        linkToken={params.get('invitation')}
        onJoined={switchTo}
      />
      {businesses.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>{t('business.yourBusinesses')}</CardTitle>
            <CardDescription>{t('business.yourBusinessesIntro')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-2">
            {businesses.map((b) => (
              <div
                key={b.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3"
              >
                <span>
                  <strong>{b.name}</strong> · {t(ROLE_IDS[b.role!].label)}
                  {b.verified ? '' : ` · ${t('business.notVerifiedYet')}`}
                  {b.disabled ? ` · ${t('business.disabled')}` : ''}
                </span>
                <Button variant="outline" size="sm" onClick={() => switchTo(b.id)}>
                  {t('business.switchTo', { name: b.name })}
                </Button>
              </div>
            ))}
          </CardContent>
        </Card>
      )}
      <CreateBusinessForm onCreated={switchTo} />
    </div>
  );
}

function BusinessHome({ id }: { id: string }) {
  const q = useQuery(businessQuery(id));
  const { t } = useT();
  if (q.isLoading) return <Skeleton className="h-48" />;
  if (q.isError) return <p role="alert">{t('business.loadError')}</p>;
  const b = q.data!.business;
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{b.legalName}</CardTitle>
          <CardDescription>
            {t('business.homeLine', {
              number: b.registrationNumber,
              country: b.country,
              role: t(ROLE_IDS[b.role].label),
            })}
          </CardDescription>
        </CardHeader>
      </Card>
      <BusinessVerification business={b} />
      <PendingApprovals business={b} />
      <MonthlyVolumes businessId={b.id} />
      <Members business={b} />
      <ApprovalRules business={b} />
    </div>
  );
}
