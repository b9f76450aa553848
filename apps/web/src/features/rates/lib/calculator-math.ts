// The rates calculator's arithmetic (decimal.js, 13 kB gzip), loaded when the calculator nears the
// viewport (components/Calculator.tsx, decision 027) rather than with /rates.
import {
  computeQuote,
  convert,
  D,
  inverseRate,
  type PricingTerms,
  type RateCard,
} from '@mizani/shared';

export { convert, inverseRate };

/**
 * What a client would receive on the platform: the firm quote's own arithmetic (shared
 * computeQuote) on the latest bid/ask, with the spread and fee in force. Only direct pairs can be
 * converted on the platform; null otherwise.
 */
export function indicativeQuote(
  cards: readonly RateCard[],
  terms: PricingTerms | undefined,
  amount: string,
  from: string,
  to: string,
) {
  if (!terms || from === to) return null;
  const card = cards.find(
    (c) => (c.base === from && c.quote === to) || (c.base === to && c.quote === from),
  );
  if (!card) return null;
  const spreadBps = terms.spreadBpsByPair[`${card.base}-${card.quote}`] ?? terms.spreadBps;
  try {
    const q = computeQuote({
      sellCurrency: from,
      buyCurrency: to,
      sellAmount: amount,
      baseCurrency: card.base,
      quoteCurrency: card.quote,
      bid: card.bid,
      ask: card.ask,
      spreadBps,
      feeBps: terms.feeBps,
    });
    return new D(q.buyAmount).gt(0) ? { ...q, spreadBps, feeBps: terms.feeBps } : null;
  } catch {
    return null;
  }
}
