import { computeQuote, D } from '@mizani/shared';
import type { PlatformSettings } from '@mizani/shared';

// The client rate a firm quote would give right now, for each side of a pair (issue 41): the
// same computeQuote the quote uses, so "the rate reached the target" and "the quote fills at the
// target or better" never disagree by a rounding.

export interface PairPrice {
  base: string;
  quote: string;
  bid: string;
  ask: string;
}

export function spreadOf(settings: PlatformSettings, base: string, quote: string) {
  return settings['trading.spreadBpsByPair'][`${base}-${quote}`] ?? settings['trading.spreadBps'];
}

/** The client rate (buy per one sell) for selling `sell` on this pair's latest bid/ask. */
export function clientRateFor(p: PairPrice, sell: string, settings: PlatformSettings): string {
  const buy = sell === p.base ? p.quote : p.base;
  const q = computeQuote({
    sellCurrency: sell,
    buyCurrency: buy,
    sellAmount: '1',
    baseCurrency: p.base,
    quoteCurrency: p.quote,
    bid: p.bid,
    ask: p.ask,
    spreadBps: spreadOf(settings, p.base, p.quote),
    feeBps: settings['trading.feeBps'],
  });
  return new D(q.rate).toFixed();
}
