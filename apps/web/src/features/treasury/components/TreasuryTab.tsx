import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useMay } from '@/lib/queries/holder-role';
import { useT } from '@/lib/i18n/use-t';
import { BulkPayoutsCard } from './BulkPayouts';
import { ForwardsCard } from './Forwards';
import { LimitOrderForm, LimitOrders } from './LimitOrders';
import { Plans, RecurringForm } from './RecurringPlans';
import { ViewOnly } from './treasury-ui';

/**
 * Dashboard › Treasury (issue 41): convert at a target rate (limit orders), recurring
 * conversions, forward contracts and bulk payouts. In a business, a viewer or an approver sees
 * the lists without the forms (the server refuses them too); an initiator's instruction over a
 * rule waits under Business › Approvals.
 */
export function TreasuryTab() {
  const { t } = useT();
  const mayInitiate = useMay('initiate');
  return (
    <div className="grid min-w-0 gap-6 [&>*]:min-w-0">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('treasury.limitTitle')}</CardTitle>
          <CardDescription>{t('treasury.limitIntro')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {mayInitiate ? <LimitOrderForm /> : <ViewOnly />}
          <LimitOrders mayCancel={mayInitiate} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('treasury.recurringTitle')}</CardTitle>
          <CardDescription>{t('treasury.recurringIntro')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {mayInitiate ? <RecurringForm /> : null}
          <Plans mayChange={mayInitiate} />
        </CardContent>
      </Card>
      <ForwardsCard mayInitiate={mayInitiate} />
      <BulkPayoutsCard mayInitiate={mayInitiate} />
    </div>
  );
}
