import { describe, expect, it } from 'vitest';
import { computeQuote, type PricingTerms, type RateCard } from '@mizani/shared';
import { indicativeQuote } from './indicative-quote';

// The conversion form's live "you receive" (issue 34 item 7): the firm quote's arithmetic on the
// cached rates and the fee rules in force, for either side of the amount.

const card = { base: 'USD', quote: 'KES', bid: '128.10', ask: '128.60' } as RateCard;
const terms: PricingTerms = {
  spreadBps: 50,
  spreadBpsByPair: { 'USD-KES': 40 },
  feeBps: 10,
  quoteValiditySeconds: 30,
};
const firm = (q: Partial<Parameters<typeof computeQuote>[0]>) =>
  computeQuote({
    sellCurrency: 'USD',
    buyCurrency: 'KES',
    baseCurrency: 'USD',
    quoteCurrency: 'KES',
    bid: card.bid,
    ask: card.ask,
    spreadBps: 40,
    feeBps: 10,
    ...q,
  });

describe('indicative amount while typing', () => {
  it('is what a firm quote on the same rate would give, fee and pair spread included', () => {
    const q = indicativeQuote([card], terms, '999', 'USD', 'KES');
    expect(q?.buyAmount).toBe(firm({ sellAmount: '999' }).buyAmount);
    expect(q?.fee).toBe('1.00');
  });

  it('works out what is paid when the amount is what arrives', () => {
    const q = indicativeQuote([card], terms, '100000', 'USD', 'KES', 'buy');
    expect(q?.sellAmount).toBe(firm({ buyAmount: '100000' }).sellAmount);
    expect(q?.buyAmount).toBe('100000.00');
    // and the other way round on the same pair
    const back = indicativeQuote([card], terms, '50000', 'KES', 'USD');
    expect(back?.buyAmount).toBe(
      firm({ sellCurrency: 'KES', buyCurrency: 'USD', sellAmount: '50000' }).buyAmount,
    );
  });

  it('shows nothing for half-typed, zero or unknown input', () => {
    for (const a of ['', '.', '12.', 'abc', '0', '-5'])
      expect(indicativeQuote([card], terms, a, 'USD', 'KES')).toBeNull();
    expect(indicativeQuote([card], undefined, '10', 'USD', 'KES')).toBeNull();
    expect(indicativeQuote([card], terms, '10', 'USD', 'GHS')).toBeNull();
  });
});
