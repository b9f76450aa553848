import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { LIMITS } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/clipboard';

/**
 * One copyable value (an account number, a reference, a key): the value, then a button named
 * "Copy <label>" that reads "Copied" for 2 seconds (spec §9's copy confirmation).
 */
export function CopyValue({
  label,
  value,
  mono = true,
  testId,
  display,
}: {
  label: string;
  value: string;
  /** Shown instead of `value` (e.g. grouped for reading); the copy is `value` itself. */
  display?: string;
  mono?: boolean;
  testId?: string;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    const ok = await copyText(value);
    setState(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), LIMITS.copyConfirmMs);
  };
  return (
    <div className="flex min-w-0 items-center justify-between gap-2">
      <span
        data-testid={testId}
        className={mono ? 'min-w-0 font-mono break-all' : 'min-w-0 break-words'}
      >
        {display ?? value}
      </span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="shrink-0"
        aria-label={`Copy ${label}`}
        onClick={() => void copy()}
      >
        {state === 'copied' ? (
          <Check className="text-emerald-700" aria-hidden="true" />
        ) : (
          <Copy aria-hidden="true" />
        )}
        <span aria-hidden="true">{state === 'copied' ? 'Copied' : 'Copy'}</span>
      </Button>
      <span role="status" aria-live="polite" className="sr-only">
        {state === 'copied'
          ? `${label} copied`
          : state === 'failed'
            ? 'Copy failed: select the text and copy it'
            : ''}
      </span>
    </div>
  );
}
