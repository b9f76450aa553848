import { Button } from '@/components/ui/button';
import type { GoTo } from '@/lib/dashboard-intent';
import { useT } from '@/lib/i18n/use-t';
import { OrderForm } from './OrderForm';
import { OrderHistory } from './OrderHistory';

/** Dashboard trading tab: shortcuts, the order form and the order history. */
export function TradingTab({ goTo }: { goTo: GoTo }) {
  const { t } = useT();
  return (
    <div className="grid gap-6">
      <nav aria-label={t('trade.shortcuts')} className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => document.getElementById('orders')?.scrollIntoView({ behavior: 'smooth' })}
        >
          {t('trade.recentOrders')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => goTo('wallet')}>
          {t('dash.tab.wallet')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => goTo('alerts')}>
          {t('dash.tab.alerts')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => goTo('reports')}>
          {t('dash.tab.reports')}
        </Button>
      </nav>
      <OrderForm goTo={goTo} />
      <OrderHistory />
    </div>
  );
}
