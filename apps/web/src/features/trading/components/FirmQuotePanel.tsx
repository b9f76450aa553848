import { useState } from 'react';
import { ArrowUpDown } from 'lucide-react';
import { D, minorUnits, type FirmQuote } from '@mizani/shared';
import { SummaryList } from '@/components/money/summary';
import { Button } from '@/components/ui/button';
import { formatBps, formatMoney, formatRate, inverseRate } from '@/lib/format';

/** "1 USD = 128.355 KES", or the other way round: the inverse is one tap away. */
export function RateLine({
  rate,
  from,
  to,
  testId,
}: {
  rate: string;
  from: string;
  to: string;
  testId?: string;
}) {
  const [inverse, setInverse] = useState(false);
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-1">
      <span data-testid={testId}>
        {inverse
          ? `1 ${to} = ${formatRate(inverseRate(rate))} ${from}`
          : `1 ${from} = ${formatRate(rate)} ${to}`}
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-7"
        aria-pressed={inverse}
        aria-label={`Show the rate as 1 ${inverse ? from : to} in ${inverse ? to : from}`}
        title="Inverse rate"
        onClick={() => setInverse((v) => !v)}
      >
        <ArrowUpDown className="size-3.5" aria-hidden="true" />
      </Button>
    </span>
  );
}

/**
 * The review of a conversion: a firm quote with what leaves, the fee, the rate, what arrives and
 * where, and the time left to accept it. Accept is the confirmation.
 */
export function FirmQuotePanel({
  quote,
  left,
  accepting,
  blocked,
  onAccept,
  onRefresh,
}: {
  quote: FirmQuote;
  left: number;
  accepting: boolean;
  /** Shown instead of Accept (e.g. not enough balance for a buy-side quote). */
  blocked?: React.ReactNode;
  onAccept: () => void;
  onRefresh: () => void;
}) {
  return (
    <section
      className="grid gap-3 rounded-xl border bg-muted/40 p-4"
      aria-labelledby="firm-quote-title"
      data-testid="firm-quote"
    >
      <h3 id="firm-quote-title" className="text-base font-semibold text-navy-900">
        Review your conversion
      </h3>
      <SummaryList
        rows={[
          {
            label: 'You sell',
            value: formatMoney(quote.sellAmount, quote.sellCurrency),
            testId: 'quote-sell',
          },
          {
            label: `Fee (${formatBps(quote.feeBps)})`,
            value: formatMoney(quote.fee, quote.feeCurrency),
            testId: 'quote-fee',
          },
          {
            label: 'Converted',
            value: formatMoney(
              new D(quote.sellAmount).minus(quote.fee).toFixed(minorUnits(quote.sellCurrency)),
              quote.sellCurrency,
            ),
          },
          {
            label: 'Rate',
            value: (
              <RateLine
                rate={quote.rate}
                from={quote.sellCurrency}
                to={quote.buyCurrency}
                testId="quote-rate"
              />
            ),
          },
          {
            label: 'You receive',
            value: formatMoney(quote.buyAmount, quote.buyCurrency),
            strong: true,
            testId: 'quote-buy',
          },
          { label: 'To', value: `Your ${quote.buyCurrency} balance` },
          { label: 'Arrives', value: 'Instantly, when you accept' },
        ]}
      />
      <p className="text-xs text-muted-foreground">
        The rate includes our {formatBps(quote.spreadBps)} spread on the market rate{' '}
        {formatRate(quote.marketRate)}; the fee is taken from the amount you sell.
      </p>
      {blocked ? (
        blocked
      ) : left > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm" role="timer">
            Quote valid for {left} s
          </p>
          <Button onClick={onAccept} disabled={accepting}>
            Accept quote
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-semibold">Quote expired</p>
          <Button variant="outline" onClick={onRefresh}>
            Refresh quote
          </Button>
        </div>
      )}
    </section>
  );
}
