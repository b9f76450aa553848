import type { PhoneDeposit } from '@/lib/queries/wallet';
import { useT } from '@/lib/i18n/use-t';

// A phone pay-in's progress (the wallet's Pay by phone, a transfer paid in by M-Pesa), live.

/** Where the deposit has got to, as the client reads it: phone → received → credited. */
const STAGES = ['waiting_for_phone', 'received', 'credited'] as const;

export function PhoneProgress({ deposit, rail }: { deposit: PhoneDeposit; rail: string }) {
  const { t } = useT();
  if (deposit.rail.state === 'failed')
    return (
      <p
        role="alert"
        className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
      >
        {deposit.rail.message ?? deposit.reason ?? t('funding.phone.failed', { rail })}
      </p>
    );
  const at = STAGES.indexOf(deposit.rail.state);
  return (
    <ol className="grid gap-1 text-sm" aria-label={t('funding.phone.progress')} aria-live="polite">
      {STAGES.map((s, i) => (
        <li
          key={s}
          aria-current={i === at ? 'step' : undefined}
          className={i <= at ? 'font-medium text-navy-900' : 'text-muted-foreground'}
        >
          {i < at || deposit.rail.state === 'credited' ? '✓ ' : i === at ? '… ' : ''}
          {t(`funding.phone.stage.${s}`, { rail })}
        </li>
      ))}
    </ol>
  );
}

/**
 * Outside production, while the prompt waits: where the simulated phone rings (/dev/phone).
 * `url` is what the pay-in request answered; absent in production.
 */
export function SimulatedPhoneLink({ url, deposit }: { url?: string; deposit: PhoneDeposit }) {
  const { t } = useT();
  if (!url || deposit.rail.state !== 'waiting_for_phone') return null;
  return (
    <p className="text-xs text-muted-foreground">
      {t('funding.phone.simulated')}{' '}
      <a className="underline" href={url} target="_blank" rel="noreferrer">
        {url}
      </a>
    </p>
  );
}
