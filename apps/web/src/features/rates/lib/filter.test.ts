import { describe, expect, it } from 'vitest';
import type { RateCard } from '@mizani/shared';
import { filterRates } from './filter';
import { percent2, rate2, signed2, money } from './format';

const card = (base: string, quote: string): RateCard => ({
  pairId: `${base}${quote}`,
  base,
  quote,
  displayName: `${base}/${quote}`,
  bid: '1',
  ask: '1',
  mid: '1',
  timestamp: '2026-11-22T00:00:00Z',
  previousMid: null,
  change: null,
  changePercent: null,
});

describe('rates search', () => {
  const rates = [card('USD', 'KES'), card('EUR', 'KES'), card('USD', 'NGN')];
  it('is a case-insensitive substring match', () => {
    expect(filterRates(rates, 'kes').map((r) => r.displayName)).toEqual(['USD/KES', 'EUR/KES']);
    expect(filterRates(rates, 'usd/n').map((r) => r.displayName)).toEqual(['USD/NGN']);
    expect(filterRates(rates, 'USDKES').map((r) => r.displayName)).toEqual(['USD/KES']);
    expect(filterRates(rates, '  ')).toHaveLength(3);
    expect(filterRates(rates, 'xyz')).toEqual([]);
  });
});

describe('rate formatting', () => {
  it('2 decimals with grouping, + when positive', () => {
    expect(rate2('2455.004')).toBe('2,455.00');
    expect(signed2('1.5')).toBe('+1.50');
    expect(percent2('-0.256')).toBe('-0.26%');
    expect(money('12925', 'KES')).toBe('12,925.00 KES');
  });
});
