import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { BUSINESS_ROLE_LABELS } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSelectedAccount } from '@/lib/account';
import { accountsChoiceQuery, businessQuery } from '../api/business';
import { useSwitchAccount } from './AccountSwitcher';
import { ApprovalRules } from './ApprovalRules';
import { BusinessVerification } from './BusinessVerification';
import { CreateBusinessForm } from './CreateBusinessForm';
import { Invitations } from './Invitations';
import { Members } from './Members';
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
  if (accounts.isLoading) return <Skeleton className="h-48" />;
  if (accounts.isError) return <p role="alert">Your accounts could not be loaded.</p>;
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
            <CardTitle>Your businesses</CardTitle>
            <CardDescription>Switch to a business to see and move its money.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-2">
            {businesses.map((b) => (
              <div
                key={b.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3"
              >
                <span>
                  <strong>{b.name}</strong> · {BUSINESS_ROLE_LABELS[b.role!]}
                  {b.verified ? '' : ' · not verified yet'}
                  {b.disabled ? ' · disabled' : ''}
                </span>
                <Button variant="outline" size="sm" onClick={() => switchTo(b.id)}>
                  Switch to {b.name}
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
  if (q.isLoading) return <Skeleton className="h-48" />;
  if (q.isError) return <p role="alert">This business could not be loaded.</p>;
  const b = q.data!.business;
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{b.legalName}</CardTitle>
          <CardDescription>
            Registration {b.registrationNumber} · {b.country} · your role:{' '}
            {BUSINESS_ROLE_LABELS[b.role]}
          </CardDescription>
        </CardHeader>
      </Card>
      <BusinessVerification business={b} />
      <PendingApprovals business={b} />
      <Members business={b} />
      <ApprovalRules business={b} />
    </div>
  );
}
