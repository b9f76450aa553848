import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';

/**
 * The amount is more than the balance: say what is available and offer Add money in that
 * currency, before any quote or hold (issue 16: stop at the form, not after Accept).
 */
export function InsufficientFunds({
  available,
  currency,
  onAddMoney,
}: {
  available: string;
  currency: string;
  onAddMoney: () => void;
}) {
  return (
    <div
      role="alert"
      data-testid="insufficient-funds"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p>
        Not enough {currency}: you have{' '}
        <strong className="tabular-nums">{formatMoney(available, currency)}</strong> available.
      </p>
      <Button size="sm" onClick={onAddMoney}>
        <Plus aria-hidden="true" />
        Add money
      </Button>
    </div>
  );
}
