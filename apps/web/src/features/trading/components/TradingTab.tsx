import { Button } from '@/components/ui/button';
import type { GoTo } from '@/lib/dashboard-intent';
import { OrderForm } from './OrderForm';
import { OrderHistory } from './OrderHistory';

/** Dashboard trading tab: shortcuts, the order form and the order history. */
export function TradingTab({ goTo }: { goTo: GoTo }) {
  return (
    <div className="grid gap-6">
      <nav aria-label="Trading shortcuts" className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => document.getElementById('orders')?.scrollIntoView({ behavior: 'smooth' })}
        >
          Recent orders
        </Button>
        <Button variant="outline" size="sm" onClick={() => goTo('wallet')}>
          Wallet
        </Button>
        <Button variant="outline" size="sm" onClick={() => goTo('alerts')}>
          Alerts
        </Button>
        <Button variant="outline" size="sm" onClick={() => goTo('reports')}>
          Reports
        </Button>
      </nav>
      <OrderForm goTo={goTo} />
      <OrderHistory />
    </div>
  );
}
