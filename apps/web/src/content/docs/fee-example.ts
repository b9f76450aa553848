// The fees article's worked example, priced by computeQuote (decimal.js): loaded only when admins
// set a fee or spread other than the defaults (features/docs/api/pricing.ts); every docs page
// otherwise uses FEE_EXAMPLE (fee-example-defaults.ts), the same figures written out (decision 027).
import { computeQuote, D, formatAmount } from '@mizani/shared';

/** The worked example's trade: 1,000.00 USD sold for KES at a market bid of 129.00. */
const EXAMPLE_INPUT = {
  sellCurrency: 'USD',
  buyCurrency: 'KES',
  baseCurrency: 'USD',
  quoteCurrency: 'KES',
  bid: '129.00',
  ask: '129.50',
  sellAmount: '1000.00',
} as const;
/** A second amount, to show the fee being rounded up to the cent. */
const ROUNDING_AMOUNT = '1234.56';

const percent = (bps: number) => `${(bps / 100).toFixed(2)}%`;

/**
 * The worked example priced by computeQuote (the function that prices every real quote) at a fee
 * and spread: the page shows it with the settings admins chose (GET /api/rates/terms), and the
 * pre-render with the defaults. Figures are formatted for reading.
 */
export function feeExample(pricing: { feeBps: number; spreadBps: number }) {
  const quote = computeQuote({ ...EXAMPLE_INPUT, ...pricing });
  const converted = new D(quote.sellAmount).minus(quote.fee);
  const rounded = computeQuote({ ...EXAMPLE_INPUT, sellAmount: ROUNDING_AMOUNT, ...pricing });
  return {
    input: EXAMPLE_INPUT,
    feeBps: pricing.feeBps,
    spreadBps: pricing.spreadBps,
    feePercent: percent(pricing.feeBps),
    spreadPercent: percent(pricing.spreadBps),
    marketRate: formatAmount(quote.marketRate),
    rate: new D(quote.rate).toString(),
    sellAmount: formatAmount(quote.sellAmount),
    fee: formatAmount(quote.fee),
    converted: formatAmount(converted.toString()),
    /** converted × rate before rounding down to the cent */
    exactReceived: formatAmount(
      converted.times(quote.rate).toString(),
      Math.max(2, converted.times(quote.rate).decimalPlaces()),
    ),
    buyAmount: formatAmount(quote.buyAmount),
    rounding: {
      sellAmount: formatAmount(ROUNDING_AMOUNT),
      exactFee: new D(ROUNDING_AMOUNT).times(pricing.feeBps).div(10_000).toString(),
      fee: formatAmount(rounded.fee),
      buyAmount: formatAmount(rounded.buyAmount),
    },
  };
}
export type FeeExample = ReturnType<typeof feeExample>;
