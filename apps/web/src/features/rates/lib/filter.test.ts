import { describe, expect, it } from 'vitest';
import type { RateCard } from '@mizani/shared';
import { filterRates } from './filter';

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
