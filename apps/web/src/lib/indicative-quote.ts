// The firm quote's arithmetic on the rates already on screen: the rates calculator's client
// figure and the conversion form's live "you receive" (issue 34). Loads decimal.js with it.
import { computeQuote, D, type PricingTerms, type RateCard } from '@mizani/shared';

/**
 * What a client would receive on the platform: the firm quote's own arithmetic (shared
 * computeQuote) on the latest bid/ask, with the spread and fee in force. Only direct pairs can be
 * converted on the platform; null otherwise. `side` 'buy': `amount` is what is to arrive (the
 * conversion form's "amount is in" choice), and the sell amount is worked out.
 */
export function indicativeQuote(
  cards: readonly RateCard[],
  terms: PricingTerms | undefined,
  amount: string,
  from: string,
  to: string,
  side: 'sell' | 'buy' = 'sell',
) {
  if (!/^\d{1,15}(\.\d+)?$/.test(amount) || !new D(amount).gt(0)) return null;
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
      ...(side === 'buy' ? { buyAmount: amount } : { sellAmount: amount }),
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
