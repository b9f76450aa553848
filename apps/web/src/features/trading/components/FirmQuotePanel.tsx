import { D, minorUnits, type FirmQuote } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { formatBps, formatMoney } from '@/lib/format';

/** A firm quote: what the client sells and receives, the fee and spread, and the time left. */
export function FirmQuotePanel({
  quote,
  left,
  accepting,
  onAccept,
  onRefresh,
}: {
  quote: FirmQuote;
  left: number;
  accepting: boolean;
  onAccept: () => void;
  onRefresh: () => void;
}) {
  return (
    <div className="rounded-xl border bg-muted/40 p-4" aria-live="polite" data-testid="firm-quote">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt>You sell</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="quote-sell">
          {formatMoney(quote.sellAmount, quote.sellCurrency)}
        </dd>
        <dt>Fee ({formatBps(quote.feeBps)})</dt>
        <dd className="text-right tabular-nums" data-testid="quote-fee">
          {formatMoney(quote.fee, quote.feeCurrency)}
        </dd>
        <dt>Converted</dt>
        <dd className="text-right tabular-nums">
          {formatMoney(
            new D(quote.sellAmount).minus(quote.fee).toFixed(minorUnits(quote.sellCurrency)),
            quote.sellCurrency,
          )}
        </dd>
        <dt>Rate</dt>
        <dd className="text-right tabular-nums break-all" data-testid="quote-rate">
          1 {quote.sellCurrency} = {quote.rate} {quote.buyCurrency}
        </dd>
        <dt>You receive</dt>
        <dd className="text-right text-lg font-bold tabular-nums" data-testid="quote-buy">
          {formatMoney(quote.buyAmount, quote.buyCurrency)}
        </dd>
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">
        The rate includes our {formatBps(quote.spreadBps)} spread on the market rate{' '}
        {quote.marketRate}; the fee is taken from the amount you sell.
      </p>
      {left > 0 ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm" role="timer">
            Quote valid for {left} s
          </p>
          <Button onClick={onAccept} disabled={accepting}>
            Accept quote
          </Button>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-semibold">Quote expired</p>
          <Button variant="outline" onClick={onRefresh}>
            Refresh quote
          </Button>
        </div>
      )}
    </div>
  );
}
