import { D, minorUnits } from '@mizani/shared';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { Deposit } from '../api/wallet';

/**
 * A decided deposit as the client reads it: what was credited and, when it differs from what they
 * said they would send, by how much and why we credit what arrives (issue 16).
 */
export function DepositDifference({ deposit: d }: { deposit: Deposit }) {
  const diff = d.difference ? new D(d.difference) : null;
  const amount = (v: InstanceType<typeof D>) =>
    formatMoney(v.abs().toFixed(minorUnits(d.currency)), d.currency);
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 break-words">
          <span className="font-mono">{d.reference}</span> <StatusBadge status={d.status} />
        </span>
        <span className="font-medium tabular-nums">
          {d.status === 'completed' && d.receivedAmount
            ? `Credited ${formatMoney(d.receivedAmount, d.currency)}`
            : 'Nothing credited'}
        </span>
      </div>
      {d.status === 'rejected' && d.reason ? (
        <p className="text-xs text-slate-700">Reason: {d.reason}</p>
      ) : null}
      {diff && !diff.isZero() && d.expectedAmount ? (
        <p className="text-xs text-slate-700" data-testid="deposit-difference">
          {diff.isNeg()
            ? `${amount(diff)} less than the ${formatMoney(d.expectedAmount, d.currency)} you said you would send arrived; we credited what arrived. A bank or provider charge is the usual cause.`
            : `${amount(diff)} more than the ${formatMoney(d.expectedAmount, d.currency)} you said you would send arrived; all of it was credited.`}
        </p>
      ) : null}
      {d.decidedAt ? (
        <p className="text-xs text-muted-foreground">Decided {formatDateTime(d.decidedAt)}</p>
      ) : null}
    </div>
  );
}
