import { CURRENCY_CODES, type Forward } from '@mizani/shared';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';

// Pieces the Treasury tab's cards share (limit orders, recurring conversions, forwards).

export function ViewOnly() {
  const { t } = useT();
  return <p className="text-sm text-muted-foreground">{t('treasury.viewOnly')}</p>;
}

export function CurrencyOptions() {
  return CURRENCY_CODES.map((c) => (
    <option key={c} value={c}>
      {c}
    </option>
  ));
}

/** Field errors from the server onto the form, and a toast saying what failed. */
export function onApiError(
  form: { setError: (k: never, e: { message: string }) => void },
  title: string,
) {
  return (err: unknown) => {
    if (err instanceof ApiError && err.fields)
      for (const [k, v] of Object.entries(err.fields)) form.setError(k as never, { message: v });
    toast.error(title, { description: errorText(err) });
  };
}

export const STATUS_VARIANT: Record<
  string,
  'success' | 'secondary' | 'muted' | 'destructive' | 'outline'
> = {
  open: 'secondary',
  triggered: 'secondary',
  pending_approval: 'outline',
  filled: 'success',
  cancelled: 'muted',
  expired: 'muted',
  active: 'success',
  paused: 'muted',
};

export const FORWARD_STATUS_VARIANT: Record<
  Forward['status'],
  'success' | 'secondary' | 'muted' | 'destructive' | 'outline'
> = {
  pending_approval: 'outline',
  open: 'secondary',
  settled: 'success',
  closed_out: 'destructive',
  cancelled: 'muted',
};

/** A label and its value in a contract's facts. */
export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words text-navy-900">{children}</dd>
    </div>
  );
}
