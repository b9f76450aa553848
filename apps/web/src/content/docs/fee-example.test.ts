import { describe, expect, it } from 'vitest';
import { TRADING_DEFAULTS } from '@mizani/shared';
import { feeExample } from './fee-example.ts';
import { FEE_EXAMPLE } from './fee-example-defaults.ts';

describe('the docs fee example at the defaults', () => {
  it('is what computeQuote gives for the default fee and spread', () => {
    expect(
      feeExample({
        feeBps: TRADING_DEFAULTS['trading.feeBps'],
        spreadBps: TRADING_DEFAULTS['trading.spreadBps'],
      }),
    ).toEqual(FEE_EXAMPLE);
  });
});
