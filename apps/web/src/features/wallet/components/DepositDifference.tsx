import { D, minorUnits } from '@mizani/shared';
import { MoneyStatus } from '@/components/money/status';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import type { Deposit } from '../api/wallet';

/**
 * A decided deposit as the client reads it: what was credited and, when it differs from what they
 * said they would send, by how much and why we credit what arrives (issue 16).
 */
export function DepositDifference({ deposit: d }: { deposit: Deposit }) {
  const { t } = useT();
  const fmt = useFormat();
  const diff = d.difference ? new D(d.difference) : null;
  const amount = (v: InstanceType<typeof D>) =>
    fmt.money(v.abs().toFixed(minorUnits(d.currency)), d.currency);
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 break-words">
          <span className="font-mono">{d.reference}</span> <MoneyStatus status={d.status} />
        </span>
        <span className="font-medium tabular-nums">
          {d.status === 'completed' && d.receivedAmount
            ? t('funding.credited', { amount: fmt.money(d.receivedAmount, d.currency) })
            : t('funding.nothingCredited')}
        </span>
      </div>
      {d.status === 'rejected' && d.reason ? (
        <p className="text-xs text-slate-700">{t('money.reason', { reason: d.reason })}</p>
      ) : null}
      {diff && !diff.isZero() && d.expectedAmount ? (
        <p className="text-xs text-slate-700" data-testid="deposit-difference">
          {t(diff.isNeg() ? 'funding.less' : 'funding.more', {
            diff: amount(diff),
            expected: fmt.money(d.expectedAmount, d.currency),
          })}
        </p>
      ) : null}
      {d.decidedAt ? (
        <p className="text-xs text-muted-foreground">
          {t('funding.decided', { date: fmt.dateTime(d.decidedAt) })}
        </p>
      ) : null}
    </div>
  );
}
