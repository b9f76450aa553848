import { describe, expect, it } from 'vitest';
import { D } from '../money.ts';
import { formatRate } from '../money-format.ts';
import { computeQuote } from '../trading/quote.ts';
import { rateChange } from './change.ts';
import { clientRate, roundChangePercent } from './display.ts';

// Issue 34 item 4: one rate rule (6 significant digits) shown everywhere and used for the amount.

describe('clientRate', () => {
  it('keeps 6 significant digits, rounding down', () => {
    expect(clientRate('127.90275185')).toBe('127.902');
    expect(clientRate('1.162049999')).toBe('1.16204');
    expect(clientRate('0.0077695599')).toBe('0.00776955');
    expect(clientRate('1530.129')).toBe('1530.12');
    expect(clientRate('2')).toBe('2');
  });
  it('is what formatRate shows, so the shown rate is the exact one', () => {
    for (const r of ['127.90275185', '0.0077695599', '1.162049999', '15.5555555'])
      expect(formatRate(clientRate(r)).replace(/,/g, '')).toBe(
        new D(clientRate(r)).toFixed(Math.max(2, clientRate(r).split('.')[1]?.length ?? 0)),
      );
  });
});

describe('a quote reproduces from the rate shown', () => {
  it('shown rate × (amount − fee) = shown result, to the minor unit, across amounts', () => {
    for (const amount of ['999.00', '1.00', '123.45', '5000.00', '77777.77'])
      for (const [bid, ask] of [
        ['127.95', '128.05'],
        ['0.0077701', '0.0077801'],
      ]) {
        const q = computeQuote({
          baseCurrency: 'USD',
          quoteCurrency: 'KES',
          sellCurrency: 'USD',
          buyCurrency: 'KES',
          bid: bid!,
          ask: ask!,
          spreadBps: 15,
          feeBps: 25,
          sellAmount: amount,
        });
        const shown = formatRate(q.rate).replace(/,/g, '');
        expect(new D(shown).eq(q.rate), `${amount} @ ${bid}`).toBe(true);
        const exact = new D(q.sellAmount).minus(q.fee).times(shown);
        expect(new D(q.buyAmount).toFixed(2)).toBe(
          exact.toDecimalPlaces(2, D.ROUND_DOWN).toFixed(2),
        );
      }
  });
});

describe('changePercent', () => {
  it('is rounded to 4 decimals, not 40', () => {
    const { changePercent } = rateChange('127.9', '127.7');
    expect(changePercent).toBe('0.1566');
    expect(roundChangePercent('-0.00001')).toBe('0.0000');
    expect(rateChange('1', '3').changePercent).toBe('-66.6667');
  });
});
