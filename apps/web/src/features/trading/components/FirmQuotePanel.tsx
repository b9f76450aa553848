import { useEffect, useRef, useState } from 'react';
import { ArrowUpDown } from 'lucide-react';
import { D, minorUnits, type FirmQuote } from '@mizani/shared';
import { SummaryList } from '@/components/money/summary';
import { Button } from '@/components/ui/button';
import { inverseRate } from '@/lib/format';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';

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
  const { t } = useT();
  const fmt = useFormat();
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-1">
      <span data-testid={testId}>
        {inverse
          ? `1 ${to} = ${fmt.rate(inverseRate(rate))} ${from}`
          : `1 ${from} = ${fmt.rate(rate)} ${to}`}
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-7"
        aria-pressed={inverse}
        aria-label={t('trade.inverseLabel', { a: inverse ? from : to, b: inverse ? to : from })}
        title={t('trade.inverse')}
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
  const { t } = useT();
  const fmt = useFormat();
  // A new quote is brought into view down to its Accept button and countdown (at 1280×800 it
  // appeared below the fold with nothing pointing at it, issue 34).
  const actions = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    actions.current?.scrollIntoView?.({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
  }, [quote.id]);
  return (
    <section
      className="grid gap-3 rounded-xl border bg-muted/40 p-4"
      aria-labelledby="firm-quote-title"
      data-testid="firm-quote"
    >
      <h3 id="firm-quote-title" className="text-base font-semibold text-navy-900">
        {t('trade.reviewTitle')}
      </h3>
      <SummaryList
        rows={[
          {
            label: t('trade.youSell'),
            value: fmt.money(quote.sellAmount, quote.sellCurrency),
            testId: 'quote-sell',
          },
          {
            label: t('trade.fee', { bps: fmt.bps(quote.feeBps) }),
            value: fmt.money(quote.fee, quote.feeCurrency),
            testId: 'quote-fee',
          },
          {
            label: t('trade.converted'),
            value: fmt.money(
              new D(quote.sellAmount).minus(quote.fee).toFixed(minorUnits(quote.sellCurrency)),
              quote.sellCurrency,
            ),
          },
          {
            label: t('money.rate'),
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
            label: t('trade.youReceive'),
            value: fmt.money(quote.buyAmount, quote.buyCurrency),
            strong: true,
            testId: 'quote-buy',
          },
          { label: t('money.to'), value: t('money.yourBalance', { currency: quote.buyCurrency }) },
          {
            label: t('money.arrives'),
            value: quote.approval
              ? t('trade.afterApproval', {
                  n: quote.approval.approvalsRequired,
                  names: fmt.anyOf(quote.approval.approvers),
                })
              : t('trade.instantly'),
            testId: 'quote-arrives',
          },
        ]}
      />
      {quote.approval && (
        <p className="text-sm text-navy-900" data-testid="quote-approval-note">
          {t('trade.approvalNote')}
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        {t('trade.spreadNote', {
          spread: fmt.bps(quote.spreadBps),
          rate: fmt.rate(quote.marketRate),
        })}
      </p>
      {/* The countdown stays beside Accept, pinned to the bottom of the screen while the review
          is on it, so the time left is in view when the client decides. */}
      <div
        ref={actions}
        data-testid="quote-actions"
        className="sticky bottom-0 z-10 -mx-4 -mb-4 rounded-b-xl border-t bg-background/95 px-4 py-3 backdrop-blur"
      >
        {blocked ? (
          blocked
        ) : left > 0 ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm" role="timer">
              {t('trade.validFor', { left })}
            </p>
            <Button onClick={onAccept} disabled={accepting}>
              {quote.approval ? t('trade.sendForApproval') : t('trade.accept')}
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-semibold">{t('trade.expired')}</p>
            <Button variant="outline" onClick={onRefresh}>
              {t('trade.refreshQuote')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
