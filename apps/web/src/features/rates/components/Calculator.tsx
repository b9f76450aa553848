import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftRight, ArrowUpDown } from 'lucide-react';
import { CURRENCY_CODES, QUOTE_CURRENCIES, signOfDecimal } from '@mizani/shared';
import { CurrencySelect } from '@/components/currency-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { ratesQueryOptions } from '@/lib/queries/rates';
import { useModuleNearViewport } from '@/lib/use-near-viewport';
import { formatAmountInput, parseAmountInput, useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { pricingTermsQueryOptions, useLiveRatesInCache } from '../api/rates';
import { island } from '@/lib/island';

/**
 * The public converter (/rates#calculator): the indicative client rate and what arrives, with the
 * fee and the spread in force, beside the mid-market rate, like Wise and Xe. Labelled indicative:
 * the firm rate is the quote a signed-in client accepts.
 */
function CalculatorView({
  currencyNames,
}: {
  /** From the page (useCurrencyNames): no Intl.DisplayNames inside the hydration. */
  currencyNames?: Record<string, string>;
}) {
  const rates = useQuery(ratesQueryOptions());
  const terms = useQuery(pricingTermsQueryOptions());
  // Converts at the rates the stream pushes, as the board beside it shows them.
  useLiveRatesInCache();
  const { t, locale } = useT();
  const f = useFormat();
  // The amount as typed, in the language's style ("1 000" in French); computed as a decimal string.
  const [amount, setAmount] = useState(() => formatAmountInput('1000', locale));
  const [from, setFrom] = useState('USD');
  const [to, setTo] = useState('KES');
  const [inverse, setInverse] = useState(false);
  const cards = useMemo(() => rates.data?.rates ?? [], [rates.data]);
  // The arithmetic loads as the calculator nears the viewport; until then it shows as loading.
  const root = useRef<HTMLDivElement>(null);
  const math = useModuleNearViewport(root, () => import('../lib/calculator-math'));
  // The spec's nine currencies, plus ZMW and MZN where pairs exist.
  const currencies = useMemo(() => {
    const quoted = new Set(cards.flatMap((q) => [q.base, q.quote]));
    return CURRENCY_CODES.filter(
      (c) => (QUOTE_CURRENCIES as readonly string[]).includes(c) || quoted.has(c),
    );
  }, [cards]);
  const clean = parseAmountInput(amount, locale) ?? '';
  const valid = clean !== '' && signOfDecimal(clean) > 0;
  const mid = math && valid && cards.length ? math.convert(cards, clean, from, to) : null;
  const client = math && valid ? math.indicativeQuote(cards, terms.data, clean, from, to) : null;
  const rateText = (rate: string) =>
    inverse && math
      ? `1 ${to} = ${f.rate(math.inverseRate(rate))} ${from}`
      : `1 ${from} = ${f.rate(rate)} ${to}`;

  const select = (id: string, label: string, value: string, onChange: (v: string) => void) => (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <CurrencySelect
        id={id}
        names={currencyNames}
        currencies={currencies}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );

  return (
    <div ref={root} className="rounded-2xl border border-border bg-card p-5 shadow-card sm:p-8">
      <div className="grid gap-4 md:grid-cols-[1fr_1fr_auto_1fr] md:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="calc-amount">{t('calc.amount')}</Label>
          <Input
            id="calc-amount"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            onBlur={() => valid && setAmount(formatAmountInput(clean, locale))}
            aria-invalid={!valid || undefined}
            aria-describedby={!valid ? 'calc-amount-error' : undefined}
          />
        </div>
        {select('calc-from', t('calc.from'), from, setFrom)}
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={t('calc.swap')}
          className="justify-self-center"
          onClick={() => {
            setFrom(to);
            setTo(from);
          }}
        >
          <ArrowLeftRight aria-hidden="true" />
        </Button>
        {select('calc-to', t('calc.to'), to, setTo)}
      </div>
      {!valid ? (
        <p
          id="calc-amount-error"
          role="alert"
          className="mt-3 text-sm font-medium text-destructive"
        >
          {t('calc.invalid')}
        </p>
      ) : null}
      <div className="mt-6 rounded-xl bg-surface p-5" aria-live="polite">
        {rates.isPending || !math ? (
          <Skeleton className="h-14 w-full" />
        ) : client && mid ? (
          <>
            <p className="text-sm text-muted-foreground">
              {t('calc.youSend', { amount: f.money(clean, from) })}
            </p>
            <p
              className="mt-1 break-words text-3xl font-bold tabular-nums tracking-tight text-navy-950"
              data-testid="calc-result"
            >
              {f.money(client.buyAmount, to)}
            </p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">
                {t('calc.fee', { bps: f.bps(client.feeBps) })}
              </dt>
              <dd className="text-right tabular-nums" data-testid="calc-fee">
                {f.money(client.fee, from)}
              </dd>
              <dt className="text-muted-foreground">
                {t('calc.indicativeRate', { bps: f.bps(client.spreadBps) })}
              </dt>
              <dd className="text-right tabular-nums" data-testid="calc-client-rate">
                {rateText(client.rate)}
              </dd>
              <dt className="text-muted-foreground">{t('calc.midRate')}</dt>
              <dd className="text-right tabular-nums" data-testid="calc-rate">
                {rateText(mid.rate)}
              </dd>
              <dt className="text-muted-foreground">{t('calc.atMid')}</dt>
              <dd className="text-right tabular-nums" data-testid="calc-mid">
                {f.money(mid.amount, to)}
              </dd>
            </dl>
            <Actions
              inverse={inverse}
              onInverse={() => setInverse((v) => !v)}
              asOf={mid.timestamp}
            />
          </>
        ) : mid ? (
          <>
            <p className="text-sm text-muted-foreground">{f.money(clean, from)} =</p>
            <p
              className="mt-1 break-words text-3xl font-bold tabular-nums tracking-tight text-navy-950"
              data-testid="calc-result"
            >
              {f.money(mid.amount, to)}
            </p>
            <p className="mt-2 text-xs text-muted-foreground" data-testid="calc-rate">
              {t('calc.midRateIs', { rate: rateText(mid.rate) })}
              {mid.via === 'USD' ? t('calc.viaUsd', { path: mid.path.join(' × ') }) : ''}
            </p>
            {mid.via === 'USD' ? (
              <p className="mt-2 text-xs text-muted-foreground">
                {t('calc.noDirect', { from, to })}
              </p>
            ) : null}
            {mid.via !== 'same' ? (
              <Actions
                inverse={inverse}
                onInverse={() => setInverse((v) => !v)}
                asOf={mid.timestamp}
              />
            ) : null}
          </>
        ) : valid ? (
          <p className="text-sm text-muted-foreground">{t('calc.noRate', { from, to })}</p>
        ) : null}
      </div>
      <p className="mt-3 text-xs text-muted-foreground">{t('calc.indicative')}</p>
    </div>
  );
}

function Actions({
  inverse,
  onInverse,
  asOf,
}: {
  inverse: boolean;
  onInverse: () => void;
  asOf: string;
}) {
  const { t } = useT();
  const f = useFormat();
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
      <span>{t('calc.asOf', { time: f.dateTime(asOf) })}</span>
      <Button type="button" variant="outline" size="sm" aria-pressed={inverse} onClick={onInverse}>
        <ArrowUpDown aria-hidden="true" />
        {t('calc.inverse')}
      </Button>
    </div>
  );
}

/** An island on pre-rendered pages (decision 030). */
export const Calculator = island('Calculator', CalculatorView);
