import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryState, ResponsiveList } from '@/components/admin-list';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { fundingDecided, fundingQueueQuery } from '../api/funding';
import { DepositRow } from './DepositRow';
import { WithdrawalRow } from './WithdrawalRow';

const none = (text: string) => <p className="text-sm text-muted-foreground">{text}</p>;

/** Admin queue of pending deposits and withdrawals; decisions are final and audited server-side. */
export function AdminFundingQueue() {
  const q = useQuery(fundingQueueQuery());
  const qc = useQueryClient();
  const done = () => fundingDecided(qc);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Funding queue</CardTitle>
        <CardDescription>
          Confirm received deposits and decide withdrawals. Every decision is final and recorded in
          the audit log.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <QueryState
          query={q}
          pending={<Skeleton className="h-24" />}
          failed={<p role="alert">The funding queue could not be loaded.</p>}
        >
          {(data) => (
            <>
              <section aria-label="Pending deposits">
                <h3 className="mb-2 font-semibold">Pending deposits</h3>
                <ResponsiveList
                  items={data.deposits}
                  itemKey={(d) => d.id}
                  empty={none('No pending deposits.')}
                  cards={{
                    className: 'grid gap-2',
                    render: (d) => <DepositRow d={d} done={done} />,
                  }}
                />
              </section>
              <section aria-label="Pending withdrawals">
                <h3 className="mb-2 font-semibold">Pending withdrawals</h3>
                <ResponsiveList
                  items={data.withdrawals}
                  itemKey={(w) => w.id}
                  empty={none('No pending withdrawals.')}
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
