import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryState, ResponsiveList } from '@/components/admin-list';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/use-t';
import { fundingDecided, fundingQueueQuery } from '../api/funding';
import { DepositRow } from './DepositRow';
import { WithdrawalRow } from './WithdrawalRow';

const none = (text: string) => <p className="text-sm text-muted-foreground">{text}</p>;

/** Admin queue of pending deposits and withdrawals; decisions are final and audited server-side. */
export function AdminFundingQueue() {
  const q = useQuery(fundingQueueQuery());
  const qc = useQueryClient();
  const done = () => fundingDecided(qc);
  const { t } = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.funding.title')}</CardTitle>
        <CardDescription>{t('admin.funding.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <QueryState
          query={q}
          pending={<Skeleton className="h-24" />}
          failed={<p role="alert">{t('admin.funding.loadFailed')}</p>}
        >
          {(data) => (
            <>
              <section aria-label={t('admin.dashboard.pendingDeposits')}>
                <h3 className="mb-2 font-semibold">{t('admin.dashboard.pendingDeposits')}</h3>
                <ResponsiveList
                  items={data.deposits}
                  itemKey={(d) => d.id}
                  empty={none(t('admin.funding.noDeposits'))}
                  cards={{
                    className: 'grid gap-2',
                    render: (d) => <DepositRow d={d} done={done} />,
                  }}
                />
              </section>
              <section aria-label={t('admin.dashboard.pendingWithdrawals')}>
                <h3 className="mb-2 font-semibold">{t('admin.dashboard.pendingWithdrawals')}</h3>
                <ResponsiveList
                  items={data.withdrawals}
                  itemKey={(w) => w.id}
                  empty={none(t('admin.funding.noWithdrawals'))}
                  cards={{
                    className: 'grid gap-2',
                    render: (w) => <WithdrawalRow w={w} done={done} />,
                  }}
                />
              </section>
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
