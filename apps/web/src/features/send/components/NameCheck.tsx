import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import { mobileNetworkName } from '@mizani/shared/constants/beneficiary-countries';
import { useT } from '@/lib/i18n/use-t';
import { cn } from '@/lib/utils';
import type { Transfer } from '../api/send';

/**
 * The paying rail's word on whose number it is, at the review (issue 38, docs/send-money.md
 * "Name check"): the holder's name masked, and a warning before the sender confirms when it is
 * not the payee's. Nothing where the rail offers no check (M-Pesa).
 */
export function NameCheck({ recipient }: { recipient: Transfer['recipient'] }) {
  const { t } = useT();
  const check = recipient.nameCheck;
  if (!check) return null;
  const values = {
    network: (recipient.network && mobileNetworkName(recipient.network)) || '',
    name: check.registeredName ?? '',
    payee: recipient.name,
  };
  const warn = check.status === 'mismatch' || check.status === 'close';
  const Icon = check.status === 'match' ? CheckCircle2 : warn ? AlertTriangle : Info;
  return (
    <div
      data-testid="name-check"
      data-status={check.status}
      className={cn(
        'flex gap-3 rounded-lg border p-3 text-sm',
        check.status === 'match' && 'border-emerald-200 bg-emerald-50 text-emerald-900',
        warn && 'border-amber-300 bg-amber-50 text-amber-950',
        check.status === 'unavailable' && 'border-border bg-muted text-foreground',
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-medium">{t(`send.nameCheck.${check.status}.title`, values)}</p>
        <p>{t(`send.nameCheck.${check.status}.body`, values)}</p>
      </div>
    </div>
  );
}
