import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftRight } from 'lucide-react';
import { convert, CURRENCIES, CURRENCY_CODES, D, QUOTE_CURRENCIES } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Input, inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { ratesQueryOptions } from '@/lib/queries/rates';
import { formatMoney, formatRate, formatUtcTime } from '@/lib/format';

const AMOUNT = /^\d{1,13}(\.\d{0,8})?$/;

/** Converts between any two supported currencies: a direct pair when one exists, else via USD. */
export function Calculator() {
  const rates = useQuery(ratesQueryOptions());
  const [amount, setAmount] = useState('1000');
  const [from, setFrom] = useState('USD');
  const [to, setTo] = useState('KES');
  const quotes = useMemo(() => rates.data?.rates ?? [], [rates.data]);
  // The spec's nine currencies, plus ZMW and MZN where pairs exist.
  const currencies = useMemo(() => {
    const quoted = new Set(quotes.flatMap((q) => [q.base, q.quote]));
    return CURRENCY_CODES.filter(
      (c) => (QUOTE_CURRENCIES as readonly string[]).includes(c) || quoted.has(c),
    );
  }, [quotes]);
  const clean = amount.replace(/,/g, '').trim();
  const valid = AMOUNT.test(clean) && new D(clean).gt(0);
  const result = valid && quotes.length ? convert(quotes, clean, from, to) : null;

  const select = (id: string, label: string, value: string, onChange: (v: string) => void) => (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(inputClasses, 'appearance-auto')}
      >
        {currencies.map((c) => (
          <option key={c} value={c}>
            {c} · {CURRENCIES[c].name}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="rounded-2xl border border-border bg-card p-5 shadow-card sm:p-8">
      <div className="grid gap-4 md:grid-cols-[1fr_1fr_auto_1fr] md:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="calc-amount">Amount</Label>
          <Input
            id="calc-amount"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={!valid || undefined}
            aria-describedby={!valid ? 'calc-amount-error' : undefined}
          />
        </div>
        {select('calc-from', 'From', from, setFrom)}
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Swap currencies"
          className="justify-self-center"
          onClick={() => {
            setFrom(to);
            setTo(from);
          }}
        >
          <ArrowLeftRight aria-hidden="true" />
        </Button>
        {select('calc-to', 'To', to, setTo)}
      </div>
      {!valid ? (
        <p
          id="calc-amount-error"
          role="alert"
          className="mt-3 text-sm font-medium text-destructive"
        >
          Enter an amount greater than 0.
        </p>
      ) : null}
      <div className="mt-6 rounded-xl bg-surface p-5" aria-live="polite">
        {rates.isPending ? (
          <Skeleton className="h-14 w-full" />
        ) : result ? (
          <>
            <p className="text-sm text-muted-foreground">{formatMoney(clean, from)} =</p>
            <p
              className="mt-1 break-words text-3xl font-bold tabular-nums tracking-tight text-navy-950"
              data-testid="calc-result"
            >
              {formatMoney(result.amount, to)}
            </p>
            <p className="mt-2 text-xs text-muted-foreground" data-testid="calc-rate">
              Rate used: 1 {from} = {formatRate(result.rate)} {to}
              {result.via === 'USD'
                ? ` (via USD: ${result.path.join(' × ')})`
                : result.path.length
                  ? ` (${result.path[0]})`
                  : ''}
              {result.via !== 'same' ? ` · as of ${formatUtcTime(result.timestamp)}` : ''}
            </p>
          </>
        ) : valid ? (
          <p className="text-sm text-muted-foreground">
            No rate is available between {from} and {to} right now.
          </p>
        ) : null}
      </div>
      <p className="mt-3 text-xs text-muted-foreground">
        Indicative mid-market rates. The rate of a conversion is confirmed when you place it.
      </p>
    </div>
  );
}
