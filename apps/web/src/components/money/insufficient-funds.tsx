import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';

/** Marks where the amount sits in the translated sentence, so it can be set in bold. */
const SLOT = '\u0000';

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
  const { t } = useT();
  const fmt = useFormat();
  const [before, after] = t('money.notEnough', { currency, amount: SLOT }).split(SLOT);
  return (
    <div
      role="alert"
      data-testid="insufficient-funds"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p>
        {before}
        <strong className="tabular-nums">{fmt.money(available, currency)}</strong>
        {after}
      </p>
      <Button size="sm" onClick={onAddMoney}>
        <Plus aria-hidden="true" />
        {t('money.addMoney')}
      </Button>
    </div>
  );
}
