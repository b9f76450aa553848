import type { FeeExample } from './fee-example.ts';

/**
 * feeExample() at the default fee (10 bps) and spread (50 bps), written out so the docs pages
 * need no decimal arithmetic to render (decision 027); fee-example.test.ts holds it equal to
 * what computeQuote gives for TRADING_DEFAULTS.
 */
export const FEE_EXAMPLE: FeeExample = {
  input: {
    sellCurrency: 'USD',
    buyCurrency: 'KES',
    baseCurrency: 'USD',
    quoteCurrency: 'KES',
    bid: '129.00',
    ask: '129.50',
    sellAmount: '1000.00',
  },
  feeBps: 10,
  spreadBps: 50,
  feePercent: '0.10%',
  spreadPercent: '0.50%',
  marketRate: '129.00',
  rate: '128.355',
  sellAmount: '1,000.00',
  fee: '1.00',
  converted: '999.00',
  exactReceived: '128,226.645',
  buyAmount: '128,226.64',
  rounding: {
    sellAmount: '1,234.56',
    exactFee: '1.23456',
    fee: '1.24',
    buyAmount: '158,302.78',
  },
};
